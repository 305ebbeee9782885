// One reconciliation run's differences: each account whose cached balance is not the sum of its postings.
import { Table, Text } from '@mantine/core';
import type { ReconciliationReport } from '@paydesk/contracts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';

export function ReconciliationDifferences({
  mismatches,
}: {
  mismatches: ReconciliationReport['mismatches'];
}) {
  return (
    <Table verticalSpacing={6} data-testid="reconciliation-differences">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Account</Table.Th>
          <Table.Th>Business</Table.Th>
          <Table.Th ta="right">Cached</Table.Th>
          <Table.Th ta="right">Computed</Table.Th>
          <Table.Th ta="right">Difference</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {mismatches.map((m) => (
          <Table.Tr key={m.accountId}>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {m.accountId}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" ff="monospace">
                {m.companyId}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatMinorAsNaira(m.cached)}</Table.Td>
            <Table.Td ta="right">{formatMinorAsNaira(m.computed)}</Table.Td>
            <Table.Td ta="right" c="red.8" fw={600}>
              {formatMinorAsNaira(m.cached - m.computed)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
