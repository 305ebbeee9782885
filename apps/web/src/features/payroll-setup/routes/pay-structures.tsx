import type { PayStructure } from '@paydesk/contracts';
import { Navigate } from 'react-router';
import { formatDate } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { DeleteMenu } from '../components/delete-action.tsx';
import { NameLink } from '../components/name-link.tsx';
import { SetupList } from '../components/setup-list.tsx';
import { SETUP_COPY } from '../copy.ts';

const COPY = SETUP_COPY.structures;
const rule = (r: PayStructure['components']['basic'] | null) =>
  r ? (r.kind === 'percent' ? `${r.basisPoints / 100}%` : `₦${(r.kobo / 100).toLocaleString('en-NG')}`) : '—';

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  if (!mayView) return <Navigate to="/401" replace />;
  return (
    <SetupList<PayStructure>
      resource="structures"
      title={COPY.title}
      subtitle={COPY.subtitle}
      createLabel={COPY.create}
      assign="/payroll-configuration/pay-structure/assign"
      create="/payroll-configuration/pay-structure/create"
      mayManage={mayManage}
      deletedMessage="Pay structure deleted"
      testId="pay-structures"
      columns={(onDelete) => [
        {
          id: 'name',
          header: COPY.name,
          cell: ({ row }) => (
            <NameLink
              to={`/payroll-configuration/pay-structure/${row.original._id}/view`}
              name={row.original.name}
            />
          ),
        },
        {
          id: 'split',
          header: `${COPY.basic} / ${COPY.housing} / ${COPY.transport}`,
          cell: ({ row: { original: s } }) =>
            `${rule(s.components.basic)} / ${rule(s.components.housing)} / ${rule(s.components.transport)}`,
        },
        {
          id: 'deductions',
          header: COPY.customDeductions,
          meta: { visibleFrom: 'sm' },
          cell: ({ row }) => row.original.deductions.custom_deductions.map((d) => d.name).join(', ') || '—',
        },
        {
          id: 'groups',
          header: COPY.groups,
          meta: { align: 'right', width: 100 },
          cell: ({ row }) => row.original.payGroupCount,
        },
        {
          id: 'from',
          header: 'In force from',
          meta: { visibleFrom: 'md' },
          cell: ({ row }) => formatDate(row.original.effectiveFrom),
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
