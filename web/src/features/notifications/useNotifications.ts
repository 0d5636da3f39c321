/**
 * The notification list's state (docs/requirements.md#notifications): the unread count, the page of
 * notifications (loaded while the list is open, and page 1 always, for the badge's list), whether
 * the role may delete (docs/requirements.md#admin-roles), and one mutation for mark read, delete,
 * mark all read and delete all. Used by `NotificationsButton.tsx`.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAdminCan } from '@/lib/admin-permissions';
import {
  deleteAllNotifications,
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from './api';
import { notificationMessages as M } from './messages';
import { NOTIFICATIONS_KEY, notificationsQuery, unreadCountQuery } from './queries';

/** A change to the list: one notification, or all of them. */
export type NotificationChange =
  | { kind: 'read' | 'delete'; id: string }
  | { kind: 'read-all' | 'delete-all' };

/** The list's state and changes; `open` is whether the list is showing. */
export function useNotifications(open: boolean) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const unread = useQuery(unreadCountQuery());
  const list = useQuery({ ...notificationsQuery(page), enabled: open || page === 1 });
  const change = useMutation({
    mutationFn: (op: NotificationChange) => {
      switch (op.kind) {
        case 'read':
          return markNotificationRead(op.id);
        case 'delete':
          return deleteNotification(op.id);
        case 'read-all':
          return markAllNotificationsRead();
        default:
          return deleteAllNotifications();
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    onError: (error) => toast.error(M.actionFailed(error.message)),
  });
  return {
    count: unread.data ?? 0,
    list,
    page,
    setPage,
    totalPages: Math.max(list.data?.pagination.totalPages ?? 1, 1),
    mayDelete: useAdminCan('notifications:delete'),
    change,
    /** Delete all goes back to page 1 (the pages after it are gone too). */
    deleteAll: () => {
      setPage(1);
      change.mutate({ kind: 'delete-all' });
    },
  };
}

/** What `useNotifications` gives the list's parts. */
export type Notifications = ReturnType<typeof useNotifications>;
