/**
 * The CV list's views of the resume records (docs/requirements.md#cv-management, #dashboard): the
 * filtered list of `GET /resume`, its search, its `source` and `expiring` views. Reads only: every
 * write of a record is in resumes.ts and its siblings.
 *
 * How each list request reads the table (never a Scan; docs/architecture.md#access-patterns):
 *
 * | request                         | read                                                   | total                         |
 * |---------------------------------|--------------------------------------------------------|-------------------------------|
 * | newest                          | gsi1 `RESUMES`, `limit` items                          | counter `RESUMES`             |
 * | newest + status                 | gsi2 `RESUMES#STATUS#{s}`, `limit` items               | counter `RESUMES#STATUS#{s}`  |
 * | newest (+ status) + from / to   | the same, key condition `sk >= {from}`, `sk < {to}` or both (`BETWEEN`) | COUNT over that key range |
 * | name A-Z                        | gsi3 `RESUMES`, `limit` items                          | counter `RESUMES`             |
 * | name A-Z + status, from / to    | gsi3 `RESUMES` with a filter on status / createdAt     | status counter, or COUNT over the gsi1/gsi2 range |
 * | skill (any sort and filters)    | table `SKILL#{skill}` (one item per listed holder), then the records by key | the matches, read whole (at most `SEARCH_MATCH_CAP`) |
 * | source (+ status, from / to)    | gsi1 `RESUMES` / gsi2 of the status (the from / to key range), filter `contains(sources)` | COUNT over that range with that filter |
 * | expiring (+ status, from / to)  | gsi4 `EXPIRY`, key range now .. now + days             | the matches, read whole       |
 * | search (any sort and filters)   | name prefix: gsi3 `RESUMES` `begins_with`; email prefix: gsi3 `RESUMES#EMAIL` (guard items) `begins_with`; exact email: the `EMAIL#` guard | the matches, read whole (at most `SEARCH_MATCH_CAP` per source) |
 *
 * Page 1 of an unfiltered list, a status list and an A-Z list reads `limit` items. A COUNT over a
 * `from` / `to` range reads the keys of the records created in it (bounded by that range); the
 * dashboard's weekly and by-source figures are these totals, kept per Dublin day by the writes
 * instead of counted (data/dashboard-listed.ts).
 * `from` and `to` come parsed as UTC instants (a bare day is its Dublin start: contract/schemas/resume-admin.ts). A search
 * reads its matches only, sorted and filtered in memory: a prefix of a name or an email is short
 * lists in practice, and the cap bounds the worst case (a one-letter search). Paging, skipping
 * and counting are db.ts's (`queryPage`, `countQuery`).
 */
import { compareNames } from '../../contract/collation.js';
import type { SubmissionSource } from '../../contract/cv-policy.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import type { ResumeListQuery } from '../../contract/schemas/resume-admin.js';
import { ValidationError } from '../errors.js';
import { expiringWithin } from './dashboard-trends.js';
import {
  type Condition,
  countQuery,
  getItem,
  getItems,
  type PageRequest,
  pageOf,
  type QueryTarget,
  queryAll,
  queryPage,
  queryPages,
  readCounters,
} from './db.js';
import { counters, keys, partitions, ranges } from './keys.js';
import { isListed, type ResumeItem } from './resumes.js';

/** Most matches a search reads per source (name prefix, email prefix). */
export const SEARCH_MATCH_CAP = 500;

/** `relevance` without a search (a skill alone) is newest first. */
type Order = ResumeListQuery['sort'];

/**
 * Whether a record created at `createdAt` (ISO, UTC) lies in the list's window `[from, to)`: the
 * in-memory form of `createdRange`, for lists read whole (a search, the expiring view).
 */
export const createdWithin = (createdAt: string, q: Pick<ResumeListQuery, 'from' | 'to'>): boolean =>
  (!q.from || createdAt >= q.from) && (!q.to || createdAt < q.to);

/**
 * The sort-key condition of `[from, to)` on a `{createdAt}#{id}` index (gsi1, gsi2). `BETWEEN`
 * includes its upper bound, but no key equals a bare instant (each ends in `#{id}`), so it is `< to`.
 */
function createdRange(q: Pick<ResumeListQuery, 'from' | 'to'>): Partial<QueryTarget> {
  if (q.from && q.to) return { skBetween: [q.from, q.to] };
  if (q.from) return { skFrom: q.from };
  if (q.to) return { skBelow: q.to };
  return {};
}

/** A page of resumes, newest first, with the total from the `RESUMES` counter. */
export async function listResumes(page: PageRequest): Promise<{ items: ResumeItem[]; total: number }> {
  const [items, totals] = await Promise.all([
    queryPage<ResumeItem>(partitions.resumesNewest, page, { newestFirst: true }),
    readCounters([counters.resumes]),
  ]);
  return { items, total: totals[counters.resumes] };
}

