// The employee's annual tax statement (issue 28): a year picker, the year's gross, each relief, taxable income and
// PAYE, PAYE per state it went to, and each payslip's PAYE with its remittance and the authority's receipt; the
// PDF to download (for a tax clearance certificate).
import { Alert, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatPeriod, TAX_STATEMENT_REMITTANCE_LABELS, type TaxStatement } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useStaffTaxStatement, useStaffTaxStatementPdf } from '../api/documents-query.ts';

export const TAX_STATEMENT_COPY = {
  year: 'Tax year',
  download: 'Download PDF',
  empty: 'No payslips in this year',
  emptySub: 'Your statement fills in as your employer pays you through payroll.',
  gross: 'Gross emoluments',
  reliefs: 'Reliefs',
  taxable: 'Taxable income',
  paye: 'PAYE deducted',
  month: 'Month',
  state: 'State',
  remittance: 'Remittance',
  receipt: 'Receipt',
  noState: 'No state',
  none: '—',
  reliefNames: {
    pensionKobo: 'Pension',
    nhfKobo: 'NHF',
    nhisKobo: 'NHIS',
    rentReliefKobo: 'Rent relief',
    craKobo: 'CRA',
    otherReliefKobo: 'Other reliefs',
  },
} as const;
const COPY = TAX_STATEMENT_COPY;

function Figure({ label, kobo }: { label: string; kobo: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatMinorAsNaira(kobo)}</Text>
    </div>
  );
}

function Statement({ s }: { s: TaxStatement }) {
  const reliefs = (Object.keys(COPY.reliefNames) as (keyof typeof COPY.reliefNames)[]).filter(
    (key) => s.totals.reliefs[key] > 0,
  );
  return (
    <Stack gap="sm">
      <Card withBorder radius="md">
        <SimpleGrid cols={2} spacing="sm">
          <Figure label={COPY.gross} kobo={s.totals.grossEmolumentsKobo} />
          <Figure label={COPY.reliefs} kobo={s.totals.reliefs.totalKobo} />
          <Figure label={COPY.taxable} kobo={s.totals.taxableIncomeKobo} />
          <Figure label={COPY.paye} kobo={s.totals.payeKobo} />
          {reliefs.map((key) => (
            <Figure key={key} label={COPY.reliefNames[key]} kobo={s.totals.reliefs[key]} />
          ))}
        </SimpleGrid>
      </Card>
      {s.states.map((st) => (
        <Text key={st.state ?? 'none'} size="sm">
          {st.authority}: <b>{formatMinorAsNaira(st.payeKobo)}</b>
        </Text>
      ))}
      <Table.ScrollContainer minWidth={420}>
        <Table striped data-testid="tax-statement-months">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COPY.month}</Table.Th>
              <Table.Th>{COPY.state}</Table.Th>
              <Table.Th ta="right">{COPY.paye}</Table.Th>
              <Table.Th>{COPY.remittance}</Table.Th>
              <Table.Th>{COPY.receipt}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.months.map((m) => (
              <Table.Tr key={m.lineId}>
                <Table.Td>{formatPeriod(m.month)}</Table.Td>
                <Table.Td>{m.state ?? COPY.noState}</Table.Td>
                <Table.Td ta="right">{formatMinorAsNaira(m.payeKobo)}</Table.Td>
                <Table.Td>
                  {m.remittance
                    ? `${TAX_STATEMENT_REMITTANCE_LABELS[m.remittance.status]}${m.remittance.paidOn ? ` ${formatDate(m.remittance.paidOn)}` : ''}`
                    : COPY.none}
                </Table.Td>
                <Table.Td>
                  {m.receipt?.receiptNumber ?? (m.receipt?.file ? m.receipt.file.name : COPY.none)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export function TaxStatementView() {
  const [year, setYear] = useState<number | null>(null);
  const statement = useStaffTaxStatement(year);
  const pdf = useStaffTaxStatementPdf();
  if (statement.isPending) return <Loader role="status" aria-label="Loading tax statement" />;
  if (statement.isError) return <Alert color="red">{statement.error.message}</Alert>;
  const s = statement.data;
  const years = [...new Set([s.year, ...s.years])].sort((a, b) => b - a).map(String);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Select
          label={COPY.year}
          data={years}
          value={String(s.year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={120}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={pdf.isPending}
          disabled={s.months.length === 0}
          onClick={() => pdf.mutate(s.year)}
        >
          {COPY.download}
        </Button>
      </Group>
      {s.months.length === 0 ? (
        <EmptyState header={COPY.empty} subHeader={COPY.emptySub} />
      ) : (
        <Statement s={s} />
      )}
    </Stack>
  );
}
