// Invite a colleague by email with a role; 'Invite Sent' on success (spec §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteMemberRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useInviteMemberMutation } from '../api/invite-member-mutation.ts';
import { TEAM_COPY as COPY } from '../copy.ts';
import { InvitePersonForm } from './invite-person-form.tsx';
import { assignmentOf, RoleSelect, roleValue } from './role-select.tsx';

const EMPTY: z.input<typeof inviteMemberRequest> = {
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  role: 'custom',
  roleId: null,
};

export function InviteMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteMemberMutation();
  const mayMakeAdmins = useCan('settings.administrators.edit');
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm({ resolver: zodResolver(inviteMemberRequest), defaultValues: EMPTY });
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        showToast({ kind: 'success', message: answer.message });
        close();
      },
      onError: (error) =>
        applyServerFieldErrors(error, setError, ['email', 'firstName', 'lastName', 'roleId']),
    }),
  );
  return (
    <InvitePersonForm
      opened={opened}
      onClose={close}
      onSubmit={onSubmit}
      pending={invite.isPending}
      copy={COPY.form}
      email={{ field: register('email'), error: errors.email?.message }}
      firstName={{ field: register('firstName'), error: errors.firstName?.message }}
      lastName={{ field: register('lastName'), error: errors.lastName?.message }}
      jobTitle={{ field: register('jobTitle'), error: errors.jobTitle?.message }}
    >
      <RoleSelect
        value={roleValue({ role: watch('role'), roleId: watch('roleId') })}
        onChange={(value) => {
          const next = assignmentOf(value);
          setValue('role', next.role ?? 'custom');
          setValue('roleId', next.roleId ?? null, { shouldValidate: isSubmitted });
        }}
        allowAdministrator={mayMakeAdmins}
        error={errors.roleId?.message ?? errors.role?.message}
      />
    </InvitePersonForm>
  );
}
