// Assign the chosen employees to one group. 'Assigned to Group' when every one was assigned (spec §8); otherwise a
// warning that counts the assigned and the not assigned.
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useAssignToGroupMutation } from '../api/assign-to-group-mutation.ts';
import { useGroupOptions } from '../api/group-options-query.ts';
import { GROUPS_COPY, PEOPLE_TOASTS } from '../copy.ts';

const COPY = GROUPS_COPY.assign;

interface AssignToGroupDialogProps {
  opened: boolean;
  employeeIds: string[];
  /** Fixed when assigning from a group's own page. */
  groupId?: string;
  onClose: () => void;
  onAssigned?: () => void;
}

export function AssignToGroupDialog({
  opened,
  employeeIds,
  groupId,
  onClose,
  onAssigned,
}: AssignToGroupDialogProps) {
  const groups = useGroupOptions();
  const assign = useAssignToGroupMutation();
  const [chosen, setChosen] = useState<string | null>(groupId ?? null);
  const target = groupId ?? chosen;
  const close = () => {
    setChosen(groupId ?? null);
    onClose();
  };
  const submit = () => {
    if (!target) return;
    assign.mutate(
      { groupId: target, employeeIds },
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
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {COPY.cancel}
          </Button>
          <Button onClick={submit} disabled={!target} loading={assign.isPending}>
            {COPY.submit}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