/**
 * The filter of a list read over a partition that holds other records too: `status`, created
 * in `[fromIso, toIso)`, holding a CV from `source`; `undefined` when nothing is filtered.
 */
function recordFilter(f: {
  status?: ResumeStatus;
  fromIso?: string;
  toIso?: string;
  source?: SubmissionSource;
}): Condition | undefined {
  const parts: Condition[] = [
    ...(f.status
      ? [
          {
            expression: '#fStatus = :fStatus',
            names: { '#fStatus': 'status' },
            values: { ':fStatus': f.status },
          },
        ]
      : []),
    ...(f.fromIso
      ? [
          {
            expression: '#fCreated >= :fFrom',
            names: { '#fCreated': 'createdAt' },
            values: { ':fFrom': f.fromIso },
          },
        ]
      : []),
    ...(f.toIso
      ? [
          {
            expression: '#fCreated < :fTo',
            names: { '#fCreated': 'createdAt' },
            values: { ':fTo': f.toIso },
          },
        ]
      : []),
    ...(f.source
      ? [
          {
            expression: 'contains(#fSources, :fSource)',
            names: { '#fSources': 'sources' },
            values: { ':fSource': f.source },
          },
        ]
      : []),
  ];
  if (parts.length === 0) return undefined;
  return {
    expression: parts.map((p) => p.expression).join(' AND '),
    names: Object.assign({}, ...parts.map((p) => p.names)),
    values: Object.assign({}, ...parts.map((p) => p.values)),
  };
}

/**
 * One page of resumes for the CV Management filters, with the total of the filtered set
 * (see the table at the top of this module for what each combination reads).
 *
 * @throws ValidationError for `source` or `expiring` with a filter they cannot be combined with.
 */
export async function listResumesFiltered(
  q: ResumeListQuery,
): Promise<{ items: ResumeItem[]; total: number }> {
  if (q.source) return listResumesBySource({ ...q, source: q.source });
  if (q.expiring) return listExpiringResumes({ ...q, expiring: q.expiring });
  if (q.search || q.skill) return searchResumes(q);
  const byTime = newestRange(q);
  const total = resumeListTotal(q);
  const items =
    q.sort === 'name'
      ? queryPage<ResumeItem>(partitions.resumesByName, q, {
          filter: recordFilter({ status: q.status, fromIso: q.from, toIso: q.to }),
        })
      : queryPage<ResumeItem>(byTime, q, { newestFirst: true });
  return { items: await items, total: await total };
}

/** The newest-first partition of `q`'s status (or of every record) within its creation window. */
function newestRange(q: Pick<ResumeListQuery, 'status' | 'from' | 'to'>): QueryTarget {
  return {
    ...(q.status ? partitions.resumesByStatus(q.status) : partitions.resumesNewest),
    ...createdRange(q),
  };
}

/**
 * The `total` the CV list answers for `q`'s `status`, `source`, `from` and `to` (the views read
 * here, not a search or the expiring view), without reading a page: a COUNT over the list's own key
 * range and filter, or the counter when no window is asked. The dashboard's figures equal these
 * totals of the lists they open (docs/requirements.md#dashboard; test/api/dashboard-figures.test.ts).
 */
export async function resumeListTotal(
  q: Pick<ResumeListQuery, 'status' | 'from' | 'to' | 'source'>,
): Promise<number> {
  if (q.source) return countQuery(newestRange(q), { filter: recordFilter({ source: q.source }) });
  if (q.from || q.to) return countQuery(newestRange(q));
  const counter = q.status ? counters.resumesByStatus(q.status) : counters.resumes;
  return Object.values(await readCounters([counter]))[0] as number;
}

/** Refused with `source`: they read other lists or another order. */
const SOURCE_ALONE = 'source cannot be combined with search, skill, expiring or the A-Z sort';

/**
 * The `source` view (`GET /resume?source=`, docs/requirements.md#dashboard: the by-source figures
 * link here): listed records holding a CV accepted from that source (`sources`, added in the accept
 * transaction), newest first. Reads the newest-first partition (gsi1 `RESUMES`, or gsi2 of one
 * status) with a filter, so a page reads until `limit` matched and the total is a COUNT over the
 * partition with that filter, like the `from` filter's total.
 *
 * @throws ValidationError when `search`, `skill`, `expiring` or `sort=name` is given too.
 */
