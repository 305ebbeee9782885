// 'Switch business' appears only when sub-account access exists (spec §6): while acting as a sub account, or when
// the main account has businesses this member may switch to.
import { canSwitchBusiness } from '../../lib/storage/session-rules.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';
import { useCan } from '../../lib/storage/use-permissions.ts';
import { useSubAccounts } from './api/sub-accounts-query.ts';

export function useCanSwitchBusiness(): boolean {
  const mainAccount = useSessionStore((state) => state.mainAccount);
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
  const mayView = useCan('businesses.view');
  const subAccounts = useSubAccounts({ enabled: mainAccount === null && isMain && mayView });
  return canSwitchBusiness({ mainAccount }, subAccounts.data?.totalDocs ?? 0);
}
