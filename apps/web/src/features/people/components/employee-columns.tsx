// The employees table's columns: person (name, email), staff id, department, status, on-demand state, added, actions.
import { Anchor, Stack, Text } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { IconEdit, IconEye, IconMailForward } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type RowAction, RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatDate } from '@/lib/format/time.ts';
import { EMPLOYEES_COPY as COPY } from '../copy.ts';
import { editEmployeePath, employeeName } from '../logic/employee-paths.ts';
import { EmployeeStatusBadge, OnDemandBadges } from './employee-badges.tsx';

export interface EmployeeColumnOptions {
  /** Offered in the row menu of an employee invited to on-demand pay who has not accepted yet. */
  onResendInvite?: ((employee: Employee) => void) | undefined;
  /** Opens the employee's drawer over the list. */
  onQuickView?: ((employee: Employee) => void) | undefined;
}

export function employeeColumns({
  onResendInvite,
  onQuickView,
}: EmployeeColumnOptions = {}): ColumnDef<Employee>[] {
  const c = COPY.columns;
  return [
    {
      id: 'name',
      header: c.employee,
      enableHiding: false,
      enableSorting: true,
      meta: { skeletonWidth: 180 },
      cell: ({ row: { original: e } }) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={editEmployeePath(e)}
            size="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
          >
            {employeeName(e)}
          </Anchor>
          <Text size="xs" c="dimmed" truncate maw={260}>
            {e.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'staffId',
      header: c.staffId,
      enableSorting: true,
      meta: { visibleFrom: 'sm', skeletonWidth: 70 },
      cell: ({ row }) => <Text size="sm">{row.original.staffId}</Text>,
    },
    {
      id: 'department',
      header: c.department,
      enableSorting: true,
      meta: { visibleFrom: 'md', skeletonWidth: 100 },
      cell: ({ row }) => <Text size="sm">{row.original.department ?? '—'}</Text>,
    },
    {
      id: 'status',
      header: c.status,
      enableSorting: true,
      meta: { width: 110, skeletonWidth: 60 },
      cell: ({ row }) => <EmployeeStatusBadge status={row.original.status} />,
    },
    {
      id: 'onDemand',
      header: c.onDemand,
      enableSorting: true,
      meta: { visibleFrom: 'md', skeletonWidth: 80 },
      cell: ({ row }) => <OnDemandBadges employee={row.original} />,
    },
    {
      id: 'createdAt',
      header: c.added,
      enableSorting: true,
      meta: { visibleFrom: 'lg', width: 130, skeletonWidth: 80 },
      cell: ({ row }) => (
        <Text size="xs" c="dimmed">
          {formatDate(row.original.createdAt)}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: c.actions,
      enableHiding: false,
      meta: { width: 56, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row: { original: e } }) => {
        const actions: RowAction[] = [];
        if (onQuickView)
          actions.push({
            key: 'quick-view',
            label: COPY.quickView,
            icon: <IconEye size={16} />,
            onClick: () => onQuickView(e),
          });
        actions.push({
          key: 'edit',
          label: COPY.edit,
          icon: <IconEdit size={16} />,
          to: editEmployeePath(e),
        });
        if (onResendInvite && e.onDemand.state === 'invited')
          actions.push({
            key: 'resend-invite',
            label: COPY.resendInvite,
            icon: <IconMailForward size={16} />,
            onClick: () => onResendInvite(e),
          });
        return <RowActionsMenu label={COPY.openActions(employeeName(e))} actions={actions} />;
      },
    },
  ];
}
