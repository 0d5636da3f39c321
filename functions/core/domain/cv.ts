/**
 * The CV path (docs/architecture.md#upload-path): an upload request opens a submission and answers a
 * presigned POST for a single-use quarantine key; `cv-received` checks the very version S3 reports
 * and either copies it to its final key (which no form can target), reads it there (text beside it,
 * facts on the submission) and accepts it, or erases it and records why; the browser polls the
 * verdict with an unguessable token. The expiry sweep erases each file (and its text) after its
 * 90 days and upload requests that never got a file after 24 hours (docs/requirements.md#site-facts,
 * #public-limits: "CVs are kept 90 days").
 *
 * Nobody but the candidate changes the candidate (docs/requirements.md#cv-confirmation): a file sent
 * without the owner's session for an address that already had a candidate is accepted
 * `unconfirmed`, held beside the record without changing it, and becomes the current CV only when
 * the owner confirms it through the link mailed to the address (`confirmCv`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { CV_KEY_PREFIXES, parseCvKey, quarantineKey } from '../../contract/cv-keys.js';
import { CV_LIMITS, PRIVACY_POLICY_VERSION, UPLOAD_ABANDONED_HOURS } from '../../contract/cv-policy.js';
import { CV_CONFIRM_MESSAGES, CV_MESSAGES, NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import { retentionEnd } from '../../contract/retention.js';
import { API_BASE } from '../../contract/routes.js';
import type {
  ResumeUploadResponse,
  resumeUploadRequest,
  UploadStatus,
} from '../../contract/schemas/resume.js';
import { confirmPointerOf } from '../data/cv-confirmations.js';
import { isConditionFailure, retryOnConflict, type TransactItem } from '../data/db.js';
import { cvUploadNotification } from '../data/notifications.js';
import { currentSubmissionId, recordConfirmedCv } from '../data/resume-cv.js';
import { deleteUnlistedRecord } from '../data/resume-erasure.js';
import { listDueToExpire, markCvExpired } from '../data/resume-retention.js';
import { candidateForSubmission, getResumeItem, isListed, resumeDownloadPath } from '../data/resumes.js';
import {
  type DeclaredFile,
  deleteSubmission,
  getSubmission,
  hashUploadToken,
  holdsFile,
  isUnconfirmed,
  listSubmissions,
  listSubmissionsDue,
  markFileErased,
  markSwept,
  type SubmissionItem,
  submissionByToken,
  writeNewSubmission,
} from '../data/submissions.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../log.js';
import { countEvent } from '../observability.js';
import { broadcastToAdmins } from '../realtime.js';
import { eraseObject, listObjectsOlderThan, objectSize, presignCvUpload } from '../storage.js';
import { decideIntake, type UploadOutcome } from './cv-intake.js';
import {
  type AcceptedFileReader,
  carryOutIntake,
  eraseCvFile,
  observeUpload,
  readingOnce,
} from './cv-intake-steps.js';

const HOUR_MS = 60 * 60 * 1000;

/** The public path where the browser polls an upload's verdict. */
export const uploadStatusPath = (token: string): string => `${API_BASE}/public/uploads/${token}`;

/** What a new submission carries besides the file (docs/requirements.md#cv-management: submissions). */
export interface SubmissionRequest
  extends Pick<
      SubmissionItem,
      'source' | 'role' | 'name' | 'contact' | 'skills' | 'jobId' | 'consent' | 'anonymous'
    >,
    Pick<DeclaredFile, 'maxBytes'> {
  resumeId: string;
  /** Chosen by the caller when another item of the transaction names it (an application). */
  submissionId?: string;
  /** Items of the candidate's side of the same transaction (record creation or check, application). */
  candidateItems: TransactItem[];
  file: Omit<DeclaredFile, 'maxBytes'>;
}

/**
 * Opens a pending submission in one transaction with `candidateItems`, then answers a presigned POST
 * for its quarantine key and the status path (the token is 128 random bits; only its hash is kept).
 * Throws the transaction's condition failure for the caller's retry.
 */
