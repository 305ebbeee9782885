// The role picker of the invite and change-role dialogs: the business's custom roles, and Administrator for those
// who may manage administrators.
import { Select } from '@mantine/core';
import type { RoleAssignment } from '@paydesk/contracts';
import { useRoles } from '../api/roles-query.ts';
import { TEAM_COPY as COPY } from '../copy.ts';

const ADMIN = 'employer-admin';

export const roleValue = (assignment: Partial<RoleAssignment>) =>
  assignment.role === 'employer-admin' ? ADMIN : (assignment.roleId ?? null);

export const assignmentOf = (value: string | null): Partial<RoleAssignment> =>
  value === ADMIN ? { role: 'employer-admin', roleId: null } : { role: 'custom', roleId: value };

interface RoleSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
  allowAdministrator: boolean;
  error?: string;
}

export function RoleSelect({ value, onChange, allowAdministrator, error }: RoleSelectProps) {
  const roles = useRoles();
  const data = [
    ...(allowAdministrator ? [{ value: ADMIN, label: COPY.form.administrator }] : []),
    ...(roles.data?.docs ?? []).map((role) => ({ value: role._id, label: role.name })),
  ];
  return (
    <Select
      label={COPY.form.role}
      placeholder={COPY.form.rolePlaceholder}
      withAsterisk
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage={COPY.form.noRoles}
      description={
        roles.isSuccess && roles.data.docs.length === 0 && !allowAdministrator ? COPY.form.noRoles : undefined
      }
      comboboxProps={{ withinPortal: true }}
      disabled={roles.isPending}
    />
  );
}
