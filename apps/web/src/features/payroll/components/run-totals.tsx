// The run's totals and its tax and deduction summary (what comes from pay, what the employer adds).
import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { PayrollSummary } from '@paydesk/contracts';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useRunSummary } from '../api/run-query.ts';
import { FINALIZE_COPY as COPY } from '../copy.ts';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Total({
  label,
  kobo,
  testId,
  strong,
}: {
  label: string;
  kobo: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} fz={strong ? 20 : 17} style={num} data-testid={testId}>
        {formatMinorAsNaira(kobo)}
      </Text>
    </Paper>
  );
}

export function TotalsView({ summary }: { summary: PayrollSummary }) {
  const t = summary.totals;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" data-testid="payroll-totals">
        <Total label={COPY.gross} kobo={t.grossPayKobo} testId="total-gross" />
        <Total label={COPY.deductions} kobo={t.totalDeductionsKobo} testId="total-deductions" />
        <Total label={COPY.net} kobo={t.netPayKobo} testId="total-net" strong />
        <Total label={COPY.employerCost} kobo={t.employerCostKobo} testId="total-employer" />
        <Total label={COPY.totalCost} kobo={t.totalCostKobo} testId="total-cost" strong />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Title order={2} fz="md" mb="xs">
          {COPY.summary}
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={6} data-testid="deduction-summary" aria-label={COPY.summary}>
            <Table.Tbody>
              {summary.deductions
                .filter((d) => d.amountKobo !== 0 || d.employeeCount > 0)
                .map((d) => (
                  <Table.Tr key={`${d.side}-${d.code}`}>
                    <Table.Td>
                      <Text size="sm">{d.label}</Text>
                      <Text size="xs" c="dimmed">
                        {d.side === 'employer' ? COPY.employer : COPY.fromPay} · {d.employeeCount}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={num}>
                      {formatMinorAsNaira(d.amountKobo)}
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

export function RunTotals({ id }: { id: string }) {
  const summary = useRunSummary(id);
  return (
    <QueryState query={summary} loading={<Skeleton h={160} />} errorTitle={COPY.loadFailed}>
      {(data) => <TotalsView summary={data} />}
    </QueryState>
  );
}
