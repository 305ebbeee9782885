// The run's employee lines: name (and department), gross, deductions, net (with the on-demand pay it recovers and
// what it carries forward), issues, payment state, its payslip on screen (review) and an edit action while the run
// is a draft.
import { Badge, Button, Group, Text } from '@mantine/core';
import { type PayrollLine, VARIANCE_ISSUE_LABELS } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { FINALIZE_COPY, PAYMENT_STATE_LABELS } from '../copy.ts';

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const STATE_COLOURS = {
  unpaid: 'gray',
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
  reversed: 'orange',
  skipped: 'gray',
} as const;

const amount = (
  id: string,
  header: string,
  pick: (line: PayrollLine) => number,
  visibleFrom?: 'sm' | 'md' | 'lg',
) =>
  ({
    id,
    header,
    meta: { align: 'right', skeletonWidth: 80, ...(visibleFrom ? { visibleFrom } : {}) },
    cell: ({ row }) => (
      <Text size="sm" style={money}>
        {formatMinorAsNaira(pick(row.original))}
      </Text>
    ),
  }) satisfies ColumnDef<PayrollLine>;

export function PaymentStatePill({ line }: { line: PayrollLine }) {
  return (
    <Badge
      color={STATE_COLOURS[line.payment.state]}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="line-state"
    >
      {PAYMENT_STATE_LABELS[line.payment.state]}
    </Badge>
  );
}

export function lineColumns(options: {
  onEdit?: ((line: PayrollLine) => void) | undefined;
  /** Opens the line's payslip (its breakdown with each figure's rule). */
  onView?: ((line: PayrollLine) => void) | undefined;
  payment?: boolean;
}): ColumnDef<PayrollLine>[] {
  return [
    {
      id: 'employee',
      header: FINALIZE_COPY.lines,
      meta: { skeletonWidth: 160 },
      cell: ({ row }) => (
        <>
          <Text size="sm" fw={600}>
            {row.original.employee.firstName} {row.original.employee.lastName}
          </Text>
          <Text size="xs" c="dimmed">
            {[row.original.employee.staffId, row.original.employee.department].filter(Boolean).join(' · ')}
          </Text>
          {options.payment && row.original.payment.failureReason && (
            <Text size="xs" c="red" data-testid="line-failure">
              {row.original.payment.failureReason}
            </Text>
          )}
        </>
      ),
    },
    amount('gross', FINALIZE_COPY.gross, (l) => l.grossPayKobo, 'md'),
    amount('deductions', FINALIZE_COPY.deductions, (l) => l.totalDeductionsKobo, 'lg'),
    {
      id: 'net',
      header: FINALIZE_COPY.net,
      meta: { align: 'right', skeletonWidth: 80 },
      cell: ({ row: { original: l } }) => (
        <>
          <Text size="sm" style={money}>
            {formatMinorAsNaira(l.netPayKobo)}
          </Text>
          {l.onDemandRecoveryKobo > 0 && (
            <Text size="xs" c="dimmed" style={money} data-testid="line-on-demand">
              {FINALIZE_COPY.onDemandRecovered(formatMinorAsNaira(l.onDemandRecoveryKobo))}
            </Text>
          )}
          {l.onDemandCarriedForwardKobo > 0 && (
            <Text size="xs" c="orange" style={money} data-testid="line-on-demand-carried">
              {FINALIZE_COPY.onDemandCarried(formatMinorAsNaira(l.onDemandCarriedForwardKobo))}
            </Text>
          )}
        </>
      ),
    } satisfies ColumnDef<PayrollLine>,
    options.payment
      ? {
          id: 'state',
          header: 'Payment',
          meta: { skeletonWidth: 60 },
          cell: ({ row }) => <PaymentStatePill line={row.original} />,
        }
      : {
          id: 'issues',
          header: 'Issues',
          meta: { visibleFrom: 'sm', skeletonWidth: 60 },
          cell: ({ row }) => (
            <Group gap={4}>
              {row.original.issues.map((issue) => (
                <Badge key={issue} size="xs" variant="light" color="orange" tt="none">
                  {VARIANCE_ISSUE_LABELS[issue]}
                </Badge>
              ))}
              {row.original.adjustments.length > 0 && (
                <Badge size="xs" variant="light" color="blue" tt="none">
                  {row.original.adjustments.length} adj.
                </Badge>
              )}
            </Group>
          ),
        },
    ...(options.onView
      ? [
          {
            id: 'view',
            header: '',
            meta: { width: 84, hiddenHeader: true },
            cell: ({ row }) => (
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={FINALIZE_COPY.viewPayslipLabel(
                  `${row.original.employee.firstName} ${row.original.employee.lastName}`,
                )}
                onClick={(e) => {
                  e.stopPropagation();
                  options.onView?.(row.original);
                }}
                data-testid="view-line-payslip"
              >
                {FINALIZE_COPY.viewPayslip}
              </Button>
            ),
          } satisfies ColumnDef<PayrollLine>,
        ]
      : []),
    ...(options.onEdit
      ? [
          {
            id: 'edit',
            header: '',
            meta: { width: 72, hiddenHeader: true },
            cell: ({ row }) => (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={(e) => {
                  e.stopPropagation();
                  options.onEdit?.(row.original);
                }}
                data-testid="edit-line"
              >
                {FINALIZE_COPY.editLine}
              </Button>
            ),
          } satisfies ColumnDef<PayrollLine>,
        ]
      : []),
  ];
}