export async function listResumesBySource(
  q: ResumeListQuery & { source: SubmissionSource },
): Promise<{ items: ResumeItem[]; total: number }> {
  if (q.search || q.skill || q.expiring || q.sort === 'name')
    throw new ValidationError(SOURCE_ALONE, [{ path: 'source', message: SOURCE_ALONE }]);
  // `from` / `to` are a key condition (the records created then), as in the list without `source`.
  const [items, total] = await Promise.all([
    queryPage<ResumeItem>(newestRange(q), q, {
      newestFirst: true,
      filter: recordFilter({ source: q.source }),
    }),
    resumeListTotal(q),
  ]);
  return { items, total };
}

/** Refused with `expiring`: they read other lists (a name/email prefix, a skill's items). */
const EXPIRING_ALONE = 'expiring cannot be combined with search or skill';

/**
 * The `expiring` view (`GET /resume?expiring={days}`, docs/requirements.md#dashboard: the
 * "expiring soon" figure links here): the CVs still kept whose expiry date falls within the next
 * `days` days of `now`, soonest first, with their total. Reads that key range of the sparse expiry
 * index (gsi4 `EXPIRY`, which projects whole records) and nothing else; `status` and `from` filter
 * it in memory.
 *
 * @throws ValidationError when `search` or `skill` is given too.
 */
export async function listExpiringResumes(
  q: ResumeListQuery & { expiring: number },
  now = new Date(),
): Promise<{ items: ResumeItem[]; total: number }> {
  if (q.search || q.skill)
    throw new ValidationError(EXPIRING_ALONE, [{ path: 'expiring', message: EXPIRING_ALONE }]);
  const found = await queryAll<ResumeItem>(expiringWithin(now, q.expiring));
  const matches = found.filter(
    (r) =>
      isListed(r) &&
      !r.erasingSince &&
      (!q.status || (r.status ?? 'new') === q.status) &&
      createdWithin(r.createdAt, q),
  );
  return { items: pageOf(matches, q), total: matches.length };
}

/** Every item of a `begins_with` range of a partition (a list index, or the table), at most `cap`. */
async function prefixMatches<T>(partition: QueryTarget, prefix: string, cap: number) {
  const found: T[] = [];
  for await (const page of queryPages<T>(
    { ...partition, ...(prefix ? { skPrefix: prefix } : {}) },
    { pageSize: Math.min(cap, 500) },
  )) {
    found.push(...page.slice(0, cap - found.length));
    if (found.length >= cap) break;
  }
  return found;
}

/**
 * Search over name (prefix) or email (prefix, or the exact address), and/or the records holding one
 * skill (the `SKILL#` items, at most `SEARCH_MATCH_CAP`), then filters, sort and page.
 */
async function searchResumes(q: ResumeListQuery): Promise<{ items: ResumeItem[]; total: number }> {
  if (!q.search) {
    const holders = await prefixMatches<{ userId: string }>(
      ranges.resumesWithSkill(q.skill!),
      '',
      SEARCH_MATCH_CAP,
    );
    const records = await getItems<ResumeItem>(holders.map((h) => keys.user(h.userId)));
    return filterSortPage(
      records.filter((r): r is ResumeItem => Boolean(r)),
      q,
    );
  }
  const text = q.search.trim().toLowerCase();
  const [byName, byEmail] = await Promise.all([
    prefixMatches<ResumeItem>(partitions.resumesByName, text, SEARCH_MATCH_CAP),
    prefixMatches<{ userId: string }>(partitions.resumesByEmail, text, SEARCH_MATCH_CAP),
  ]);
  const all = new Map(byName.map((r) => [r.id, r]));
  const missing = [...new Set(byEmail.map((g) => g.userId))].filter((id) => !all.has(id));
  // Guards written before the email index existed are still found by the exact address.
  if (text.includes('@') && byEmail.length === 0) {
    const guard = await getItem<{ userId?: string }>(keys.emailGuard(text));
    if (guard?.userId && !all.has(guard.userId)) missing.push(guard.userId);
  }
  for (const r of await getItems<ResumeItem>(missing.map((id) => keys.user(id)))) if (r) all.set(r.id, r);
  return filterSortPage([...all.values()], q);
}

/** The listed records among `found` that pass the filters, sorted, and the page asked for. */
function filterSortPage(found: ResumeItem[], q: ResumeListQuery): { items: ResumeItem[]; total: number } {
  const matches = found.filter(
    (r) =>
      isListed(r) &&
      (!q.skill || (r.skills ?? []).some((k) => k.toLowerCase() === q.skill!.trim().toLowerCase())) &&
      (!q.status || (r.status ?? 'new') === q.status) &&
      createdWithin(r.createdAt, q),
  );
  sortResumes(matches, q.sort);
  return { items: pageOf(matches, q), total: matches.length };
}

function sortResumes(items: ResumeItem[], order: Order): void {
  if (order === 'name') {
    items.sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
  } else {
    items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }
}
