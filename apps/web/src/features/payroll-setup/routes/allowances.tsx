// /payroll-configuration/allowances: allowances and bonuses, one-off or recurring, taxable or not. Creating one
// says 'Allowance created' and opens the assignment modal; a failure keeps it closed with a warning toast.
import { Button, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { type AllowanceAndBonus, PAYROLL_SETUP_PATHS } from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { DateField } from '@/components/date-field.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useSaveRecord } from '../api/resources.ts';
import { AssignDialog, type AssignTarget } from '../components/assign-dialog.tsx';
import { DeleteMenu } from '../components/delete-action.tsx';
import { NameLink } from '../components/name-link.tsx';
import { SetupList } from '../components/setup-list.tsx';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';
import { nairaToKobo, useServerErrors } from '../logic/form-errors.ts';

const COPY = SETUP_COPY.allowances;
const EMPTY = {
  name: '',
  kind: 'allowance',
  recurrence: 'recurring',
  taxable: true,
  naira: '' as number | string,
  payDate: '',
};

const assignTarget = (a: { _id: string; name: string }): AssignTarget => ({
  path: PAYROLL_SETUP_PATHS.payGroupAssignAllowanceAndBonus,
  field: 'allowance_and_bonus_id',
  id: a._id,
  name: a.name,
});

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  const save = useSaveRecord('allowances');
  const { errors, take, clear } = useServerErrors();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState(EMPTY);
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  if (!mayView) return <Navigate to="/401" replace />;
  const set = (patch: Partial<typeof EMPTY>) => setV((old) => ({ ...old, ...patch }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      name: v.name,
      kind: v.kind,
      recurrence: v.recurrence,
      taxable: v.taxable,
      amount: { kind: 'fixed', kobo: nairaToKobo(v.naira) },
      payDate: v.recurrence === 'one_off' && v.payDate ? v.payDate : null,
    };
    save.mutate(
      { body },
      {
        onSuccess: (allowance) => {
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.allowanceCreated });
          setOpen(false);
          setV(EMPTY);
          clear();
          setAssign(assignTarget(allowance));
        },
        onError: (error) => {
          setAssign(null);
          if (!take(error)) showToast({ kind: 'warning', message: (error as Error).message });
        },
      },
    );
  };
  return (
    <SetupList<AllowanceAndBonus>
      resource="allowances"
      title={COPY.title}
      subtitle={COPY.subtitle}
      createLabel={COPY.create}
      assign="/payroll-configuration/allowances/assign"
      create={() => setOpen(true)}
      mayManage={mayManage}
      deletedMessage="Allowance deleted"
      testId="allowances"
      columns={(onDelete) => [
        {
          id: 'name',
          header: COPY.name,
          cell: ({ row }) => (
            <NameLink
              to={`/payroll-configuration/allowances/${row.original._id}/view`}
              name={row.original.name}
            />
          ),
        },
        {
          id: 'kind',
          header: COPY.kind,
          cell: ({ row: { original: a } }) =>
            `${a.kind === 'bonus' ? 'Bonus' : 'Allowance'} · ${a.recurrence === 'one_off' ? 'one-off' : 'recurring'}${a.taxable ? '' : ' · not taxable'}`,
        },
        {
          id: 'amount',
          header: COPY.amount,
          cell: ({ row: { original: a } }) =>
            a.amount.kind === 'fixed' ? formatMinorAsNaira(a.amount.kobo) : `${a.amount.basisPoints / 100}%`,
        },
        {
          id: 'groups',
          header: SETUP_COPY.structures.groups,
          meta: { align: 'right', width: 100 },
          cell: ({ row }) => row.original.payGroupCount,
        },
        {
          id: 'actions',
          header: '',
          meta: { width: 60 },
          cell: ({ row }) =>
            mayManage ? (
              <DeleteMenu
                name={row.original.name}
                onDelete={() => onDelete(row.original)}
                extra={[
                  {
                    key: 'assign',
                    label: SETUP_COPY.assign.title,
                    icon: null,
                    onClick: () => setAssign(assignTarget(row.original)),
                  },
                ]}
              />
            ) : null,
        },
      ]}
    >
      <AppDialog opened={open} onClose={() => setOpen(false)} title={COPY.create}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={COPY.name}
              withAsterisk
              value={v.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
              data-autofocus
            />
            <Group grow>
              <Select
                label={COPY.kind}
                data={[
                  { value: 'allowance', label: 'Allowance' },
                  { value: 'bonus', label: 'Bonus' },
                ]}
                value={v.kind}
                onChange={(kind) => kind && set({ kind })}
                allowDeselect={false}
              />
              <Select
                label={COPY.recurrence}
                data={[
                  { value: 'recurring', label: 'Every pay period' },
                  { value: 'one_off', label: 'Once' },
                ]}
                value={v.recurrence}
                onChange={(recurrence) => recurrence && set({ recurrence })}
                allowDeselect={false}
              />
            </Group>
            <NumberInput
              label={COPY.amount}
              value={v.naira}
              onChange={(naira) => set({ naira })}
              min={0}
              thousandSeparator=","
              error={errors['amount.kobo']}
            />
            {v.recurrence === 'one_off' && (
              <DateField
                label={COPY.payDate}
                withAsterisk
                value={v.payDate}
                onChange={(payDate) => set({ payDate })}
                error={errors.payDate}
              />
            )}
            <Checkbox
              label={COPY.taxable}
              checked={v.taxable}
              onChange={(e) => set({ taxable: e.currentTarget.checked })}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {SETUP_COPY.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {COPY.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppDialog>
      <AssignDialog target={assign} onClose={() => setAssign(null)} />
    </SetupList>
  );
}
