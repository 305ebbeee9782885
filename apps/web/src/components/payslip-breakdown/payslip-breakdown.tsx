// A payslip's breakdown on screen, as its PDF reads: earnings, deductions (the on-demand pay it recovers among them,
// and what it carried forward), net pay, what the employer paid on top and how PAYE was computed — each figure with
// how it was computed and, for a statutory figure, the rule it comes from and its working (the breakdown's
// `statute`, from the statutory catalogue: issue 28). Shared by the run's payslip drawer and the employee app.
import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import type { PayslipBreakdown } from '@paydesk/contracts';
import { formatMinorAsNaira } from '../../lib/format/money.ts';
import { PAYSLIP_BREAKDOWN_COPY as COPY } from './copy.ts';

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
  statute,
  total,
  testId,
}: {
  title: string;
  figures: Figure[];
  statute: ReadonlyMap<string, string>;
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
            {statute.has(f.code) && (
              <Text size="xs" c="teal.9" data-testid="payslip-statute" data-code={f.code}>
                {statute.get(f.code)}
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

export function PayslipBreakdownView({
  breakdown: b,
  grossPayKobo,
  taxableIncomeKobo,
  totalDeductionsKobo,
  netPayKobo,
}: {
  breakdown: PayslipBreakdown;
  grossPayKobo: number;
  taxableIncomeKobo: number;
  totalDeductionsKobo: number;
  netPayKobo: number;
}) {
  const statute = new Map(b.statute.map((s) => [s.code, COPY.statute(s.rule, s.working)]));
  const taxWorking: Figure[] = [
    ...(statute.has('taxable_income')
      ? [{ code: 'taxable_income', label: COPY.taxableIncome, amountKobo: taxableIncomeKobo, formula: '' }]
      : []),
    ...b.taxWorking,
  ];
  return (
    <Stack gap="md">
      <Section
        title={COPY.earnings}
        figures={b.earnings}
        statute={statute}
        total={[COPY.gross, grossPayKobo]}
        testId="payslip-earnings"
      />
      <Section
        title={COPY.benefitsInKind}
        figures={b.benefitsInKind}
        statute={statute}
        testId="payslip-benefits"
      />
      <Section
        title={COPY.deductions}
        figures={b.deductions}
        statute={statute}
        total={[COPY.totalDeductions, totalDeductionsKobo]}
        testId="payslip-deductions"
      />
      <Divider />
      <Group justify="space-between" wrap="nowrap" data-testid="payslip-net">
        <Text fw={700}>{COPY.net}</Text>
        <Text fw={700} fz="lg" style={money}>
          {formatMinorAsNaira(netPayKobo)}
        </Text>
      </Group>
      {b.unrecoveredOnDemandKobo > 0 && (
        <Alert color="orange" variant="light" data-testid="payslip-carried-forward">
          {COPY.carriedForward(formatMinorAsNaira(b.unrecoveredOnDemandKobo))}
        </Alert>
      )}
      <Section
        title={COPY.employerCosts}
        figures={b.employerCosts}
        statute={statute}
        testId="payslip-employer-costs"
      />
      <Section title={COPY.taxWorking} figures={taxWorking} statute={statute} testId="payslip-tax-working" />
    </Stack>
  );
}
