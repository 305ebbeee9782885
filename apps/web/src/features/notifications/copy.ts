// Texts of the notification bell and panel (spec §2.6).
export const NOTIFICATIONS_COPY = {
  title: 'Notifications',
  bell: 'Notifications',
  markAllRead: 'Mark all as read',
  tabs: { all: 'All', unread: 'Unread', read: 'Read' },
  empty: {
    all: 'No notifications yet. New logins, password changes and approvals will show here.',
    unread: 'You are all caught up.',
    read: 'Nothing read yet.',
  },
  loadFailed: 'Notifications could not be loaded.',
  retry: 'Try again',
  markAsRead: 'Mark as read',
} as const;
