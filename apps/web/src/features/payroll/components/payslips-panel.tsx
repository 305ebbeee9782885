// The run's payslips: view one on screen, download its PDF, email one again, or email them all again.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PayslipListItem } from '@paydesk/contracts';
import { IconDownload, IconEye, IconMail } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { payslipFile, useDownload } from '../api/downloads.ts';
import { useResendPayslips } from '../api/pay-mutations.ts';
import { usePayslips } from '../api/remittances-query.ts';
import { PAY_COPY as COPY, PAYSLIP_COPY } from '../copy.ts';

export function PayslipsPanel({ runId, onView }: { runId: string; onView: (lineId: string) => void }) {
  const [page, setPage] = useState(1);
  const payslips = usePayslips(runId, page);
  const download = useDownload();
  const resend = useResendPayslips(runId);
  const columns = useMemo<ColumnDef<PayslipListItem>[]>(
    () => [
      {
        id: 'employee',
        header: 'Employee',
        cell: ({ row }) => (
          <>
            <Text size="sm" fw={600}>
              {row.original.employeeName}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.emailedAt
                ? `Emailed ${formatDateTime(row.original.emailedAt)}`
                : 'Not emailed yet'}
            </Text>
          </>
        ),
      },
      {
        id: 'net',
        header: 'Net pay',
        meta: { align: 'right', visibleFrom: 'sm' },
        cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.netPayKobo)}</Text>,
      },
      {
        id: 'actions',
        header: '',
        meta: { hiddenHeader: true, align: 'right' },
        cell: ({ row }) => (
          // Wraps on phones rather than running past the screen's edge; a click here is not the row's click.
          <Group gap={4} justify="flex-end" wrap="wrap" onClick={(event) => event.stopPropagation()}>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconEye size={14} />}
              onClick={() => onView(row.original.lineId)}
              aria-label={PAYSLIP_COPY.viewLabel(row.original.employeeName)}
              data-testid="view-payslip"
            >
              {PAYSLIP_COPY.view}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              onClick={() => download.mutate(payslipFile(runId, row.original.lineId))}
              data-testid="download-payslip"
            >
              PDF
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconMail size={14} />}
              onClick={() => resend.mutate(row.original.lineId)}
              data-testid="resend-payslip"
            >
              {COPY.resend}
            </Button>
          </Group>
        ),
      },
    ],
    [runId, download, resend, onView],
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="payslips">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            {COPY.payslips}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMail size={14} />}
            loading={resend.isPending && resend.variables === null}
            onClick={() => resend.mutate(null)}
            data-testid="resend-all-payslips"
          >
            {COPY.resendAll}
          </Button>
        </Group>
        <DataTable
          label={COPY.payslips}
          columns={columns}
          getRowId={(p) => p.lineId}
          {...pagedQueryProps(payslips, setPage)}
          rowTestId="payslip-row"
          onRowClick={(p) => onView(p.lineId)}
          minWidth={320}
          empty={{ header: 'No payslips', subHeader: 'Payslips appear once salaries are paid.' }}
        />
      </Stack>
    </Paper>
  );
}
