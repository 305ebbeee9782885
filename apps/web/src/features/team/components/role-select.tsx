// The role picker of the invite and change-role dialogs: the business's custom roles, the suggested roles it has
// not created yet (Viewer, Approver, Payroll officer, Finance manager), and Administrator for those who may manage
// administrators. A suggested role becomes a custom role of the business the first time it is chosen (POST
// …/team/roles, audited and checked like any other), so the owner can rename it or change its permissions later.
import { Select } from '@mantine/core';
import { presetNamed, ROLE_PRESETS, type RoleAssignment } from '@paydesk/contracts';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { useRoles } from '../api/roles-query.ts';
import { useSaveRoleMutation } from '../api/save-role-mutation.ts';
import { TEAM_COPY as COPY } from '../copy.ts';

const ADMIN = 'employer-admin';
const PRESET = 'preset:';

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
  const create = useSaveRoleMutation();
  const existing = roles.data?.docs ?? [];
  const missing = ROLE_PRESETS.filter(
    (preset) => !existing.some((role) => presetNamed(role.name) === preset),
  );
  const data = [
    ...(allowAdministrator ? [{ value: ADMIN, label: COPY.form.administrator }] : []),
    ...existing.map((role) => ({ value: role._id, label: role.name })),
    ...missing.map((preset) => ({
      value: `${PRESET}${preset.key}`,
      label: COPY.form.presetLabel(preset.name),
    })),
  ];
  const choose = (picked: string | null) => {
    const preset = picked?.startsWith(PRESET)
      ? ROLE_PRESETS.find((p) => `${PRESET}${p.key}` === picked)
      : null;
    if (!preset) return onChange(picked);
    create.mutate(
      { name: preset.name, description: preset.description, permissions: [...preset.permissions] },
      {
        onSuccess: (answer) => {
          if (answer.gated) showToast({ kind: 'info', message: answer.message });
          else onChange(answer.answer.data._id);
        },
        onError: (failure) => showToast({ kind: 'error', message: toApiError(failure).message }),
      },
    );
  };
  return (
    <Select
      label={COPY.form.role}
      placeholder={COPY.form.rolePlaceholder}
      withAsterisk
      data={data}
      value={value}
      onChange={choose}
      error={error}
      nothingFoundMessage={COPY.form.noRoles}
      description={roles.isSuccess && data.length === 0 ? COPY.form.noRoles : undefined}
      comboboxProps={{ withinPortal: true }}
      disabled={roles.isPending || create.isPending}
    />
  );
}
