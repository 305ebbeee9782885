// The rows of a previewed upload that will be added, with the account as the bank named it: the member sees who
// will be paid where before committing, not only a count. Paged, since a file may hold 10,000 rows.
import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { EmployeeUploadPreview } from '@paydesk/contracts';
import { useState } from 'react';
import { EMPLOYEE_UPLOAD_COPY as COPY } from '../copy.ts';

const PAGE_SIZE = 50;

export function ReadyRows({ preview }: { preview: EmployeeUploadPreview }) {
  const [page, setPage] = useState(1);
  const ready = preview.rows.filter((r) => Object.keys(r.errors).length === 0);
  if (ready.length === 0) return null;
  const pages = Math.ceil(ready.length / PAGE_SIZE);
  const shown = ready.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="xs">
      <Text fw={600}>{COPY.readyCount(ready.length)}</Text>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label={COPY.ready}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COPY.row}</Table.Th>
              <Table.Th>{COPY.name}</Table.Th>
              <Table.Th>{COPY.staffId}</Table.Th>
              <Table.Th>{COPY.bank}</Table.Th>
              <Table.Th>{COPY.nameAtBank}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{[row.values.firstName, row.values.lastName].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{row.values.staffId}</Table.Td>
                <Table.Td>
                  {row.account
                    ? `${row.account.bankName} · ${row.account.accountNumber}`
                    : row.values.bankCode}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm">{row.account?.accountName ?? '—'}</Text>
                    {row.account?.nameCheck === 'mismatch' && (
                      <Badge color="yellow" variant="light">
                        {COPY.nameDiffers}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={COPY.ready} />
      )}
    </Stack>
  );
}
