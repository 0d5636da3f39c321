/**
 * The candidates the dashboard's weekly bars, "this week" and by-source figures open
 * (docs/requirements.md#dashboard; docs/architecture.md#dashboard-trends): the records the CV list
 * holds (`GET /resume`: the records on gsi1 `RESUMES`, by `createdAt`), counted per Dublin day of
 * `createdAt` on one counter item per day, `COUNTER` / `RESUMES#LISTED#{YYYY-MM-DD}`: `count` and
 * one attribute per source (`careers`, `apply`, …: the record's `sources`, which the list's source
 * view filters on).
 *
 * Kept in the transaction of every write that makes a record enter, leave, or gain a source in
 * that list: the accept of its first CV and of a CV from a new source (`acceptedCvItems`,
 * data/resume-cv.ts, also the owner's confirmation) and the record's deletion (`deleteResumeRecord`,
 * data/resume-erasure.ts: admin erasure, self-erasure, the sweep finishing an erasure). A CV's
 * expiry keeps the record listed and moves nothing. Read with one Query of the days since the Monday
 * 12 weeks back (at most 13 weeks of items, whatever the table holds); `recountListedDays` writes
 * them from the records (`npm run recount-listed`, docs/operations.md#recount-the-dashboards-listed-candidates).
 */
import { SUBMISSION_SOURCES, type SubmissionSource } from '../../contract/cv-policy.js';
import { isoDay } from '../../contract/dates.js';
import type { DashboardTrends } from '../../contract/schemas/dashboard.js';
import { lastWeeks } from './dashboard-trends.js';
import {
  type Condition,
  isConditionFailure,
  queryAll,
  queryPages,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { counters, keys, partitions, ranges } from './keys.js';

/** The record fields the day items follow. */
export interface ListedFacts {
  createdAt: string;
  sources?: Iterable<SubmissionSource>;
}

/** The Dublin calendar day (`YYYY-MM-DD`) a record created at `createdAt` (UTC ISO) is counted on. */
export const listedDay = (createdAt: string): string => isoDay(new Date(createdAt));

/**
 * Transaction item adding `delta` to the day item of a record created at `createdAt`: to `count`
 * when `counted`, and to each of `sources`. `undefined` when it would add nothing.
 */
function dayDelta(
  createdAt: string,
  delta: number,
  counted: boolean,
  sources: Iterable<SubmissionSource>,
): TransactItem | undefined {
  const attributes = [...(counted ? ['count'] : []), ...new Set(sources)];
  if (attributes.length === 0) return undefined;
  return updateItem(keys.counter(counters.resumesListedOn(listedDay(createdAt))), {
    add: Object.fromEntries(attributes.map((a) => [a, delta])),
  });
}

/**
 * The day item's change when a CV is accepted on `record` (`acceptedCvItems`): a record not listed
 * yet enters the list with its sources and `source`; a listed one only gains `source` when it did
 * not hold it. `createdAt` is the one the record is listed with.
 */
export function listedOnAcceptItems(
  record: ListedFacts & { listed: boolean },
  source: SubmissionSource | undefined,
): TransactItem[] {
  const had = new Set(record.sources ?? []);
  const gained = source && !had.has(source) ? [source] : [];
  const item = record.listed
    ? dayDelta(record.createdAt, 1, false, gained)
    : dayDelta(record.createdAt, 1, true, [...had, ...gained]);
  return item ? [item] : [];
}

/** The day item's change when listed `record` is deleted (`deleteResumeRecord`): it and its sources leave. */
export function listedOnDeleteItems(record: ListedFacts): TransactItem[] {
  const item = dayDelta(record.createdAt, -1, true, record.sources ?? []);
  return item ? [item] : [];
}

type DayItem = { sk: string; count?: number } & Partial<Record<SubmissionSource, number>>;

const dayOf = (item: { sk: string }) => item.sk.slice(counters.resumesListedOn('').length);

/**
 * The listed candidates of each of the 12 Dublin weeks up to `now` (`byWeek`, the last is
 * `thisWeek`) and, per source, of every day from the first Monday on (`bySource`): the totals of
 * `GET /resume?from={Monday}&to={next Monday}` and `GET /resume?source={s}&from={first Monday}`,
 * from one Query of the day items from that Monday on.
 */
export async function listedFigures(now = new Date()): Promise<DashboardTrends['listed']> {
  const weeks = lastWeeks(now);
  const from = weeks[0]!.monday;
  const days = await queryAll<DayItem>(ranges.listedDaysFrom(from));
  const byWeek = weeks.map((w) =>
    days
      .filter((d) => dayOf(d) >= w.monday && dayOf(d) < w.nextMonday)
      .reduce((n, d) => n + (d.count ?? 0), 0),
  );
  return {
    from,
    byWeek,
    thisWeek: byWeek.at(-1)!,
    bySource: Object.fromEntries(
      SUBMISSION_SOURCES.map((s) => [s, days.reduce((n, d) => n + (d[s] ?? 0), 0)]),
    ) as Record<SubmissionSource, number>,
  };
}

/** The figures of one day item: `count` and one per source. */
type DayFigures = { count: number } & Record<SubmissionSource, number>;

const emptyDay = (): DayFigures =>
  ({ count: 0, ...Object.fromEntries(SUBMISSION_SOURCES.map((s) => [s, 0])) }) as DayFigures;

/** The day items `records` make (what `listedOnAcceptItems` adds up to), by Dublin day. */
export function listedDaysOf(records: Iterable<ListedFacts>): Map<string, DayFigures> {
  const days = new Map<string, DayFigures>();
  for (const r of records) {
    const day = listedDay(r.createdAt);
    const figures = days.get(day) ?? emptyDay();
    figures.count++;
    for (const s of new Set(r.sources ?? [])) if (s in figures) figures[s]++;
    days.set(day, figures);
  }
  return days;
}

/**
 * Transaction items adding the day items of `records` (written straight into the table, as the
 * bench's seed does) to those there, one item per day.
 */
export function listedDaysAddItems(records: Iterable<ListedFacts>): TransactItem[] {
  return [...listedDaysOf(records)].map(([day, f]) =>
    updateItem(keys.counter(counters.resumesListedOn(day)), {
      add: Object.fromEntries(Object.entries(f).filter(([, n]) => n !== 0)),
    }),
  );
}

/**
 * Writes every day item from the records the CV list holds (docs/operations.md#recount-the-dashboards-listed-candidates):
 * reads the day items, then every listed record's `createdAt` and `sources` (a Query of gsi1
 * `RESUMES`, those two attributes only), and sets each day whose figures differ, each write
 * conditioned on the item as read. A day counted by a live write meanwhile fails its condition and
 * the whole recount runs again (at most `RECOUNT_ROUNDS` times; `raced` says how many days were
 * still moving after the last). Idempotent: a second run finds nothing to write. Answers the
 * records read, the days they fall on and the days written.
 */
export async function recountListedDays(): Promise<{
  records: number;
  days: number;
  written: number;
  raced: number;
}> {
  let written = 0;
  for (let round = 1; ; round++) {
    const r = await recountOnce();
    written += r.written;
    if (r.raced === 0 || round >= RECOUNT_ROUNDS) return { ...r, written };
  }
}

/** How many times `recountListedDays` reads and writes again while live writes move the days it sets. */
export const RECOUNT_ROUNDS = 3;

async function recountOnce(): Promise<{ records: number; days: number; written: number; raced: number }> {
  const stored = new Map<string, DayItem>();
  for (const item of await queryAll<DayItem>(ranges.listedDaysFrom(''))) stored.set(dayOf(item), item);
  const records: ListedFacts[] = [];
  for await (const page of queryPages<ListedFacts>(partitions.resumesNewest, {
    attributes: ['createdAt', 'sources'],
    pageSize: 1000,
  }))
    records.push(...page);
  const wanted = listedDaysOf(records);
  let written = 0;
  let raced = 0;
  for (const day of new Set([...wanted.keys(), ...stored.keys()])) {
    const want = wanted.get(day) ?? emptyDay();
    const had = stored.get(day);
    const names = Object.keys(want) as (keyof DayFigures)[];
    if (had && names.every((a) => (had[a] ?? 0) === want[a])) continue;
    // Each attribute as read (missing where it was missing): a live write in between fails it.
    const condition: Condition = had
      ? {
          expression: names
            .map((a, i) => (had[a] === undefined ? `attribute_not_exists(#w${i})` : `#w${i} = :w${i}`))
            .join(' AND '),
          names: Object.fromEntries(names.map((a, i) => [`#w${i}`, a])),
          values: Object.fromEntries(
            names.flatMap((a, i) => (had[a] === undefined ? [] : [[`:w${i}`, had[a]]])),
          ),
        }
      : { expression: 'attribute_not_exists(pk)' };
    try {
      await transact([updateItem(keys.counter(counters.resumesListedOn(day)), { set: want }, condition)]);
      written++;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      raced++;
    }
  }
  return { records: records.length, days: wanted.size, written, raced };
}
