// The panel's list: loading rows, an error with retry, an empty message, or the items.
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { NotificationTab } from '@paydesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { getNotifications } from '../api/notifications-query.ts';
import { NOTIFICATIONS_COPY } from '../copy.ts';
import { NotificationItem } from './notification-item.tsx';

interface NotificationListProps {
  tab: NotificationTab;
  query: UseQueryResult<Awaited<ReturnType<typeof getNotifications>>>;
  /** Called when an item opens its link. */
  onOpen?: () => void;
}

export function NotificationList({ tab, query, onOpen }: NotificationListProps) {
  if (query.isPending) {
    return (
      <Stack gap="md" p="md" role="status" aria-label="Loading notifications">
        {[0, 1, 2, 3].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton h={12} w="85%" />
            <Skeleton h={10} w="30%" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack align="center" gap="sm" p="xl">
        <Text c="dimmed" ta="center">
          {NOTIFICATIONS_COPY.loadFailed}
        </Text>
        <Button variant="light" size="xs" onClick={() => void query.refetch()}>
          {NOTIFICATIONS_COPY.retry}
        </Button>
      </Stack>
    );
  }
  const docs = query.data.notifications.docs;
  if (docs.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="xl" size="sm" data-testid="notifications-empty">
        {NOTIFICATIONS_COPY.empty[tab]}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {docs.map((notification) => (
        <NotificationItem key={notification._id} notification={notification} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
