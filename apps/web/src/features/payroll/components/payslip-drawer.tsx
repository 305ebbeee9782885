// One employee's payslip on screen, as its PDF reads: earnings, deductions (the on-demand pay it recovers among them,
// and what it carried forward), net pay and what the employer paid on top, each figure with how it was computed.
import { Alert, Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PayrollLineDetail } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { formatDate } from '../../../lib/format/time.ts';
import { payslipFile, useDownload } from '../api/downloads.ts';
import { useRunLine } from '../api/run-query.ts';
import { PAYSLIP_COPY as COPY } from '../copy.ts';

interface Figure {
  code: string;
  label: string;
  amountKobo: number;
  formula: string;
}

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Section({
  title,
  figures,
  total,
  testId,
}: {
  title: string;
  figures: Figure[];
  total?: [string, number];
  testId: string;
}) {
  if (figures.length === 0 && !total) return null;
  return (
    <Stack gap={6} data-testid={testId}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      {figures.map((f) => (
        <Group
          key={f.code}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="md"
          data-testid="payslip-figure"
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{f.label}</Text>
            {f.formula && (
              <Text size="xs" c="dimmed">
                {f.formula}
              </Text>
            )}
          </Stack>
          <Text size="sm" style={money}>
            {formatMinorAsNaira(f.amountKobo)}
          </Text>
        </Group>
      ))}
      {total && (
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Text size="sm" fw={700}>
            {total[0]}
          </Text>
          <Text size="sm" fw={700} style={money}>
            {formatMinorAsNaira(total[1])}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

function Payslip({ runId, line }: { runId: string; line: PayrollLineDetail }) {
  const download = useDownload();
  const b = line.breakdown;
  return (
    <Stack gap="md" data-testid="payslip">
      <Text size="sm" c="dimmed">
        {COPY.period(formatDate(b.period.start), formatDate(b.period.end))}
        {line.employee.staffId ? ` · ${line.employee.staffId}` : ''}
      </Text>
      <Section
        title={COPY.earnings}
        figures={b.earnings}
        total={[COPY.gross, line.grossPayKobo]}
        testId="payslip-earnings"
      />
      <Section title={COPY.benefitsInKind} figures={b.benefitsInKind} testId="payslip-benefits" />
      <Section
        title={COPY.deductions}
        figures={b.deductions}
        total={[COPY.totalDeductions, line.totalDeductionsKobo]}
        testId="payslip-deductions"
      />
      <Divider />
      <Group justify="space-between" wrap="nowrap" data-testid="payslip-net">
        <Text fw={700}>{COPY.net}</Text>
        <Text fw={700} fz="lg" style={money}>
          {formatMinorAsNaira(line.netPayKobo)}
        </Text>
      </Group>
      {b.unrecoveredOnDemandKobo > 0 && (
        <Alert color="orange" variant="light" data-testid="payslip-carried-forward">
          {COPY.carriedForward(formatMinorAsNaira(b.unrecoveredOnDemandKobo))}
        </Alert>
      )}
      <Section title={COPY.employerCosts} figures={b.employerCosts} testId="payslip-employer-costs" />
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate(payslipFile(runId, line._id))}
      >
        {COPY.download}
      </Button>
    </Stack>
  );
}

/** The payslip of `lineId` in a drawer (closed when null). */
export function PayslipDrawer({
  runId,
  lineId,
  onClose,
}: {
  runId: string;
  lineId: string | null;
  onClose: () => void;
}) {
  const line = useRunLine(runId, lineId);
  const name = line.data ? `${line.data.employee.firstName} ${line.data.employee.lastName}` : '';
  return (
    <AppDialog opened={lineId !== null} onClose={onClose} title={COPY.title(name)} variant="drawer">
      {line.isPending ? (
        <Skeleton h={320} />
      ) : line.isError ? (
        <Alert color="red" variant="light">
          {COPY.loadFailed}
        </Alert>
      ) : (
        <Payslip runId={runId} line={line.data} />
      )}
    </AppDialog>
  );
}
