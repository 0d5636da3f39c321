/**
 * Resume (= candidate) records: `USER#{id}` / `PROFILE`, unique by email through an `EMAIL#` guard
 * item written in the same transaction (docs/architecture.md#access-patterns). Counters `RESUMES` and `RESUMES#STATUS#{s}`
 * move in the transaction of the write they count.
 *
 * The recruiter's reads and writes (docs/requirements.md#cv-management, #api-calls): the filtered
 * list, the status change, the expiry date and the deletion of the record's items.
 *
 * How each list request reads the table (never a Scan; docs/architecture.md#access-patterns):
 *
 * | request                         | read                                                   | total                         |
 * |---------------------------------|--------------------------------------------------------|-------------------------------|
 * | newest                          | gsi1 `RESUMES`, `limit` items                          | counter `RESUMES`             |
 * | newest + status                 | gsi2 `RESUMES#STATUS#{s}`, `limit` items               | counter `RESUMES#STATUS#{s}`  |
 * | newest (+ status) + from        | the same, key condition `sk >= {from}`                 | COUNT over that key range     |
 * | name A-Z                        | gsi3 `RESUMES`, `limit` items                          | counter `RESUMES`             |
 * | name A-Z + status and/or from   | gsi3 `RESUMES` with a filter on status / createdAt     | status counter, or COUNT over the gsi1/gsi2 range |
 * | skill (any sort and filters)    | table `SKILL#{skill}` (one item per listed holder), then the records by key | the matches, read whole (at most `SEARCH_MATCH_CAP`) |
 * | source (+ status, from)         | gsi1 `RESUMES` / gsi2 of the status, filter `contains(sources)` (resume-by-source.ts) | COUNT over the partition with that filter |
 * | expiring (+ status, from)       | gsi4 `EXPIRY`, key range now .. now + days (resume-expiring.ts) | the matches, read whole |
 * | search (any sort and filters)   | name prefix: gsi3 `RESUMES` `begins_with`; email prefix: gsi3 `RESUMES#EMAIL` (guard items) `begins_with`; exact email: the `EMAIL#` guard | the matches, read whole (at most `SEARCH_MATCH_CAP` per source) |
 *
 * Page 1 of an unfiltered list, a status list and an A-Z list reads `limit` items. A COUNT over a
 * `from` range reads the keys of the records created since then (bounded by that range). A search
 * reads its matches only, sorted and filtered in memory: a prefix of a name or an email is short
 * lists in practice, and the cap bounds the worst case (a one-letter search).
 */

import { randomUUID } from 'node:crypto';
import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { compareNames } from '../../contract/collation.js';
import type { SubmissionSource } from '../../contract/cv-policy.js';
import { CV_MESSAGES } from '../../contract/messages.js';
import { API_BASE } from '../../contract/routes.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import type { PhoneContact, Resume, ResumeApplication } from '../../contract/schemas/resume.js';
import type { ResumeListQuery } from '../../contract/schemas/resume-admin.js';
import { dynamo } from '../clients.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { describeAudit } from './audit-scope.js';
import { leftNewItem } from './dashboard-trends.js';
import {
  counterDelta,
  deleteItem,
  getItem,
  getItems,
  isConditionFailure,
  type PageRequest,
  putItem,
  putNew,
  queryAll,
  queryPage,
  queryPages,
  readCounters,
  retryOnConflict,
  type TransactItem,
  tableName,
  transact,
  update,
  updateItem,
} from './db.js';
import { counters, type IndexName, indexKeys, keys, partitions, ranges } from './keys.js';
import { listResumesBySource } from './resume-by-source.js';
import { listExpiringResumes } from './resume-expiring.js';

