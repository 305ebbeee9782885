// Who is signed in: the business name and the member's name with initials.
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { initials } from '../../lib/format/text.ts';
import { useSessionStore } from '../../lib/storage/session-store.ts';

export function AccountSummary() {
  const name = useSessionStore((state) => state.data?.name ?? '');
  const companyName = useSessionStore((state) => state.employer?.companyName ?? '');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="brand" radius="xl" aria-hidden="true">
        {initials(name) || '?'}
      </Avatar>
      <Stack gap={0} visibleFrom="xs">
        <Text size="sm" fw={600} lh={1.3} data-testid="member-name">
          {name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3} data-testid="company-name">
          {companyName}
        </Text>
      </Stack>
    </Group>
  );
}
