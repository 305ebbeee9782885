// Spec §4 guard rules 4–6, inside the layouts so the shell stays around the page: a gated route (its `feature`
// handle) shows the restricted-feature page or its product's onboarding page instead, when those apply.
import { Outlet } from 'react-router';
import { ProductOnboardingPage } from '../../features/product-onboarding/components/product-onboarding-page.tsx';
import { RestrictedFeaturePage } from '../../features/product-onboarding/components/restricted-feature-page.tsx';
import { featureOutcome } from '../../lib/storage/feature-access.ts';
import { useCompletedOnboarding } from '../../lib/storage/product-onboarding-store.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';
import { useRouteHandles } from '../route-handle.ts';

export function FeatureGate() {
  const feature = useRouteHandles()
    .map((handle) => handle.feature)
    .filter(Boolean)
    .at(-1);
  const companyType = useSessionStore((state) => state.company?.companyType);
  const employer = useSessionStore((state) => state.employer);
  const completed = useCompletedOnboarding();
  switch (featureOutcome(feature, { companyType, employer, completed })) {
    case 'restricted':
      return <RestrictedFeaturePage />;
    case 'payroll-onboarding':
      return <ProductOnboardingPage product="payroll" />;
    case 'on-demand-onboarding':
      return <ProductOnboardingPage product="on-demand" />;
    default:
      return <Outlet />;
  }
}
