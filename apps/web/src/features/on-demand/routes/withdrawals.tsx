// /withdrawals: employees' withdrawal and savings requests in two tabs, filtered in the URL, exported as CSV, and
// approved or rejected one by one or in bulk, each after a confirmation. Approving withdrawals pays them out, so it is
// confirmed with the transaction PIN, like every other outflow; savings and rejections move nothing and only confirm.
import { Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { OnDemandRequest, RequestKind } from '@paydesk/contracts';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { notifyApiError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { type Decision, useDecisionMutation } from '../api/decision-mutations.ts';
import { useWithdrawals } from '../api/withdrawals-query.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { OnDemandNav } from '../components/on-demand-nav.tsx';
import { withdrawalColumns } from '../components/withdrawal-columns.tsx';
import { WithdrawalFilterBar } from '../components/withdrawal-filters.tsx';
import { WITHDRAWALS_COPY as COPY } from '../copy.ts';
import { WITHDRAWAL_FILTERS } from '../logic/withdrawal-filters.ts';

interface Pending {
  decision: Decision;
  rows: OnDemandRequest[];
  done?: () => void;
}

export function Component() {
  const { filters, active, change, setPage, clear } = useUrlFilters(WITHDRAWAL_FILTERS, { replace: true });
  const kind: RequestKind = filters.kind ?? 'withdrawal';
  const requests = useWithdrawals(filters);
  const decide = useDecisionMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const { reset } = decide;
  // A new decision starts without the last one's refusal.
  const open = useCallback(
    (next: Pending) => {
      reset();
      setPending(next);
    },
    [reset],
  );
  const columns = useMemo(() => withdrawalColumns((decision, rows) => open({ decision, rows })), [open]);
  const first = pending?.rows[0];
  const what =
    pending && first
      ? pending.rows.length === 1
        ? COPY.one(first.kind, first.employeeName, formatMinorAsNaira(first.amount))
        : COPY.many(pending.rows.length)
      : '';
  const needsPin = pending?.decision === 'approve' && pending.rows.some((r) => r.kind === 'withdrawal');
  const submit = (input: { reason?: string; pin?: string }) => {
    if (!pending || !first) return;
    const close = () => {
      pending.done?.();
      setPending(null);
    };
    decide.mutate(
      { decision: pending.decision, kind: first.kind, ids: pending.rows.map((r) => r._id), ...input },
      // A refused PIN stays in its dialog for another try; a refused confirmation closes with a toast.
      {
        onSuccess: close,
        onError: (error) => {
          if (needsPin) return;
          notifyApiError(error);
          close();
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <OnDemandNav />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <Tabs value={kind} onChange={(value) => value && change({ kind: value, status: null })}>
            <Tabs.List>
              <Tabs.Tab value="withdrawal" data-testid="tab-withdrawals">
                {COPY.tabs.withdrawal}
              </Tabs.Tab>
              <Tabs.Tab value="saving" data-testid="tab-savings">
                {COPY.tabs.saving}
              </Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <WithdrawalFilterBar filters={filters} onChange={change} onClear={clear} />
          <DataTable<OnDemandRequest>
            label={kind === 'withdrawal' ? COPY.tabs.withdrawal : COPY.tabs.saving}
            columns={columns}
            getRowId={(r) => r._id}
            {...pagedQueryProps(requests, setPage)}
            rowTestId="request-row"
            testId="withdrawals-table"
            rangeTestId="withdrawals-range"
            errorTitle={COPY.loadFailed}
            bulkActions={(selected, clearSelection) => {
              const openRows = selected.filter((r) => r.status === 'pending-approval');
              if (openRows.length === 0) return null;
              return (
                <Group gap="sm">
                  <Button
                    size="xs"
                    onClick={() => open({ decision: 'approve', rows: openRows, done: clearSelection })}
                    data-testid="bulk-approve"
                  >
                    {COPY.approveSelected(openRows.length)}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => open({ decision: 'reject', rows: openRows, done: clearSelection })}
                    data-testid="bulk-reject"
                  >
                    {COPY.rejectSelected(openRows.length)}
                  </Button>
                </Group>
              );
            }}
            empty={
              active && Object.keys(filters).some((k) => k !== 'kind' && k !== 'page')
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: COPY.clearFilters, onClick: clear },
                  }
                : { header: COPY.emptyHeader, subHeader: COPY.empty }
            }
          />
        </Stack>
      </Paper>
      <DecisionDialog
        decision={needsPin ? null : (pending?.decision ?? null)}
        what={what}
        busy={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => submit(reason ? { reason } : {})}
      />
      <PinDialog
        opened={needsPin}
        what={COPY.approving(what)}
        busy={decide.isPending}
        error={decide.error}
        onConfirm={(pin) => submit({ pin })}
        onClose={() => setPending(null)}
      >
        {pending && pending.rows.length > 1 && (
          <Text fw={700} data-testid="approve-total">
            {COPY.approvingTotal(
              pending.rows.length,
              formatMinorAsNaira(pending.rows.reduce((sum, r) => sum + r.amount, 0)),
            )}
          </Text>
        )}
      </PinDialog>
    </Stack>
  );
}
