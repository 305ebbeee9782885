// The invitation form both team invitations share (a member with a role, an administrator with businesses): one
// dialog, the person's fields, and Cancel / Send. Each dialog adds its own fields as children.
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AppDialog } from '@/components/app-dialog.tsx';

interface PersonField {
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

export interface InvitePersonFormProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  size?: 'md' | 'lg';
  copy: {
    inviteTitle: string;
    inviteDescription: string;
    email: string;
    firstName: string;
    lastName: string;
    jobTitle: string;
    phoneNumber?: string;
    cancel: string;
    send: string;
  };
  email: PersonField;
  firstName: PersonField;
  lastName: PersonField;
  jobTitle: PersonField;
  /** Asked only where the invitation keeps a phone number (administrators). */
  phoneNumber?: PersonField;
  children?: ReactNode;
}

export function InvitePersonForm(props: InvitePersonFormProps) {
  const { copy, email, firstName, lastName, jobTitle, phoneNumber } = props;
  return (
    <AppDialog
      opened={props.opened}
      onClose={props.onClose}
      title={copy.inviteTitle}
      description={copy.inviteDescription}
      size={props.size ?? 'md'}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={copy.email}
            type="email"
            withAsterisk
            error={email.error}
            {...email.field}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={copy.firstName} withAsterisk error={firstName.error} {...firstName.field} />
            <TextInput label={copy.lastName} withAsterisk error={lastName.error} {...lastName.field} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: phoneNumber ? 2 : 1 }}>
            <TextInput label={copy.jobTitle} error={jobTitle.error} {...jobTitle.field} />
            {phoneNumber && (
              <TextInput
                label={copy.phoneNumber}
                type="tel"
                error={phoneNumber.error}
                {...phoneNumber.field}
              />
            )}
          </SimpleGrid>
          {props.children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              {copy.cancel}
            </Button>
            <Button type="submit" loading={props.pending}>
              {copy.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
