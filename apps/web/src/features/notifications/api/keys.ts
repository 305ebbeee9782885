import type { NotificationTab } from '@paydesk/contracts';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (status: NotificationTab) => [...notificationKeys.lists(), status] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
