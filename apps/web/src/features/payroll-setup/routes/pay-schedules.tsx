// /payroll-configuration/pay-schedule: the schedules with their next pay dates (Africa/Lagos, weekends and Nigerian
// public holidays skipped); create, edit and delete for members who manage payroll setup.
import { Anchor, Group, Text } from '@mantine/core';
import type { PaySchedule } from '@paydesk/contracts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatDate } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { SetupList } from '../components/setup-list.tsx';
import { SETUP_COPY } from '../copy.ts';

const COPY = SETUP_COPY.schedules;
const editPath = (s: PaySchedule) => `/payroll-configuration/pay-schedule/${s._id}/edit`;

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  if (!mayView) return <Navigate to="/401" replace />;
  return (
    <SetupList<PaySchedule>
      resource="schedules"
      title={COPY.title}
      subtitle={COPY.subtitle}
      subtitleLink={{ to: '/payroll-configuration/public-holidays', label: SETUP_COPY.holidays.link }}
      createLabel={COPY.create}
      create="/payroll-configuration/pay-schedule/create"
      mayManage={mayManage}
      deletedMessage="Pay schedule deleted"
      testId="pay-schedules"
      columns={(onDelete) => [
        {
          id: 'name',
          header: COPY.name,
          cell: ({ row: { original: s } }) =>
            mayManage ? (
              <Anchor component={Link} to={editPath(s)} size="sm" fw={600}>
                {s.name}
              </Anchor>
            ) : (
              <Text size="sm" fw={600}>
                {s.name}
              </Text>
            ),
        },
        {
          id: 'frequency',
          header: COPY.frequency,
          cell: ({ row }) => COPY.frequencies[row.original.frequency],
        },
        {
          id: 'rule',
          header: COPY.payDayRule,
          meta: { visibleFrom: 'sm' },
          cell: ({ row: { original: s } }) =>
            s.payDayRule === 'fixed_day' ? `Day ${s.payDay}` : COPY.rules[s.payDayRule],
        },
        {
          id: 'next',
          header: COPY.nextPayDates,
          cell: ({ row }) => (
            <Group gap={6} data-testid="next-pay-dates">
              {row.original.nextPayDates.slice(0, 3).map((d) => (
                <Text key={d} size="xs" c="dimmed">
                  {formatDate(d)}
                </Text>
              ))}
            </Group>
          ),
        },
        {
          id: 'actions',
          header: '',
          meta: { width: 60 },
          cell: ({ row }) =>
            mayManage ? (
              <RowActionsMenu
                label={`Actions for ${row.original.name}`}
                actions={[
                  { key: 'edit', label: COPY.edit, icon: <IconEdit size={16} />, to: editPath(row.original) },
                  {
                    key: 'delete',
                    label: SETUP_COPY.delete,
                    icon: <IconTrash size={16} />,
                    danger: true,
                    onClick: () => onDelete(row.original),
                  },
                ]}
              />
            ) : null,
        },
      ]}
    />
  );
}
