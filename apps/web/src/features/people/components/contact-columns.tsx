// The contacts directory's columns: name, email, phone, department, job title, status.
import { Stack, Text } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { CONTACTS_COPY as COPY } from '../copy.ts';
import { employeeName } from '../logic/employee-paths.ts';
import { EmployeeStatusBadge } from './employee-badges.tsx';

export function contactColumns(): ColumnDef<Employee>[] {
  const c = COPY.columns;
  return [
    {
      id: 'name',
      header: c.name,
      enableHiding: false,
      enableSorting: true,
      meta: { skeletonWidth: 160 },
      // Phones see the email under the name; its own column starts at md.
      cell: ({ row: { original: e } }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {employeeName(e)}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="md" truncate maw={180}>
            {e.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'email',
      header: c.email,
      accessorKey: 'email',
      enableSorting: true,
      meta: { skeletonWidth: 200, visibleFrom: 'md' },
    },
    {
      id: 'phone',
      header: c.phone,
      accessorKey: 'phoneNumber',
      enableSorting: true,
      meta: { skeletonWidth: 120 },
    },
    {
      id: 'department',
      header: c.department,
      enableSorting: true,
      cell: ({ row: { original: e } }) => e.department ?? '—',
      meta: { skeletonWidth: 100, visibleFrom: 'md' },
    },
    {
      id: 'jobTitle',
      header: c.jobTitle,
      enableSorting: true,
      cell: ({ row: { original: e } }) => e.jobTitle ?? '—',
      meta: { skeletonWidth: 100, visibleFrom: 'lg' },
    },
    {
      id: 'status',
      header: c.status,
      enableSorting: true,
      cell: ({ row: { original: e } }) => <EmployeeStatusBadge status={e.status} />,
      meta: { skeletonWidth: 70 },
    },
  ];
}
