// /payroll-configuration/pay-groups: employees paid together, with their schedule, structure, benefits, allowances
// and head count; each opens its page to assign employees.
import { Anchor, Text } from '@mantine/core';
import type { PayGroup } from '@paydesk/contracts';
import { Link, Navigate } from 'react-router';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { DeleteMenu } from '../components/delete-action.tsx';
import { SetupList } from '../components/setup-list.tsx';
import { SETUP_COPY } from '../copy.ts';

const COPY = SETUP_COPY.groups;

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  if (!mayView) return <Navigate to="/401" replace />;
  return (
    <SetupList<PayGroup>
      resource="groups"
      title={COPY.title}
      subtitle={COPY.subtitle}
      createLabel={COPY.create}
      create="/payroll-configuration/pay-groups/create"
      mayManage={mayManage}
      deletedMessage="Pay group deleted"
      testId="pay-groups"
      columns={(onDelete) => [
        {
          id: 'name',
          header: COPY.name,
          cell: ({ row: { original: g } }) => (
            <Anchor
              component={Link}
              to={`/payroll-configuration/pay-groups/${g._id}/view`}
              size="sm"
              fw={600}
            >
              {g.name}
            </Anchor>
          ),
        },
        {
          id: 'schedule',
          header: COPY.schedule,
          meta: { visibleFrom: 'sm' },
          cell: ({ row }) => row.original.paySchedule?.name ?? '—',
        },
        {
          id: 'structure',
          header: COPY.structure,
          cell: ({ row }) => row.original.payStructure?.name ?? '—',
        },
        {
          id: 'items',
          header: 'Benefits and allowances',
          meta: { visibleFrom: 'md' },
          cell: ({ row: { original: g } }) => (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {[...g.benefitsInKind, ...g.allowancesAndBonuses].map((i) => i.name).join(', ') || '—'}
            </Text>
          ),
        },
        {
          id: 'employees',
          header: COPY.employees,
          meta: { align: 'right', width: 100 },
          cell: ({ row }) => row.original.employeeCount,
        },
        {
          id: 'actions',
          header: '',
          meta: { width: 60 },
          cell: ({ row }) =>
            mayManage ? (
              <DeleteMenu name={row.original.name} onDelete={() => onDelete(row.original)} />
            ) : null,
        },
      ]}
    />
  );
}
