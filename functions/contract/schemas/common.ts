/**
 * Shapes shared by every route: the answer envelope (docs/architecture.md#api-conventions) and list paging.
 */
import * as z from 'zod';
import { TEXT_MESSAGES } from '../text.js';

/**
 * A whole number in a query string, written in decimal digits only (`0x10`, `1e3`, ` 7` and `+7`
 * are refused, not read as 16, 1000 or 7: docs/requirements.md#input-hygiene); absent = `fallback`.
 */
export const decimalQuery = (
  field: string,
  fallback: number,
  range: { min: number; max: number; minText: string; maxText: string },
) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, `${field} must be a whole number`)
    .optional()
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number().min(range.min, range.minText).max(range.max, range.maxText));

/** `page` from 1, `limit` 1..100 (default 10): docs/architecture.md#api-conventions, docs/requirements.md#admin-limits. Query strings arrive as text. */
export const pageQuery = z.object({
  page: decimalQuery('page', 1, {
    min: 1,
    max: 10_000,
    minText: 'page must be 1 or more',
    maxText: 'page must be at most 10000',
  }),
  limit: decimalQuery('limit', 10, {
    min: 1,
    max: 100,
    minText: 'limit must be between 1 and 100',
    maxText: 'limit must be between 1 and 100',
  }),
});

/** A calendar date `YYYY-MM-DD` that exists (`2027-02-30` does not): docs/requirements.md#input-hygiene. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

/**
 * Whether `value` fits a single-line field (names, titles): no tab or line break. Other refused
 * characters are refused for every field before any schema runs (contract/text.ts).
 */
export const isSingleLine = (value: string): boolean => !/[\t\n\r]/.test(value);

/** The refinement's arguments for a single-line field named `field`. */
export const singleLine = (field: string) => [isSingleLine, TEXT_MESSAGES.lineBreak(field)] as const;
export type PageQuery = z.infer<typeof pageQuery>;

/** Every answer: `{ success, message?, data?, details? }`. */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data?: T;
  details?: { path: string; message: string }[];
}

/** `{_id}` path parameter: our ids are UUIDs; anything else is an unknown id (404), never a 5xx. */
export const idParam = z.string().min(1).max(64);

/** Resume statuses, docs/requirements.md#admin-records, #admin-limits. */
export const RESUME_STATUSES = [
  'new',
  'reviewed',
  'under_review',
  'shortlisted',
  'interview_scheduled',
  'hired',
  'rejected',
  'on_hold',
] as const;
export const resumeStatus = z.enum(RESUME_STATUSES);
export type ResumeStatus = z.infer<typeof resumeStatus>;

/**
 * The label of each resume status, as CV Management, the pipeline, the candidate page and the audit
 * log show it (docs/requirements.md#cv-management).
 */
export const RESUME_STATUS_LABELS = {
  new: 'New',
  reviewed: 'Reviewed',
  under_review: 'Under Review',
  shortlisted: 'Shortlisted',
  interview_scheduled: 'Interview Scheduled',
  hired: 'Hired',
  rejected: 'Rejected',
  on_hold: 'On Hold',
} as const satisfies Record<ResumeStatus, string>;
