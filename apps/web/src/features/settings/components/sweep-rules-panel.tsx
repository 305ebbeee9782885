// Sweep rules: each with its wallet, floor, schedule and next sweep; pause, resume, delete (confirmed) and its
// history of sweeps with their outcome.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type Sweep, type SweepRule, WEEKDAYS } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { usePreferences } from '../api/preferences.ts';
import { useSettlementAccounts } from '../api/settlement-accounts.ts';
import { useSweepHistory, useSweepRuleAction, useSweepRules } from '../api/sweep-rules.ts';
import { SETTINGS_COPY } from '../copy.ts';
import { SweepRuleDialog } from './sweep-rule-dialog.tsx';

const COPY = SETTINGS_COPY.settlements;

export const scheduleOf = (rule: Pick<SweepRule, 'frequency' | 'day'>) =>
  rule.frequency === 'daily'
    ? COPY.frequencies.daily
    : rule.frequency === 'weekly'
      ? `${COPY.frequencies.weekly}, ${WEEKDAYS[(rule.day ?? 1) - 1]}`
      : `${COPY.frequencies.monthly}, day ${rule.day}`;

function SweepHistory({ rule, onClose }: { rule: SweepRule; onClose: () => void }) {
  const history = useSweepHistory(rule.id);
  const columns: ColumnDef<Sweep>[] = [
    { id: 'date', header: COPY.date, cell: ({ row }) => formatDate(row.original.runDate) },
    {
      id: 'outcome',
      header: COPY.outcome,
      cell: ({ row }) => (
        <Stack gap={2}>
          <Badge
            variant="light"
            color={{ moved: 'green', nothing: 'gray', failed: 'red' }[row.original.status]}
          >
            {COPY.outcomes[row.original.status]}
          </Badge>
          {row.original.failureReason && (
            <Text size="xs" c="red">
              {row.original.failureReason}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'amount', header: COPY.amount, cell: ({ row }) => formatMinorAsNaira(row.original.amount) },
    {
      id: 'balance',
      header: COPY.balanceBefore,
      cell: ({ row }) => formatMinorAsNaira(row.original.balanceBefore),
    },
  ];
  return (
    <AppDialog
      opened
      onClose={onClose}
      title={COPY.historyTitle}
      description={`${rule.walletName} → ${rule.settlementAccount.accountName}`}
      variant="drawer"
      size="lg"
    >
      <DataTable
        label={COPY.historyTitle}
        columns={columns}
        rows={history.data?.docs}
        getRowId={(s) => s.id}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        empty={{ header: COPY.noHistory }}
        rowTestId="sweep-row"
        minWidth={440}
      />
    </AppDialog>
  );
}

export function SweepRulesPanel() {
  const rules = useSweepRules();
  const accounts = useSettlementAccounts();
  const preferences = usePreferences();
  const act = useSweepRuleAction();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SweepRule | null>(null);
  const [viewing, setViewing] = useState<SweepRule | null>(null);
  const confirmed = (accounts.data ?? []).filter((a) => a.status === 'active');
  const change = (rule: SweepRule, action: 'pause' | 'resume' | 'delete') =>
    act.mutate(
      { id: rule.id, action },
      {
        onSuccess: (answer) => {
          showToast({ kind: 'success', message: answer.message });
          setDeleting(null);
        },
        onError: () => setDeleting(null),
      },
    );
  const columns: ColumnDef<SweepRule>[] = [
    {
      id: 'rule',
      header: COPY.wallet,
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={500}>
            {row.original.walletName} → {row.original.settlementAccount.accountName}
          </Text>
          <Text size="xs" c="dimmed">
            {COPY.floor.replace(' (₦)', '')}: {formatMinorAsNaira(row.original.floor)} ·{' '}
            {scheduleOf(row.original)}
          </Text>
        </div>
      ),
    },
    {
      id: 'next',
      header: COPY.nextRun,
      cell: ({ row }) =>
        row.original.status === 'active' && row.original.nextRunDate
          ? formatDate(row.original.nextRunDate)
          : '—',
    },
    {
      id: 'status',
      header: COPY.status,
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.status === 'active' ? 'green' : 'gray'}>
          {row.original.status === 'active' ? COPY.running : COPY.paused}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="subtle" onClick={() => setViewing(row.original)}>
            {COPY.history}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => change(row.original, row.original.status === 'active' ? 'pause' : 'resume')}
          >
            {row.original.status === 'active' ? COPY.pause : COPY.resume}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(row.original)}>
            {COPY.delete}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <DataTable
        label={COPY.rules}
        columns={columns}
        rows={rules.data}
        getRowId={(r) => r.id}
        loading={rules.isPending}
        error={rules.error}
        onRetry={() => void rules.refetch()}
        empty={{ header: COPY.noRules, subHeader: confirmed.length ? undefined : COPY.needAccount }}
        rowTestId="sweep-rule-row"
        minWidth={640}
      />
      <Group justify="flex-end">
        <Button
          disabled={confirmed.length === 0 || !preferences.data}
          onClick={() => setCreating(true)}
          data-testid="add-sweep-rule"
        >
          {COPY.addRule}
        </Button>
      </Group>
      {creating && preferences.data && (
        <SweepRuleDialog
          opened
          onClose={() => setCreating(false)}
          wallets={preferences.data.wallets}
          accounts={confirmed}
        />
      )}
      {viewing && <SweepHistory rule={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        question={COPY.deleteQuestion}
        confirmLabel={COPY.delete}
        busy={act.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && change(deleting, 'delete')}
      />
    </Stack>
  );
}
