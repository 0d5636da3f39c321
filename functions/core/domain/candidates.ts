/**
 * Erasure of a candidate (= resume record): `DELETE /resume/{id}` and, for the accounts area,
 * `DELETE /admin/dashboard/user/{id}` (docs/requirements.md#cv-management: "permanently removes the file
 * and data"; the privacy policy's right to erasure).
 */

import { candidateKeyPrefixes } from '../../contract/cv-keys.js';
import { raceLost, retryOnConflict, type TransactItem } from '../data/db.js';
import { deleteInterviews } from '../data/interviews.js';
import { revokeManageTokens } from '../data/manage-tokens.js';
import { deleteNotesOf } from '../data/notes.js';
import { deleteNotification } from '../data/notifications.js';
import {
  deleteResumeRecord,
  dropErasureMarker,
  erasuresBegunBefore,
  markResumeErasing,
} from '../data/resume-erasure.js';
import { type ResumeItem, requireResume } from '../data/resumes.js';
import { deleteScorecards } from '../data/scorecards.js';
import { dropWaitingMailsTo } from '../data/sent-mails.js';
import { deleteSubmissions, listSubmissions } from '../data/submissions.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../log.js';
import { countEvent } from '../observability.js';
import { erasePrefix } from '../storage.js';
import { eraseCandidateAccount } from './accounts.js';
import { eraseOffers } from './offers.js';

/** What `eraseCandidate` removed. */
export interface ErasedCandidate {
  id: string;
  email: string;
  /** CV objects erased (every version of each). */
  files: number;
  notifications: number;
}

/** How long an erasure may stay unfinished before the sweep completes it (ms). */
export const ERASURE_GRACE_MS = 10 * 60 * 1000;

/**
 * Begins the erasure of candidate `id` (docs/architecture.md#order-of-erasure): marks the record, so
 * no reader sees it or a link to its files from here on. Repeating it is harmless.
 * @throws NotFoundError for an unknown id; ConflictError when the record keeps changing.
 */
async function beginErasure(id: string): Promise<ResumeItem> {
  return retryOnConflict(async () => {
    const record = await requireResume(id, { erasing: true });
    return (await markResumeErasing(record, new Date().toISOString())) ?? raceLost();
  });
}

/**
 * Erases everything held about candidate `id`, in an order that is safe to interrupt and repeat
 * (docs/architecture.md#order-of-erasure):
 *
 * 1. the record is marked `erasingSince` and loses its file pointer, with an `ERASURES` marker, in
 *    one transaction: from here on it answers 404 and links to no file;
 * 2. every CV object under `cvs/{id}/` and `quarantine/{id}/` (every version): each submission's
 *    file, a pending upload, leftovers; then the submission items and their token pointers, and the
 *    recruiters' notes (audit entries about the candidate hold ids only and are kept);
 * 3. the `cv_upload` notifications naming the candidate (with their counters), the manage tokens
 *    and the mails to the candidate still waiting in the outbox;
 * 4. one transaction deleting the record, its `EMAIL#` guard and the marker and lowering `RESUMES`
 *    and the per-status counter, conditioned on the record as read, with the items `alsoWrite`
 *    builds from that record (the erasure confirmation queued in the outbox: it follows the
 *    erasure that happened, and step 3 does not drop it).
 *
 * An interruption after step 1 is finished by a retry of the same call or by the sweep
 * (`finishInterruptedErasures`); no record ever points at an erased file. An upload still in flight
 * when the record goes is erased by `cv-received` (it finds no record for the key).
 *
 * @throws NotFoundError (`Resume not found`) for an unknown id; ConflictError when the record
 *   keeps changing; the AWS error of a failed step (mapped to 503 by the http layer).
 */
export async function eraseCandidate(
  id: string,
  alsoWrite: (record: ResumeItem) => TransactItem[] = () => [],
): Promise<ErasedCandidate> {
  await beginErasure(id);
  return retryOnConflict(async () => {
    const record = await requireResume(id, { erasing: true });
    let files = 0;
    for (const prefix of candidateKeyPrefixes(id)) files += await erasePrefix(prefix);
    await deleteSubmissions(await listSubmissions(id));
    // Recruiters' notes are personal data; the audit entries about the candidate hold ids only and stay.
    await deleteNotesOf(id);
    // Interviews and the interviewers' bookings of them (docs/requirements.md#interviews).
    await deleteInterviews(id);
    // Scorecards hold interviewers' judgements of the candidate (docs/requirements.md#scorecards).
    await deleteScorecards(id);
    // Offers and the admins' notifications of the answers (docs/requirements.md#offers); the
    // letters went with the files above.
    await eraseOffers(id);
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
    // No retry of a failed mail reaches the erased candidate.
    // Nor does an interviewer's waiting invite or reminder that names them.
    await dropWaitingMailsTo(record.email, new Date(), id);
    // A new upload landed meanwhile: read again and erase what is there now.
    if (!(await deleteResumeRecord(record, alsoWrite(record)))) raceLost();
    logger.info('candidate erased', { resumeId: id, files, notifications });
    countEvent('ErasureDone');
    return { id, email: record.email, files, notifications };
  });
}

/**
 * The sweep's part of the order of erasure: finishes every erasure begun more than
 * {@link ERASURE_GRACE_MS} before `now` and never completed (a crash, a timeout), and drops markers
 * of records already gone. Answers how many it finished; one failure is logged and left for the next run.
 */
export async function finishInterruptedErasures(now = new Date()): Promise<number> {
  let finished = 0;
  for (const id of await erasuresBegunBefore(new Date(now.getTime() - ERASURE_GRACE_MS).toISOString())) {
    try {
      await eraseCandidateCompletely(id);
      finished++;
    } catch (err) {
      if (err instanceof NotFoundError) await dropErasureMarker(id);
      else logger.warn('erasure left for the next sweep', { resumeId: id, error: err as Error });
    }
  }
  return finished;
}

/**
 * GDPR erasure of a candidate everywhere (`DELETE /resume/{id}` and `DELETE /admin/dashboard/user/{id}`:
 * resume and user records are the same records, docs/requirements.md#admin-records): the login (Cognito user and account
 * item) and the applications first, then every CV version, the notifications and the record. The
 * record goes last, so a failure half-way leaves it in place and the same call finishes the job.
 * Throws `NotFoundError` for an unknown id and `ConflictError` after three lost races.
 */
export async function eraseCandidateCompletely(
  id: string,
  alsoWrite?: (record: ResumeItem) => TransactItem[],
): Promise<ErasedCandidate> {
  const record = await beginErasure(id);
  await eraseCandidateAccount(record.id, record.email);
  return eraseCandidate(record.id, alsoWrite);
}
