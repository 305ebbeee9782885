// Give a member another role.
import { Button, Group, Stack } from '@mantine/core';
import type { RoleAssignment, TeamMember } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { gatedToast } from '@/lib/api/gated.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useChangeRoleMutation } from '../api/change-role-mutation.ts';
import { TEAM_COPY as COPY } from '../copy.ts';
import { assignmentOf, RoleSelect, roleValue } from './role-select.tsx';

export function ChangeRoleDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const change = useChangeRoleMutation();
  const mayMakeAdmins = useCan('settings.administrators.edit');
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    if (member) setValue(roleValue({ role: member.role as RoleAssignment['role'], roleId: member.roleId }));
  }, [member]);
  const save = () => {
    if (!member) return;
    const next = assignmentOf(value);
    change.mutate(
      { id: member._id, role: next.role!, roleId: next.roleId },
      {
        onSuccess: (answer) => {
          showToast(gatedToast(answer, COPY.roleChanged));
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog
      opened={member !== null}
      onClose={onClose}
      title={COPY.form.changeRoleTitle(member ? `${member.firstName} ${member.lastName}` : '')}
    >
      <Stack gap="md">
        <RoleSelect value={value} onChange={setValue} allowAdministrator={mayMakeAdmins} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {COPY.form.cancel}
          </Button>
          <Button onClick={save} loading={change.isPending} disabled={!value}>
            {COPY.form.save}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
