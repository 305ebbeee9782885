// A run's status pill: the contract's style per status (spec §4: in-review and processing share one style); and,
// once it is approved, its remittances' pill beside it (due, late, closed), so salaries and remittances read apart;
// an off-cycle run (a bonus or a correction beside the period's regular run) wears an "Off-cycle" badge first.
import { Badge, Group } from '@mantine/core';
import {
  PAYROLL_RUN_KIND_LABELS,
  PAYROLL_RUN_STATUS_STYLE,
  type PayrollRemittanceState,
  type PayrollRunKind,
  type PayrollRunStatus,
} from '@paydesk/contracts';
import { REMITTANCE_STATE_LABELS, remittanceStateTitle, STATUS_LABELS } from '../copy.ts';

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

const REMITTANCE_COLOURS = { due: 'yellow', late: 'red', closed: 'teal' } as const;

export function RemittanceStatePill({ remittances }: { remittances: PayrollRemittanceState | null }) {
  if (!remittances) return null;
  return (
    <Badge
      color={REMITTANCE_COLOURS[remittances.state]}
      variant="light"
      radius="sm"
      tt="none"
      title={remittanceStateTitle(remittances)}
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="remittance-state"
      data-state={remittances.state}
    >
      {REMITTANCE_STATE_LABELS[remittances.state]}
    </Badge>
  );
}

/** An off-cycle run's badge (a regular run wears none). */
export function RunKindBadge({ kind }: { kind: PayrollRunKind | undefined }) {
  if (kind !== 'off-cycle') return null;
  return (
    <Badge
      color="grape"
      variant="outline"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="payroll-kind"
      data-kind={kind}
    >
      {PAYROLL_RUN_KIND_LABELS[kind]}
    </Badge>
  );
}

/** The run's kind (off-cycle only), its status and, once approved, its remittances' state. */
export function RunStatusPills({
  run,
}: {
  run: { status: PayrollRunStatus; remittances: PayrollRemittanceState | null; kind?: PayrollRunKind };
}) {
  return (
    <Group gap={6} wrap="wrap">
      <RunKindBadge kind={run.kind} />
      <RunStatusPill status={run.status} />
      <RemittanceStatePill remittances={run.remittances} />
    </Group>
  );
}
