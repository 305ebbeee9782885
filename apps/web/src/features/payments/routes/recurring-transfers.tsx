// /payments/transfers/recurring-transfers: the business's recurring transfers, a new one, and each one's edit,
// pause, resume, cancel (after a confirmation) and history.
import { Button, Paper, Stack } from '@mantine/core';
import type { RecurringTransfer } from '@paydesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { useRecurringAction } from '../api/recurring-transfer-mutations.ts';
import { useRecurringTransfers } from '../api/recurring-transfers-query.ts';
import { type RecurringRowAction, recurringColumns } from '../components/recurring-columns.tsx';
import { RecurringTransferDialog } from '../components/recurring-transfer-form.tsx';
import { RECURRING_COPY as COPY } from '../recurring-copy.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRecurringTransfers(page);
  const act = useRecurringAction();
  const [creating, setCreating] = useState(params.get('new') === '1');
  const [editing, setEditing] = useState<RecurringTransfer | null>(null);
  const [cancelling, setCancelling] = useState<RecurringTransfer | null>(null);
  const columns = useMemo(
    () =>
      recurringColumns((row: RecurringTransfer, action: RecurringRowAction) => {
        if (action === 'edit') return setEditing(row);
        if (action === 'cancel') return setCancelling(row);
        act.mutate(
          { id: row._id, action },
          { onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }) },
        );
      }),
    [act.mutate],
  );

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {COPY.create}
        </Button>
      </PageTitle>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <DataTable<RecurringTransfer>
          label={COPY.title}
          columns={columns}
          getRowId={(r) => r._id}
          {...pagedQueryProps(list, (next) => setParams({ page: String(next) }, { replace: true }))}
          rowTestId={(r) => `recurring-row-${r.accountNumber}`}
          testId="recurring-table"
          errorTitle={COPY.loadFailed}
          skeletonRows={4}
          empty={{
            header: COPY.empty,
            subHeader: COPY.emptyText,
            action: { label: COPY.create, onClick: () => setCreating(true) },
          }}
        />
      </Paper>
      <RecurringTransferDialog
        opened={creating || editing !== null}
        editing={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={COPY.cancelTitle}
        question={cancelling ? COPY.cancelQuestion(cancelling.accountName) : ''}
        busy={act.isPending}
        onConfirm={() =>
          cancelling &&
          act.mutate(
            { id: cancelling._id, action: 'cancel' },
            {
              onSuccess: (answer) => {
                showToast({ kind: 'success', message: answer.message });
                setCancelling(null);
              },
            },
          )
        }
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
