// Follows GET …/notifications/stream (server-sent `unread` events) while the shell is mounted; leaving the
// shell (logout) aborts it. A new count refreshes the lists so an open panel shows the new item.
import { NOTIFICATION_PATHS, UNREAD_EVENT, unreadEvent } from '@paydesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '@/lib/api/index.ts';
import { notificationKeys } from './keys.ts';
import { getNotifications } from './notifications-query.ts';

function parseUnread(data: string): number | null {
  try {
    const parsed = unreadEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.unread : null;
  } catch {
    return null;
  }
}

export function useUnreadStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followEventStream({
      path: NOTIFICATION_PATHS.stream,
      signal: controller.signal,
      onEvent: (event) => {
        if (event.event !== UNREAD_EVENT) return;
        const unread = parseUnread(event.data);
        if (unread === null) return;
        const previous = queryClient.getQueryData<number>(notificationKeys.unread());
        queryClient.setQueryData(notificationKeys.unread(), unread);
        if (previous !== undefined && previous !== unread) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        }
      },
      // An ordinary call renews an expired token through the request layer's single refresh.
      renewToken: () => getNotifications('unread', 1),
    });
    return () => controller.abort();
  }, [enabled, queryClient]);
}