export interface StoredCv {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** The submission this file belongs to (docs/architecture.md#upload-path). */
  submissionId?: string;
}

export interface Consent {
  acceptedAt: string;
  policyVersion: string;
  /** Where it was given: a submission's source, or `renewal` ("keep my CV", docs/requirements.md#my-data). */
  source: SubmissionSource | 'renewal';
}

/** The stored item (keys included). */
export interface ResumeItem {
  pk: string;
  sk: string;
  id: string;
  name: string;
  email: string;
  contact?: PhoneContact;
  role: string;
  jobTitles: string[];
  status: ResumeStatus;
  skills: string[];
  createdAt: string;
  updatedAt: string;
  expiryDate?: string;
  isExpired: boolean;
  /** Set when an erasure began (docs/architecture.md#order-of-erasure); the record is then gone for readers. */
  erasingSince?: string;
  cv?: StoredCv;
  lastUpload?: { status: 'accepted' | 'rejected'; reason?: string; at: string };
  consent?: Consent;
  /** Every "keep my CV for another 90 days", oldest first (docs/requirements.md#my-data). */
  consentRenewals?: Consent[];
  /** Every source a CV of this record was accepted from (`GET /resume?source=`); older records: none. */
  sources?: Set<SubmissionSource>;
  /** When the record last arrived in status `new` (the dashboard's days in New; older records: `createdAt`). */
  newSince?: string;
  /** The expiry date whose 7-day reminder was sent (docs/requirements.md#candidate-mails). */
  remindedFor?: string;
  /** Postings applied to (Apply Now), kept on the record so the CV list shows them without more reads. */
  applications?: ResumeApplication[];
  gsi1pk?: string;
  gsi4sk?: string;
  /** Ids of the `cv_upload` notifications naming this candidate (erased with the record). */
  notificationIds?: Set<string>;
}

/** Admin-facing path of a resume's CV (a presigned GET is issued there). */
export const resumeDownloadPath = (id: string) => `${API_BASE}/resume/${id}/download`;

/** The API shape of a stored record (docs/requirements.md#admin-records field names). */
export function toResume(item: ResumeItem): Resume {
  const link = item.cv ? resumeDownloadPath(item.id) : null;
  return {
    _id: item.id,
    name: item.name,
    email: item.email,
    contact: item.contact ?? null,
    role: item.role,
    jobTitles: item.jobTitles ?? [],
    status: item.status ?? 'new',
    skills: item.skills ?? [],
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    expiryDate: item.expiryDate ?? null,
    isExpired: item.isExpired ?? false,
    cv: item.cv
      ? {
          url: link!,
          fileName: item.cv.fileName,
          contentType: item.cv.contentType,
          size: item.cv.size,
          uploadedAt: item.cv.uploadedAt,
        }
      : null,
    'resume-link': link,
    consent: item.consent ?? null,
    applications: item.applications ?? [],
  };
}

export async function getResumeItem(id: string, consistent = false): Promise<ResumeItem | undefined> {
  return getItem<ResumeItem>(keys.user(id), consistent);
}

/** The id of the candidate holding `email`, if any. */
export async function findResumeIdByEmail(email: string): Promise<string | undefined> {
  return (await getItem<{ userId: string }>(keys.emailGuard(email), true))?.userId;
}

/**
 * Transaction items that make sure candidate `email` exists for a new submission: a check that the
 * record holding the address still exists, or a new unlisted record (`fields`: the details typed
 * with the first file). Never a write over an existing candidate's details
 * (docs/requirements.md#cv-management: no overwriting by e-mail). A concurrent first request for the
 * same address fails the guard; the caller retries and finds the record that won.
 */
export async function candidateForSubmission(f: {
  name: string;
  email: string;
  now: string;
  fields?: Partial<ResumeItem>;
}): Promise<{ id: string; created: boolean; items: TransactItem[] }> {
  const existingId = await findResumeIdByEmail(f.email);
  if (existingId) return { id: existingId, created: false, items: [recordExists(existingId)] };
  const id = randomUUID();
  return {
    id,
    created: true,
    items: newCandidateRecordItems({ id, name: f.name, email: f.email, now: f.now, fields: f.fields }),
  };
}

/** The condition of a write over the version of a record that was read. */
export const sameVersion = (record: { updatedAt: string }) => ({
  expression: 'updatedAt = :prev',
  values: { ':prev': record.updatedAt },
});

/** Transaction item that only checks the candidate record `id` exists (linking an account to it). */
export const recordExists = (id: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.user(id), ConditionExpression: 'attribute_exists(pk)' },
});

