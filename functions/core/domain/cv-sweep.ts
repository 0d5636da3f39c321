/**
 * The expiry sweep's erasures (docs/requirements.md#cv-management, docs/architecture.md#order-of-erasure).
 * It runs no upload intake: the scheduled sweep hands an upload stuck in quarantine to `cv-received`
 * (`handUploadToIntake`, cv-intake-handover.ts), so neither it nor `POST /resume/check-expired`
 * bundles the intake's file sniffer, parsers and mail (docs/architecture.md#what-a-cold-start-loads).
 */
import { CV_KEY_PREFIXES, cvTextKey, parseCvKey } from '../../contract/cv-keys.js';
import { UPLOAD_ABANDONED_HOURS } from '../../contract/cv-policy.js';
import { isConditionFailure } from '../data/db.js';
import { currentSubmissionId } from '../data/resume-cv.js';
import { deleteUnlistedRecord } from '../data/resume-erasure.js';
import { listDueToExpire, markCvExpired } from '../data/resume-retention.js';
import { getResumeItem, isListed } from '../data/resumes.js';
import {
  deleteSubmission,
  getSubmission,
  holdsFile,
  isUnconfirmed,
  listSubmissions,
  listSubmissionsDue,
  markFileErased,
  markSwept,
  type SubmissionItem,
} from '../data/submissions.js';
import { logger } from '../log.js';
import { eraseObject, listObjectsOlderThan, objectSize } from '../storage.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Hands the upload in quarantine object `quarantineKey` to the intake (`handUploadToIntake`,
 * cv-intake-handover.ts); resolves once it is queued, not decided.
 */
export type UploadHandOver = (quarantineKey: string) => Promise<void>;

/** Erases an accepted file and the text read from it (every version of both). */
export async function eraseCvFile(key: string): Promise<void> {
  await eraseObject(key);
  await eraseObject(cvTextKey(key));
}

/**
 * The expiry sweep (nightly, `POST /resume/check-expired`, `npm run sweep`), at `now`:
 *
 * 1. records whose `expiryDate` passed: every file of the candidate erased first, then the record
 *    marked expired and taken off the expiry index (a crash half-way leaves it due for the next run);
 * 2. submissions past their own `expiresAt`: a request that never got a file is erased after 24 h
 *    (with its quarantine object, and its candidate when that was all there was); a pending one whose
 *    file is in quarantine was acknowledged (S3 answered the POST, its event was lost or failed past
 *    its retries) and is never erased: with `handOver` (the scheduled sweep) it goes to
 *    `cv-received` with the event S3 would have sent, which accepts or rejects it as any upload;
 *    without it (`POST /resume/check-expired`) it is left for the scheduled sweep; either way this
 *    run leaves the submission as it is, and one the intake has not decided by the next run is
 *    handed over again (the bucket's lifecycle ends it after 7 days); a rejected one is
 *    deleted after 90 days; an accepted file is erased after its 90 days, except the record's current
 *    CV, which follows the record's expiry (the recruiter can change it); an unconfirmed file never
 *    confirmed is erased with its submission and confirm token at its own deadline
 *    (`CV_CONFIRM_DAYS`, docs/requirements.md#cv-confirmation);
 * 3. quarantine objects older than 24 h without a pending submission;
 * 4. objects under `cvs/` older than 24 h that no submission holds (`eraseOrphanCvObjects`).
 *
 * Two runs at once are safe: every write is conditioned on the index key read.
 */
