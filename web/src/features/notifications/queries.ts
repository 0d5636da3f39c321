import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUnreadCount, listNotifications } from './api';

/** Notifications per page and the polling interval (docs/requirements.md#admin-limits). */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATIONS_KEY = ['admin', 'notifications'] as const;

/** A page of notifications, polled every 30 s as the fallback of the socket. */
export function notificationsQuery(page = 1) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'list', { page, limit: NOTIFICATION_PAGE_SIZE }] as const,
    queryFn: ({ signal }) => listNotifications({ page, limit: NOTIFICATION_PAGE_SIZE }, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}

/** The unread count for the bell badge, polled every 30 s. */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
    staleTime: 5_000,
  });
}
