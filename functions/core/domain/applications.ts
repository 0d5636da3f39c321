/**
 * Real job applications (Apply Now on /jobs; the spec's dialog only waited 1.5 s) and the
 * candidate's own CV update. Both use the CV path of docs/architecture.md#upload-path: a new submission of the
 * candidate, a presigned POST to its quarantine key, `cv-received` checks and accepts or rejects it.
 *
 * One candidate + one posting = one application: the item `USER#{userId}` / `APPLICATION#{jobId}` is
 * created with `attribute_not_exists`; applying again updates it. The record keeps the list of
 * postings applied to (`applications`), so CV Management shows them with the resume.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { CV_LIMITS } from '../../contract/cv-policy.js';
import { ACCOUNT_MESSAGES } from '../../contract/messages.js';
import {
  APPLY_LIMITS,
  APPLY_MESSAGES,
  type ApplyResponse,
  type applyRequest,
  type ProfileCvUpdateResponse,
  type profileCvUpdateRequest,
} from '../../contract/schemas/applications.js';
import type { ResumeApplication } from '../../contract/schemas/resume.js';
import type { Caller } from '../auth/claims.js';
import { type ApplicationItem, appliedItems, getApplication, toApplication } from '../data/applications.js';
import { retryOnConflict } from '../data/db.js';
import { getJobPostingItem } from '../data/job-postings.js';
import { cvSummary, recordApplicationsItem, recordExists } from '../data/resumes.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { candidateOf } from './accounts.js';
import { openSubmission } from './cv.js';

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
  const posting = await getJobPostingItem(jobId);
  if (!posting) throw new NotFoundError(APPLY_MESSAGES.postingNotFound);
  if (posting.status !== 'active') throw new ConflictError(APPLY_MESSAGES.notOpen);
  return retryOnConflict(async () => {
    const { account, record } = await candidateOf(caller);
    if (body.email !== account.email)
      throw new ValidationError(APPLY_MESSAGES.accountEmail, [
        { path: 'email', message: APPLY_MESSAGES.accountEmail },
      ]);
    const existing = await getApplication(record.id, jobId);
    const now = new Date().toISOString();
    const listed: ResumeApplication = {
      jobId,
      job_title: posting.job_title,
      appliedAt: existing?.appliedAt ?? now,
    };
    const applications = [...(record.applications ?? []).filter((a) => a.jobId !== jobId), listed].sort(
      (a, b) => a.appliedAt.localeCompare(b.appliedAt),
    );
    const submissionId = randomUUID();
    const item: ApplicationItem = {
      userId: record.id,
      jobId,
      job_title: posting.job_title,
      name: body.name,
      email: account.email,
      contact: body.contact,
      coverLetter: body.coverLetter || undefined,
      appliedAt: listed.appliedAt,
      updatedAt: now,
      submissionId,
      // Until moved in this posting the stage follows the CV status; applying again keeps a stage
      // it reached (docs/architecture.md#applications-and-stages).
      ...(existing?.stage ? { stage: existing.stage } : {}),
      via: 'apply',
      // The report's funnel fields stay as they were on a repeat (docs/architecture.md#hiring-reports).
      ...(existing
        ? {
            stageSince: existing.stageSince,
            reached: existing.reached,
            rejectReasonId: existing.rejectReasonId,
          }
        : {}),
    };
    // A condition failure means a concurrent submission changed either item: the retry reads again.
    const opened = await openSubmission({
      resumeId: record.id,
      submissionId,
      candidateItems: [
        ...appliedItems(item, existing),
        // The application list is the candidate's own (signed in); the CV itself waits for its checks.
        recordApplicationsItem(record, applications, now),
      ],
      source: 'apply',
      role: posting.job_title,
      name: body.name,
      contact: body.contact,
      jobId,
      file: { fileName: body.fileName, contentType: body.contentType, size: body.size },
      maxBytes: APPLY_LIMITS.maxCvBytes,
    });
    return {
      application: toApplication(item),
      created: !existing,
      resumeId: record.id,
      upload: opened.upload,
      statusUrl: opened.statusUrl,
    };
  }, ACCOUNT_MESSAGES.applicationBusy);
}

/**
 * `POST /user/profile/profile-update`: a presigned POST (5 MB) for the signed-in candidate's new CV;
 * `cv-received` replaces the old file once the new one has passed its checks.
 */
export async function requestProfileCvUpdate(
  caller: Caller,
  body: z.output<typeof profileCvUpdateRequest>,
): Promise<ProfileCvUpdateResponse> {
  return retryOnConflict(async () => {
    const { record } = await candidateOf(caller);
    const opened = await openSubmission({
      resumeId: record.id,
      candidateItems: [recordExists(record.id)],
      source: 'profile',
      role: record.role,
      name: record.name,
      contact: record.contact,
      file: { fileName: body.fileName, contentType: body.contentType, size: body.size },
      maxBytes: CV_LIMITS.maxBytes,
    });
    const cv = cvSummary(record);
    return { cv, upload: opened.upload, statusUrl: opened.statusUrl };
  }, ACCOUNT_MESSAGES.profileBusy);
}
