/**
 * Admin notifications (admin-area §3 "Notification (server)"): `NOTIF#{id}`, listed newest first on
 * GSI `NOTIFS`, with `NOTIFS` and `NOTIFS#UNREAD` counters.
 */
import { indexKeys, keys } from './keys.js';

export interface NotificationApi {
  _id: string;
  type: 'cv_upload';
  title: string;
  message: string;
  createdAt: string;
  isReadByAdmin: boolean;
  cvData: { _id: string; name: string; email: string; role: string };
}

/**
 * The item and API shape of a `cv_upload` notification. `id` is the upload id, so a repeated S3
 * event maps to the same notification (written with `attribute_not_exists`).
 */
export function cvUploadNotification(n: {
  id: string;
  createdAt: string;
  resume: NotificationApi['cvData'];
}): { item: Record<string, unknown>; api: NotificationApi } {
  const api: NotificationApi = {
    _id: n.id,
    type: 'cv_upload',
    title: 'New CV uploaded',
    message: `${n.resume.name} uploaded a CV for ${n.resume.role}`,
    createdAt: n.createdAt,
    isReadByAdmin: false,
    cvData: n.resume,
  };
  return {
    item: {
      ...keys.notification(n.id),
      ...indexKeys.notification({ id: n.id, createdAt: n.createdAt }),
      ...api,
      id: n.id,
    },
    api,
  };
}
