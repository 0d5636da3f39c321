/**
 * Shapes of the admin resume routes (docs/requirements.md#cv-management, #api-calls; docs/architecture.md#api-conventions):
 * the list filters, the status change, the expiry date and the answers of check-expired and download.
 * Shared by the handlers and the CV Management screen.
 */
import * as z from 'zod';
import { SUBMISSION_SOURCES } from '../cv-policy.js';
import { utcDayEnd } from '../dates.js';
import { dublinDayStart } from '../local-time.js';
import { notifyField, notifyOnlyWithMail } from '../status-mails.js';
import { idParam, isCalendarDate, pageQuery, RESUME_STATUSES } from './common.js';
import { rejectReasonIdField, requireReasonWhenRejected } from './reject-reasons.js';

/** One of the eight statuses, with a message that lists them. */
const statusValue = z.enum(RESUME_STATUSES, {
  error: `status must be one of: ${RESUME_STATUSES.join(', ')}`,
});

/**
 * Sort orders of the resume list (docs/requirements.md#cv-management: "Newest First", "Name A-Z";
 * `relevance`, "Best match": the search's ranking, the default while searching, newest first without a search).
 */
export const RESUME_SORTS = ['newest', 'name', 'relevance'] as const;
export type ResumeSort = (typeof RESUME_SORTS)[number];

/** Longest search text accepted (words of a name, an address, a phone number, skills, the CVs' text). */
export const RESUME_SEARCH_MAX = 100;

/**
 * A bound of the list's creation window (`from`, `to`): a Dublin calendar day `YYYY-MM-DD`, which
 * stands for the instant that day begins in Dublin (docs/architecture.md#api-conventions), or an ISO
 * date-time with its offset (`Z`, `+01:00`). Answers the UTC instant (ISO 8601), as `createdAt` is stored.
 */
