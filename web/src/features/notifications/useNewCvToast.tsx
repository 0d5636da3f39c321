import type { Notification } from '@functions/contract/schemas/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { markNotificationRead } from './api';
import { notificationMessages as M } from './messages';
import { NOTIFICATIONS_KEY, notificationsQuery, unreadCountQuery } from './queries';
import { readShown, rememberShown } from './shown';

/** How long the new-CV toast stays (docs/requirements.md#admin-limits). */
export const NEW_CV_TOAST_MS = 4000;

function NewCvToast({
  notification,
  unread,
  onRead,
  onViewAll,
}: {
  notification: Notification;
  unread: number;
  onRead: () => void;
  onViewAll: () => void;
}) {
  return (
    <div className="w-[22rem] max-w-[calc(100vw-2rem)] rounded-xl border border-brand-200 bg-white p-4 shadow-lg">
      <p className="text-sm font-semibold text-slate-900">{notification.title}</p>
      <p className="mt-1 text-sm text-slate-700">{notification.message}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onRead}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
        >
          {M.toast.markAsRead}
        </button>
        <button
          type="button"
          onClick={onViewAll}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-50"
        >
          {M.toast.viewAll}
        </button>
      </div>
      {unread > 1 ? <p className="mt-2 text-xs text-slate-500">{M.toast.more(unread - 1)}</p> : null}
    </div>
  );
}

/**
 * The new-CV toast (docs/requirements.md#notifications): for the newest unread `cv_upload`
 * notification not shown before (ids kept under `shownNotifications`), for 4 s. 'Mark as Read'
 * marks it read and closes it; 'View All' closes it and opens the notification list.
 */
export function useNewCvToast(onViewAll: () => void): void {
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQuery(1));
  const unread = useQuery(unreadCountQuery());
  const newest = list.data?.notifications.find((n) => n.type === 'cv_upload' && !n.isReadByAdmin);
  const unreadCount = unread.data ?? list.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!newest || readShown().includes(newest._id)) return;
    rememberShown(newest._id);
    toast.custom(
      (id) => (
        <NewCvToast
          notification={newest}
          unread={unreadCount}
          onRead={() => {
            toast.dismiss(id);
            markNotificationRead(newest._id)
              .catch((error: Error) => toast.error(M.actionFailed(error.message)))
              .finally(() => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
          }}
          onViewAll={() => {
            toast.dismiss(id);
            onViewAll();
          }}
        />
      ),
      { id: `new-cv-${newest._id}`, duration: NEW_CV_TOAST_MS },
    );
  }, [newest, unreadCount, queryClient, onViewAll]);
}
