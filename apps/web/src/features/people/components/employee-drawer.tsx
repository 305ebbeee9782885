// One employee in the detail drawer (components/detail-drawer), opened from the employees list without leaving it
// (?open=id keeps it in the URL): gross pay, bank account and statutory facts; on-demand state and account;
// payslips and the rent document; the last changes; and a link to the full page.
import { ActionIcon, Anchor, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { auditActionLabel, type Employee } from '@paydesk/contracts';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  DetailDrawer,
  DetailField,
  DetailFields,
  DetailRows,
  DetailSection,
  DetailView,
} from '@/components/detail-drawer.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { employeeAccountsQuery } from '../api/employee-accounts-query.ts';
import { useEmployeeHistory } from '../api/employee-history-query.ts';
import { employeeQuery } from '../api/employee-query.ts';
import { useDownloadPayslip, useEmployeeRemittances } from '../api/employee-remittances-query.ts';
import { EMPLOYEE_DRAWER_COPY as COPY, EMPLOYEE_FORM_COPY as FORM } from '../copy.ts';
import { EMPLOYMENT_TYPE_LABELS, historyFieldLabel, PAY_FREQUENCY_LABELS } from '../logic/employee-labels.ts';
import { editEmployeePath, employeeName } from '../logic/employee-paths.ts';
import { groupHistory } from '../logic/history.ts';
import { EmployeeStatusBadge, OnDemandBadges } from './employee-badges.tsx';

const RECENT = 5;
const PAYSLIPS = 3;

