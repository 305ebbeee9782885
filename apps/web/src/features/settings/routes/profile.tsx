// /settings/profile: the member's names, job title, phone (confirmed with a code sent to the new number) and photo.
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type AccountProfile, updateProfileRequest } from '@paydesk/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CodeInput } from '@/components/code-input.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { initials } from '@/lib/format/text.ts';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import {
  useConfirmPhone,
  useProfile,
  useSaveProfile,
  useSendPhoneCode,
  useUploadPhoto,
} from '../api/profile.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import { SettingsPage, SettingsSection } from '../components/settings-section.tsx';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.profile;
type ProfileForm = z.input<typeof updateProfileRequest>;

function NamesForm({ profile }: { profile: AccountProfile }) {
  const save = useSaveProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      jobTitle: profile.jobTitle ?? '',
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => showToast({ kind: 'success', message: COPY.saved }),
      onError: (error) => applyServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'jobTitle']),
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={COPY.firstName}
            {...form.register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput label={COPY.lastName} {...form.register('lastName')} error={errors.lastName?.message} />
          <TextInput label={COPY.jobTitle} {...form.register('jobTitle')} error={errors.jobTitle?.message} />
          <TextInput label={COPY.email} value={profile.email} readOnly disabled />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="save-profile">
            {COPY.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PhoneForm({ profile }: { profile: AccountProfile }) {
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const pending = send.data?.phoneNumber ?? profile.pendingPhoneNumber;
  const sendError = isApiError(send.error) ? send.error.fieldErrors.phoneNumber?.[0] : undefined;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600} data-testid="current-phone">
          {profile.phoneNumber ?? '—'}
        </Text>
        {profile.phoneNumber && (
          <Badge color={profile.phoneVerified ? 'green' : 'gray'} variant="light">
            {profile.phoneVerified ? COPY.phoneVerified : COPY.phoneUnverified}
          </Badge>
        )}
      </Group>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={COPY.phone}
          placeholder="0803 123 4567"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={sendError}
          miw={220}
        />
        <Button variant="light" onClick={() => send.mutate(phone)} loading={send.isPending} disabled={!phone}>
          {COPY.changePhone}
        </Button>
      </Group>
      {pending && (
        <Stack gap="sm">
          <Text size="sm">{COPY.codeSent(pending)}</Text>
          <CodeInput value={code} onChange={setCode} label={COPY.code} />
          <Group>
            <Button
              onClick={() =>
                confirm.mutate(code, {
                  onSuccess: () => {
                    setCode('');
                    setPhone('');
                    send.reset();
                    showToast({ kind: 'success', message: COPY.phoneSaved });
                  },
                })
              }
              loading={confirm.isPending}
              disabled={code.length !== 6}
            >
              {COPY.confirmPhone}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

export function Component() {
  const profile = useProfile();
  const upload = useUploadPhoto();
  return (
    <SettingsPage title={COPY.title} subtitle={COPY.subtitle}>
      <QueryState query={profile} loading={<Skeleton h={320} radius="lg" />}>
        {(data) => (
          <>
            <SettingsSection title={COPY.photo} testId="profile-photo">
              <ImageUpload
                label={COPY.uploadPhoto}
                help={COPY.photoHelp}
                src={data.photoUrl}
                fallback={initials(`${data.firstName} ${data.lastName}`).slice(0, 2)}
                busy={upload.isPending}
                onFile={(file) =>
                  upload.mutate(file, {
                    onSuccess: () => showToast({ kind: 'success', message: COPY.photoSaved }),
                  })
                }
                testId="photo"
              />
            </SettingsSection>
            <SettingsSection title={COPY.details}>
              <NamesForm key={`${data.firstName}|${data.lastName}|${data.jobTitle}`} profile={data} />
            </SettingsSection>
            <SettingsSection title={COPY.phone} description={COPY.phoneHelp}>
              <PhoneForm profile={data} />
            </SettingsSection>
          </>
        )}
      </QueryState>
    </SettingsPage>
  );
}
