// One notification. An unread one is a button: clicking it marks it read (spec §2.6, §4).
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@paydesk/contracts';
import { timeAgo } from '../../../lib/format/time.ts';
import { useMarkReadMutation } from '../api/mark-read-mutation.ts';
import { NOTIFICATIONS_COPY } from '../copy.ts';
import classes from './notification-item.module.css';

export function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkReadMutation();
  const body = (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Box className={classes.dot} data-unread={!notification.read || undefined} aria-hidden="true" />
      <Box miw={0}>
        <Text size="sm" fw={notification.read ? 400 : 600} lh={1.45}>
          {notification.message}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {timeAgo(notification.createdAt)}
        </Text>
      </Box>
    </Group>
  );
  if (notification.read) {
    return (
      <Box className={classes.item} data-testid="notification-item" data-read>
        {body}
      </Box>
    );
  }
  return (
    <UnstyledButton
      className={classes.item}
      onClick={() => markRead.mutate(notification._id)}
      disabled={markRead.isPending}
      aria-label={`${notification.message} — ${NOTIFICATIONS_COPY.markAsRead}`}
      data-testid="notification-item"
      data-unread
    >
      {body}
    </UnstyledButton>
  );
}
