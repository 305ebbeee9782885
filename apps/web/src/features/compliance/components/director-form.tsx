// Add or edit a director: name as registered with their bank, optional contacts, and the BVN (verified by the
// server; asked again on an edit only when the name changes).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, TextInput } from '@mantine/core';
import { type Director, directorRequest, directorUpdateRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal } from '@/components/overlays.tsx';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useAddDirectorMutation, useUpdateDirectorMutation } from '../api/director-mutations.ts';
import { COMPLIANCE_COPY } from '../copy.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'bvn'] as const;
/** On an edit the BVN box may stay empty. */
const editSchema = directorUpdateRequest.extend({
  bvn: directorRequest.shape.bvn.optional().or(z.literal('').transform(() => undefined)),
});

interface DirectorFormProps {
  opened: boolean;
  onClose: () => void;
  /** The director being edited; none when adding. */
  director: Director | null;
}

export function DirectorFormModal({ opened, onClose, director }: DirectorFormProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={director ? COMPLIANCE_COPY.editDirector : COMPLIANCE_COPY.addDirector}
      centered
      radius="lg"
      size="lg"
    >
      {opened && <DirectorForm director={director} onDone={onClose} />}
    </Modal>
  );
}

function DirectorForm({ director, onDone }: { director: Director | null; onDone: () => void }) {
  const add = useAddDirectorMutation();
  const update = useUpdateDirectorMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(director ? editSchema : directorRequest),
    defaultValues: {
      firstName: director?.firstName ?? '',
      lastName: director?.lastName ?? '',
      email: director?.email ?? '',
      phoneNumber: director?.phoneNumber ?? '',
      bvn: '',
    },
  });
  const onError = (error: unknown) => applyServerFieldErrors(error, setError, FIELDS);
  const done = (message: string) => {
    showToast({ kind: 'success', message });
    onDone();
  };
  const onSubmit = handleSubmit((values) => {
    const input = { ...values, bvn: values.bvn || undefined };
    if (director) {
      update.mutate(
        { id: director._id, ...input },
        { onSuccess: () => done(COMPLIANCE_COPY.directorUpdated), onError },
      );
    } else {
      add.mutate(
        { ...input, bvn: values.bvn ?? '' },
        { onSuccess: () => done(COMPLIANCE_COPY.directorAdded), onError },
      );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="First name"
            required
            {...register('firstName')}
            error={errors.firstName?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Last name" required {...register('lastName')} error={errors.lastName?.message} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Email (optional)"
            type="email"
            {...register('email')}
            error={errors.email?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Phone number (optional)"
            placeholder="08031234567"
            {...register('phoneNumber')}
            error={errors.phoneNumber?.message}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label="Bank verification number (BVN)"
            description={
              director
                ? COMPLIANCE_COPY.bvnAgain
                : 'The 11 digits; we check the name against the bank record.'
            }
            inputMode="numeric"
            maxLength={11}
            required={!director}
            autoComplete="off"
            {...register('bvn')}
            error={errors.bvn?.message}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending || update.isPending}>
          {director ? 'Save director' : COMPLIANCE_COPY.addDirector}
        </Button>
      </Group>
    </form>
  );
}
