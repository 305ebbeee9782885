// One employee's deductions month by month (issue 28, proof per employee), shared by the employer's employee page
// and the employee app: each deduction with its amount, the remittance that carried it (status, paid date, NIP
// session id) and the authority's receipt when the employer recorded one; what was deducted on a paid payroll and
// not remitted is listed first and marked red.
import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { type DeductionTrace, REMITTANCE_KIND_LABELS, type RemittanceHistory } from '@paydesk/contracts';
import { formatMinorAsNaira } from '../../lib/format/money.ts';
import { formatDate, formatPeriod } from '../../lib/format/time.ts';
import { REMITTANCE_HISTORY_COPY as COPY } from './copy.ts';

function statusOf(d: DeductionTrace): { label: string; colour: string } {
  if (d.remittance?.status === 'paid') return { label: COPY.remitted, colour: 'teal' };
  if (d.remittance?.status === 'pending') return { label: COPY.pending, colour: 'yellow' };
  if (d.gap) return { label: COPY.notRemitted, colour: 'red' };
  return { label: COPY.notYet, colour: 'gray' };
}

export interface ReceiptFileRef {
  runId: string;
  remittanceId: string;
  name: string;
}

function Deduction({
  runId,
  d,
  onDownload,
}: {
  runId: string;
  d: DeductionTrace;
  onDownload: (file: ReceiptFileRef) => void;
}) {
  const status = statusOf(d);
  const r = d.remittance;
  return (
    <Stack
      gap={2}
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="deduction"
      data-kind={d.kind}
      data-gap={d.gap ? 'true' : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} c={d.gap ? 'red' : undefined}>
          {REMITTANCE_KIND_LABELS[d.kind]} · {formatMinorAsNaira(d.amountKobo)}
        </Text>
        <Badge color={status.colour} variant="light" radius="sm" tt="none" data-testid="deduction-status">
          {status.label}
        </Badge>
      </Group>
      {d.employeeKobo > 0 && d.employerKobo > 0 && (
        <Text size="xs" c="dimmed">
          {COPY.shares(formatMinorAsNaira(d.employeeKobo), formatMinorAsNaira(d.employerKobo))}
        </Text>
      )}
      {r && (
        <Text size="xs" c="dimmed">
          {r.name}
          {r.paidAt ? ` · ${COPY.paidOn(formatDate(r.paidAt))}` : ''}
        </Text>
      )}
      {r?.sessionId && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} data-testid="deduction-session">
          {COPY.session} {r.sessionId}
        </Text>
      )}
      {d.receipt ? (
        <Text size="xs" data-testid="deduction-receipt">
          {d.receipt.receiptNumber ? COPY.receiptNumber(d.receipt.receiptNumber) : COPY.receipt}
          {d.receipt.file && r && (
            <>
              {' · '}
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => onDownload({ runId, remittanceId: r._id, name: d.receipt!.file!.name })}
                data-testid="download-authority-receipt"
              >
                {d.receipt.file.name}
              </Anchor>
            </>
          )}
        </Text>
      ) : (
        r?.status === 'paid' && (
          <Text size="xs" c="dimmed">
            {COPY.noReceipt}
          </Text>
        )
      )}
    </Stack>
  );
}

export function RemittanceHistoryView({
  history,
  onDownload,
}: {
  history: RemittanceHistory;
  onDownload: (file: ReceiptFileRef) => void;
}) {
  if (history.months.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {COPY.empty}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="remittance-history">
      {history.gaps.length > 0 && (
        <Alert color="red" variant="light" title={COPY.gapsTitle} data-testid="remittance-gaps">
          <List size="sm" spacing={2}>
            {history.gaps.map((gap) => (
              <List.Item key={gap}>{gap}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {history.months.map((m) => (
        <Paper key={m.lineId} withBorder radius="md" p="sm" data-testid="remittance-month">
          <Text fw={700} size="sm">
            {formatPeriod(m.periodEnd)}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {m.runName}
          </Text>
          {m.deductions.map((d) => (
            <Deduction key={d.kind} runId={m.runId} d={d} onDownload={onDownload} />
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
