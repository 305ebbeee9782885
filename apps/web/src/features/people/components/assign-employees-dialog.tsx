// From a group's page: find employees by name, email or staff ID and assign the chosen ones to this group. Those
// already in it are marked; the choice is kept across searches and the buttons stay below the scrolling list.
// 'Assigned to Group' when all were assigned (spec §8); otherwise a warning counting both.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Employee } from '@paydesk/contracts';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants.ts';
import { useAssignToGroupMutation } from '../api/assign-to-group-mutation.ts';
import { useEmployees } from '../api/employees-query.ts';
import { GROUPS_COPY, PEOPLE_TOASTS } from '../copy.ts';
import { GroupAssignList, NoneFound, withToggled } from './group-assign-list.tsx';

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
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const assign = useAssignToGroupMutation();
  const toggle = (employee: Employee, checked: boolean) =>
    setChosen((current) => withToggled(current, employee._id, checked));
  const close = () => {
    setChosen(new Set());
    setSearch('');
    onClose();
  };
  const submit = () =>
    assign.mutate(
      { groupId, employeeIds: [...chosen] },
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
        <TextInput
          label={COPY.employees}
          placeholder={COPY.employeesPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          data-autofocus
        />
        <GroupAssignList
          employees={found.data?.docs ?? []}
          groupId={groupId}
          chosen={chosen}
          onToggle={toggle}
          empty={<NoneFound searching={found.isFetching} />}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="assign-chosen">
            {COPY.chosen(chosen.size)}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={close}>
              {COPY.cancel}
            </Button>
            <Button onClick={submit} disabled={chosen.size === 0} loading={assign.isPending}>
              {COPY.submit}
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppDialog>
  );
}
