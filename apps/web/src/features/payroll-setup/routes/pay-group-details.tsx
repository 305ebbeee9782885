// /payroll-configuration/pay-groups/:id/view: the pay group's schedule, structure, benefits and allowances, its
// employees, assigning more (an employee in another pay group moves here) and removing selected ones after a yes.
// Partial failures warn.
import { Button, Group, MultiSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PayGroup, PayGroupEmployee } from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { BackButton } from '@/components/back-button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import {
  useAssignEmployees,
  useAssignedEmployees,
  useEmployeeOptions,
  useSetupRecord,
  useUnassignEmployees,
} from '../api/resources.ts';
import { AssignedItem } from '../components/unassign-item.tsx';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';

const COPY = SETUP_COPY.groups;

function AssignEmployees({
  group,
  opened,
  onClose,
}: {
  group: PayGroup;
  opened: boolean;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useEmployeeOptions(debounced, opened);
  const [chosen, setChosen] = useState<Array<{ value: string; label: string }>>([]);
  const assign = useAssignEmployees(group._id);
  const options = [
    ...chosen,
    ...(found.data ?? [])
      .filter((e) => !chosen.some((c) => c.value === e._id))
      .map((e) => ({ value: e._id, label: `${e.firstName} ${e.lastName} · ${e.staffId}` })),
  ];
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <AppDialog opened={opened} onClose={close} title={`${COPY.assignEmployees}: ${group.name}`}>
      <MultiSelect
        label={COPY.employees}
        data={options}
        value={chosen.map((c) => c.value)}
        onChange={(values) => setChosen(options.filter((o) => values.includes(o.value)))}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data-testid="assign-employees-select"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {SETUP_COPY.cancel}
        </Button>
        <Button
          disabled={chosen.length === 0}
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              chosen.map((c) => c.value),
              {
                onSuccess: (result) => {
                  if (result.successCount > 0)
                    showToast({
                      kind: 'success',
                      message: PAYROLL_SETUP_TOASTS.employeesAssigned(result.successCount),
                    });
                  if (result.failureCount > 0)
                    showToast({ kind: 'warning', message: result.failures.map((f) => f.message).join('. ') });
                  close();
                },
              },
            )
          }
        >
          {SETUP_COPY.assign.submit}
        </Button>
      </Group>
    </AppDialog>
  );
}

/** The selected employees leave the pay group after a yes; the list refreshes and the selection clears. */
function RemoveEmployees({
  group,
  selected,
  onDone,
}: {
  group: PayGroup;
  selected: PayGroupEmployee[];
  onDone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const unassign = useUnassignEmployees(group._id);
  // mutateAsync, not mutate's callbacks: the refetch after the change can drop the selection and unmount this bar
  // before the callbacks run, and the toast would be lost.
  const confirm = () =>
    unassign
      .mutateAsync(selected.map((e) => e._id))
      .then((result) => {
        if (result.successCount > 0)
          showToast({
            kind: 'success',
            message: PAYROLL_SETUP_TOASTS.employeesRemoved(result.successCount),
          });
        if (result.failureCount > 0)
          showToast({ kind: 'warning', message: result.failures.map((f) => f.message).join('. ') });
        setAsking(false);
        onDone();
      })
      .catch(() => setAsking(false));
  return (
    <>
      <Button color="red" variant="light" size="xs" onClick={() => setAsking(true)}>
        {COPY.removeEmployees}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={COPY.removeTitle}
        question={COPY.removeQuestion(selected.length, group.name)}
        confirmLabel={COPY.remove}
        cancelLabel={SETUP_COPY.cancel}
        busy={unassign.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

function Details({ group }: { group: PayGroup }) {
  const mayManage = useCan('payroll.setup.manage');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const employees = useAssignedEmployees(group._id, page);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={22}>
            {group.name}
          </Title>
          {group.description && <Text c="dimmed">{group.description}</Text>}
        </div>
        {mayManage && <Button onClick={() => setOpen(true)}>{COPY.assignEmployees}</Button>}
      </Group>
      <Paper p="lg" withBorder>
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {COPY.schedule}
            </Text>
            <Text fw={600}>{group.paySchedule?.name ?? '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {COPY.structure}
            </Text>
            {group.payStructure ? (
              <AssignedItem
                group={group}
                kind="pay structure"
                item={group.payStructure}
                mayManage={mayManage}
              />
            ) : (
              <Text fw={600}>—</Text>
            )}
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Benefits and allowances
            </Text>
            <Group gap="xs">
              {group.benefitsInKind.map((i) => (
                <AssignedItem key={i._id} group={group} kind="benefit" item={i} mayManage={mayManage} />
              ))}
              {group.allowancesAndBonuses.map((i) => (
                <AssignedItem key={i._id} group={group} kind="allowance" item={i} mayManage={mayManage} />
              ))}
            </Group>
          </div>
        </Group>
      </Paper>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <DataTable<PayGroupEmployee>
          label={COPY.employees}
          columns={[
            {
              id: 'name',
              header: 'Name',
              cell: ({ row }) => `${row.original.firstName} ${row.original.lastName}`,
            },
            {
              id: 'staffId',
              header: 'Staff ID',
              meta: { visibleFrom: 'sm' },
              cell: ({ row }) => row.original.staffId,
            },
            {
              id: 'gross',
              header: 'Gross pay',
              meta: { align: 'right' },
              cell: ({ row }) => formatMinorAsNaira(row.original.grossPay),
            },
          ]}
          getRowId={(e) => e._id}
          {...pagedQueryProps(employees, setPage)}
          rowTestId={(e) => `pay-group-employee-${e.firstName}`}
          testId="pay-group-employees"
          bulkActions={
            mayManage
              ? (selected, clearSelection) => (
                  <RemoveEmployees group={group} selected={selected} onDone={clearSelection} />
                )
              : undefined
          }
          empty={{ header: 'No employees in this pay group yet' }}
        />
      </Paper>
      <AssignEmployees group={group} opened={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}

export function Component() {
  const { id } = useParams();
  const mayView = useCan('payroll.setup.view');
  const group = useSetupRecord('groups', id);
  if (!mayView) return <Navigate to="/401" replace />;
  return (
    <Stack gap="sm">
      <div>
        <BackButton fallback="/payroll-configuration/pay-groups" />
      </div>
      <QueryState query={group} loading={<Skeleton h={240} />}>
        {(g) => <Details group={g} />}
      </QueryState>
    </Stack>
  );
}
