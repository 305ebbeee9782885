// The latest run at a glance: all balanced, or what differs.
import { Alert, Stack, Text } from '@mantine/core';
import type { ReconciliationReport } from '@paydesk/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format/time.ts';
import { OPS_COPY } from '../copy.ts';
import { ReconciliationDifferences } from './reconciliation-differences.tsx';

const COPY = OPS_COPY.reconciliation;

export const isBalanced = (run: ReconciliationReport) =>
  run.mismatches.length === 0 && run.unbalancedEntries === 0;

export function ReconciliationSummary({ run }: { run: ReconciliationReport }) {
  const when = `Ran ${formatDateTime(run.ranAt)} (${run.trigger})`;
  if (isBalanced(run))
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck />}
        title={COPY.balanced(run.accountsChecked)}
        data-testid="reconciliation-status"
      >
        <Text size="sm">{when}</Text>
      </Alert>
    );
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle />}
      title={
        run.mismatches.length > 0
          ? COPY.differences(run.mismatches.length)
          : COPY.unbalanced(run.unbalancedEntries)
      }
      data-testid="reconciliation-status"
    >
      <Stack gap="xs">
        <Text size="sm">
          {when} · {run.accountsChecked} accounts checked
          {run.mismatches.length > 0 && run.unbalancedEntries > 0
            ? ` · ${COPY.unbalanced(run.unbalancedEntries)}`
            : ''}
        </Text>
        {run.mismatches.length > 0 && <ReconciliationDifferences mismatches={run.mismatches} />}
      </Stack>
    </Alert>
  );
}
