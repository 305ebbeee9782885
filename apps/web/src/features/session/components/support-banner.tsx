// The visible mark of a support session: a bar along the bottom of every page while an operator is signed in.
import { Group, Paper, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { SESSION_COPY } from '../copy.ts';

export function SupportBanner() {
  const support = useSessionStore((state) => state.support);
  if (!support) return null;
  return (
    <Paper
      role="status"
      data-testid="support-banner"
      bg="orange.7"
      c="white"
      radius={0}
      px="md"
      py={8}
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 400 }}
    >
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconHeadset size={18} />
        <Text size="sm" fw={600}>
          {SESSION_COPY.supportBanner(support.operatorName)}
        </Text>
      </Group>
    </Paper>
  );
}
