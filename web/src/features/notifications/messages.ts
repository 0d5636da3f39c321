/** Texts of the admin notifications: bell, panel and the new-CV toast (docs/requirements.md#notifications, #admin-limits). */
export const notificationMessages = {
  /** Names the badge's own text ("9+"), so the visible text is part of the name (WCAG 2.5.3). */
  button: (unread: number, badge: string) =>
    unread > 0 ? `Notifications, ${badge} unread` : 'Notifications',
  title: 'Notifications',
  empty: 'No notifications yet',
  loading: 'Loading notifications...',
  loadFailed: (reason: string) => `Failed to load notifications: ${reason}`,
  markAllRead: 'Mark all as read',
  deleteAll: 'Delete all',
  markRead: 'Mark as read',
  delete: 'Delete',
  unread: 'Unread',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  actionFailed: (reason: string) => `Notification update failed: ${reason}`,
  toast: {
    markAsRead: 'Mark as Read',
    viewAll: 'View All',
    more: (n: number) => `${n} more notifications`,
  },
  time: {
    justNow: 'Just now',
    minutes: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hours: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    days: (n: number) => (n === 1 ? '1 day ago' : `${n} days ago`),
  },
} as const;
