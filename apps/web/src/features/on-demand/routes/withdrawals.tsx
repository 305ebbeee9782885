// /withdrawals: employees' withdrawal and savings requests in two tabs, filtered in the URL, exported as CSV, and
// approved or rejected one by one or in bulk, each after a confirmation.
import { Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import type { OnDemandRequest, RequestKind } from '@paydesk/contracts';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { pagedQueryProps } from '../../../components/data-table/paged-query.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { useUrlFilters } from '../../../lib/url-filters/use-url-filters.ts';
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
  const columns = useMemo(() => withdrawalColumns((decision, rows) => setPending({ decision, rows })), []);
  const first = pending?.rows[0];
  const what =
    pending && first
      ? pending.rows.length === 1
        ? COPY.one(first.kind, first.employeeName, formatMinorAsNaira(first.amount))
        : COPY.many(pending.rows.length)
      : '';

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
              const open = selected.filter((r) => r.status === 'pending-approval');
              if (open.length === 0) return null;
              return (
                <Group gap="sm">
                  <Button
                    size="xs"
                    onClick={() => setPending({ decision: 'approve', rows: open, done: clearSelection })}
                    data-testid="bulk-approve"
                  >
                    {COPY.approveSelected(open.length)}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => setPending({ decision: 'reject', rows: open, done: clearSelection })}
                    data-testid="bulk-reject"
                  >
                    {COPY.rejectSelected(open.length)}
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
        decision={pending?.decision ?? null}
        what={what}
        busy={decide.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(reason) => {
          if (!pending || !first) return;
          decide.mutate(
            {
              decision: pending.decision,
              kind: first.kind,
              ids: pending.rows.map((r) => r._id),
              ...(reason ? { reason } : {}),
            },
            {
              onSettled: () => {
                pending.done?.();
                setPending(null);
              },
            },
          );
        }}
      />
    </Stack>
  );
}
