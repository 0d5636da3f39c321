/**
 * The admin realtime client (docs/requirements.md#notifications, #admin-limits; docs/architecture.md#realtime-and-schedule): on any /admin page a
 * WebSocket to `config.wsUrl` with the admin token; once open it sends `join-admin` once; each
 * `new-cv-upload` is stored in the notification cache and reloads the resume lists and the
 * dashboard figures; each `interview-reply` (a candidate chose a time, confirmed, or asked for
 * another: docs/requirements.md#interview-self-scheduling) is stored too, shown as a toast, and
 * reloads that candidate's interviews; each `offer-reply` (a candidate accepted or declined an offer:
 * docs/requirements.md#offers) likewise, reloading their offers and the resume lists. A socket that fails or closes reconnects up to 5 times, 1 s to 5 s apart;
 * the notification queries poll every 30 s whatever happens to the socket.
 */

import type {
  InterviewReplyMessage,
  NewCvUploadMessage,
  Notification,
  NotificationListResponse,
  OfferReplyMessage,
} from '@functions/contract/schemas/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { interviewsKey } from '@/components/interviews/api';
import { offersKey } from '@/components/offers/api';
import { sessionToken } from '@/lib/api';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATIONS_KEY, notificationsQuery, unreadCountQuery } from './queries';

/** Socket constants (docs/requirements.md#admin-limits). */
export const SOCKET = { connectTimeoutMs: 5000, maxAttempts: 5, minDelayMs: 1000, maxDelayMs: 5000 } as const;

let config: Promise<{ wsUrl?: string }> | undefined;
/** `/config.json` of the deployment (docs/architecture.md#api-conventions), fetched once. */
function loadConfig(): Promise<{ wsUrl?: string }> {
  config ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => {
      config = undefined;
      return {};
    });
  return config;
}

/**
 * Puts a pushed notification at the top of page 1 and counts it unread, unless it is already
 * there (a duplicate, matched by id, is ignored: docs/requirements.md#notifications). Answers whether it was new.
 */
export function storeNotification(queryClient: QueryClient, notification: Notification): boolean {
  const listKey = notificationsQuery(1).queryKey;
  const list = queryClient.getQueryData<NotificationListResponse>(listKey);
  if (list?.notifications.some((n) => n._id === notification._id)) return false;
  if (list) {
    queryClient.setQueryData<NotificationListResponse>(listKey, {
      ...list,
      notifications: [notification, ...list.notifications].slice(0, NOTIFICATION_PAGE_SIZE),
      pagination: { ...list.pagination, totalNotifications: list.pagination.totalNotifications + 1 },
      unreadCount: list.unreadCount + 1,
    });
  }
  queryClient.setQueryData<number>(unreadCountQuery().queryKey, (n) => (n ?? 0) + 1);
  return true;
}

/** Connects the admin socket while the component using it is mounted (the admin shell). */
export function useAdminRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let socket: WebSocket | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const scheduleRetry = () => {
      if (stopped || attempts >= SOCKET.maxAttempts) return;
      attempts++;
      const delay = Math.min(SOCKET.minDelayMs * attempts, SOCKET.maxDelayMs);
      retryTimer = setTimeout(connect, delay);
    };

    const onMessage = (event: MessageEvent) => {
      let message: NewCvUploadMessage | InterviewReplyMessage | OfferReplyMessage;
      try {
        message = JSON.parse(String(event.data)) as
          | NewCvUploadMessage
          | InterviewReplyMessage
          | OfferReplyMessage;
      } catch {
        return;
      }
      if (message?.type === 'offer-reply' && message.notification?._id) {
        if (storeNotification(queryClient, message.notification))
          toast.info(message.notification.title, { description: message.notification.message });
        void queryClient.invalidateQueries({ queryKey: offersKey(message.offer.resumeId) });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'resumes'] });
        return;
      }
      if (message?.type === 'interview-reply' && message.notification?._id) {
        if (storeNotification(queryClient, message.notification))
          toast.info(message.notification.title, { description: message.notification.message });
        void queryClient.invalidateQueries({ queryKey: interviewsKey(message.interview.resumeId) });
        return;
      }
      if (message?.type !== 'new-cv-upload' || !message.notification?._id) return;
      storeNotification(queryClient, message.notification);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'resumes'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    };

    async function connect() {
      const { wsUrl } = await loadConfig();
      const token = await sessionToken('admin');
      if (stopped || !wsUrl || !token) return;
      const url = `${wsUrl}${wsUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
      const ws = new WebSocket(url);
      socket = ws;
      let joined = false;
      const timeout = setTimeout(() => ws.close(), SOCKET.connectTimeoutMs);
      ws.addEventListener('open', () => {
        clearTimeout(timeout);
        attempts = 0;
        if (!joined) {
          joined = true;
          ws.send(JSON.stringify({ action: 'join-admin' }));
        }
        // Catch up on what arrived while disconnected.
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      });
      ws.addEventListener('message', onMessage);
      // Connection errors are not shown (docs/requirements.md#notifications); the close that follows retries.
      ws.addEventListener('close', () => {
        clearTimeout(timeout);
        if (socket === ws) socket = undefined;
        scheduleRetry();
      });
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.close();
    };
  }, [queryClient]);
}
