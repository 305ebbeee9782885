// The contacts directory's columns: name, email, phone, department, job title, status.
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
      cell: ({ row: { original: e } }) => employeeName(e),
    },
    { id: 'email', header: c.email, accessorKey: 'email', meta: { skeletonWidth: 200 } },
    { id: 'phone', header: c.phone, accessorKey: 'phoneNumber', meta: { skeletonWidth: 120 } },
    {
      id: 'department',
      header: c.department,
      cell: ({ row: { original: e } }) => e.department ?? '—',
      meta: { skeletonWidth: 100, visibleFrom: 'md' },
    },
    {
      id: 'jobTitle',
      header: c.jobTitle,
      cell: ({ row: { original: e } }) => e.jobTitle ?? '—',
      meta: { skeletonWidth: 100, visibleFrom: 'lg' },
    },
    {
      id: 'status',
      header: c.status,
      cell: ({ row: { original: e } }) => <EmployeeStatusBadge status={e.status} />,
      meta: { skeletonWidth: 70 },
    },
  ];
}
