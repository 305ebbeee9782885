// Removes the selected members from the group after a confirmation; the toast counts the removed and the rest.
import { Button } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useUnassignFromGroupMutation } from '../api/unassign-from-group-mutation.ts';
import { GROUPS_COPY } from '../copy.ts';

const COPY = GROUPS_COPY.remove;

export function RemoveFromGroup({
  groupId,
  groupName,
  employeeIds,
  onDone,
}: {
  groupId: string;
  groupName: string;
  employeeIds: string[];
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const unassign = useUnassignFromGroupMutation();
  // Awaited rather than mutate's callbacks: the removed rows leave the table, which may unmount this bar first.
  const remove = async () => {
    const result = await unassign.mutateAsync({ groupId, employeeIds }).catch(() => null);
    if (!result) return;
    showToast(
      result.failureCount === 0
        ? { kind: 'success', message: COPY.done }
        : { kind: 'warning', message: COPY.partial(result.successCount, result.failureCount) },
    );
    setConfirming(false);
    onDone();
  };
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color="red"
        leftSection={<IconUserMinus size={14} />}
        onClick={() => setConfirming(true)}
      >
        {COPY.action}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={COPY.title}
        question={COPY.question(employeeIds.length, groupName)}
        busy={unassign.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
