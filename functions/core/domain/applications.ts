/**
 * Real job applications (Apply Now on /jobs; the spec's dialog only waited 1.5 s) and the
 * candidate's own CV update. Both use the CV path of DESIGN.md §6: the record gets a pending upload,
 * the browser posts the file to S3 with a presigned POST, `cv-received` checks and attaches it.
 *
 * One candidate + one posting = one application: the item `USER#{userId}` / `APPLICATION#{jobId}` is
 * created with `attribute_not_exists`; applying again updates it. The record keeps the list of
 * postings applied to (`applications`), so CV Management shows them with the resume.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { CV_LIMITS } from '../../contract/cv-policy.js';
import {
  APPLY_LIMITS,
  APPLY_MESSAGES,
  type Application,
  type ApplyResponse,
  type applyRequest,
  type ProfileCvUpdateResponse,
  type profileCvUpdateRequest,
} from '../../contract/schemas/applications.js';
import type { ResumeApplication } from '../../contract/schemas/resume.js';
import type { Caller } from '../auth/claims.js';
import { getItem, isConditionFailure, type TransactItem, tableName, transact } from '../data/db.js';
import type { JobPostingItem } from '../data/job-postings.js';
import { keys } from '../data/keys.js';
import type { PendingUpload, ResumeItem } from '../data/resumes.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { presignCvUpload } from '../storage.js';
import { candidateOf } from './accounts.js';
import { cvObjectKey } from './cv.js';

/** The stored application item. */
interface ApplicationItem {
  userId: string;
  jobId: string;
  job_title: string;
  name: string;
  email: string;
  contact: { country_code: string; number: string };
  coverLetter?: string;
  appliedAt: string;
  updatedAt: string;
  /** Object key of the CV sent with the latest submission. */
  cvKey: string;
}

const toApplication = (i: ApplicationItem): Application => ({
  jobId: i.jobId,
  job_title: i.job_title,
  appliedAt: i.appliedAt,
  updatedAt: i.updatedAt,
  coverLetter: i.coverLetter ?? null,
});

/**
 * Records the application of the signed-in candidate to active posting `jobId` and answers a
 * presigned POST (10 MB) for the CV that goes with it.
 *
 * @throws NotFoundError for an unknown posting or a candidate without an account record;
 *   ConflictError when the posting is not active; ValidationError when the email is not the account's.
 */
export async function applyToJob(
  caller: Caller,
  jobId: string,
  body: z.output<typeof applyRequest>,
): Promise<ApplyResponse> {
  const posting = await getItem<JobPostingItem>(keys.jobPosting(jobId));
  if (!posting) throw new NotFoundError(APPLY_MESSAGES.postingNotFound);
  if (posting.status !== 'active') throw new ConflictError(APPLY_MESSAGES.notOpen);
  for (let attempt = 0; attempt < 3; attempt++) {
    const { account, record } = await candidateOf(caller);
    if (body.email !== account.email)
      throw new ValidationError(APPLY_MESSAGES.accountEmail, [
        { path: 'email', message: APPLY_MESSAGES.accountEmail },
      ]);
    const existing = await getItem<ApplicationItem>(keys.application(record.id, jobId), true);
    const now = new Date().toISOString();
    const pending = pendingUpload(record.id, body, now, APPLY_LIMITS.maxCvBytes);
    const item: ApplicationItem = {
      userId: record.id,
      jobId,
      job_title: posting.job_title,
      name: body.name,
      email: account.email,
      contact: body.contact,
      coverLetter: body.coverLetter || undefined,
      appliedAt: existing?.appliedAt ?? now,
      updatedAt: now,
      cvKey: pending.key,
    };
    const listed: ResumeApplication = { jobId, job_title: posting.job_title, appliedAt: item.appliedAt };
    const applications = [...(record.applications ?? []).filter((a) => a.jobId !== jobId), listed].sort(
      (a, b) => a.appliedAt.localeCompare(b.appliedAt),
    );
    const jobTitles = record.jobTitles?.includes(posting.job_title)
      ? record.jobTitles
      : [...(record.jobTitles ?? []), posting.job_title];
    try {
      await transact([
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.application(record.id, jobId), ...item },
            // First application: must not exist; a repeat: must still be the one we read.
            ConditionExpression: existing ? 'updatedAt = :prev' : 'attribute_not_exists(pk)',
            ...(existing ? { ExpressionAttributeValues: { ':prev': existing.updatedAt } } : {}),
          },
        },
        recordUpdate(record, pending, now, {
          'contact = :contact': { ':contact': body.contact },
          'applications = :apps': { ':apps': applications },
          'jobTitles = :titles': { ':titles': jobTitles },
          // A record made by sign-up has no job title yet: the posting names one.
          ...(record.role ? {} : { '#role = :role': { ':role': posting.job_title } }),
        }),
      ]);
      const upload = await presignCvUpload({
        key: pending.key,
        contentType: pending.contentType,
        minBytes: CV_LIMITS.minBytes,
        maxBytes: APPLY_LIMITS.maxCvBytes,
      });
      return { application: toApplication(item), created: !existing, resumeId: record.id, upload };
    } catch (err) {
      if (!isConditionFailure(err)) throw err; // a concurrent submission changed it: read again
    }
  }
  throw new ConflictError('Your application is being changed by another request. Please try again.');
}

