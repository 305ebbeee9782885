// /staff/payslips: the employee's payslips (net pay, period, PDF; each opens its breakdown with the rule every
// statutory figure comes from), the receipts proving the employer remitted
// their PAYE and pension (PDF), and their remittances month by month: each deduction remitted or not, with the
// authority's receipt when the employer recorded one; their annual tax statement with its PDF, and the password
// of their payslip PDFs when the employer asks for one. Phone-first, in the staff frame.
import { Alert, Button, Card, Group, Loader, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { REMITTANCE_KIND_LABELS } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { PayslipBreakdownView } from '@/components/payslip-breakdown/payslip-breakdown.tsx';
import { REMITTANCE_HISTORY_COPY } from '@/components/remittance-history/copy.ts';
import { RemittanceHistoryView } from '@/components/remittance-history/remittance-history.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import {
  useStaffAuthorityReceipt,
  useStaffPayslip,
  useStaffPayslips,
  useStaffPdf,
  useStaffReceipts,
  useStaffRemittances,
} from '../api/payslips-query.ts';
import { PayslipPasswordCard } from '../components/payslip-password-card.tsx';
import { StaffFrame } from '../components/staff-frame.tsx';
import { TaxStatementView } from '../components/tax-statement.tsx';
import { STAFF_ROUTES } from '../copy.ts';
import { useStaffSession } from '../state/staff-session-store.ts';

export const STAFF_PAYSLIPS_COPY = {
  title: 'Payslips',
  payslips: 'Payslips',
  receipts: 'Remittance receipts',
  remittances: 'Remittances',
  taxStatement: 'Tax statement',
  download: 'PDF',
  view: 'View',
  viewLabel: (period: string) => `View the payslip of ${period}`,
  payslipTitle: (period: string) => `Payslip · ${period}`,
  payslipFailed: 'We could not load this payslip.',
  noPayslips: 'No payslips yet',
  noPayslipsSub: 'Your payslips appear here once your employer pays you through payroll.',
  noReceipts: 'No remittance receipts yet',
  noReceiptsSub: 'Receipts appear once your employer remits your tax and pension.',
  back: 'Back',
} as const;
const COPY = STAFF_PAYSLIPS_COPY;