export async function openSubmission(r: SubmissionRequest): Promise<{
  submissionId: string;
  upload: { url: string; fields: Record<string, string> };
  statusUrl: string;
}> {
  const submissionId = r.submissionId ?? randomUUID();
  const token = randomBytes(18).toString('base64url');
  const now = new Date();
  const key = quarantineKey(r.resumeId, submissionId);
  await writeNewSubmission(
    {
      id: submissionId,
      userId: r.resumeId,
      source: r.source,
      role: r.role,
      name: r.name,
      contact: r.contact,
      skills: r.skills,
      jobId: r.jobId,
      consent: r.consent,
      ...(r.anonymous ? { anonymous: true } : {}),
      declared: { ...r.file, maxBytes: r.maxBytes },
      quarantineKey: key,
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + UPLOAD_ABANDONED_HOURS * HOUR_MS).toISOString(),
      tokenHash: hashUploadToken(token),
    },
    r.candidateItems,
  );
  const upload = await presignCvUpload({
    key,
    contentType: r.file.contentType,
    minBytes: CV_LIMITS.minBytes,
    maxBytes: r.maxBytes,
  });
  countEvent('CvSubmitted', { source: r.source });
  return { submissionId, upload, statusUrl: uploadStatusPath(token) };
}

/**
 * `POST /resume/upload` (careers form, Resume Assistant): a submission for the candidate of `email`,
 * created unlisted when the address is new. An existing candidate's CV and details are never
 * touched by the request (docs/requirements.md#cv-management: no overwriting by e-mail). Unless
 * `ownerId` (the signed-in candidate's record) is the address's candidate, the submission is
 * `anonymous`: its file is accepted unconfirmed if the address already had a candidate by then
 * (docs/requirements.md#cv-confirmation).
 */
export async function requestCvUpload(
  input: z.output<typeof resumeUploadRequest>,
  ownerId?: string,
): Promise<ResumeUploadResponse> {
  return retryOnConflict(async () => {
    const now = new Date().toISOString();
    const consent = { acceptedAt: now, policyVersion: PRIVACY_POLICY_VERSION, source: input.source };
    const candidate = await candidateForSubmission({
      name: input.name,
      email: input.email,
      now,
      fields: { consent },
    });
    const opened = await openSubmission({
      resumeId: candidate.id,
      candidateItems: candidate.items,
      source: input.source,
      role: input.role,
      name: input.name,
      contact: input.contact,
      skills: input.skills,
      consent,
      anonymous: ownerId !== candidate.id,
      file: { fileName: input.fileName, contentType: input.contentType, size: input.size },
      maxBytes: CV_LIMITS.maxBytes,
    });
    return {
      resumeId: candidate.id,
      upload: opened.upload,
      'resume-link': resumeDownloadPath(candidate.id),
      statusUrl: opened.statusUrl,
    };
  });
}

/** `GET /public/uploads/{uploadToken}`: the verdict on the file. Throws `NotFoundError` for an unknown token. */
export async function uploadStatus(token: string): Promise<UploadStatus> {
  // Tokens are base64url of 128+ random bits: any other shape cannot name an upload, so no lookup.
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) throw new NotFoundError(CV_MESSAGES.uploadNotFound);
  const s = await submissionByToken(token);
  if (!s) throw new NotFoundError(CV_MESSAGES.uploadNotFound);
  return s.status === 'rejected' ? { status: s.status, reason: s.reason } : { status: s.status };
}

/**
 * `cv-received` for one `ObjectCreated` record (docs/architecture.md#upload-path): `key` is read once
 * by the bucket's key rules, then the intake reads what it needs (`observeUpload`), decides purely
 * (`decideIntake`, functions/core/domain/cv-intake.ts) and carries the decision out
 * (`carryOutIntake`, functions/core/domain/cv-intake-steps.ts), checked on the object's own version
 * (`versionId`) and ETag, never skipped by key. With a `reader`, an accepted file is read under its
 * final key: the text goes beside it, the facts into the accept write, a scan to OCR after it.
 * Idempotent: the accept write is conditioned on the submission still pending; a record changed
 * between the read and the write makes the intake read and decide again (ConflictError after 3 runs).
 */
export async function processUploadedCv(
  key: string,
  event: { eTag?: string; versionId?: string } = {},
  reader?: AcceptedFileReader,
): Promise<UploadOutcome> {
  const parsed = parseCvKey(key);
  const once = reader && readingOnce(reader);
  return retryOnConflict(async () => {
    const seen = await observeUpload(parsed, key, event);
    return carryOutIntake(decideIntake(seen), once);
  });
}

/** What `confirmCv` answers (`POST /resume/upload/confirm`). */
export interface CvConfirmation {
  alreadyConfirmed: boolean;
  fileName: string;
  uploadedAt: string;
}

/**
 * `POST /resume/upload/confirm` (docs/requirements.md#cv-confirmation): the owner of the address
 * confirms the unconfirmed file the mailed `token` names. In one transaction: the submission
 * `confirmed`, the token used (it acts once), the file the record's current CV with its 90 days
 * (status `new`, as any new CV; the details of the record stay), the recruiters' notification and
 * the audit entry `cv.confirmed`; then the live push. A repeated call with the used token answers
 * `alreadyConfirmed` and changes nothing.
 *
 * @throws NotFoundError (`CV_CONFIRM_MESSAGES.linkInvalid`) for an unknown, expired or replaced
 *   token, a file no longer held, or a candidate erased meanwhile; ConflictError when the record
 *   keeps changing.
 */
