// From a group's page: find employees by name, email or staff ID and assign the chosen ones to this group.
// 'Assigned to Group' when all were assigned (spec §8); otherwise a warning counting both.
import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants.ts';
import { useAssignToGroupMutation } from '../api/assign-to-group-mutation.ts';
import { useEmployees } from '../api/employees-query.ts';
import { GROUPS_COPY, PEOPLE_TOASTS } from '../copy.ts';
import { employeeName } from '../logic/employee-paths.ts';

const COPY = GROUPS_COPY.assign;

export function AssignEmployeesDialog({
  groupId,
  opened,
  onClose,
}: {
  groupId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useEmployees({ page: 1, ...(debounced ? { search: debounced } : {}) }, { enabled: opened });
  const [chosen, setChosen] = useState<Array<{ value: string; label: string }>>([]);
  const assign = useAssignToGroupMutation();
  const options = [
    ...chosen,
    ...(found.data?.docs ?? [])
      .filter((employee) => !chosen.some((picked) => picked.value === employee._id))
      .map((employee) => ({ value: employee._id, label: `${employeeName(employee)} · ${employee.staffId}` })),
  ];
  const close = () => {
    setChosen([]);
    setSearch('');
    onClose();
  };
  const submit = () =>
    assign.mutate(
      { groupId, employeeIds: chosen.map((picked) => picked.value) },
      {
        onSuccess: (result) => {
          showToast(
            result.failureCount === 0
              ? { kind: 'success', message: PEOPLE_TOASTS.assigned }
              : { kind: 'warning', message: COPY.result(result.successCount, result.failureCount) },
          );
          close();
        },
      },
    );
  return (
    <AppDialog opened={opened} onClose={close} title={GROUPS_COPY.details.addMembers}>
      <Stack gap="md">
        <MultiSelect
          label={COPY.employees}
          placeholder={COPY.employeesPlaceholder}
          data={options}
          value={chosen.map((picked) => picked.value)}
          onChange={(ids) => setChosen(options.filter((option) => ids.includes(option.value)))}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={found.isFetching ? COPY.searching : COPY.noneFound}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {COPY.cancel}
          </Button>
          <Button onClick={submit} disabled={chosen.length === 0} loading={assign.isPending}>
            {COPY.submit}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