/** One downloadable document: what it is, when and how much, and its PDF. */
function DocumentCard(props: {
  testId: string;
  title: ReactNode;
  detail: ReactNode;
  downloading: boolean;
  onDownload: () => void;
  /** Opens the document on screen (a payslip's breakdown). */
  view?: { label: string; onView: () => void };
}) {
  return (
    <Card withBorder radius="md" data-testid={props.testId}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>{props.title}</Text>
          <Text size="sm" c="dimmed">
            {props.detail}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {props.view && (
            <Button
              size="xs"
              variant="subtle"
              aria-label={props.view.label}
              onClick={props.view.onView}
              data-testid="staff-payslip-view"
            >
              {COPY.view}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={props.downloading}
            onClick={props.onDownload}
          >
            {COPY.download}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** A paged list of documents with its loading, error and empty states. */
function DocumentPages<T>(props: {
  query: UseQueryResult<{ docs: T[]; totalPages: number }, Error>;
  loadingLabel: string;
  empty: { header: string; subHeader: string };
  page: number;
  onPage: (page: number) => void;
  children: (doc: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Loader role="status" aria-label={props.loadingLabel} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  if (query.data.docs.length === 0) return <EmptyState {...props.empty} />;
  return (
    <Stack gap="sm">
      {query.data.docs.map(props.children)}
      {query.data.totalPages > 1 && (
        <Pagination total={query.data.totalPages} value={props.page} onChange={props.onPage} size="sm" />
      )}
    </Stack>
  );
}

/** One payslip's breakdown in a drawer (closed when `lineId` is null). */
function PayslipDrawer({
  lineId,
  title,
  onClose,
}: {
  lineId: string | null;
  title: string;
  onClose: () => void;
}) {
  const slip = useStaffPayslip(lineId);
  return (
    <AppDialog opened={lineId !== null} onClose={onClose} title={title} variant="drawer">
      {slip.isPending ? (
        <Loader role="status" aria-label="Loading payslip" />
      ) : slip.isError ? (
        <Alert color="red">{COPY.payslipFailed}</Alert>
      ) : (
        <div data-testid="staff-payslip-breakdown">
          <PayslipBreakdownView
            breakdown={slip.data.breakdown}
            grossPayKobo={slip.data.grossPayKobo}
            taxableIncomeKobo={slip.data.taxableIncomeKobo}
            totalDeductionsKobo={slip.data.totalDeductionsKobo}
            netPayKobo={slip.data.netPayKobo}
          />
        </div>
      )}
    </AppDialog>
  );
}

function Payslips() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ lineId: string; period: string } | null>(null);
  const pdf = useStaffPdf();
  return (
    <>
      <PayslipDrawer
        lineId={open?.lineId ?? null}
        title={COPY.payslipTitle(open?.period ?? '')}
        onClose={() => setOpen(null)}
      />
      <DocumentPages
        query={useStaffPayslips(page)}
        loadingLabel="Loading payslips"
        empty={{ header: COPY.noPayslips, subHeader: COPY.noPayslipsSub }}
        page={page}
        onPage={setPage}
      >
        {(slip) => {
          const period = `${formatDate(slip.periodStart)} – ${formatDate(slip.periodEnd)}`;
          return (
            <DocumentCard
              key={slip.lineId}
              testId="staff-payslip"
              title={period}
              detail={`Paid ${formatDate(slip.payDate)} · ${formatMinorAsNaira(slip.netPayKobo)}`}
              downloading={pdf.isPending}
              onDownload={() => pdf.mutate({ lineId: slip.lineId })}
              view={{ label: COPY.viewLabel(period), onView: () => setOpen({ lineId: slip.lineId, period }) }}
            />
          );
        }}
      </DocumentPages>
    </>
  );
}

function Receipts() {
  const [page, setPage] = useState(1);
  const pdf = useStaffPdf();
  return (
    <DocumentPages
      query={useStaffReceipts(page)}
      loadingLabel="Loading receipts"
      empty={{ header: COPY.noReceipts, subHeader: COPY.noReceiptsSub }}
      page={page}
      onPage={setPage}
    >
      {(receipt) => (
        <DocumentCard
          key={receipt._id}
          testId="staff-receipt"
          title={`${REMITTANCE_KIND_LABELS[receipt.kind]} · ${receipt.partyName}`}
          detail={`${formatDate(receipt.periodStart)} – ${formatDate(receipt.periodEnd)} · ${formatMinorAsNaira(receipt.amountKobo)}`}
          downloading={pdf.isPending}
          onDownload={() => pdf.mutate({ receiptId: receipt._id })}
        />
      )}
    </DocumentPages>
  );
}

function Remittances() {
  const history = useStaffRemittances();
  const download = useStaffAuthorityReceipt();
  if (history.isPending) return <Loader role="status" aria-label="Loading remittances" />;
  if (history.isError) return <Alert color="red">{history.error.message}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {REMITTANCE_HISTORY_COPY.staffHint}
      </Text>
      <RemittanceHistoryView
        history={history.data}
        onDownload={({ remittanceId, name }) => download.mutate({ remittanceId, name })}
      />
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
            <Tabs.Tab value="remittances">{COPY.remittances}</Tabs.Tab>
            <Tabs.Tab value="tax-statement">{COPY.taxStatement}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="payslips" pt="md">
            <Stack gap="sm">
              <PayslipPasswordCard />
              <Payslips />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="receipts" pt="md">
            <Receipts />
          </Tabs.Panel>
          <Tabs.Panel value="remittances" pt="md">
            <Remittances />
          </Tabs.Panel>
          <Tabs.Panel value="tax-statement" pt="md">
            <TaxStatementView />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </StaffFrame>
  );
}