function OnDemandSection({ employee }: { employee: Employee }) {
  // The on-demand account is read from the accounts list, narrowed to this employee's staff id.
  const accounts = useQuery({
    ...employeeAccountsQuery({ page: 1, search: employee.staffId }),
    enabled: employee.onDemand.state === 'accepted',
  });
  const account = accounts.data?.docs.find((a) => a._id === employee._id)?.account ?? null;
  return (
    <DetailSection title={COPY.onDemand} testId="employee-drawer-on-demand">
      <Group gap="xs">
        <OnDemandBadges employee={employee} />
      </Group>
      {employee.onDemand.state === 'accepted' &&
        (accounts.isPending ? (
          <Skeleton h={60} />
        ) : account ? (
          <DetailRows
            rows={[
              [COPY.earned, formatMinorAsNaira(account.earned)],
              [COPY.drawn, formatMinorAsNaira(account.drawn)],
              [COPY.saved, formatMinorAsNaira(account.saved)],
              [COPY.owed, formatMinorAsNaira(account.owed)],
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {COPY.noAccount}
          </Text>
        ))}
    </DetailSection>
  );
}

function DocumentsSection({ employee }: { employee: Employee }) {
  const mayViewPayroll = useCan('payroll.view');
  const history = useEmployeeRemittances(employee._id, mayViewPayroll);
  const download = useDownloadPayslip();
  return (
    <DetailSection title={COPY.documents} testId="employee-drawer-documents">
      {mayViewPayroll && (
        <QueryState query={history} loading={<Skeleton h={60} />} errorTitle={COPY.failed}>
          {(data) =>
            data.months.length === 0 ? (
              <Text size="sm" c="dimmed">
                {COPY.noPayslips}
              </Text>
            ) : (
              <Stack gap={6}>
                {data.months.slice(0, PAYSLIPS).map((month) => (
                  <Group key={month.lineId} justify="space-between" wrap="nowrap" gap="sm">
                    <div>
                      <Text size="sm" fw={500}>
                        {COPY.payslip(month.runName)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(month.periodStart)} – {formatDate(month.periodEnd)}
                      </Text>
                    </div>
                    <Tooltip label={COPY.downloadPayslip(month.runName)}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={COPY.downloadPayslip(month.runName)}
                        onClick={() => download.mutate({ runId: month.runId, lineId: month.lineId })}
                      >
                        <IconDownload size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ))}
              </Stack>
            )
          }
        </QueryState>
      )}
      {employee.rentDocument && (
        <Text size="sm">
          {COPY.rentDocument(employee.rentDocument.fileName)}{' '}
          <Text span size="xs" c="dimmed">
            {formatDate(employee.rentDocument.uploadedAt)}
          </Text>
        </Text>
      )}
    </DetailSection>
  );
}

function RecentHistory({ employee }: { employee: Employee }) {
  const history = useEmployeeHistory(employee._id);
  return (
    <DetailSection title={COPY.history} testId="employee-drawer-history">
      <QueryState query={history} loading={<Skeleton h={60} />} errorTitle={COPY.failed}>
        {(rows) => (
          <Stack gap={6}>
            {rows.length === 0 && (
              <Text size="sm" c="dimmed">
                {COPY.historyEmpty}
              </Text>
            )}
            {groupHistory(rows)
              .slice(0, RECENT)
              .map((entry) => (
                <div key={entry.key}>
                  <Text size="sm" fw={500}>
                    {auditActionLabel(entry.action)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.at)}
                    {entry.actor ? ` · ${entry.actor}` : ''}
                    {entry.changes.length > 0
                      ? ` · ${entry.changes.map((c) => historyFieldLabel(c.field)).join(', ')}`
                      : ''}
                  </Text>
                </div>
              ))}
            <Anchor component={Link} to={editEmployeePath(employee)} size="sm">
              {COPY.seeAll}
            </Anchor>
          </Stack>
        )}
      </QueryState>
    </DetailSection>
  );
}

function EmployeeBody({ employee: e }: { employee: Employee }) {
  return (
    <DetailView
      testId="employee-drawer"
      heading={employeeName(e)}
      subheading={[e.staffId, e.jobTitle, e.department].filter(Boolean).join(' · ')}
      status={<EmployeeStatusBadge status={e.status} />}
      figure={formatMinorAsNaira(e.grossPay)}
      figureTestId="employee-drawer-gross"
      statusLine={
        <Text size="sm" c="dimmed">
          {COPY.grossPer(PAY_FREQUENCY_LABELS[e.payFrequency].toLowerCase())}
          {e.exitDate ? ` · ${COPY.exited(formatDate(e.exitDate))}` : ''}
        </Text>
      }
      actions={
        <Group>
          <Button
            component={Link}
            to={editEmployeePath(e)}
            variant="default"
            leftSection={<IconExternalLink size={16} />}
          >
            {COPY.openFullPage}
          </Button>
        </Group>
      }
    >
      <DetailSection title={COPY.pay} testId="employee-drawer-pay">
        <DetailFields>
          <DetailField label={COPY.bankAccount}>
            {e.bankName} · {e.accountNumber}
            {e.accountName ? (
              <Text size="xs" c="dimmed">
                {e.accountName}
              </Text>
            ) : null}
          </DetailField>
          <DetailField label={FORM.employmentType}>{EMPLOYMENT_TYPE_LABELS[e.employmentType]}</DetailField>
          <DetailField label={FORM.employmentDate}>
            {e.employmentDate ? formatDate(e.employmentDate) : '—'}
          </DetailField>
          <DetailField label={FORM.pfa}>{e.pfaName ?? '—'}</DetailField>
          <DetailField label={FORM.taxId}>{e.taxId ?? '—'}</DetailField>
          <DetailField label={FORM.annualRent}>
            {e.annualRent !== null ? formatMinorAsNaira(e.annualRent) : '—'}
          </DetailField>
        </DetailFields>
      </DetailSection>
      <OnDemandSection employee={e} />
      <DocumentsSection employee={e} />
      <RecentHistory employee={e} />
    </DetailView>
  );
}

export function EmployeeDrawer({ employeeId, onClose }: { employeeId: string | null; onClose: () => void }) {
  const employee = useQuery({ ...employeeQuery(employeeId ?? ''), enabled: employeeId !== null });
  return (
    <DetailDrawer opened={employeeId !== null} onClose={onClose} title={COPY.title}>
      {employeeId &&
        (isNotFoundError(employee.error) ? (
          <NotFoundState message={COPY.notFound} backTo="/people/employees" backLabel={COPY.backToList} />
        ) : (
          <QueryState query={employee} loading={<Skeleton h={320} radius="md" />} errorTitle={COPY.failed}>
            {(loaded) => <EmployeeBody employee={loaded} />}
          </QueryState>
        ))}
    </DetailDrawer>
  );
}