const createdBound = (name: 'from' | 'to') =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD) or a date-time with its offset` })
    .trim()
    .superRefine((v, ctx) => {
      if (isCalendarDate(v) || z.iso.datetime({ offset: true }).safeParse(v).success) return;
      // A day's shape with no such day (2026-04-31) is told as that, as the reports' dates are.
      const message = /^\d{4}-\d{2}-\d{2}$/.test(v)
        ? `${name} must be a real date (YYYY-MM-DD)`
        : `${name} must be a date (YYYY-MM-DD) or a date-time with its offset`;
      ctx.addIssue({ code: 'custom', message });
    })
    .transform((v) => (isCalendarDate(v) ? dublinDayStart(v) : new Date(v).toISOString()));

/** The message when a list's `to` is not after its `from`. */
export const CREATED_WINDOW_MESSAGE = 'to must be later than from';

/** Widest window of the `expiring` list filter, in days. */
export const EXPIRING_MAX_DAYS = 30;

/** Empty query values mean "no filter" (the screen sends the form's empty fields as they are). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A search without a sort is ranked by relevance (docs/architecture.md#search); without a search, newest first. */
const defaultSort = (raw: unknown) => {
  if (!raw || typeof raw !== 'object') return raw;
  const q = raw as Record<string, unknown>;
  const searching = typeof q.search === 'string' && q.search.trim() !== '';
  const unsorted = q.sort === undefined || (typeof q.sort === 'string' && q.sort.trim() === '');
  return searching && unsorted ? { ...q, sort: 'relevance' } : raw;
};

/**
 * `GET /resume` query: `page`, `limit`, plus `search` (words matched in the name, e-mail, phone,
 * skills, CV text and cover letters: docs/architecture.md#search), `skill`, `status`, `from` and `to`
 * (created in `[from, to)`; a bare date is a Dublin day) and `sort` (`newest` | `name` | `relevance`;
 * a search defaults to `relevance`). `from` and `to` answer as UTC instants.
 */
const resumeListFields = pageQuery.extend({
  search: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(RESUME_SEARCH_MAX, `search must be at most ${RESUME_SEARCH_MAX} characters`)
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, statusValue.optional()),
  /** One skill, matched whole and case-insensitively (docs/requirements.md#cv-management: skill filter). */
  skill: z.preprocess(
    blankToUndefined,
    z.string().trim().max(40, 'skill must be at most 40 characters').optional(),
  ),
  /** Created at or after this instant (a bare day: from its start in Dublin). */
  from: z.preprocess(blankToUndefined, createdBound('from').optional()),
  /**
   * Created before this instant, exclusive (a bare day: before its start in Dublin, so
   * `from=2026-11-23&to=2026-11-30` is the Dublin week of 23 Nov; docs/requirements.md#dashboard).
   */
  to: z.preprocess(blankToUndefined, createdBound('to').optional()),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(RESUME_SORTS, { error: 'sort must be newest, name or relevance' }).default('newest'),
  ),
  /**
   * Only CVs still kept whose expiry date falls within this many days from now, soonest first
   * (the dashboard's "expiring soon" figure; docs/requirements.md#dashboard). Read from the expiry
   * index; `status` and `from` apply, `sort` does not; not with `search` or `skill`
   * (core/data/resume-list.ts `listExpiringResumes`).
   */
  expiring: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[0-9]{1,3}$/, 'expiring must be a whole number of days')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `expiring must be between 1 and ${EXPIRING_MAX_DAYS} days`)
          .max(EXPIRING_MAX_DAYS, `expiring must be between 1 and ${EXPIRING_MAX_DAYS} days`),
      )
      .optional(),
  ),
  /**
   * Only records with a CV accepted from this source, newest first (the dashboard's by-source
   * figures; docs/requirements.md#dashboard); `status` and `from` apply; not with `search`, `skill`,
   * `expiring` or the A-Z sort (core/data/resume-list.ts `listResumesBySource`).
   */
  source: z.preprocess(
    blankToUndefined,
    z
      .enum(SUBMISSION_SOURCES, { error: `source must be one of: ${SUBMISSION_SOURCES.join(', ')}` })
      .optional(),
  ),
});
export const resumeListQuery = z.preprocess(
  defaultSort,
  resumeListFields.refine((q) => !q.from || !q.to || q.from < q.to, {
    message: CREATED_WINDOW_MESSAGE,
    path: ['to'],
  }),
);
export type ResumeListQuery = z.output<typeof resumeListQuery>;
/** What the screen sends (every filter optional). */
export type ResumeListParams = Partial<Omit<ResumeListQuery, 'page' | 'limit'>> & {
  page: number;
  limit: number;
};

/**
 * `PUT /resume/{id}` body: one of the eight statuses (docs/requirements.md#admin-records, #cv-management), and
 * `notify` to mail the candidate the status's template (docs/requirements.md#status-mails; off by default).
 */
export const resumeStatusUpdate = z
  .object({
    status: statusValue,
    notify: notifyField,
    /** Required with `rejected`, refused otherwise (docs/requirements.md#rejection-reasons). */
    rejectReasonId: rejectReasonIdField.optional(),
  })
  .superRefine(requireReasonWhenRejected('status'));
export type ResumeStatusUpdate = z.infer<typeof resumeStatusUpdate>;

/** The UTC calendar date of `now` as `YYYY-MM-DD`. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * `PUT /resume/{id}/expiry` body: `expiryDate` a date (`YYYY-MM-DD`, the CV is kept through that
 * day) or an ISO date-time, not in the past; empty text or null removes the expiry (docs/requirements.md#cv-management).
 */
export const resumeExpiryUpdate = z.object({
  expiryDate: z.union(
    [
      z.literal('').transform(() => null),
      z.null(),
      z
        .string()
        .trim()
        .refine((v) => isCalendarDate(v) || z.iso.datetime({ offset: true }).safeParse(v).success, {
          message: 'expiryDate must be a date (YYYY-MM-DD) or empty to remove it',
        }),
    ],
    { error: 'expiryDate must be a date (YYYY-MM-DD) or empty to remove it' },
  ),
});
export type ResumeExpiryUpdate = z.input<typeof resumeExpiryUpdate>;

/** Most records one `POST /resume/batch` may name (docs/requirements.md#cv-management: bulk actions). */
export const RESUME_BATCH_MAX = 500;

/** The single route each batch action runs per record, whose permission the batch checks. */
export const RESUME_BATCH_ROUTES = {
  status: 'PUT /resume/{id}',
  expiry: 'PUT /resume/{id}/expiry',
  delete: 'DELETE /resume/{id}',
} as const;
export type ResumeBatchAction = keyof typeof RESUME_BATCH_ROUTES;

const batchIds = z
  .array(idParam, { error: 'ids must be a list of resume ids' })
  .min(1, 'ids must name at least one resume')
  .max(RESUME_BATCH_MAX, `ids may name at most ${RESUME_BATCH_MAX} resumes`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'ids must not repeat a resume' });

/**
 * `POST /resume/batch` body (docs/requirements.md#cv-management: bulk actions): `action` and 1–500
 * distinct `ids`; `status` for `status`, `expiryDate` (as in `PUT /resume/{id}/expiry`) for `expiry`.
 */
export const resumeBatchRequest = z.discriminatedUnion(
  'action',
  [
    z
      .object({
        action: z.literal('status'),
        ids: batchIds,
        status: statusValue,
        rejectReasonId: rejectReasonIdField.optional(),
        /** Each candidate gets the status's mail, as `PUT /resume/{id}` with `notify` (docs/requirements.md#status-mails). */
        notify: notifyField,
      })
      .superRefine(requireReasonWhenRejected('status'))
      .superRefine(notifyOnlyWithMail('status')),
    z.object({ action: z.literal('expiry'), ids: batchIds, expiryDate: resumeExpiryUpdate.shape.expiryDate }),
    z.object({ action: z.literal('delete'), ids: batchIds }),
  ],
  { error: 'action must be one of: status, expiry, delete' },
);
export type ResumeBatchRequest = z.input<typeof resumeBatchRequest>;

/** The outcome for one id of a batch: `message` says why it was not done. */
export interface ResumeBatchResult {
  id: string;
  ok: boolean;
  message?: string;
  /** With `notify`: whether the candidate's status mail was queued (not when the status was already theirs). */
  notified?: boolean;
}

/** Answer of `POST /resume/batch` (top level and in `data`): one result per id, in the request's order. */
export interface ResumeBatchResponse {
  results: ResumeBatchResult[];
}

/** `data` of `POST /resume/check-expired`. */
export interface CheckExpiredResponse {
  expiredCount: number;
}

/** `data` of `GET /resume/{id}/download`: a presigned GET valid for a few minutes. */
export interface ResumeDownloadResponse {
  url: string;
  fileName: string;
  contentType: string;
  /** How the URL answers: `inline` (PDF, opens in a tab) or `attachment` (Word, downloads). */
  disposition: 'inline' | 'attachment';
  expiresInSeconds: number;
}

/** The message when an expiry date lies in the past (docs/requirements.md#cv-management: "minimum today"). */
export const EXPIRY_IN_PAST_MESSAGE = 'expiryDate must be today or later';

/**
 * The instant a chosen expiry stands for: a date keeps the CV through that whole day (UTC), so
 * "today" is allowed and is not expired at once; a date-time is taken as given. Answers the
 * message of docs/requirements.md#cv-management when it lies in the past.
 */
export function expiryInstant(value: string, now = new Date()): { iso: string } | { error: string } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    if (value < todayUtc(now)) return { error: EXPIRY_IN_PAST_MESSAGE };
    return { iso: utcDayEnd(value) };
  }
  const at = new Date(value);
  if (at.getTime() < now.getTime()) return { error: EXPIRY_IN_PAST_MESSAGE };
  return { iso: at.toISOString() };
}