export async function confirmCv(token: string, now = new Date()): Promise<CvConfirmation> {
  const invalid = () => new NotFoundError(CV_CONFIRM_MESSAGES.linkInvalid);
  const pointer = await confirmPointerOf(token);
  if (!pointer) throw invalid();
  const result = await retryOnConflict(async () => {
    const s = await getSubmission(pointer.userId, pointer.submissionId);
    if (!s?.file) throw invalid();
    const answer = { fileName: s.file.fileName, uploadedAt: s.file.uploadedAt };
    const used = (await confirmPointerOf(token))?.usedAt;
    if (used && s.confirmation === 'confirmed') return { ...answer, alreadyConfirmed: true };
    if (
      used ||
      !isUnconfirmed(s) ||
      !holdsFile(s) ||
      s.confirmTokenHash !== pointer.hash ||
      Date.parse(pointer.expiresAt) <= now.getTime()
    )
      throw invalid();
    const record = await getResumeItem(s.userId, true);
    if (!record || record.erasingSince) throw invalid();
    const nowIso = now.toISOString();
    // The file's own 90 days from its upload (docs/requirements.md#site-facts), as for any accepted CV.
    const expiryDate = retentionEnd(new Date(s.file.uploadedAt));
    const notification = cvUploadNotification({
      id: `${s.id}-confirmed`,
      createdAt: nowIso,
      resume: { _id: record.id, name: record.name, email: record.email, role: s.role },
      text: {
        title: NOTIFICATION_MESSAGES.cvConfirmedTitle,
        message: NOTIFICATION_MESSAGES.cvConfirmedMessage(record.name),
      },
    });
    await recordConfirmedCv({
      submission: { ...s, file: s.file },
      tokenHash: pointer.hash,
      record,
      expiryDate,
      nowIso,
      notification,
    });
    return { ...answer, alreadyConfirmed: false, notification: notification.api, resumeId: record.id };
  });
  if ('notification' in result && result.notification) {
    try {
      await broadcastToAdmins({ type: 'new-cv-upload', notification: result.notification });
    } catch (err) {
      logger.warn('cv confirm: broadcast failed', { error: err as Error });
    }
    logger.info('cv confirmed', { resumeId: result.resumeId });
  }
  return {
    alreadyConfirmed: result.alreadyConfirmed,
    fileName: result.fileName,
    uploadedAt: result.uploadedAt,
  };
}

/**
 * The expiry sweep (nightly, `POST /resume/check-expired`, `npm run sweep`), at `now`:
 *
 * 1. records whose `expiryDate` passed: every file of the candidate erased first, then the record
 *    marked expired and taken off the expiry index (a crash half-way leaves it due for the next run);
 * 2. submissions past their own `expiresAt`: a request that never got a file is erased after 24 h
 *    (with its quarantine object, and its candidate when that was all there was); a pending one whose
 *    file is in quarantine was acknowledged (S3 answered the POST, its event was lost or failed past
 *    its retries): with a `reader` its intake runs now (`processUploadedCv`, as cv-received would),
 *    without one (an API function bundles no parser) it is left for the scheduled sweep; a rejected one is
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
  reader?: AcceptedFileReader,
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
      const swept = await sweepSubmission(s, nowIso, reader);
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
 * One due submission (see `sweepExpiredCvs`); `false` when another run or a write changed it first
 * (or the intake decided it), `left` when a pending submission's file is kept for a sweep with a reader.
 */
async function sweepSubmission(
  s: SubmissionItem,
  nowIso: string,
  reader?: AcceptedFileReader,
): Promise<boolean | 'left'> {
  if (s.status === 'pending' && (await objectSize(s.quarantineKey)) !== undefined) {
    if (!reader) return 'left';
    try {
      const outcome = await processUploadedCv(s.quarantineKey, {}, reader);
      logger.warn('sweep: ran the intake of an upload whose event never completed', {
        resumeId: s.userId,
        outcome,
      });
      // `stale`: the file went or changed meanwhile; nothing acknowledged is left, the rule below applies.
      if (outcome !== 'stale') return false;
    } catch (err) {
      logger.error('sweep: the intake of a quarantined upload failed; kept for the next run', {
        resumeId: s.userId,
        error: err as Error,
      });
      return 'left';
    }
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
