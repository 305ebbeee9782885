// Tabs All, Unread and Read, each with its count (spec §2.6, §9), and the bell's badge.
import { NOTIFICATION_TABS, type NotificationTab } from '@paydesk/contracts';
import { NOTIFICATIONS_COPY } from '../copy.ts';

export interface NotificationCounts {
  all: number;
  unread: number;
  read: number;
}

export interface NotificationTabView {
  value: NotificationTab;
  label: string;
  count: number;
}

/**
 * The three tabs with their counts. The live unread figure (server-sent) is newer than a list's counts: when it
 * differs, unread follows it and read is what remains of all.
 */
export function notificationTabs(
  counts: NotificationCounts | undefined,
  liveUnread?: number,
): NotificationTabView[] {
  const all = counts?.all ?? 0;
  const unread = liveUnread ?? counts?.unread ?? 0;
  const total = Math.max(all, unread);
  const value: NotificationCounts = { all: total, unread, read: Math.max(0, total - unread) };
  return NOTIFICATION_TABS.map((tab) => ({
    value: tab,
    label: NOTIFICATIONS_COPY.tabs[tab],
    count: value[tab],
  }));
}

/** The bell's badge: nothing at 0, the number up to 99, then '99+'. */
export function unreadBadge(unread: number | undefined): string | null {
  if (!unread || unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
