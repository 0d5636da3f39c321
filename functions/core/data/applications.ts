/**
 * Applications of candidates to job postings (docs/requirements.md#public-limits "Apply Now",
 * docs/requirements.md#pipeline): `USER#{userId}` / `APPLICATION#{jobId}`, one per candidate and
 * posting, in the candidate's own partition so erasure finds them with one Query (keys.ts). Each
 * holds the candidate's stage in that posting (docs/architecture.md#applications-and-stages).
 */
import type { SubmissionSource } from '../../contract/cv-policy.js';
import type { Application } from '../../contract/schemas/applications.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import type { ReportSource } from '../../contract/schemas/reports.js';
import {
  AUDITED,
  type Changes,
  counterDelta,
  deleteItem,
  getItem,
  isConditionFailure,
  putItem,
  queryAll,
  queryPage,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import {
  funnelRank,
  type HiringDelta,
  hiringReportDelta,
  stepsReached,
  TIME_IN_STAGE_CAP,
  TIME_TO_HIRE_CAP,
  wholeDays,
} from './hiring-report.js';
import { counters, indexKeys, type Key, keys, partitions, ranges } from './keys.js';
import { rejectReasonUseItem } from './reject-reasons.js';

/** The stored application item. */
export interface ApplicationItem {
  userId: string;
  jobId: string;
  job_title: string;
  name: string;
  email: string;
  contact?: { country_code: string; number: string };
  coverLetter?: string;
  appliedAt: string;
  updatedAt: string;
  /**
   * The CV submission handed in with this application (its verdict and file are on the submission);
   * absent on an application a recruiter added (the CV is the record's).
   */
  submissionId?: string;
  /**
   * The candidate's stage in this posting, one of the eight statuses. Absent on applications written
   * before stages existed: those read as the record's status (`stageOf`), as the board showed them.
   */
  stage?: ResumeStatus;
  /** How the candidate came into this posting: `apply` (Apply Now; older items: absent) or `added` by a recruiter. */
  via?: 'apply' | 'added';
  /** For an added application: where the candidate's CV came from (`careers`, `assistant`, ...), kept as it was. */
  source?: SubmissionSource;
  /** The admin (Cognito sub) who added the candidate to the posting. */
  addedBy?: string;
  /** The soonest live interview of this candidate for this posting, kept with each interview change (the board's card). */
  nextInterview?: NextInterview;
  /** When the application entered its stage (the report's time in stage; older items: `appliedAt`). */
  stageSince?: string;
  /** The furthest funnel step reached (index of `FUNNEL_STAGES`; older items: their stage's). */
  reached?: number;
  /** While rejected in this posting: the reason (docs/architecture.md#rejection-reasons); never shown to the candidate. */
  rejectReasonId?: string;
}

/** The report's source of application `item`: Apply Now, else the added CV's origin (docs/architecture.md#hiring-reports). */
export function reportSourceOf(item: Pick<ApplicationItem, 'via' | 'source'>): ReportSource {
  if (item.via !== 'added') return 'apply';
  return item.source === 'careers' || item.source === 'assistant' ? item.source : 'added';
}

/**
 * What a change counts in the hiring report besides the application's own move, in the same day
 * items (one transaction cannot update an item twice): an offer's outcome (its acceptance).
 */
export type ReportAlso = Pick<HiringDelta, 'offer'>;

/**
 * The funnel fields of new application `item` (`reached`, `stageSince`) and the report items that
 * count it: applied, its source and every funnel step up to its stage, and `also` (docs/architecture.md#hiring-reports).
 */
export function newApplicationReport(
  item: ApplicationItem,
  also: ReportAlso = {},
): {
  fields: Pick<ApplicationItem, 'reached' | 'stageSince'>;
  items: TransactItem[];
} {
  const { steps, rank } = stepsReached(-1, item.stage ?? 'new');
  return {
    fields: { reached: rank, stageSince: item.appliedAt },
    items: hiringReportDelta({
      ...also,
      postingId: item.jobId,
      at: item.appliedAt,
      applied: reportSourceOf(item),
      reached: steps,
    }),
  };
}

/**
 * What moving application `item` from stage `from` to `to` at `now` counts (docs/architecture.md#hiring-reports):
 * the application's new funnel fields (and its rejection reason) and the report items: the funnel
 * steps newly reached, the days spent in `from`, the days to hire, the rejection's reason with one
 * use of it, and `also` (an offer's acceptance) in the same day items. Nothing but `also` is
 * counted when the stage does not change.
 */
export function applicationMoveReport(
  item: ApplicationItem,
  from: ResumeStatus,
  to: ResumeStatus,
  now: string,
  rejectReasonId?: string,
  also: ReportAlso = {},
): { changes: Changes; items: TransactItem[] } {
  if (from === to)
    return { changes: {}, items: hiringReportDelta({ ...also, postingId: item.jobId, at: now }) };
  const { steps, rank } = stepsReached(item.reached ?? funnelRank(from) ?? 0, to);
  const reason = to === 'rejected' ? rejectReasonId : undefined;
  return {
    changes: {
      set: { stageSince: now, reached: rank, ...(reason ? { rejectReasonId: reason } : {}) },
      ...(reason ? {} : { remove: ['rejectReasonId'] }),
    },
    items: [
      ...hiringReportDelta({
        ...also,
        postingId: item.jobId,
        at: now,
        reached: steps,
        leftStage: {
          stage: from,
          days: wholeDays(item.stageSince ?? item.appliedAt, now, TIME_IN_STAGE_CAP),
        },
        ...(to === 'hired' ? { hiredAfterDays: wholeDays(item.appliedAt, now, TIME_TO_HIRE_CAP) } : {}),
        ...(reason ? { rejectReasonId: reason } : {}),
      }),
      ...(reason ? [rejectReasonUseItem(reason)] : []),
    ],
  };
}

/** What a pipeline card shows of the next interview. */
export interface NextInterview {
  id: string;
  startsAt: string;
  stageName: string;
}

/**
 * Transaction item that sets (or, `null`, removes) the next interview of application `item`; with
 * `stage` also moves it there, then only as it was read (like `moveApplicationItem`), with `also`
 * (the report's fields of that move).
 */
export function nextInterviewItem(
  item: ApplicationItem,
  next: NextInterview | null,
  now: string,
  stage?: ResumeStatus,
  also: Changes = {},
): TransactItem {
  const remove = [...(also.remove ?? []), ...(next ? [] : ['nextInterview'])];
  return updateItem(
    keys.application(item.userId, item.jobId),
    {
      ...also,
      set: {
        ...also.set,
        ...(next ? { nextInterview: next } : {}),
        ...(stage ? { stage, updatedAt: now } : {}),
      },
      ...(remove.length ? { remove } : {}),
    },
    stage
      ? { expression: 'updatedAt = :prev', values: { ':prev': item.updatedAt } }
      : { expression: 'attribute_exists(pk)' },
  );
}

/**
 * The candidate's stage in the posting of `item`: its own, or for an item written before stages
 * existed the status of the candidate's record (docs/architecture.md#applications-and-stages).
 */
export const stageOf = (item: ApplicationItem, record: { status?: ResumeStatus } | undefined): ResumeStatus =>
  item.stage ?? record?.status ?? 'new';

/** The API shape of an application. */
export const toApplication = (i: ApplicationItem): Application => ({
  jobId: i.jobId,
  job_title: i.job_title,
  appliedAt: i.appliedAt,
  updatedAt: i.updatedAt,
  coverLetter: i.coverLetter ?? null,
});

/** The application of candidate `userId` to posting `jobId`, or `undefined` (strongly consistent). */
export async function getApplication(userId: string, jobId: string): Promise<ApplicationItem | undefined> {
  return getItem<ApplicationItem>(keys.application(userId, jobId), true);
}

/**
 * Transaction item that writes `item`: a first application must not exist, a repeat must still be
 * the `existing` one that was read.
 */
export function putApplication(item: ApplicationItem, existing: ApplicationItem | undefined): TransactItem {
  return putItem(
    { ...keys.application(item.userId, item.jobId), ...indexKeys.application(item), ...item },
    existing
      ? { expression: 'updatedAt = :prev', values: { ':prev': existing.updatedAt } }
      : { expression: 'attribute_not_exists(pk)' },
  );
}

/**
 * Transaction items of a candidate's own application (Apply Now) to posting `item.jobId`: the
 * application (a first one must not exist, a repeat must still be `existing`) and, on a first one,
 * the posting's applicant count (docs/architecture.md#dashboard-trends) and the hiring report's
 * applied, source and funnel counts (docs/architecture.md#hiring-reports).
 */
export function appliedItems(item: ApplicationItem, existing: ApplicationItem | undefined): TransactItem[] {
  if (existing) return [putApplication(item, existing)];
  const report = newApplicationReport(item);
  return [
    putApplication({ ...item, ...report.fields }, undefined),
    counterDelta(counters.applicantsOf(item.jobId), 1),
    ...report.items,
  ];
}

/**
 * Transaction items that add candidate `item.userId` to posting `item.jobId` (docs/requirements.md#pipeline
 * "Add to posting"): the application, only if there is none yet, and the posting's applicant count.
 * A condition failure on the first item means the candidate is already in the posting.
 */
export function newApplicationItems(item: ApplicationItem, also: ReportAlso = {}): TransactItem[] {
  const report = newApplicationReport(item, also);
  return [
    putItem(
      {
        ...keys.application(item.userId, item.jobId),
        ...indexKeys.application(item),
        ...item,
        ...report.fields,
      },
      { expression: 'attribute_not_exists(pk)' },
    ),
    counterDelta(counters.applicantsOf(item.jobId), 1),
    ...report.items,
  ];
}

/**
 * Transaction item that moves application `item` to `stage` at `now`, only as it was read (a
 * concurrent move fails the transaction and the caller reads again).
 */
export function moveApplicationItem(
  item: ApplicationItem,
  stage: ResumeStatus,
  now: string,
  also: Changes = {},
): TransactItem {
  return updateItem(
    keys.application(item.userId, item.jobId),
    { ...also, set: { ...also.set, stage, updatedAt: now } },
    { expression: 'updatedAt = :prev', values: { ':prev': item.updatedAt } },
  );
}

/**
 * Adds `item` (the audited change): the application and the posting's applicant count.
 * @throws a condition failure (`isConditionFailure(err, 0)`) when the candidate is already in the posting.
 */
export async function addApplication(item: ApplicationItem): Promise<void> {
  await transact(newApplicationItems(item), AUDITED);
}

/**
 * Moves `item` to `stage` (the audited change), as it was read, with `alsoWrite` in the same
 * transaction and `also` on the application (the report's fields); a concurrent move fails the condition.
 */
export async function moveApplication(
  item: ApplicationItem,
  stage: ResumeStatus,
  now: string,
  alsoWrite: TransactItem[] = [],
  also: Changes = {},
): Promise<void> {
  await transact([moveApplicationItem(item, stage, now, also), ...alsoWrite], AUDITED);
}

const APPLICANTS_SORT_KEY = /^\d{4}-\d{2}-\d{2}T[^#]+#[^#]+$/;

/** The opaque cursor of the board's page after application `last` of posting `jobId` (base64url JSON). */
const applicantsCursorAfter = (jobId: string, last: ApplicationItem): string =>
  Buffer.from(JSON.stringify({ j: jobId, k: indexKeys.application(last).gsi1sk }), 'utf8').toString(
    'base64url',
  );

/**
 * The index sort key a board cursor of posting `jobId` continues below, or `undefined` for a
 * cursor `listApplicantsPage` did not give for this posting (not base64url JSON, another posting's,
 * a key of another shape): the caller answers 400.
 */
export function applicantsCursorKey(jobId: string, cursor: string): string | undefined {
  try {
    const read = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      j?: unknown;
      k?: unknown;
    };
    return read?.j === jobId && typeof read.k === 'string' && APPLICANTS_SORT_KEY.test(read.k)
      ? read.k
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One page of the applications to job posting `jobId`, newest first (the pipeline board,
 * docs/architecture.md#applications-and-stages): one Query of at most `limit` items whatever the
 * posting holds, starting below sort key `below` (`applicantsCursorKey`), so a later page costs
 * what the first does. `next` is the opaque cursor of the following page, set while the page is
 * full (the page after can then be empty), `undefined` after a short one.
 */
export async function listApplicantsPage(
  jobId: string,
  below: string | undefined,
  limit: number,
): Promise<{ items: ApplicationItem[]; next: string | undefined }> {
  const items = await queryPage<ApplicationItem>(
    partitions.applicantsOf(jobId),
    { page: 1, limit },
    { newestFirst: true, ...(below ? { sortKeyBelow: below } : {}) },
  );
  const last = items.at(-1);
  return { items, next: last && items.length === limit ? applicantsCursorAfter(jobId, last) : undefined };
}

/** Every application of candidate `userId` (the self-service export). */
export async function listApplications(userId: string): Promise<ApplicationItem[]> {
  return queryAll<ApplicationItem>(ranges.applicationsOf(userId));
}

/**
 * Deletes every application of candidate `userId` with its posting's applicant count (idempotent:
 * each delete is conditioned on the item existing, so a rerun never counts one twice; transactions
 * of at most 100 items).
 */
export async function deleteApplications(userId: string): Promise<void> {
  const found = await queryAll<Key & { jobId: string }>(ranges.applicationsOf(userId), {
    attributes: ['pk', 'sk', 'jobId'],
  });
  for (let i = 0; i < found.length; i += 50) {
    const batch = found.slice(i, i + 50);
    try {
      await transact(
        batch.flatMap((k) => [
          deleteItem({ pk: k.pk, sk: k.sk }, { expression: 'attribute_exists(pk)' }),
          counterDelta(counters.applicantsOf(k.jobId), -1),
        ]),
      );
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      // Another run deleted some meanwhile: one at a time, so each count moves once.
      for (const k of batch) {
        try {
          await transact([
            deleteItem({ pk: k.pk, sk: k.sk }, { expression: 'attribute_exists(pk)' }),
            counterDelta(counters.applicantsOf(k.jobId), -1),
          ]);
        } catch (e) {
          if (!isConditionFailure(e)) throw e;
        }
      }
    }
  }
}

/**
 * Transaction item that deletes `item` (a withdrawal, docs/requirements.md#my-data), only as it was
 * read: a concurrent re-application makes the transaction fail and the caller reads again.
 */
export function deleteApplicationItem(item: ApplicationItem): TransactItem {
  return deleteItem(keys.application(item.userId, item.jobId), {
    expression: 'updatedAt = :prev',
    values: { ':prev': item.updatedAt },
  });
}
