// The unread count before the live stream says it, and whenever the stream is down.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from './keys.ts';
import { getNotifications } from './notifications-query.ts';

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async () => (await getNotifications('unread', 1)).counts.unread,
    meta: { silent: true },
  });

export const useUnreadCount = (enabled: boolean) => useQuery({ ...unreadCountQuery(), enabled });
