// The payout drawer (issue 30): one transfer over whichever list it was opened from — the wallet history, a batch's
// lines, a recurring transfer's runs — its id or reference kept in the URL (?transfer=…) so the link can be shared
// and a reload opens it again; closing it (Escape, ×) drops the parameter. The app shell mounts it whenever the
// parameter is there (app/layouts/app-layout.tsx); its body is the transfer page's (transfer-detail.tsx).
import { Anchor, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { DetailDrawer } from '@/components/detail-drawer.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { useOpenParam } from '@/lib/url-filters/use-open-param.ts';
import { useTransfer, useTransferId } from '../api/transfer-query.ts';
import { TRANSFER_DETAILS_COPY as COPY } from '../copy.ts';
import { TransferDetail } from './transfer-detail.tsx';

/** The search parameter naming the open payout, by id or reference. */
export const TRANSFER_PARAM = 'transfer';

export default function TransferDrawer() {
  const [open, setOpen] = useOpenParam(TRANSFER_PARAM);
  const { id, missing } = useTransferId(open ?? '');
  const transfer = useTransfer(open ? id : null);
  const notFound = missing || isNotFoundError(transfer.error);
  return (
    <DetailDrawer opened={open !== null} onClose={() => setOpen(null)} title={COPY.title}>
      {open &&
        (notFound ? (
          <NotFoundState
            message={COPY.notFound}
            backTo="/payments/transaction-history"
            backLabel={COPY.back}
          />
        ) : (
          <QueryState query={transfer} loading={<Skeleton h={320} radius="md" />}>
            {(t) => (
              <TransferDetail
                transfer={t}
                actions={
                  <Anchor component={Link} size="sm" to={`/payments/transfers/details/${t._id}`}>
                    {COPY.openPage}
                  </Anchor>
                }
              />
            )}
          </QueryState>
        ))}
    </DetailDrawer>
  );
}
