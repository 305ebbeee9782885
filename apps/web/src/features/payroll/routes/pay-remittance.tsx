// /payroll/:id/pay-remittance/:remittanceId: the party and its bank account, the employees' shares, the schedule file
// the party expects (CSV or XLSX), and paying it from a wallet with the PIN.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  REMITTANCE_KIND_LABELS,
  type RemittanceEmployee,
} from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useDownload } from '../api/downloads.ts';
import { usePayRemittance } from '../api/pay-mutations.ts';
import { useRemittance } from '../api/remittances-query.ts';
import { REMITTANCE_COLOURS } from '../components/remittances-panel.tsx';
import { REMITTANCE_COPY as COPY, FINALIZE_COPY, PAY_COPY, PAYMENT_STATE_LABELS } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

const columns: ColumnDef<RemittanceEmployee>[] = [
  {
    id: 'employee',
    header: 'Employee',
    cell: ({ row }) => (
      <>
        <Anchor
          component={Link}
          to={PAYROLL_ROUTES.employee(row.original.employeeId)}
          size="sm"
          fw={600}
          data-testid="remittance-employee"
        >
          {row.original.employeeName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[row.original.staffId, row.original.rsaPin ?? row.original.taxId].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  {
    id: 'employee-share',
    header: 'Employee share',
    meta: { align: 'right', visibleFrom: 'sm' },
    cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.employeeKobo)}</Text>,
  },
  {
    id: 'employer-share',
    header: 'Employer share',
    meta: { align: 'right', visibleFrom: 'sm' },
    cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.employerKobo)}</Text>,
  },
  {
    id: 'amount',
    header: COPY.amount,
    meta: { align: 'right' },
    cell: ({ row }) => (
      <Text size="sm" fw={600}>
        {formatMinorAsNaira(row.original.amountKobo)}
      </Text>
    ),
  },
];

export function Component() {
  const { id = '', remittanceId = '' } = useParams();
  const [page, setPage] = useState(1);
  const remittance = useRemittance(id, remittanceId, page);
  const accounts = useAccounts();
  const [walletId, setWalletId] = useState<string | null>(null);
  const main = accounts.data?.accounts.find((a) => a.isMain) ?? accounts.data?.accounts[0];
  useEffect(() => {
    if (!walletId && main) setWalletId(main._id);
  }, [walletId, main]);
  const chosen = accounts.data?.accounts.find((a) => a._id === walletId);
  const pay = usePayRemittance(id, remittanceId);
  const download = useDownload();
  const [pinOpen, setPinOpen] = useState(false);
  const schedule = (format: 'csv' | 'xlsx') =>
    download.mutate({
      path: payrollRunPath(PAYROLL_RUN_PATHS.remittanceSchedule, { id, remittanceId }),
      query: { format },
      fallbackName: `remittance-schedule.${format}`,
    });

  return (
    <Stack gap="lg">
      <QueryState query={remittance} loading={<Skeleton h={320} />} errorTitle={FINALIZE_COPY.loadFailed}>
        {(r) => (
          <Stack gap="lg">
            <PageTitle title={`${REMITTANCE_KIND_LABELS[r.kind]} · ${r.name}`} subtitle={COPY.title}>
              <Badge
                color={r.unpayable ? 'red' : REMITTANCE_COLOURS[r.status]}
                variant="light"
                radius="sm"
                tt="none"
                data-testid="remittance-status"
              >
                {r.unpayable ? COPY.unpayable : PAYMENT_STATE_LABELS[r.status]}
              </Badge>
            </PageTitle>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <div>
                    <Text size="xs" c="dimmed">
                      {COPY.party}
                    </Text>
                    {r.party ? (
                      <Text fw={600} data-testid="remittance-party">
                        {r.party.name} · {r.party.bankName} {r.party.accountNumber}
                      </Text>
                    ) : (
                      <Text c="dimmed">—</Text>
                    )}
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {COPY.employees}
                    </Text>
                    <Text fw={600}>{r.employeeCount}</Text>
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {COPY.amount}
                    </Text>
                    <Text fw={700} fz={20} data-testid="remittance-amount">
                      {formatMinorAsNaira(r.amountKobo)}
                    </Text>
                    <Text size="xs" c="dimmed" data-testid="remittance-total">
                      {COPY.withFee(formatMinorAsNaira(r.feeKobo), formatMinorAsNaira(r.totalKobo))}
                    </Text>
                  </div>
                </SimpleGrid>
                <Group gap="sm">
                  <Text size="sm" fw={600}>
                    {COPY.schedule}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    onClick={() => schedule('csv')}
                    data-testid="schedule-csv"
                  >
                    {COPY.csv}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    onClick={() => schedule('xlsx')}
                    data-testid="schedule-xlsx"
                  >
                    {COPY.xlsx}
                  </Button>
                </Group>
                {r.failureReason && (
                  <Alert color="red" variant="light">
                    {r.failureReason}
                  </Alert>
                )}
                {r.unpayable && (
                  <Alert
                    color="red"
                    variant="light"
                    title={COPY.unpayable}
                    data-testid="remittance-unpayable"
                  >
                    {r.unpayable}. {COPY.fixEmployees}
                  </Alert>
                )}
                {!r.party && !r.unpayable && (
                  <Alert color="yellow" variant="light">
                    {COPY.noParty}{' '}
                    <Anchor component={Link} to={PAYROLL_ROUTES.remittanceParties}>
                      {COPY.setUpParty}
                    </Anchor>
                  </Alert>
                )}
                {(r.status === 'unpaid' || r.status === 'failed') &&
                  chosen &&
                  chosen.balance < r.totalKobo && (
                    <Alert color="red" variant="light" data-testid="remittance-insufficient">
                      {COPY.insufficient(
                        chosen.name,
                        formatMinorAsNaira(chosen.balance),
                        formatMinorAsNaira(r.totalKobo),
                      )}
                    </Alert>
                  )}
                {(r.status === 'unpaid' || r.status === 'failed') && !r.unpayable && (
                  <Group align="flex-end" gap="sm">
                    <Select
                      label={PAY_COPY.wallet}
                      data={(accounts.data?.accounts ?? []).map((a) => ({
                        value: a._id,
                        label: `${a.name} · ${formatMinorAsNaira(a.balance)}`,
                      }))}
                      value={walletId}
                      onChange={setWalletId}
                      allowDeselect={false}
                      w={{ base: '100%', sm: 320 }}
                    />
                    <Button
                      // A wallet short of the remittance and its fee is refused here, before the PIN.
                      disabled={!walletId || !r.party || !chosen || chosen.balance < r.totalKobo}
                      onClick={() => setPinOpen(true)}
                      data-testid="pay-remittance"
                    >
                      {COPY.pay}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Title order={2} fz="md" mb="sm">
                {COPY.employees}
              </Title>
              <DataTable
                label={COPY.employees}
                columns={columns}
                rows={r.employees.docs}
                getRowId={(e) => e.employeeId}
                pagination={{ ...r.employees, onPageChange: setPage }}
                minWidth={320}
                empty={{ header: 'No employees' }}
              />
            </Paper>
            <PinDialog
              opened={pinOpen}
              what={COPY.what(r.name, formatMinorAsNaira(r.amountKobo))}
              busy={pay.isPending}
              error={pay.error}
              onClose={() => {
                setPinOpen(false);
                pay.reset();
              }}
              onConfirm={(pin) =>
                walletId &&
                pay.mutate({ sourceWalletId: walletId, pin }, { onSuccess: () => setPinOpen(false) })
              }
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
