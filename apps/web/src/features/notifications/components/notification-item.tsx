// One notification. One with a link is a link: clicking it marks it read (when unread), opens what it is about and
// closes the panel. An unread one without a link is a button that marks it read (spec §2.6, §4).
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@paydesk/contracts';
import { Link } from 'react-router';
import { timeAgo } from '@/lib/format/time.ts';
import { useMarkReadMutation } from '../api/mark-read-mutation.ts';
import { NOTIFICATIONS_COPY } from '../copy.ts';
import classes from './notification-item.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Called when the item opens its link (the panel closes). */
  onOpen?: () => void;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const markRead = useMarkReadMutation();
  const unread = !notification.read;
  const body = (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Box className={classes.dot} data-unread={unread || undefined} aria-hidden="true" />
      <Box miw={0}>
        <Text size="sm" fw={unread ? 600 : 400} lh={1.45}>
          {notification.message}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {timeAgo(notification.createdAt)}
        </Text>
      </Box>
    </Group>
  );
  if (notification.link) {
    return (
      <UnstyledButton
        component={Link}
        to={notification.link}
        className={classes.item}
        onClick={() => {
          if (unread) markRead.mutate(notification._id);
          onOpen?.();
        }}
        data-testid="notification-item"
        data-unread={unread || undefined}
        data-read={!unread || undefined}
        data-linked
      >
        {body}
      </UnstyledButton>
    );
  }
  if (!unread) {
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
