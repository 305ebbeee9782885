// 'Switch business' appears when sub-account access exists (spec §6): while acting as a sub account, or when the
// main account has businesses this member may switch to. It also appears for a person with one business who may
// add another (issue 17): the switcher then offers 'Add a business'.
import { canSwitchBusiness, isVerified } from '../../lib/storage/session-rules.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';
import { useCan } from '../../lib/storage/use-permissions.ts';
import { useSubAccounts } from './api/sub-accounts-query.ts';

export function useCanSwitchBusiness(): boolean {
  const mainAccount = useSessionStore((state) => state.mainAccount);
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
  const mayView = useCan('businesses.view');
  // Adding needs a verified business (the add pages are not open before verification).
  const mayCreate = useCan('businesses.create');
  const verified = useSessionStore((state) => isVerified(state));
  const mayAdd = mayCreate && verified;
  const subAccounts = useSubAccounts({ enabled: mainAccount === null && isMain && mayView });
  return canSwitchBusiness({ mainAccount }, subAccounts.data?.totalDocs ?? 0) || (isMain && mayAdd);
}
