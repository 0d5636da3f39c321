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
import { parseCvKey, quarantineKey } from '../../contract/cv-keys.js';
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
import { retryOnConflict, type TransactItem } from '../data/db.js';
import { cvUploadNotification } from '../data/notifications.js';
import { recordConfirmedCv } from '../data/resume-cv.js';
import { candidateForSubmission, getResumeItem, resumeDownloadPath } from '../data/resumes.js';
import {
  type DeclaredFile,
  getSubmission,
  hashUploadToken,
  holdsFile,
  isUnconfirmed,
  type SubmissionItem,
  submissionByToken,
  writeNewSubmission,
} from '../data/submissions.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../log.js';
import { countEvent } from '../observability.js';
import { broadcastToAdmins } from '../realtime.js';
import { presignCvUpload } from '../storage.js';
import { decideIntake, type UploadOutcome } from './cv-intake.js';
import { type AcceptedFileReader, carryOutIntake, observeUpload, readingOnce } from './cv-intake-steps.js';

export { eraseOrphanCvObjects, sweepExpiredCvs } from './cv-sweep.js';

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
