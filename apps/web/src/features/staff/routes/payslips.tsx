// /staff/payslips: the employee's payslips (net pay, period, PDF) and the receipts proving the employer remitted
// their PAYE and pension (PDF). Phone-first, in the staff frame.
import { Alert, Button, Card, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { REMITTANCE_KIND_LABELS } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { formatDate } from '../../../lib/format/time.ts';
import { useStaffPayslips, useStaffPdf, useStaffReceipts } from '../api/payslips-query.ts';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_ROUTES } from '../copy.ts';
import { useStaffSession } from '../state/staff-session-store.ts';

export const STAFF_PAYSLIPS_COPY = {
  title: 'Payslips',
  payslips: 'Payslips',
  receipts: 'Remittance receipts',
  download: 'PDF',
  noPayslips: 'No payslips yet',
  noPayslipsSub: 'Your payslips appear here once your employer pays you through payroll.',
  noReceipts: 'No remittance receipts yet',
  noReceiptsSub: 'Receipts appear once your employer remits your tax and pension.',
  back: 'Back',
} as const;
const COPY = STAFF_PAYSLIPS_COPY;

function Payslips() {
  const [page, setPage] = useState(1);
  const payslips = useStaffPayslips(page);
  const pdf = useStaffPdf();
  if (payslips.isPending) return <Loader aria-label="Loading payslips" />;
  if (payslips.isError) return <Alert color="red">{payslips.error.message}</Alert>;
  if (payslips.data.docs.length === 0)
    return <EmptyState header={COPY.noPayslips} subHeader={COPY.noPayslipsSub} />;
  return (
    <Stack gap="sm">
      {payslips.data.docs.map((slip) => (
        <Card key={slip.lineId} withBorder radius="md" data-testid="staff-payslip">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>
                {formatDate(slip.periodStart)} – {formatDate(slip.periodEnd)}
              </Text>
              <Text size="sm" c="dimmed">
                Paid {formatDate(slip.payDate)} · {formatMinorAsNaira(slip.netPayKobo)}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate({ lineId: slip.lineId })}
            >
              {COPY.download}
            </Button>
          </Group>
        </Card>
      ))}
      {payslips.data.totalPages > 1 && (
        <Pagination total={payslips.data.totalPages} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}

function Receipts() {
  const [page, setPage] = useState(1);
  const receipts = useStaffReceipts(page);
  const pdf = useStaffPdf();
  if (receipts.isPending) return <Loader aria-label="Loading receipts" />;
  if (receipts.isError) return <Alert color="red">{receipts.error.message}</Alert>;
  if (receipts.data.docs.length === 0)
    return <EmptyState header={COPY.noReceipts} subHeader={COPY.noReceiptsSub} />;
  return (
    <Stack gap="sm">
      {receipts.data.docs.map((receipt) => (
        <Card key={receipt._id} withBorder radius="md" data-testid="staff-receipt">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>
                {REMITTANCE_KIND_LABELS[receipt.kind]} · {receipt.partyName}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDate(receipt.periodStart)} – {formatDate(receipt.periodEnd)} ·{' '}
                {formatMinorAsNaira(receipt.amountKobo)}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate({ receiptId: receipt._id })}
            >
              {COPY.download}
            </Button>
          </Group>
        </Card>
      ))}
      {receipts.data.totalPages > 1 && (
        <Pagination total={receipts.data.totalPages} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}

export function Component() {
  const session = useStaffSession((state) => state.session);
  const [tab, setTab] = useState<string | null>('payslips');
  // An expired access token is renewed by the next call; only a missing session means signing in.
  if (!session) return <Navigate to={STAFF_ROUTES.login} replace />;
  return (
    <StaffFrame
      actions={
        <Button size="xs" variant="white" color="teal" component={Link} to={STAFF_ROUTES.home}>
          {COPY.back}
        </Button>
      }
    >
      <Stack gap="md">
        <Title order={1} fz={22}>
          {COPY.title}
        </Title>
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List grow>
            <Tabs.Tab value="payslips">{COPY.payslips}</Tabs.Tab>
            <Tabs.Tab value="receipts">{COPY.receipts}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="payslips" pt="md">
            <Payslips />
          </Tabs.Panel>
          <Tabs.Panel value="receipts" pt="md">
            <Receipts />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </StaffFrame>
  );
}
