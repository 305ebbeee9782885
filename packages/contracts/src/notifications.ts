// Notifications (spec §2.6 panel, §3 entity, §7 calls): list reading `notifications.docs`, mark all read with an
// empty payload, mark one read by id; the unread count also arrives live over server-sent events.
import { z } from 'zod';
import { page, success } from './envelope.ts';

export const notification = z.object({
  _id: z.string(),
  kind: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  message: z.string(),
  /** An in-app path to what the notification is about; the bell opens it. Null when there is none. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/**
 * A notification's link is a path inside the app ('/approvals/dashboard?…'), never a full URL: a stored link must not
 * send a member off-site, so '//host', backslashes and schemes are refused.
 */
export const notificationLink = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'A notification link is an in-app path starting with /');

export const NOTIFICATION_TABS = ['all', 'unread', 'read'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const notificationListQuery = z.object({
  status: z.enum(NOTIFICATION_TABS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const notificationCounts = z.object({
  all: z.number().int(),
  unread: z.number().int(),
  read: z.number().int(),
});

export const notificationListResponse = success(
  z.object({ notifications: page(notification), counts: notificationCounts }),
);
export const markReadResponse = success(z.object({ updated: z.number().int(), counts: notificationCounts }));

/** The server-sent event carrying the unread count. */
export const UNREAD_EVENT = 'unread';
export const unreadEvent = z.object({ unread: z.number().int() });

export const NOTIFICATION_PATHS = {
  list: '/b2b/employer/notifications',
  markAllRead: '/b2b/employer/notifications/mark-all-read',
  markRead: (id: string) => `/b2b/employer/notifications/${id}`,
  stream: '/b2b/employer/notifications/stream',
} as const;
