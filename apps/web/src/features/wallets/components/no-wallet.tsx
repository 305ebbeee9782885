// A business without a wallet yet (a second business before verification): its wallet opens once the business is
// verified, so the way to start verifying is offered right here, and no money action is.
import { EmptyState } from '@/components/empty-state.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { WALLETS_COPY } from '../copy.ts';

const COPY = WALLETS_COPY.dashboard;
const COMPLIANCE_START = '/compliance/onboarding';

export function NoWallet() {
  const compliant = useSessionStore((state) => state.employer?.isCompliant === true);
  const canStart = useCan('compliance.view') && !compliant;
  return (
    <EmptyState
      header={COPY.noWalletHeader}
      subHeader={COPY.noWallet}
      {...(canStart ? { action: { label: COPY.startVerification, to: COMPLIANCE_START } } : {})}
    />
  );
}
