/**
 * Applications of candidates to job postings (docs/requirements.md#public-limits "Apply Now"): `USER#{userId}` /
 * `APPLICATION#{jobId}`, one per candidate and posting, in the candidate's own partition so erasure
 * finds them with one Query (keys.ts).
 */
import type { Application } from '../../contract/schemas/applications.js';
import {
  counterDelta,
  deleteItem,
  getItem,
  isConditionFailure,
  putItem,
  queryAll,
  type TransactItem,
  transact,
} from './db.js';
import { counters, indexKeys, type Key, keys, partitions, ranges } from './keys.js';

/** The stored application item. */
export interface ApplicationItem {
  userId: string;
  jobId: string;
  job_title: string;
  name: string;
  email: string;
  contact: { country_code: string; number: string };
  coverLetter?: string;
  appliedAt: string;
  updatedAt: string;
  /** The CV submission handed in with this application (its verdict and file are on the submission). */
  submissionId: string;
}

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

/** Every application to job posting `jobId`, oldest first (the posting's pipeline board; one Query). */
export async function listApplicants(jobId: string): Promise<ApplicationItem[]> {
  return queryAll<ApplicationItem>(partitions.applicantsOf(jobId));
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
