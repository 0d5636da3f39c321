/**
 * Audit log, candidate activity and recruiter notes (docs/requirements.md#audit-log,
 * #candidate-page): the actions the route table names, the entry the audit screen lists, the
 * timeline `GET /resume/{id}` answers and the note routes' bodies.
 *
 * Entries hold ids and the values that changed (statuses, dates, roles), never a candidate's name,
 * e-mail or a note's text: erasing a candidate leaves its audit entries with ids only
 * (docs/architecture.md#audit-log).
 */
import * as z from 'zod';
import { decimalQuery, isCalendarDate, pageQuery } from './common.js';

/**
 * Every audited action, with the label the audit screen and the timeline show. Route actions are
 * named in the route table (`RouteDef.audit`); `mail.sent`, `cv.received` and `cv.confirmed` (the
 * candidate's confirm link, docs/requirements.md#cv-confirmation) are written by the
 * system (no actor).
 */
export const AUDIT_ACTION_LABELS = {
  'cv.view': 'Viewed the CV record',
  'cv.download': 'Downloaded a CV',
  'cv.snippet': 'Saw CV text in search results',
  'cv.received': 'CV received',
  'cv.confirmed': 'Candidate confirmed a CV',
  'resume.status': 'Changed the status',
  'resume.expiry': 'Changed the expiry date',
  'resume.delete': 'Deleted the CV record',
  'resume.batch': 'Ran a bulk action',
  'resume.check-expired': 'Checked for expired CVs',
  'note.create': 'Added a note',
  'note.update': 'Edited a note',
  'note.delete': 'Deleted a note',
  'mail.sent': 'E-mail sent to the candidate',
  'mail.write': 'Wrote the candidate an e-mail',
  'mail-template.save': 'Saved a mail template',
  'job-posting.create': 'Created a job posting',
  'job-posting.update': 'Edited a job posting',
  'job-posting.delete': 'Deleted a job posting',
  'job-posting.pause': 'Paused a job posting',
  'job-posting.resume': 'Resumed a job posting',
  'application.add': 'Added a candidate to a posting',
  'application.stage': "Moved a candidate's stage in a posting",
  'interview-plan.save': "Saved a posting's interview plan",
  'interview.schedule': 'Scheduled an interview',
  'interview.reschedule': 'Rescheduled an interview',
  'interview.cancel': 'Cancelled an interview',
  'scorecard.save': 'Saved a scorecard',
  'offer.create': 'Made an offer',
  'offer.approve': 'Approved an offer',
  'offer.send': 'Sent an offer',
  'offer.withdraw': 'Withdrew an offer',
  'offer.letter': 'Downloaded an offer letter',
  'offer.accept': 'Candidate accepted an offer',
  'offer.decline': 'Candidate declined an offer',
  'offer.expire': 'Offer expired',
  'reject-reasons.save': 'Saved the rejection reasons',
  'job-title.create': 'Created a job title',
  'job-title.update': 'Renamed a job title',
  'job-title.delete': 'Deleted a job title',
  'job-title.pause': 'Paused a job title',
  'job-title.resume': 'Resumed a job title',
  'department.create': 'Created a department',
  'department.update': 'Renamed a department',
  'department.delete': 'Deleted a department',
  'department.hold': 'Put a department on hold',
  'department.reactivate': 'Reactivated a department',
  'admin.create': 'Created an admin account',
  'admin.delete': 'Deleted an admin account',
  'admin.role': "Changed an admin's role",
  'user.status': "Changed a candidate account's status",
  'user.delete': 'Deleted a candidate account',
  'notification.read': 'Marked a notification read',
  'notification.read-all': 'Marked every notification read',
  'notification.delete': 'Deleted a notification',
  'notification.delete-all': 'Deleted every notification',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** What an entry's `details` may hold: ids and changed values, flat (no personal data). */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** One audit entry as `GET /admin/audit` answers it; `actorName` is looked up when read. */
export interface AuditEntry {
  id: string;
  /** ISO time of the change. */
  at: string;
  /** Cognito sub of the admin; absent for the system (mails, intake, the sweep). */
  actorId?: string;
  actorName?: string;
  action: AuditAction;
  /** The kind of thing changed: the action's prefix (`resume`, `job-posting`, `admin`...). */
  targetType?: string;
  targetId?: string;
  /** The target's name now (candidate, posting title, admin, department, job title), looked up when read; absent once erased or deleted. */
  targetName?: string;
  /** `from` / `to` for statuses, expiry dates and roles; other ids (noteId, submissionId, count). */
  details: AuditDetails;
}

/** `GET /admin/audit` query: every filter optional; `from`/`to` are calendar dates (UTC days, inclusive). */
export const auditQuery = pageQuery
  .extend({
    limit: decimalQuery('limit', 25, {
      min: 1,
      max: 100,
      minText: 'limit must be between 1 and 100',
      maxText: 'limit must be between 1 and 100',
    }),
    actor: z.string().min(1).max(64).optional(),
    action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]], { error: 'Unknown action' }).optional(),
    target: z.string().min(1).max(64).optional(),
    from: z.string().refine(isCalendarDate, 'from must be a date YYYY-MM-DD').optional(),
    to: z.string().refine(isCalendarDate, 'to must be a date YYYY-MM-DD').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuery>;

export interface AuditListResponse {
  entries: AuditEntry[];
  pagination: { page: number; limit: number; hasMore: boolean };
}

/** One line of a candidate's activity timeline (`GET /resume/{id}` `activity`), newest first. */
export interface ActivityEntry {
  at: string;
  actorId?: string;
  actorName?: string;
  action: AuditAction;
  details: AuditDetails;
}

/** Longest note (characters): docs/requirements.md#candidate-page. */
export const NOTE_MAX_LENGTH = 5000;

export const NOTE_MESSAGES = {
  required: 'Note text is required',
  tooLong: `Note text must be at most ${NOTE_MAX_LENGTH} characters`,
  notFound: 'Note not found',
  notYours: 'You can only edit or delete your own notes',
} as const;

/** `POST /resume/{id}/notes` and `PUT /resume/{id}/notes/{noteId}` body: several lines allowed. */
export const noteBody = z.object({
  text: z
    .string({ error: NOTE_MESSAGES.required })
    .trim()
    .min(1, NOTE_MESSAGES.required)
    .max(NOTE_MAX_LENGTH, NOTE_MESSAGES.tooLong),
});
export type NoteBody = z.input<typeof noteBody>;

/** A recruiter's note on a candidate; `authorName` is looked up when read. */
export interface ResumeNote {
  id: string;
  text: string;
  authorId: string;
  authorName?: string;
  createdAt: string;
  updatedAt?: string;
}
