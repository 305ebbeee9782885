// /payroll-configuration/benefits: benefits in kind (taxable, not paid in cash). Creating one says 'Benefit created'
// and opens the assignment modal; a failure keeps it closed.
import { Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { type BenefitInKind, PAYROLL_SETUP_PATHS } from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
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

const COPY = SETUP_COPY.benefits;

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  const save = useSaveRecord('benefits');
  const { errors, take, clear } = useServerErrors();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [value, setValue] = useState<number | string>('');
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  if (!mayView) return <Navigate to="/401" replace />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { body: { name, monthlyValue: nairaToKobo(value) } },
      {
        onSuccess: (benefit) => {
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.benefitCreated });
          setOpen(false);
          setName('');
          setValue('');
          clear();
          setAssign({
            path: PAYROLL_SETUP_PATHS.payGroupAssignBenefitsInKind,
            field: 'benefit_in_kind_id',
            id: benefit._id,
            name: benefit.name,
          });
        },
        onError: (error) => {
          setAssign(null);
          if (!take(error)) showToast({ kind: 'warning', message: (error as Error).message });
        },
      },
    );
  };
  return (
    <SetupList<BenefitInKind>
      resource="benefits"
      title={COPY.title}
      subtitle={COPY.subtitle}
      createLabel={COPY.create}
      assign="/payroll-configuration/benefits/assign"
      create={() => setOpen(true)}
      mayManage={mayManage}
      deletedMessage="Benefit deleted"
      testId="benefits"
      columns={(onDelete) => [
        {
          id: 'name',
          header: COPY.name,
          cell: ({ row }) => (
            <NameLink
              to={`/payroll-configuration/benefits/${row.original._id}/view`}
              name={row.original.name}
            />
          ),
        },
        {
          id: 'value',
          header: COPY.monthlyValue,
          cell: ({ row }) => formatMinorAsNaira(row.original.monthlyValue),
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
                    onClick: () =>
                      setAssign({
                        path: PAYROLL_SETUP_PATHS.payGroupAssignBenefitsInKind,
                        field: 'benefit_in_kind_id',
                        id: row.original._id,
                        name: row.original.name,
                      }),
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
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              data-autofocus
            />
            <NumberInput
              label={COPY.monthlyValue}
              value={value}
              onChange={setValue}
              min={0}
              thousandSeparator=","
              error={errors.monthlyValue}
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