/** Whether the record is in the RESUMES partitions and counters (it has had an accepted file). */
export const isListed = (record: ResumeItem): boolean => Boolean(record.gsi1pk);

/** Records the verdict on the candidate's latest upload (the profile shows it); a missing record is left alone. */
export async function recordUploadVerdict(
  id: string,
  verdict: NonNullable<ResumeItem['lastUpload']>,
): Promise<void> {
  try {
    await update(keys.user(id), { set: { lastUpload: verdict } }, { expression: 'attribute_exists(pk)' });
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * Transaction items that make the accepted `cv` of a submission the record's current CV
 * (docs/architecture.md#upload-path): expiry at `expiryDate` on the sparse expiry index, status back to
 * `new` (moving the status counters), the job title and skills added. The first accepted file lists
 * the candidate: the details typed with it become the record's (unless `keepDetails`: a signed-up
 * candidate's details change only through their session, docs/requirements.md#cv-confirmation), the
 * RESUMES index keys, counters and skill items are written. Later files never change name or phone.
 * Conditioned on the record as read.
 */
export function acceptedCvItems(
  record: ResumeItem,
  cv: StoredCv,
  typed: {
    name: string;
    contact?: PhoneContact;
    role: string;
    skills?: string[];
    consent?: Consent;
    source?: SubmissionSource;
  },
  expiryDate: string,
  notificationId: string,
  opts: { keepDetails?: boolean } = {},
): TransactItem[] {
  const listed = isListed(record);
  const previousStatus = record.status ?? 'new';
  const name = listed || opts.keepDetails ? record.name : typed.name;
  const createdAt = listed ? record.createdAt : cv.uploadedAt;
  const jobTitles =
    !typed.role || record.jobTitles?.includes(typed.role)
      ? (record.jobTitles ?? [])
      : [...(record.jobTitles ?? []), typed.role];
  const skills = [...new Set([...(record.skills ?? []), ...(typed.skills ?? [])])].slice(0, 30);
  const newSkills = listed ? skills.filter((k) => !(record.skills ?? []).includes(k)) : skills;
  const details: Partial<ResumeItem> = listed
    ? {}
    : opts.keepDetails
      ? { consent: typed.consent ?? record.consent, createdAt }
      : {
          name: typed.name,
          contact: typed.contact,
          role: record.role || typed.role,
          consent: typed.consent ?? record.consent,
          createdAt,
        };
  return [
    updateItem(
      keys.user(record.id),
      {
        set: {
          ...details,
          cv,
          jobTitles,
          skills,
          status: 'new',
          // A CV that is already waiting keeps its place: days in New count from its first arrival.
          newSince: listed && previousStatus === 'new' ? (record.newSince ?? createdAt) : cv.uploadedAt,
          expiryDate,
          isExpired: false,
          updatedAt: cv.uploadedAt,
          lastUpload: { status: 'accepted', at: cv.uploadedAt },
          ...indexKeys.resume({ id: record.id, createdAt, status: 'new', name }),
          ...indexKeys.resumeExpiry({ id: record.id, expiryDate }),
        },
        remove: ['cvErasedAt'],
        // The candidate's notifications carry their name and email: erasure deletes them by these ids.
        add: {
          notificationIds: new Set([notificationId]),
          // Where its CVs came from: the list's source filter (the dashboard's by-source figures link there).
          ...(typed.source ? { sources: new Set([typed.source]) } : {}),
        },
      },
      { expression: 'attribute_exists(pk) AND updatedAt = :prev', values: { ':prev': record.updatedAt } },
    ),
    ...(!listed
      ? [counterDelta(counters.resumes, 1), counterDelta(counters.resumesByStatus('new'), 1)]
      : previousStatus !== 'new'
        ? [
            counterDelta(counters.resumesByStatus(previousStatus), -1),
            counterDelta(counters.resumesByStatus('new'), 1),
          ]
        : []),
    ...newSkills.map((skill) =>
      putItem({ ...keys.resumeSkill(skill, { id: record.id, createdAt }), userId: record.id, skill }),
    ),
  ];
}

/**
 * Transaction item for an unconfirmed file's arrival (docs/requirements.md#cv-confirmation): the
 * record only learns the id of the recruiters' notification naming it (erasure deletes it by that id);
 * nothing the candidate or a recruiter reads changes. Conditioned on the record existing and not
 * being erased.
 */
export const unconfirmedCvRecordItem = (recordId: string, notificationId: string): TransactItem =>
  updateItem(
    keys.user(recordId),
    { add: { notificationIds: new Set([notificationId]) } },
    { expression: 'attribute_exists(pk) AND attribute_not_exists(erasingSince)' },
  );

/** Transaction items deleting the skill items of a listed record (erasure). */
export const skillItemsOf = (record: ResumeItem): TransactItem[] =>
  isListed(record) ? (record.skills ?? []).map((skill) => deleteItem(keys.resumeSkill(skill, record))) : [];

/**
 * Marks a record whose CV was erased as expired and takes it off the expiry index. Conditioned on
 * the index key read (`gsi4sk`); `false` when another run or a new upload changed it meanwhile.
 */
export async function markCvExpired(item: ResumeItem, nowIso: string): Promise<boolean> {
  try {
    await update(
      keys.user(item.id),
      {
        set: { isExpired: true, updatedAt: nowIso, cvErasedAt: nowIso },
        remove: ['cv', 'gsi4pk', 'gsi4sk'],
      },
      { expression: 'gsi4sk = :sk', values: { ':sk': item.gsi4sk } },
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Deletes a record that was never listed (an abandoned upload request) with its `EMAIL#` guard, when
 * no login account holds its address; conditioned on the record as read. `false` when that no longer holds.
 */
export async function deleteUnlistedRecord(record: ResumeItem): Promise<boolean> {
  try {
    await transact([
      deleteItem(keys.user(record.id), {
        expression: 'attribute_not_exists(gsi1pk) AND updatedAt = :prev',
        values: { ':prev': record.updatedAt },
      }),
      deleteItem(keys.emailGuard(record.email), {
        expression: 'attribute_not_exists(pk) OR userId = :id',
        values: { ':id': record.id },
      }),
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.candidateAccount(record.email),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Adds `skills` to a listed record's skills (at most 30 in all, as an accepted CV adds them) and
 * writes the skill filter's items of the new ones; answers how many were new. The record's
 * `updatedAt` stays: a re-read (`npm run reread-cvs`) is no change by anyone. Retries when the record
 * changed between its read and the write; nothing for a record that is gone or not listed.
 */
export async function addResumeSkills(resumeId: string, skills: readonly string[]): Promise<number> {
  return retryOnConflict(async () => {
    const record = await getResumeItem(resumeId, true);
    if (!record || !isListed(record)) return 0;
    const had = record.skills ?? [];
    const known = new Set(had.map((k) => k.toLowerCase()));
    const added = [...new Set(skills)]
      .filter((k) => !known.has(k.toLowerCase()))
      .slice(0, Math.max(0, 30 - had.length));
    if (added.length === 0) return 0;
    await transact([
      updateItem(
        keys.user(record.id),
        { set: { skills: [...had, ...added] } },
        { expression: 'attribute_exists(pk) AND updatedAt = :prev', values: { ':prev': record.updatedAt } },
      ),
      ...added.map((skill) => putItem({ ...keys.resumeSkill(skill, record), userId: record.id, skill })),
    ]);
    return added.length;
  });
}

/** A page of resumes, newest first, with the total from the `RESUMES` counter. */
export async function listResumes(page: PageRequest): Promise<{ items: ResumeItem[]; total: number }> {
  const [items, totals] = await Promise.all([
    queryPage<ResumeItem>(partitions.resumesNewest, page, { newestFirst: true }),
    readCounters([counters.resumes]),
  ]);
  return { items, total: totals[counters.resumes] };
}

/** Records whose `expiryDate` is before `nowIso`, oldest first (sparse expiry index). */
export async function listDueToExpire(nowIso: string, limit: number): Promise<ResumeItem[]> {
  return queryPage<ResumeItem>(
    partitions.resumesDueToExpire,
    { page: 1, limit },
    { sortKeyBelow: `${nowIso}#` },
  );
}

/** Records whose `expiryDate` is before `beforeIso`, oldest first, read page by page (sparse expiry index). */
export async function* expiringBefore(beforeIso: string): AsyncGenerator<ResumeItem> {
  for await (const page of queryPages<ResumeItem>(partitions.resumesDueToExpire, { pageSize: 100 })) {
    for (const item of page) {
      if (!item.expiryDate || item.expiryDate >= beforeIso) return;
      yield item;
    }
  }
}

/**
 * Transaction items that create an unlisted candidate record (a sign-up with a new email, or the
 * first upload request of an email, with its `fields`) and its `EMAIL#` guard (`attribute_not_exists`,
 * so a concurrent request of the same email makes the transaction fail and the caller retries with
 * the record that won). The record enters the RESUMES partitions and counters only with its first
 * accepted file (`acceptedCvItems`; docs/requirements.md#cv-management).
 */
export function newCandidateRecordItems(f: {
  id: string;
  name: string;
  email: string;
  now: string;
  /** What the record holds beyond an empty sign-up (an upload's role, consent, pending upload). */
  fields?: Partial<ResumeItem>;
}): TransactItem[] {
  const item: ResumeItem = {
    ...keys.user(f.id),
    id: f.id,
    name: f.name,
    email: f.email,
    role: '',
    jobTitles: [],
    status: 'new',
    skills: [],
    createdAt: f.now,
    updatedAt: f.now,
    isExpired: false,
    ...f.fields,
  };
  return [
    putNew({ ...item }),
    putNew({
      ...keys.emailGuard(f.email),
      ...indexKeys.resumeEmail({ id: f.id, email: f.email }),
      userId: f.id,
      createdAt: f.now,
    }),
  ];
}

/** Most matches a search reads per source (name prefix, email prefix). */
export const SEARCH_MATCH_CAP = 500;

/** `relevance` without a search (a skill alone) is newest first. */
type Order = ResumeListQuery['sort'];

interface RangeQuery {
  input: QueryCommandInput;
  /** True when a FilterExpression drops some of the items the key condition reads. */
  filtered: boolean;
}

/** The Query for one list partition, with an optional `>= from` key condition and a filter. */
function rangeQuery(
  partition: { index: string; pk: string },
  opts: { fromSk?: string; newestFirst: boolean; status?: ResumeStatus; fromIso?: string },
): RangeQuery {
  const names: Record<string, string> = { '#pk': `${partition.index}pk` };
  const values: Record<string, unknown> = { ':pk': partition.pk };
  let key = '#pk = :pk';
  if (opts.fromSk) {
    names['#sk'] = `${partition.index}sk`;
    values[':from'] = opts.fromSk;
    key += ' AND #sk >= :from';
  }
  const filters: string[] = [];
  if (opts.status) {
    names['#status'] = 'status';
    values[':status'] = opts.status;
    filters.push('#status = :status');
  }
  if (opts.fromIso) {
    names['#createdAt'] = 'createdAt';
    values[':fromIso'] = opts.fromIso;
    filters.push('#createdAt >= :fromIso');
  }
  return {
    input: {
      TableName: tableName(),
      IndexName: partition.index,
      KeyConditionExpression: key,
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: !opts.newestFirst,
    },
    filtered: filters.length > 0,
  };
}

/**
 * Page `page` of the items a Query matches. Without a filter, earlier pages are skipped reading
 * keys only and page 1 reads `limit` items; with a filter, items are read until `limit` matched.
 */
async function pageOf(q: RangeQuery, page: number, limit: number): Promise<ResumeItem[]> {
  let toSkip = (page - 1) * limit;
  let start: Record<string, unknown> | undefined;
  if (!q.filtered) {
    while (toSkip > 0) {
      const out: QueryCommandOutput = await dynamo().send(
        new QueryCommand({
          ...q.input,
          Limit: Math.min(toSkip, 1000),
          ExclusiveStartKey: start,
          // Only the position matters here: LastEvaluatedKey does not depend on the projection.
          ProjectionExpression: 'pk',
        }),
      );
      toSkip -= out.Items?.length ?? 0;
      start = out.LastEvaluatedKey;
      if (!start) return [];
    }
  }
  const items: ResumeItem[] = [];
  do {
    const out: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        ...q.input,
        Limit: q.filtered ? 100 : limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of (out.Items ?? []) as ResumeItem[]) {
      if (toSkip > 0) toSkip--;
      else if (items.length < limit) items.push(item);
    }
    start = out.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items;
}

/** How many items a Query matches (`Select: COUNT`, page by page over the key range). */
async function countOf(q: RangeQuery): Promise<number> {
  let total = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out: QueryCommandOutput = await dynamo().send(
      new QueryCommand({ ...q.input, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    total += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return total;
}

/** `{from}T00:00:00.000Z`: the first sort key of that UTC day on the `{createdAt}#{id}` indexes. */
const dayStart = (from: string) => `${from}T00:00:00.000Z`;

/**
 * One page of resumes for the CV Management filters, with the total of the filtered set
 * (see the table at the top of this module for what each combination reads).
 */
export async function listResumesFiltered(
  q: ResumeListQuery,
): Promise<{ items: ResumeItem[]; total: number }> {
  if (q.source) return listResumesBySource({ ...q, source: q.source });
  if (q.expiring) return listExpiringResumes({ ...q, expiring: q.expiring });
  if (q.search || q.skill) return searchResumes(q);
  const fromIso = q.from ? dayStart(q.from) : undefined;
  const byTime = q.status ? partitions.resumesByStatus(q.status) : partitions.resumesNewest;
  const timeRange = () => rangeQuery(byTime, { fromSk: fromIso, newestFirst: true });

  const totalPromise: Promise<number> = fromIso
    ? countOf(timeRange())
    : readCounters([q.status ? counters.resumesByStatus(q.status) : counters.resumes]).then(
        (c) => Object.values(c)[0] as number,
      );

  const listQuery =
    q.sort === 'name'
      ? rangeQuery(partitions.resumesByName, { newestFirst: false, status: q.status, fromIso })
      : timeRange();
  const [items, total] = await Promise.all([pageOf(listQuery, q.page, q.limit), totalPromise]);
  return { items, total };
}

/** Every item of a `begins_with` range of a partition (a list index, or the table), at most `cap`. */
async function prefixMatches<T>(partition: { index?: IndexName; pk: string }, prefix: string, cap: number) {
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
  const fromIso = q.from ? dayStart(q.from) : undefined;
  const matches = found.filter(
    (r) =>
      isListed(r) &&
      (!q.skill || (r.skills ?? []).some((k) => k.toLowerCase() === q.skill!.trim().toLowerCase())) &&
      (!q.status || (r.status ?? 'new') === q.status) &&
      (!fromIso || r.createdAt >= fromIso),
  );
  sortResumes(matches, q.sort);
  const first = (q.page - 1) * q.limit;
  return { items: matches.slice(first, first + q.limit), total: matches.length };
}

function sortResumes(items: ResumeItem[], order: Order): void {
  if (order === 'name') {
    items.sort((a, b) => compareNames(a.name, b.name) || a.id.localeCompare(b.id));
  } else {
    items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }
}

/** The record or `NotFoundError('Resume not found')`. Strongly consistent. */
export async function requireResume(id: string, opts: { erasing?: boolean } = {}): Promise<ResumeItem> {
  const item = await getResumeItem(id, true);
  // A record being erased is gone for every reader but the erasure itself (docs/architecture.md#order-of-erasure).
  if (!item || (item.erasingSince && !opts.erasing)) throw new NotFoundError(CV_MESSAGES.resumeNotFound);
  return item;
}

/**
 * First step of an erasure (docs/architecture.md#order-of-erasure): in one transaction conditioned
 * on the version read, marks the record `erasingSince`, drops its file pointer (`cv`) and writes the
 * `ERASURES` marker the sweep finishes from. From then on no reader is shown the record or a link to
 * a file about to be erased. Answers the marked record; `undefined` when the record changed meanwhile.
 */
export async function markResumeErasing(record: ResumeItem, nowIso: string): Promise<ResumeItem | undefined> {
  if (record.erasingSince) return record;
  try {
    await transact([
      updateItem(
        keys.user(record.id),
        { set: { erasingSince: nowIso }, remove: ['cv'] },
        sameVersion(record),
      ),
      putItem({ ...keys.erasure(record.id), resumeId: record.id, since: nowIso }),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
  const marked: ResumeItem = { ...record, erasingSince: nowIso };
  delete marked.cv;
  return marked;
}

/** Ids of the erasures begun before `beforeIso` and not finished (the sweep's work list). */
export async function erasuresBegunBefore(beforeIso: string): Promise<string[]> {
  const markers = await queryAll<{ resumeId: string; since: string }>(ranges.erasuresUnderway);
  return markers.filter((m) => m.since < beforeIso).map((m) => m.resumeId);
}

/** Removes the `ERASURES` marker of a record that no longer exists. */
export async function dropErasureMarker(resumeId: string): Promise<void> {
  await transact([deleteItem(keys.erasure(resumeId))]);
}

/**
 * Changes a resume's status (docs/requirements.md#cv-management): one transaction moves the status, its gsi2 keys and
 * both per-status counters, conditioned on the status it read, so two admins at once never count a
 * record twice. Setting the current status again changes nothing. `alsoWrite` adds items built
 * from the changed record to the same transaction (the status mail's outbox item: core/mail.ts).
 *
 * @throws NotFoundError for an unknown id; ConflictError `Cannot update status - No CV uploaded`
 *   when the record has no CV; ConflictError when the record keeps changing (three lost races).
 */
export async function updateResumeStatus(
  id: string,
  status: ResumeStatus,
  alsoWrite: (changed: ResumeItem) => TransactItem[] = () => [],
): Promise<ResumeItem> {
  return retryOnConflict(async () => {
    const current = await requireResume(id);
    if (!current.cv) throw new ConflictError(CV_MESSAGES.noCvUploaded);
    const previous = current.status ?? 'new';
    if (previous === status) return current;
    const now = new Date().toISOString();
    const { gsi2pk, gsi2sk } = indexKeys.resume({ ...current, status });
    const changed = { ...current, status, updatedAt: now, gsi2pk, gsi2sk };
    describeAudit({ from: previous, to: status });
    await transact([
      updateItem(
        keys.user(id),
        { set: { status, gsi2pk, gsi2sk, updatedAt: now, ...(status === 'new' ? { newSince: now } : {}) } },
        {
          expression: 'attribute_exists(pk) AND #status = :previous AND attribute_exists(cv)',
          names: { '#status': 'status' },
          values: { ':previous': previous },
        },
      ),
      counterDelta(counters.resumesByStatus(previous), -1),
      counterDelta(counters.resumesByStatus(status), 1),
      ...(previous === 'new' ? [leftNewItem(current.newSince ?? current.createdAt, now)] : []),
      ...alsoWrite(changed),
    ]);
    return changed;
  });
}

/**
 * Sets (`expiryIso`) or removes (`null`) the expiry date. A record whose CV is still held goes on
 * the sparse expiry index at that date (so the sweep finds it then); a removed date, or a record
 * without a CV, is off the index. Conditioned on `updatedAt`, so a concurrent change (a new upload,
 * the sweep) is never overwritten with stale index keys.
 *
 * @throws NotFoundError for an unknown id; ConflictError when the record keeps changing.
 */
export async function setResumeExpiry(id: string, expiryIso: string | null): Promise<ResumeItem> {
  return retryOnConflict(async () => {
    const current = await requireResume(id);
    const now = new Date().toISOString();
    const indexed = expiryIso !== null && Boolean(current.cv) && !current.isExpired;
    const expiry = indexed ? indexKeys.resumeExpiry({ id, expiryDate: expiryIso! }) : undefined;
    describeAudit({ from: current.expiryDate ?? null, to: expiryIso });
    await update(
      keys.user(id),
      {
        set: { updatedAt: now, expiryDate: expiryIso ?? undefined, ...expiry },
        remove: [...(expiryIso === null ? ['expiryDate'] : []), ...(expiry ? [] : ['gsi4pk', 'gsi4sk'])],
      },
      sameRecordVersion(current),
    );
    const next: ResumeItem = { ...current, updatedAt: now };
    if (expiryIso === null) delete next.expiryDate;
    else next.expiryDate = expiryIso;
    next.gsi4sk = expiry?.gsi4sk;
    return next;
  });
}

/**
 * Keeps the record's CV until `expiryIso` with fresh `consent` ("keep my CV for another 90 days",
 * docs/requirements.md#my-data): the new expiry date on the sparse expiry index, `consent` as the
 * record's consent and appended to `consentRenewals`, in one write conditioned on the record as
 * read and on a CV still held. Answers the record afterwards, or `undefined` when no CV is held.
 *
 * @throws NotFoundError for an unknown (or erasing) id; ConflictError when the record keeps changing.
 */
export async function renewResumeRetention(
  id: string,
  expiryIso: string,
  consent: Consent,
): Promise<ResumeItem | undefined> {
  return retryOnConflict(async () => {
    const current = await requireResume(id);
    if (!current.cv || current.isExpired) return undefined;
    const consentRenewals = [...(current.consentRenewals ?? []), consent];
    const expiry = indexKeys.resumeExpiry({ id, expiryDate: expiryIso });
    await update(
      keys.user(id),
      { set: { updatedAt: consent.acceptedAt, expiryDate: expiryIso, consent, consentRenewals, ...expiry } },
      {
        expression: 'attribute_exists(pk) AND updatedAt = :prev AND attribute_exists(cv) AND isExpired = :no',
        values: { ':prev': current.updatedAt, ':no': false },
      },
    );
    return {
      ...current,
      ...expiry,
      updatedAt: consent.acceptedAt,
      expiryDate: expiryIso,
      consent,
      consentRenewals,
    };
  });
}

/**
 * Claims the 7-day reminder of the record's current expiry date (docs/requirements.md#candidate-mails):
 * sets `remindedFor` when it does not already name that date and the date is unchanged. Answers
 * true for the one caller that set it, so two sweeps at once send one reminder. `alsoWrite` items
 * go in the same transaction (the reminder's outbox item: core/mail.ts).
 */
export async function claimExpiryReminder(
  record: Pick<ResumeItem, 'id' | 'expiryDate'>,
  alsoWrite: TransactItem[] = [],
): Promise<boolean> {
  if (!record.expiryDate) return false;
  try {
    await transact([
      updateItem(
        keys.user(record.id),
        { set: { remindedFor: record.expiryDate } },
        {
          expression:
            'attribute_exists(pk) AND expiryDate = :e AND isExpired = :no AND attribute_not_exists(erasingSince) AND (attribute_not_exists(remindedFor) OR remindedFor <> :e)',
          values: { ':e': record.expiryDate, ':no': false },
        },
      ),
      ...alsoWrite,
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** `sameVersion` that also requires the record to exist (a write over a record that was read). */
const sameRecordVersion = (record: ResumeItem) => ({
  expression: 'attribute_exists(pk) AND updatedAt = :prev',
  values: { ':prev': record.updatedAt },
});

/**
 * Deletes the record, its `EMAIL#` guard and skill items and (when listed) moves the `RESUMES` and per-status counters, in one
 * transaction conditioned on the record as it was read (status and `updatedAt`): if anything
 * changed meanwhile nothing is written and `false` is answered, so the caller re-reads. `alsoWrite`
 * items go in the same transaction (the erasure confirmation's outbox item: core/mail.ts).
 */
export async function deleteResumeRecord(
  record: ResumeItem,
  alsoWrite: TransactItem[] = [],
): Promise<boolean> {
  try {
    await transact([
      deleteItem(keys.erasure(record.id)),
      deleteItem(keys.user(record.id), {
        expression: '#status = :status AND updatedAt = :prev',
        names: { '#status': 'status' },
        values: { ':status': record.status ?? 'new', ':prev': record.updatedAt },
      }),
      // Never another candidate's guard (the address could have been re-registered since).
      deleteItem(keys.emailGuard(record.email), {
        expression: 'attribute_not_exists(pk) OR userId = :id',
        values: { ':id': record.id },
      }),
      ...(isListed(record)
        ? [
            counterDelta(counters.resumes, -1),
            counterDelta(counters.resumesByStatus(record.status ?? 'new'), -1),
          ]
        : []),
      ...skillItemsOf(record),
      ...alsoWrite,
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
