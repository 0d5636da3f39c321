/**
 * Admin notifications (docs/requirements.md#notifications, #api-calls): the record the API answers,
 * the list and recent-CVs answers, and the realtime message pushed to admin sockets (docs/architecture.md#realtime-and-schedule).
 */
import * as z from 'zod';

/**
 * A notification as the API answers it. `_id` is the upload id, so a repeated event is one
 * notification. `interview_reply`: a candidate chose an offered time, confirmed an interview or
 * asked for another time (docs/requirements.md#interview-self-scheduling); `cvData` is then the
 * candidate and the posting of the interview. `offer_reply`: a candidate accepted or declined an
 * offer (docs/requirements.md#offers); `cvData.role` is the offer's job title.
 */
export interface Notification {
  _id: string;
  type: 'cv_upload' | 'interview_reply' | 'offer_reply';
  title: string;
  message: string;
  createdAt: string;
  isReadByAdmin: boolean;
  cvData: { _id: string; name: string; email: string; role: string };
}

/** `data` of `GET /admin/notifications`. */
export interface NotificationListResponse {
  notifications: Notification[];
  pagination: { currentPage: number; totalPages: number; totalNotifications: number; limit: number };
  unreadCount: number;
}

/** `data` of `GET /admin/notifications/recent-cvs`. */
export interface RecentCvsResponse {
  notifications: Notification[];
  /** Server time of this answer: the next call's `since`. */
  lastChecked: string;
}

/** `data` of `GET /admin/notifications/unread-count` (and of the write routes). */
export interface UnreadCountResponse {
  unreadCount: number;
}

/** Most cv_upload notifications `recent-cvs` answers at once. */
export const RECENT_CVS_MAX = 50;

/** `GET /admin/notifications/recent-cvs?since=`: an ISO date-time; default the last 24 hours. */
export const recentCvsQuery = z.object({
  since: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), 'since must be an ISO date-time')
      .transform((v) => new Date(v).toISOString())
      .optional(),
  ),
});

/** The WebSocket message every admin socket receives when a CV arrives (docs/architecture.md#realtime-and-schedule). */
export interface NewCvUploadMessage {
  type: 'new-cv-upload';
  notification: Notification;
}

/** The WebSocket message every admin socket receives when a candidate answers about an interview. */
export interface InterviewReplyMessage {
  type: 'interview-reply';
  notification: Notification;
  interview: { id: string; resumeId: string };
}

/** The WebSocket message every admin socket receives when a candidate accepts or declines an offer. */
export interface OfferReplyMessage {
  type: 'offer-reply';
  notification: Notification;
  offer: { id: string; resumeId: string; status: 'accepted' | 'declined' };
}
