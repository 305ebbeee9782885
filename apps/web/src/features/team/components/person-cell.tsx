// The person in a members or administrators row: initials, name (with a 'You' or 'Owner' mark) and email.
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { initials } from '@/lib/format/text.ts';

interface PersonCellProps {
  firstName: string;
  lastName: string;
  email: string;
  /** Shown after the name: '(You)', an Owner badge. */
  mark?: ReactNode;
}

export function PersonCell({ firstName, lastName, email, mark }: PersonCellProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" color="brand" size={34} aria-hidden="true">
        {initials(firstName, lastName)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {firstName} {lastName}
          </Text>
          {mark}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {email}
        </Text>
      </Stack>
    </Group>
  );
}
