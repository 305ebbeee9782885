// The palette's Move money: the same dialog as the dashboard's, with the business's wallets. It only opens the form;
// the member still chooses the wallets and the amount and confirms with the PIN.
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { MoveMoneyDialog } from '@/features/wallets/components/move-money-dialog.tsx';

export default function MoveMoneyLauncher({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const accounts = useAccounts();
  // The dialog chooses its wallets when it opens: it opens once they are known.
  if (!accounts.data) return null;
  return <MoveMoneyDialog opened={opened} onClose={onClose} wallets={accounts.data.accounts} />;
}
