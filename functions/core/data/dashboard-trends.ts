/**
 * The moving figures of the dashboard (docs/requirements.md#dashboard, "Trends"): pre-aggregated
 * items kept in the transaction of the write they count, read back with one BatchGetItem and two
 * small Queries, never by reading the CVs (docs/architecture.md#dashboard-trends).
 *
 * - CVs received per ISO week (Europe/Dublin) and source: `COUNTER` / `RESUMES#RECEIVED#{week}`,
 *   attribute `count` and one per source, added when a submission is accepted. History: erasure
 *   never takes a received CV back.
 * - Days in New: `COUNTER` / `RESUMES#LEFTNEW#{week}`, `count` and a histogram `d0`..`d60`
 *   (whole days from arrival in `new` to the first status change; 60 stands for 60 or more), added
 *   in the status change that moves a CV out of `new`. The median shown is of the CVs that left New
 *   in the 12 weeks shown.
 * - Applicants per posting: `COUNTER` / `JOBS#APPLICANTS#{jobId}`, up on a first application, down
 *   on withdrawal and erasure (a current figure).
 * - Expiring within 7 days: a `Select: COUNT` Query on the sparse expiry index (gsi4 `EXPIRY`),
 *   which holds only the CVs still kept.
 */
import { SUBMISSION_SOURCES, type SubmissionSource } from '../../contract/cv-policy.js';
import { isoDay } from '../../contract/dates.js';
import type { DashboardTrends, ReceivedWeek } from '../../contract/schemas/dashboard.js';
import {
  countQuery,
  getItems,
  type QueryTarget,
  queryAll,
  readCounters,
  type TransactItem,
  updateItem,
} from './db.js';
import { ATTR, counters, keys, partitions } from './keys.js';

/** Weeks the received chart and the median cover (the current week included). */
export const TREND_WEEKS = 12;
/** Days-in-New histogram cap: a CV that waited longer is counted at this many days. */
export const NEW_DAYS_CAP = 60;
/** The window of the "expiring soon" figure, in days. */
export const EXPIRING_WITHIN_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** ISO week `YYYY-Www`, its Monday and the Monday after (`YYYY-MM-DD`) of a calendar day `YYYY-MM-DD`. */
function isoWeekOfDay(day: string): { week: string; monday: string; nextMonday: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = Date.UTC(y, m - 1, d);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return {
    week: `${year}-W${String(week).padStart(2, '0')}`,
    monday: new Date(date - weekday * DAY_MS).toISOString().slice(0, 10),
    nextMonday: new Date(date + (7 - weekday) * DAY_MS).toISOString().slice(0, 10),
  };
}

/** The ISO week (`2026-W48`) of instant `at` on the Dublin calendar. */
export const dublinWeek = (at: Date): string => isoWeekOfDay(isoDay(at)).week;

/**
 * The last `n` ISO weeks up to the one holding `now` (Dublin calendar), oldest first, with their
 * Mondays and the Mondays after them (the week is `[monday, nextMonday)` of Dublin days).
 */
export function lastWeeks(
  now: Date,
  n = TREND_WEEKS,
): { week: string; monday: string; nextMonday: string }[] {
  const { monday } = isoWeekOfDay(isoDay(now));
  const mondayMs = Date.parse(`${monday}T12:00:00Z`);
  return Array.from({ length: n }, (_, i) =>
    isoWeekOfDay(new Date(mondayMs - (n - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10)),
  );
}

/** Whole days between two ISO instants, capped to the histogram's `0..NEW_DAYS_CAP`. */
export const daysBetween = (fromIso: string, toIso: string): number =>
  Math.min(NEW_DAYS_CAP, Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS)));

/** A transaction item adding 1 to `count` and to each of `attributes` of counter item `name`. */
function bump(name: Parameters<typeof keys.counter>[0], attributes: string[]): TransactItem {
  return updateItem(keys.counter(name), {
    add: Object.fromEntries(['count', ...attributes].map((a) => [a, 1])),
  });
}

/** Transaction item counting one CV of `source` received at `atIso` (its acceptance). */
export const receivedCvItem = (source: SubmissionSource, atIso: string): TransactItem =>
  bump(counters.resumesReceivedIn(dublinWeek(new Date(atIso))), [source]);

/**
 * Transaction item counting one CV leaving `new` at `nowIso` after arriving there at `newSinceIso`
 * (docs/requirements.md#dashboard: median days in New).
 */
export const leftNewItem = (newSinceIso: string, nowIso: string): TransactItem =>
  bump(counters.resumesLeftNewIn(dublinWeek(new Date(nowIso))), [`d${daysBetween(newSinceIso, nowIso)}`]);

/** Median of a histogram `counts[d]` = how many waited `d` days (the mean of the two middle values when even). */
export function histogramMedian(counts: readonly number[]): number | null {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (let d = 0; d < counts.length; d++) {
      seen += counts[d] ?? 0;
      if (seen > rank) return d;
    }
    return counts.length - 1;
  };
  return (at(Math.floor((n - 1) / 2)) + at(Math.floor(n / 2))) / 2;
}

