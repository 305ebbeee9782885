// The transaction a page shows in its receipt drawer, kept in the URL (?open=id): taken from the rows on screen,
// or fetched when the link was opened from elsewhere (shared, reloaded, another page of the list).
import type { WalletTransaction } from '@paydesk/contracts';
import { useOpenParam } from '@/lib/url-filters/use-open-param.ts';
import { useTransaction } from '../api/transactions-queries.ts';

export function useOpenTransaction(rows: readonly WalletTransaction[] | undefined) {
  const [openId, setOpenId] = useOpenParam('open');
  const onScreen = openId ? rows?.find((row) => row._id === openId) : undefined;
  const fetched = useTransaction(openId && !onScreen ? openId : null);
  const transaction = openId ? (onScreen ?? fetched.data ?? null) : null;
  return {
    transaction,
    open: (row: WalletTransaction) => setOpenId(row._id),
    close: () => setOpenId(null),
  };
}
