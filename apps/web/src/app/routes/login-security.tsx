// /settings/login-security: the settings feature's page with the shared transaction PIN panel in its slot.
import { TransactionPinPanel } from '../../components/pin/pin-panel.tsx';
import { LoginSecurityPage } from '../../features/settings/index.ts';

export function Component() {
  return <LoginSecurityPage pinSection={<TransactionPinPanel />} />;
}
