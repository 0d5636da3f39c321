/**
 * The hiring report's aggregates (docs/architecture.md#hiring-reports, docs/requirements.md#hiring-reports):
 * one item per posting and Dublin calendar day, `REPORT#HIRING#{jobId}` / `DAY#{YYYY-MM-DD}`, and the
 * same for all postings under `REPORT#HIRING#ALL`, each a bag of counters added in the transaction of
 * the change it counts (`hiringReportDelta`). A report is one Query of one partition over the range's
 * days: its cost follows the days asked for, never the number of applications. History: erasure takes
 * nothing back (counts only, no ids).
 *
 * Attributes: `f_{funnel stage}` (applications that reached it that day), `src_{source}` (new
 * applications by source), `tth_d{n}` (hires that day after n whole days from application; histogram),
 * `tis_{stage}_d{n}` (applications that left the stage that day after n whole days in it), `rej_{reasonId}`
 * (rejections by reason), `off_{outcome}` (offers sent, accepted, declined, expired).
 */
import { isoDay } from '../../contract/dates.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import {
  FUNNEL_STAGES,
  type FunnelStage,
  type HiringReport,
  OFFER_OUTCOMES,
  type OfferOutcome,
  REPORT_SOURCES,
  type ReportSource,
  TIMED_STAGES,
  type TimedStage,
} from '../../contract/schemas/reports.js';
import { histogramMedian, histogramPercentile } from './dashboard-trends.js';
import { queryAll, type TransactItem, updateItem } from './db.js';
import { keys, ranges } from './keys.js';

/** The all-postings scope. */
export const ALL_POSTINGS = 'ALL';
/** Histogram caps in whole days: a longer wait counts at the cap. */
export const TIME_TO_HIRE_CAP = 365;
export const TIME_IN_STAGE_CAP = 180;

const DAY_MS = 86_400_000;

/** Whole days from `fromIso` to `toIso`, 0..`cap`. */
export const wholeDays = (fromIso: string, toIso: string, cap: number): number =>
  Math.min(cap, Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / DAY_MS)));

/** One change to count. Every field is optional; what is given is added. */
export interface HiringDelta {
  /** The posting of the application; absent for a CV in no posting (counted under all postings only). */
  postingId?: string;
  /** When the change happened (UTC ISO): its Dublin day is the bucket. */
  at: string;
  /** A new application and where it came from. */
  applied?: ReportSource;
  /** Funnel steps the application reached with this change (each counted once per application). */
  reached?: readonly FunnelStage[];
  /** The stage the application left with this change and the whole days it spent there. */
  leftStage?: { stage: ResumeStatus; days: number };
  /** A hire: whole days from the application to it. */
  hiredAfterDays?: number;
  /** A rejection and its reason. */
  rejectReasonId?: string;
  /** An offer sent, accepted, declined or expired. */
  offer?: OfferOutcome;
}

/**
 * Transaction items counting `d` in its day's item of the posting and of all postings (one item
 * when there is no posting; none when there is nothing to count). Offer code calls it with
 * `{ postingId, at, offer: 'sent' }` (and `accepted`, `declined`, `expired`) in the transaction of
 * the offer's change.
 */
export function hiringReportDelta(d: HiringDelta): TransactItem[] {
  const add: Record<string, number> = {};
  if (d.applied) add[`src_${d.applied}`] = 1;
  for (const s of d.reached ?? []) add[`f_${s}`] = 1;
  if (d.leftStage && (TIMED_STAGES as readonly string[]).includes(d.leftStage.stage))
    add[`tis_${d.leftStage.stage}_d${Math.min(TIME_IN_STAGE_CAP, d.leftStage.days)}`] = 1;
  if (d.hiredAfterDays !== undefined) add[`tth_d${Math.min(TIME_TO_HIRE_CAP, d.hiredAfterDays)}`] = 1;
  if (d.rejectReasonId) add[`rej_${d.rejectReasonId}`] = 1;
  if (d.offer) add[`off_${d.offer}`] = 1;
  if (Object.keys(add).length === 0) return [];
  const day = isoDay(new Date(d.at));
  const scopes = d.postingId ? [d.postingId, ALL_POSTINGS] : [ALL_POSTINGS];
  return scopes.map((scope) => updateItem(keys.hiringReportDay(scope, day), { add }));
}

