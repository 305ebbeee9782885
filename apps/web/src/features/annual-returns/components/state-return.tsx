// One state's return: its authority and filing, totals, the employees (DataTable), PAYE by month with the
// remittance that paid it, downloads and "Mark as filed" with a confirmation.
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AnnualReturnState } from '@paydesk/contracts';
import { IconDownload, IconFileCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatPeriod } from '@/lib/format/time.ts';
import { useDownloadReturn } from '../api/download-return.ts';
import { useMarkFiled } from '../api/mark-filed-mutation.ts';
import { ANNUAL_RETURN_COPY as COPY } from '../copy.ts';
import { EMPLOYEE_COLUMNS } from './employee-columns.tsx';

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={money}>
        {value}
      </Text>
    </div>
  );
}

function MonthTable({ months }: { months: AnnualReturnState['months'] }) {
  const m = COPY.monthColumns;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label={COPY.monthsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.month}</Table.Th>
            <Table.Th ta="right">{m.paye}</Table.Th>
            <Table.Th>{m.remittance}</Table.Th>
            <Table.Th>{m.reference}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((month) => {
            const paid = month.remittances.filter((r) => r.status === 'paid');
            const shown = paid.length ? paid : month.remittances;
            return (
              <Table.Tr key={month.month}>
                <Table.Td>{formatPeriod(month.month)}</Table.Td>
                <Table.Td ta="right" style={money}>
                  {formatMinorAsNaira(month.payeKobo)}
                </Table.Td>
                <Table.Td>
                  {shown.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {COPY.notRemitted}
                    </Text>
                  ) : (
                    shown.map((r) => (
                      <Text key={r.remittanceId} size="sm" c={r.status === 'paid' ? undefined : 'red.9'}>
                        {r.status === 'paid' && r.paidOn
                          ? `${COPY.paidOn(formatDate(r.paidOn))} · ${formatMinorAsNaira(r.amountKobo)}`
                          : COPY.remittanceStatus[r.status]}
                      </Text>
                    ))
                  )}
                </Table.Td>
                <Table.Td>
                  {shown.map((r) => (
                    <Text key={r.remittanceId} size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {r.reference ?? ''}
                      {r.sessionId ? ` · ${COPY.session(r.sessionId)}` : ''}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function StateReturn({
  year,
  ret,
  canFile,
}: {
  year: number;
  ret: AnnualReturnState;
  canFile: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const markFiled = useMarkFiled();
  const download = useDownloadReturn();
  const t = ret.totals;
  const remitted = ret.months
    .flatMap((m) => m.remittances)
    .filter((r) => r.status === 'paid')
    .reduce((s, r) => s + r.amountKobo, 0);
  const stateName = ret.state ?? COPY.noState;
  const testId = `state-return-${(ret.state ?? 'none').replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p={{ base: 'sm', md: 'md' }} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={2} fz={20}>
              {ret.authority}
            </Title>
            {ret.filing ? (
              <Badge color="green" variant="light" mt={4}>
                {COPY.filed(formatDate(ret.filing.filedAt), ret.filing.filedBy.name)}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" mt={4}>
                {COPY.notFiled}
              </Badge>
            )}
          </div>
          <Group gap="xs" wrap="wrap">
            {(['csv', 'xlsx', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() => download.mutate({ year, state: ret.state, format })}
                disabled={ret.state === null && format === 'pdf'}
              >
                {COPY.download[format]}
              </Button>
            ))}
            {canFile && ret.state && !ret.filing && (
              <Button
                size="xs"
                leftSection={<IconFileCheck size={14} />}
                onClick={() => setConfirming(true)}
                disabled={ret.blockerCount > 0}
                title={ret.blockerCount > 0 ? COPY.blockersTitle(ret.blockerCount) : undefined}
              >
                {COPY.markFiled}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm">
          <Figure label={COPY.totals.employees} value={String(t.employeeCount)} />
          <Figure label={COPY.totals.gross} value={formatMinorAsNaira(t.grossEmolumentsKobo)} />
          <Figure label={COPY.totals.reliefs} value={formatMinorAsNaira(t.reliefs.totalKobo)} />
          <Figure label={COPY.totals.taxable} value={formatMinorAsNaira(t.taxableIncomeKobo)} />
          <Figure label={COPY.totals.paye} value={formatMinorAsNaira(t.payeKobo)} />
          <Figure label={COPY.totals.remitted} value={formatMinorAsNaira(remitted)} />
        </SimpleGrid>
        <DataTable
          label={`${stateName} ${year}`}
          columns={EMPLOYEE_COLUMNS}
          rows={ret.employees}
          getRowId={(e) => e.employeeId}
          empty={{ header: COPY.empty, subHeader: COPY.emptyBody }}
          rowTestId="annual-return-row"
          minWidth={0}
        />
        <div>
          <Text fw={600} size="sm" mb={4}>
            {COPY.monthsTitle}
          </Text>
          <MonthTable months={ret.months} />
        </div>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={COPY.confirmTitle}
        question={COPY.confirmQuestion(ret.authority, year)}
        confirmLabel={COPY.confirm}
        cancelLabel={COPY.cancel}
        busy={markFiled.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          ret.state && markFiled.mutate({ year, state: ret.state }, { onSettled: () => setConfirming(false) })
        }
      />
    </Paper>
  );
}
