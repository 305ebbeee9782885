// /temp/iframe-check: shows the warning a framed copy of the app displays, so it can be checked.
import { config } from '@/lib/config.ts';
import { FakeWebsiteWarning, realSiteUrl } from '../components/fake-website-warning.tsx';

export function Component() {
  return <FakeWebsiteWarning supportEmail={config.supportEmail} realSiteUrl={realSiteUrl()} />;
}