/** The funnel rank of an application stage, or `undefined` for stages outside the funnel (on hold, rejected). */
export function funnelRank(stage: ResumeStatus | 'offer'): number | undefined {
  const asFunnel: FunnelStage | undefined =
    stage === 'new'
      ? 'applied'
      : (FUNNEL_STAGES as readonly string[]).includes(stage)
        ? (stage as FunnelStage)
        : undefined;
  return asFunnel ? FUNNEL_STAGES.indexOf(asFunnel) : undefined;
}

/**
 * The funnel steps an application reaches when it moves to `to` having reached rank `reached`
 * before (`-1`: none): every step after `reached` up to `to`'s, so a candidate moved straight from
 * New to Hired counts at each step between. Answers the steps and the new rank.
 */
export function stepsReached(
  reached: number,
  to: ResumeStatus | 'offer',
): { steps: FunnelStage[]; rank: number } {
  const rank = funnelRank(to);
  if (rank === undefined || rank <= reached) return { steps: [], rank: reached };
  return { steps: FUNNEL_STAGES.slice(reached + 1, rank + 1), rank };
}

type DayItem = Record<string, number | string | undefined>;

/** The histogram `counts[d]` of attributes `{prefix}{d}` summed over `items`. */
function histogram(items: readonly DayItem[], prefix: string, cap: number): number[] {
  const counts = new Array<number>(cap + 1).fill(0);
  for (const item of items)
    for (const [k, v] of Object.entries(item)) {
      if (!k.startsWith(prefix) || typeof v !== 'number') continue;
      const d = Number(k.slice(prefix.length));
      if (Number.isInteger(d) && d >= 0 && d <= cap) counts[d] = (counts[d] ?? 0) + v;
    }
  return counts;
}

const sum = (items: readonly DayItem[], attr: string) =>
  items.reduce((n, i) => n + (typeof i[attr] === 'number' ? (i[attr] as number) : 0), 0);

/**
 * The report of `scope` (a posting id or `ALL_POSTINGS`) from Dublin day `from` to `to`, both
 * included: one Query of that partition's day items, summed. `reasonNames` names the reasons
 * (an id without a name shows its id). Medians and the 75th percentile come from the day
 * histograms (`histogramMedian`, `histogramPercentile`), in whole days.
 */
export async function readHiringReport(
  scope: string,
  from: string,
  to: string,
  reasonNames: ReadonlyMap<string, string>,
): Promise<HiringReport> {
  const items = await queryAll<DayItem>(ranges.hiringReportDays(scope, from, to));
  const tth = histogram(items, 'tth_d', TIME_TO_HIRE_CAP);
  const reasons = new Map<string, number>();
  for (const item of items)
    for (const [k, v] of Object.entries(item))
      if (k.startsWith('rej_') && typeof v === 'number')
        reasons.set(k.slice(4), (reasons.get(k.slice(4)) ?? 0) + v);
  return {
    funnel: FUNNEL_STAGES.map((stage) => ({ stage, count: sum(items, `f_${stage}`) })),
    timeToHireDays: {
      median: histogramMedian(tth),
      p75: histogramPercentile(tth, 0.75),
      n: tth.reduce((a, b) => a + b, 0),
    },
    timeInStageDays: TIMED_STAGES.map((stage: TimedStage) => ({
      stage,
      median: histogramMedian(histogram(items, `tis_${stage}_d`, TIME_IN_STAGE_CAP)),
    })),
    rejectReasons: [...reasons]
      .filter(([, count]) => count > 0)
      .map(([reasonId, count]) => ({ reasonId, name: reasonNames.get(reasonId) ?? reasonId, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    sources: REPORT_SOURCES.map((source) => ({ source, count: sum(items, `src_${source}`) })),
    offers: Object.fromEntries(OFFER_OUTCOMES.map((o) => [o, sum(items, `off_${o}`)])) as Record<
      OfferOutcome,
      number
    >,
  };
}
