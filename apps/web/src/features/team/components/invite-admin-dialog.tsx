// Invite an administrator by email, optionally limited to some businesses; 'Invite Sent' on success.
import { zodResolver } from '@hookform/resolvers/zod';
import { inviteAdminRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { useInviteAdminMutation } from '../api/invite-admin-mutation.ts';
import { BusinessChecklist } from './business-checklist.tsx';
import { InvitePersonForm } from './invite-person-form.tsx';

const EMPTY: z.input<typeof inviteAdminRequest> = {
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  phoneNumber: '',
  businesses: [],
};

export function InviteAdminDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteAdminMutation();
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteAdminRequest), defaultValues: EMPTY });
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
        applyServerFieldErrors(error, setError, ['email', 'firstName', 'lastName', 'phoneNumber']),
    }),
  );
  return (
    <InvitePersonForm
      opened={opened}
      onClose={close}
      onSubmit={onSubmit}
      pending={invite.isPending}
      size="lg"
      copy={COPY.form}
      email={{ field: register('email'), error: errors.email?.message }}
      firstName={{ field: register('firstName'), error: errors.firstName?.message }}
      lastName={{ field: register('lastName'), error: errors.lastName?.message }}
      jobTitle={{ field: register('jobTitle'), error: errors.jobTitle?.message }}
      phoneNumber={{ field: register('phoneNumber'), error: errors.phoneNumber?.message }}
    >
      {isMain && opened && (
        <BusinessChecklist
          value={watch('businesses') ?? []}
          onChange={(ids) => setValue('businesses', ids)}
        />
      )}
    </InvitePersonForm>
  );
}