/**
 * The `p`-th quantile (0 < p ≤ 1) of a histogram `counts[d]` by the nearest-rank method: the
 * smallest `d` with at least `ceil(p × n)` values at or below it; `null` when it is empty.
 */
export function histogramPercentile(counts: readonly number[], p: number): number | null {
  const n = counts.reduce((a, b) => a + b, 0);
  if (n === 0) return null;
  const rank = Math.max(1, Math.ceil(p * n));
  let seen = 0;
  for (let d = 0; d < counts.length; d++) {
    seen += counts[d] ?? 0;
    if (seen >= rank) return d;
  }
  return counts.length - 1;
}

/**
 * The received weeks and the days-in-New histogram of the last `TREND_WEEKS` weeks up to `now`,
 * from `2 × TREND_WEEKS` counter items in one BatchGetItem.
 */
export async function readWeeklyTrends(now: Date): Promise<{
  weeks: ReceivedWeek[];
  leftNew: { count: number; medianDays: number | null };
}> {
  const weeks = lastWeeks(now);
  type Item = Record<string, number | undefined>;
  const received = await getItems<Item>([
    ...weeks.map((w) => keys.counter(counters.resumesReceivedIn(w.week))),
    ...weeks.map((w) => keys.counter(counters.resumesLeftNewIn(w.week))),
  ]);
  const histogram = new Array<number>(NEW_DAYS_CAP + 1).fill(0);
  let leftCount = 0;
  for (const item of received.slice(weeks.length)) {
    leftCount += item?.count ?? 0;
    for (let d = 0; d <= NEW_DAYS_CAP; d++) histogram[d] = (histogram[d] ?? 0) + (item?.[`d${d}`] ?? 0);
  }
  return {
    weeks: weeks.map((w, i) => {
      const item = received[i];
      return {
        week: w.week,
        from: w.monday,
        to: w.nextMonday,
        total: item?.count ?? 0,
        bySource: Object.fromEntries(SUBMISSION_SOURCES.map((s) => [s, item?.[s] ?? 0])) as Record<
          SubmissionSource,
          number
        >,
      };
    }),
    leftNew: { count: leftCount, medianDays: histogramMedian(histogram) },
  };
}

/** The sort-key range of the expiry index between `now` and `days` later (keys `{expiryDate}#{id}`). */
export const expiryWindow = (now: Date, days: number) => ({
  from: now.toISOString(),
  to: `${new Date(now.getTime() + days * DAY_MS).toISOString()}#\uffff`,
});

/** The CVs still kept whose expiry date falls in the next `days` days of `now`: a key range of the expiry index. */
export const expiringWithin = (now: Date, days: number): QueryTarget => {
  const { from, to } = expiryWindow(now, days);
  return { ...partitions.resumesDueToExpire, skBetween: [from, to] };
};

/**
 * How many CVs still kept expire within `days` days of `now`: a COUNT Query of that key range of the
 * expiry index, with the list's own exclusions (`GET /resume?expiring=`, data/resume-list.ts: a
 * listed record not being erased), so the figure is the list's total. It reads the records expiring
 * in those days: bounded by the CVs that arrived in as many days one retention period ago, not by
 * the table.
 */
export const countExpiringWithin = (now: Date, days = EXPIRING_WITHIN_DAYS): Promise<number> =>
  countQuery(expiringWithin(now, days), {
    filter: {
      expression: 'attribute_exists(#xListed) AND attribute_not_exists(#xErasing)',
      names: { '#xListed': ATTR.gsi1pk, '#xErasing': 'erasingSince' },
    },
  });

/**
 * Every trend figure at `now` (docs/requirements.md#dashboard): the weekly items, the active
 * postings (a Query of the `JOBS#STATUS#active` partition, keys and titles only) with their
 * applicant counters, and the expiry COUNT, in parallel.
 */
export async function dashboardTrends(now = new Date()): Promise<Omit<DashboardTrends, 'listed'>> {
  const [weekly, postings, expiring] = await Promise.all([
    readWeeklyTrends(now),
    activePostingApplicants(),
    countExpiringWithin(now),
  ]);
  const bySource = Object.fromEntries(
    SUBMISSION_SOURCES.map((s) => [s, weekly.weeks.reduce((n, w) => n + w.bySource[s], 0)]),
  ) as Record<SubmissionSource, number>;
  return {
    weeks: weekly.weeks,
    received: { total: weekly.weeks.reduce((n, w) => n + w.total, 0), bySource },
    postings,
    daysInNew: weekly.leftNew,
    expiringSoon: { count: expiring, withinDays: EXPIRING_WITHIN_DAYS },
  };
}

/** Active postings with their `JOBS#APPLICANTS#` counters, most applicants first (then by title). */
async function activePostingApplicants(): Promise<DashboardTrends['postings']> {
  const active = await queryAll<{ id: string; job_title: string }>(partitions.jobsByStatus('active'), {
    attributes: ['id', 'job_title'],
  });
  const c = await readCounters(active.map((p) => counters.applicantsOf(p.id)));
  return active
    .map((p) => ({ id: p.id, job_title: p.job_title, applicants: c[counters.applicantsOf(p.id)] ?? 0 }))
    .sort((a, b) => b.applicants - a.applicants || a.job_title.localeCompare(b.job_title));
}
