// /payment-note/details/{invoiceId}: one payment note — its figures, a line per employee, the PDF, and paying it.
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { QueryError } from '@/components/query-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatPeriod } from '@/lib/format/time.ts';
import { useNotePdfMutation, usePaymentNote } from '../api/payment-notes-api.ts';
import { NoteStatusBadge } from '../components/note-status-badge.tsx';
import { PayNote } from '../components/pay-note.tsx';
import { NOTES_COPY as COPY } from '../copy.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

export function Component() {
  const { invoiceId = '' } = useParams();
  const note = usePaymentNote(invoiceId);
  const pdf = useNotePdfMutation();
  return (
    <Stack gap="lg">
      <BackButton label={COPY.back} fallback="/payment-note" />
      {note.isPending ? (
        <Skeleton h={320} radius="lg" />
      ) : note.isError ? (
        isNotFoundError(note.error) ? (
          <NotFoundState message={COPY.notFound} backTo="/payment-note" backLabel={COPY.back} />
        ) : (
          <QueryError
            title={COPY.detailsFailed}
            error={note.error}
            onRetry={() => void note.refetch()}
            retrying={note.isFetching}
          />
        )
      ) : (
        <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Title order={1} fz={24}>
                  {note.data.invoiceNumber}
                </Title>
                <Group gap="xs">
                  <Text c="dimmed">{formatPeriod(note.data.period)}</Text>
                  <NoteStatusBadge status={note.data.status} />
                </Group>
              </Stack>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={pdf.isPending}
                onClick={() =>
                  pdf.mutate({ invoiceId: note.data._id, invoiceNumber: note.data.invoiceNumber })
                }
                data-testid="note-pdf"
              >
                {COPY.downloadPdf}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={COPY.drawn} value={formatMinorAsNaira(note.data.drawn)} />
              <Figure label={COPY.fees} value={formatMinorAsNaira(note.data.fees)} />
              <Figure label={COPY.total} value={formatMinorAsNaira(note.data.amount)} />
              <Figure label={COPY.due} value={formatDate(note.data.dueDate)} />
            </SimpleGrid>
            <Table.ScrollContainer minWidth={560}>
              <Table striped data-testid="note-lines">
                <Table.Thead>
                  <Table.Tr>
                    {Object.values(COPY.lineColumns).map((label) => (
                      <Table.Th key={label}>{label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {note.data.lines.map((line) => (
                    <Table.Tr key={line.employeeId}>
                      <Table.Td>
                        {line.employeeName}{' '}
                        <Text span size="xs" c="dimmed">
                          {line.staffId}
                        </Text>
                      </Table.Td>
                      <Table.Td>{line.withdrawals}</Table.Td>
                      <Table.Td>{formatMinorAsNaira(line.drawn)}</Table.Td>
                      <Table.Td>{formatMinorAsNaira(line.fees)}</Table.Td>
                      <Table.Td>{formatMinorAsNaira(line.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {note.data.status === 'paid' ? (
              <Text c="teal" fw={600}>
                {COPY.paidOn(formatDate(note.data.paidAt ?? note.data.createdAt))}
              </Text>
            ) : note.data.status === 'open' ? (
              <Text c="dimmed" data-testid="note-open">
                {COPY.openUntilPayday}
              </Text>
            ) : (
              <PayNote note={note.data} />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