/**
 * `POST /user/profile/profile-update`: a presigned POST (5 MB) for the signed-in candidate's new CV;
 * `cv-received` replaces the old file once the new one has passed its checks.
 */
export async function requestProfileCvUpdate(
  caller: Caller,
  body: z.output<typeof profileCvUpdateRequest>,
): Promise<ProfileCvUpdateResponse> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const { record } = await candidateOf(caller);
    const now = new Date().toISOString();
    const pending = pendingUpload(record.id, body, now, CV_LIMITS.maxBytes);
    try {
      await transact([recordUpdate(record, pending, now, {})]);
      const upload = await presignCvUpload({
        key: pending.key,
        contentType: pending.contentType,
        minBytes: CV_LIMITS.minBytes,
        maxBytes: CV_LIMITS.maxBytes,
      });
      const cv = record.cv
        ? {
            fileName: record.cv.fileName,
            contentType: record.cv.contentType,
            size: record.cv.size,
            uploadedAt: record.cv.uploadedAt,
          }
        : null;
      return { cv, upload };
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  throw new ConflictError('Your profile is being changed by another request. Please try again.');
}

function pendingUpload(
  resumeId: string,
  file: { fileName: string; contentType: PendingUpload['contentType']; size: number },
  now: string,
  maxBytes: number,
): PendingUpload {
  const contentType = file.contentType as Parameters<typeof cvObjectKey>[2];
  return {
    key: cvObjectKey(resumeId, randomUUID(), contentType),
    fileName: file.fileName,
    contentType,
    size: file.size,
    requestedAt: now,
    ...(maxBytes !== CV_LIMITS.maxBytes ? { maxBytes } : {}),
  };
}

/**
 * The record update of a submission: the pending upload and `extra` SET clauses, conditioned on the
 * record being unchanged since we read it (optimistic, like the careers upload).
 */
function recordUpdate(
  record: ResumeItem,
  pending: PendingUpload,
  now: string,
  extra: Record<string, Record<string, unknown>>,
): TransactItem {
  const clauses = ['pendingUpload = :pending', 'updatedAt = :now', ...Object.keys(extra)];
  const values = Object.assign({}, ...Object.values(extra)) as Record<string, unknown>;
  const usesRole = Object.keys(extra).some((c) => c.includes('#role'));
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(record.id),
      UpdateExpression: `SET ${clauses.join(', ')}`,
      ConditionExpression: 'updatedAt = :prev',
      ...(usesRole ? { ExpressionAttributeNames: { '#role': 'role' } } : {}),
      ExpressionAttributeValues: { ':pending': pending, ':now': now, ':prev': record.updatedAt, ...values },
    },
  };
}
