/** Admin notification calls (docs/requirements.md#api-calls). */
import type {
  NotificationListResponse,
  UnreadCountResponse,
} from '@functions/contract/schemas/notifications';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

export async function listNotifications(
  params: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationListResponse> {
  return dataOf(
    await adminRequest<NotificationListResponse>('GET', apiPath('/admin/notifications'), {
      query: params,
      signal,
    }),
  );
}

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const env = await adminRequest<UnreadCountResponse>('GET', apiPath('/admin/notifications/unread-count'), {
    signal,
  });
  return dataOf(env).unreadCount ?? 0;
}

export async function markNotificationRead(id: string): Promise<void> {
  await adminRequest('PUT', apiPath('/admin/notifications/{id}/read', { id }));
}

export async function markAllNotificationsRead(): Promise<void> {
  await adminRequest('PUT', apiPath('/admin/notifications/mark-all-read'));
}

export async function deleteNotification(id: string): Promise<void> {
  await adminRequest('DELETE', apiPath('/admin/notifications/{id}', { id }));
}

export async function deleteAllNotifications(): Promise<void> {
  await adminRequest('DELETE', apiPath('/admin/notifications/delete-all'));
}
