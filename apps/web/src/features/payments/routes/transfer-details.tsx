// /payments/transfers/details/:id (by id, or by reference from a history row): one transfer on a page of its own —
// the same body as the payout drawer opened over the lists (components/transfer-detail.tsx).
import { Paper, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useTransfer, useTransferId } from '../api/transfer-query.ts';
import { TransferDetail } from '../components/transfer-detail.tsx';
import { TRANSFER_DETAILS_COPY as COPY } from '../copy.ts';

export function Component() {
  const { id: idOrReference = '' } = useParams();
  const { id, missing } = useTransferId(idOrReference);
  const transfer = useTransfer(id);
  if (missing)
    return (
      <NotFoundState message={COPY.notFound} backTo="/payments/transaction-history" backLabel={COPY.back} />
    );
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} />
      <QueryState query={transfer} loading={<Skeleton height={260} maw={720} radius="md" />}>
        {(t) => (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
            <TransferDetail transfer={t} />
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
