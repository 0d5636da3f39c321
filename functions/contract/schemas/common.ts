/**
 * Shapes shared by every route: the answer envelope (docs/architecture.md#api-conventions) and list paging.
 */
import * as z from 'zod';

/** `page` from 1, `limit` 1..100 (default 10): docs/architecture.md#api-conventions, docs/requirements.md#admin-limits. Query strings arrive as text. */
export const pageQuery = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(10),
});
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
