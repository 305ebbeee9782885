// Assign the chosen employees to one group. Once the group is picked, the employees are listed (scrolling inside the
// dialog, the buttons below it), ticked, with those already in it marked and left out of the request; unticking
// one leaves it out too. 'Assigned to Group' when every one was assigned (spec §8); otherwise a warning that counts
// the assigned and the not assigned.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useAssignToGroupMutation } from '../api/assign-to-group-mutation.ts';
import { useGroupOptions } from '../api/group-options-query.ts';
import { GROUPS_COPY, PEOPLE_TOASTS } from '../copy.ts';
import { GroupAssignList, inGroup, withToggled } from './group-assign-list.tsx';

const COPY = GROUPS_COPY.assign;

interface AssignToGroupDialogProps {
  opened: boolean;
  employees: Employee[];
  /** Fixed when assigning from a group's own page. */
  groupId?: string;
  onClose: () => void;
  onAssigned?: () => void;
}

export function AssignToGroupDialog({
  opened,
  employees,
  groupId,
  onClose,
  onAssigned,
}: AssignToGroupDialogProps) {
  const groups = useGroupOptions();
  const assign = useAssignToGroupMutation();
  const [chosen, setChosen] = useState<string | null>(groupId ?? null);
  const target = groupId ?? chosen;
  // Unticked in the list: left out of this assignment.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const toAssign = employees.filter((employee) => !inGroup(employee, target) && !excluded.has(employee._id));
  const close = () => {
    setChosen(groupId ?? null);
    setExcluded(new Set());
    onClose();
  };
  const submit = () => {
    if (!target) return;
    assign.mutate(
      { groupId: target, employeeIds: toAssign.map((employee) => employee._id) },
      {
        onSuccess: (result) => {
          showToast(
            result.failureCount === 0
              ? { kind: 'success', message: PEOPLE_TOASTS.assigned }
              : { kind: 'warning', message: COPY.result(result.successCount, result.failureCount) },
          );
          onAssigned?.();
          close();
        },
      },
    );
  };
  return (
    <AppDialog opened={opened} onClose={close} title={COPY.title}>
      <Stack gap="md">
        {!groupId && (
          <Select
            label={COPY.group}
            placeholder={COPY.placeholder}
            data={groups.data ?? []}
            value={chosen}
            onChange={setChosen}
            searchable
            withAsterisk
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        {target && (
          <GroupAssignList
            employees={employees}
            groupId={target}
            chosen={new Set(toAssign.map((employee) => employee._id))}
            onToggle={(employee, checked) =>
              setExcluded((current) => withToggled(current, employee._id, !checked))
            }
          />
        )}
        {target && employees.every((employee) => inGroup(employee, target)) && (
          <Text size="sm" c="dimmed">
            {COPY.allIn}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {COPY.cancel}
          </Button>
          <Button onClick={submit} disabled={!target || toAssign.length === 0} loading={assign.isPending}>
            {COPY.submit}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
