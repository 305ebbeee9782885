// The actions on the selected employees: enable, disable and archive (those two confirmed first), invite to
// on-demand pay, assign to a group. Each item succeeds or fails on its own; the toast counts both.
import { Button, Menu } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import {
  IconArchive,
  IconChevronDown,
  IconSend,
  IconUserCheck,
  IconUserOff,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { type BulkEmployeeAction, useBulkEmployeesMutation } from '../api/bulk-employees-mutation.ts';
import { EMPLOYEES_COPY as COPY, PEOPLE_TOASTS } from '../copy.ts';
import { AssignToGroupDialog } from './assign-to-group-dialog.tsx';

const SUCCESS: Record<BulkEmployeeAction, string> = {
  enable: PEOPLE_TOASTS.activated,
  disable: PEOPLE_TOASTS.deactivated,
  archive: COPY.bulk.archived,
  'invite-on-demand': PEOPLE_TOASTS.inviteSent,
};

export function EmployeeBulkActions({ selected, onDone }: { selected: Employee[]; onDone: () => void }) {
  const bulk = useBulkEmployeesMutation();
  const mayInvite = useCan('people.on-demand.manage');
  const mayAssign = useCan('people.groups.manage');
  const [confirm, setConfirm] = useState<'disable' | 'archive' | null>(null);
  const [assigning, setAssigning] = useState(false);
  const ids = selected.map((employee) => employee._id);

  // Awaited rather than mutate's callbacks: the list's refetch after the change can drop the selection (archived
  // rows leave the table) and unmount this bar before the callbacks run, and the toast would be lost. A failure
  // toasts the server's message through the query client.
  const run = async (action: BulkEmployeeAction) => {
    const result = await bulk.mutateAsync({ action, ids }).catch(() => null);
    if (!result) return;
    showToast(
      result.failureCount === 0
        ? { kind: 'success', message: SUCCESS[action] }
        : { kind: 'warning', message: COPY.bulk.partial(result.successCount, result.failureCount) },
    );
    setConfirm(null);
    onDone();
  };

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUserCheck size={14} />}
        onClick={() => run('enable')}
      >
        {COPY.bulk.enable}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUserOff size={14} />}
        onClick={() => setConfirm('disable')}
      >
        {COPY.bulk.disable}
      </Button>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            color="red"
            leftSection={<IconArchive size={16} />}
            onClick={() => setConfirm('archive')}
          >
            {COPY.bulk.archive}
          </Menu.Item>
          {mayInvite && (
            <Menu.Item leftSection={<IconSend size={16} />} onClick={() => run('invite-on-demand')}>
              {COPY.bulk.invite}
            </Menu.Item>
          )}
          {mayAssign && (
            <Menu.Item leftSection={<IconUsersGroup size={16} />} onClick={() => setAssigning(true)}>
              {COPY.bulk.assign}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'archive' ? COPY.bulk.archiveTitle : COPY.bulk.disableTitle}
        question={
          confirm === 'archive'
            ? COPY.bulk.archiveQuestion(ids.length)
            : COPY.bulk.disableQuestion(ids.length)
        }
        busy={bulk.isPending}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      />
      <AssignToGroupDialog
        opened={assigning}
        employees={selected}
        onClose={() => setAssigning(false)}
        onAssigned={onDone}
      />
    </>
  );
}
