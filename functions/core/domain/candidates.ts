/**
 * Erasure of a candidate (= resume record): `DELETE /resume/{id}` and, for the accounts area,
 * `DELETE /admin/dashboard/user/{id}` (docs/requirements.md#cv-management: "permanently removes the file
 * and data"; the privacy policy's right to erasure).
 */

import { CV_KEY_PREFIXES } from '../../contract/cv-policy.js';
import { raceLost, retryOnConflict } from '../data/db.js';
import { revokeManageTokens } from '../data/manage-tokens.js';
import { deleteNotification } from '../data/notifications.js';
import { deleteResumeRecord, requireResume } from '../data/resumes.js';
import { deleteSubmissions, listSubmissions } from '../data/submissions.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../log.js';
import { erasePrefix } from '../storage.js';
import { eraseCandidateAccount } from './accounts.js';

/** What `eraseCandidate` removed. */
export interface ErasedCandidate {
  id: string;
  email: string;
  /** CV objects erased (every version of each). */
  files: number;
  notifications: number;
}

/**
 * Erases everything held about candidate `id`, in an order that is safe to interrupt and repeat:
 *
 * 1. every CV object under `cvs/{id}/` and `quarantine/{id}/` (every version): each submission's
 *    file, a pending upload, leftovers; then the submission items and their token pointers;
 * 2. the `cv_upload` notifications naming the candidate (with their counters);
 * 3. one transaction deleting the record and its `EMAIL#` guard and lowering `RESUMES` and the
 *    per-status counter, conditioned on the record as read.
 *
 * A failure at any step leaves the record in place, so a retry finishes the job; a file never
 * outlives its record. An upload still in flight when the record goes is erased by `cv-received`
 * (it finds no record for the key).
 *
 * @throws NotFoundError (`Resume not found`) for an unknown id; ConflictError when the record
 *   keeps changing; the AWS error of a failed step (mapped to 503 by the http layer).
 */
export async function eraseCandidate(id: string): Promise<ErasedCandidate> {
  return retryOnConflict(async () => {
    const record = await requireResume(id);
    const files =
      (await erasePrefix(`${CV_KEY_PREFIXES.accepted}${id}/`)) +
      (await erasePrefix(`${CV_KEY_PREFIXES.quarantine}${id}/`));
    await deleteSubmissions(await listSubmissions(id));
    let notifications = 0;
    for (const notificationId of record.notificationIds ?? []) {
      try {
        await deleteNotification(notificationId);
        notifications++;
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err; // already deleted by an admin
      }
    }
    // The manage links of the candidate's mails stop working (docs/requirements.md#my-data).
    await revokeManageTokens(id);
    // A new upload or a status change landed meanwhile: read again and erase what is there now.
    if (!(await deleteResumeRecord(record))) raceLost();
    logger.info('candidate erased', { resumeId: id, files, notifications });
    return { id, email: record.email, files, notifications };
  });
}

/**
 * GDPR erasure of a candidate everywhere (`DELETE /resume/{id}` and `DELETE /admin/dashboard/user/{id}`:
 * resume and user records are the same records, docs/requirements.md#admin-records): the login (Cognito user and account
 * item) and the applications first, then every CV version, the notifications and the record. The
 * record goes last, so a failure half-way leaves it in place and the same call finishes the job.
 * Throws `NotFoundError` for an unknown id and `ConflictError` after three lost races.
 */
export async function eraseCandidateCompletely(id: string): Promise<ErasedCandidate> {
  const record = await requireResume(id);
  await eraseCandidateAccount(record.id, record.email);
  return eraseCandidate(record.id);
}