export async function sweepExpiredCvs(
  now = new Date(),
  handOver?: UploadHandOver,
): Promise<{ expiredCount: number; abandonedCount: number; orphanCount: number }> {
  const nowIso = now.toISOString();
  let expiredCount = 0;
  for (;;) {
    const due = await listDueToExpire(nowIso, 100);
    if (due.length === 0) break;
    for (const item of due) {
      for (const s of await listSubmissions(item.id)) {
        if (!s.file || s.fileErasedAt) continue;
        await eraseCvFile(s.file.key);
        await markFileErased(s, nowIso);
      }
      if (await markCvExpired(item, nowIso)) expiredCount++;
    }
  }
  let abandonedCount = 0;
  // Due submissions this run leaves as they are (a file kept for the intake): not read again.
  const left = new Set<string>();
  for (;;) {
    const due = (await listSubmissionsDue(nowIso, 100 + left.size)).filter((s) => !left.has(s.id));
    if (due.length === 0) break;
    for (const s of due) {
      const swept = await sweepSubmission(s, nowIso, handOver);
      if (swept === 'left') left.add(s.id);
      else if (swept) abandonedCount += s.status === 'pending' ? 1 : 0;
    }
  }
  const before = new Date(now.getTime() - UPLOAD_ABANDONED_HOURS * HOUR_MS);
  for (const key of await listObjectsOlderThan(CV_KEY_PREFIXES.quarantine, before)) {
    const parsed = parseCvKey(key);
    const s =
      parsed.kind === 'quarantine' ? await getSubmission(parsed.resumeId, parsed.submissionId) : undefined;
    if (s?.status !== 'pending') await eraseObject(key);
  }
  // By the real clock: a file copied a moment ago, whose accept is being written, is never an orphan.
  const orphanCount = await eraseOrphanCvObjects(
    new Date(Math.min(now.getTime(), Date.now()) - UPLOAD_ABANDONED_HOURS * HOUR_MS),
  );
  return { expiredCount, abandonedCount, orphanCount };
}

/**
 * The sweep's reconcile pass over accepted files (docs/architecture.md#order-of-erasure): every
 * object under `cvs/` written before `before` (24 h ago) that no submission holds as its file (or
 * as that file's text) is erased, every version: a copy left by a `cv-received` that died between
 * the copy and the accept, a file whose record went, a key we never issued. `prefix` narrows the
 * pass (a test's own candidate). Answers how many.
 */
export async function eraseOrphanCvObjects(
  before: Date,
  prefix: string = CV_KEY_PREFIXES.accepted,
): Promise<number> {
  let erased = 0;
  for (const key of await listObjectsOlderThan(prefix, before)) {
    const parsed = parseCvKey(key);
    const fileKey = parsed.kind === 'text' ? parsed.fileKey : key;
    const s =
      (parsed.kind === 'accepted' || parsed.kind === 'text') &&
      (await getSubmission(parsed.resumeId, parsed.submissionId));
    if (s && s.file?.key === fileKey && !s.fileErasedAt) continue;
    await eraseObject(key);
    erased++;
  }
  if (erased) logger.warn('sweep: erased CV objects no submission holds', { erased });
  return erased;
}

/**
 * One due submission (see `sweepExpiredCvs`); `false` when another run or a write changed it first,
 * `left` when a pending submission's file is in quarantine (handed to the intake, or kept for the
 * scheduled sweep that hands it over).
 */
async function sweepSubmission(
  s: SubmissionItem,
  nowIso: string,
  handOver?: UploadHandOver,
): Promise<boolean | 'left'> {
  if (s.status === 'pending' && (await objectSize(s.quarantineKey)) !== undefined) {
    if (!handOver) return 'left';
    try {
      await handOver(s.quarantineKey);
      logger.warn('sweep: handed an upload whose event never completed to cv-received', {
        resumeId: s.userId,
      });
    } catch (err) {
      logger.error('sweep: handing a quarantined upload to cv-received failed; kept for the next run', {
        resumeId: s.userId,
        error: err as Error,
      });
    }
    return 'left';
  }
  try {
    // Never confirmed by the address's owner: nothing of it stays (file, text, submission, token).
    if (s.status === 'accepted' && isUnconfirmed(s)) {
      if (s.file) await eraseCvFile(s.file.key);
      await deleteSubmission(s);
      return true;
    }
    if (s.status === 'accepted' && holdsFile(s)) {
      const record = await getResumeItem(s.userId, true);
      // The current CV lives as long as the record (the recruiter may extend it): only its index entry goes.
      const current = record !== undefined && currentSubmissionId(record) === s.id;
      if (!current) await eraseCvFile(s.file!.key);
      await markSwept(s, current ? undefined : nowIso);
      return true;
    }
    if (s.status === 'accepted') {
      await markSwept(s);
      return true;
    }
    await eraseObject(s.quarantineKey);
    await deleteSubmission(s);
    if (s.status === 'pending') await dropAbandonedCandidate(s.userId);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Erases a candidate that only ever was an abandoned upload request (never listed, no account, nothing else). */
async function dropAbandonedCandidate(id: string): Promise<void> {
  const record = await getResumeItem(id, true);
  if (!record || isListed(record) || record.applications?.length) return;
  if ((await listSubmissions(id)).length > 0) return;
  await deleteUnlistedRecord(record);
}
