/**
 * The hiring report (docs/requirements.md#hiring-reports, docs/architecture.md#hiring-reports):
 * `GET /admin/reports/hiring?from=&to=&postingId=`, its query, its answer and the names of its
 * funnel stages and sources. Shared by the handler and the Reports screen.
 */
import * as z from 'zod';
import { isCalendarDate } from './common.js';

/**
 * The funnel's steps in order: every application, each pipeline stage an application reached,
 * the offer, hired. An application counts at every step up to the furthest it reached.
 */
export const FUNNEL_STAGES = [
  'applied',
  'reviewed',
  'under_review',
  'shortlisted',
  'interview_scheduled',
  'offer',
  'hired',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Stages whose time is measured when an application leaves them (hired and rejected are final). */
export const TIMED_STAGES = [
  'new',
  'reviewed',
  'under_review',
  'shortlisted',
  'interview_scheduled',
  'on_hold',
] as const;
export type TimedStage = (typeof TIMED_STAGES)[number];

/**
 * Where an application's candidate came from: the careers form or the Resume Assistant (a CV a
 * recruiter then added to the posting), Apply Now, or added by a recruiter from any other CV.
 */
export const REPORT_SOURCES = ['careers', 'assistant', 'apply', 'added'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

/** Offer outcomes the report counts. */
export const OFFER_OUTCOMES = ['sent', 'accepted', 'declined', 'expired'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/** Widest range one report reads (days, both ends included), and the default range. */
export const REPORT_LIMITS = { maxDays: 731, defaultDays: 30 } as const;

export const REPORT_MESSAGES = {
  from: 'from must be a real date (YYYY-MM-DD)',
  to: 'to must be a real date (YYYY-MM-DD)',
  order: 'from must be on or before to',
  range: `The range can be at most ${REPORT_LIMITS.maxDays} days`,
  postingId: 'postingId must be a job posting id',
  postingNotFound: 'Job posting not found',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const day = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine(isCalendarDate, message)
      .optional(),
  );

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The query: `from` and `to` are Dublin calendar days, both included (default: the last 30 days up
 * to `to`, which defaults to today on the screen and in the handler); `postingId` one posting, else
 * all of them.
 */
export const hiringReportQuery = z
  .object({
    from: day(REPORT_MESSAGES.from),
    to: day(REPORT_MESSAGES.to),
    postingId: z.preprocess(
      blankToUndefined,
      z.string({ error: REPORT_MESSAGES.postingId }).min(1).max(64, REPORT_MESSAGES.postingId).optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.order });
    else if (q.from && q.to && daysInRange(q.from, q.to) > REPORT_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.range });
  });
export type HiringReportQuery = z.output<typeof hiringReportQuery>;

/** The answer of `GET /admin/reports/hiring` (top level and in `data`), exactly the issue's shape. */
export interface HiringReport {
  funnel: { stage: FunnelStage; count: number }[];
  timeToHireDays: { median: number | null; p75: number | null; n: number };
  timeInStageDays: { stage: TimedStage; median: number | null }[];
  rejectReasons: { reasonId: string; name: string; count: number }[];
  sources: { source: ReportSource; count: number }[];
  offers: Record<OfferOutcome, number>;
}
