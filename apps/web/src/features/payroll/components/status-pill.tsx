// A run's status pill: the contract's style per status (spec §4: in-review and processing share one style).
import { Badge } from '@mantine/core';
import { PAYROLL_RUN_STATUS_STYLE, type PayrollRunStatus } from '@paydesk/contracts';
import { STATUS_LABELS } from '../copy.ts';

const COLOURS = { draft: 'gray', pending: 'yellow', success: 'teal', danger: 'red' } as const;

export function RunStatusPill({ status }: { status: PayrollRunStatus }) {
  return (
    <Badge
      color={COLOURS[PAYROLL_RUN_STATUS_STYLE[status]]}
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="payroll-status"
      data-status={status}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
