// /settings/login-security: the settings feature's page with the wallets feature's PIN panel in its slot (features
// do not import each other; the route table composes them).
import { LoginSecurityPage } from '../../features/settings/index.ts';
import { TransactionPinPanel } from '../../features/wallets/index.ts';

export function Component() {
  return <LoginSecurityPage pinSection={<TransactionPinPanel />} />;
}
