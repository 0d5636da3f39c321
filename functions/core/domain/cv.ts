/**
 * The CV path (docs/architecture.md#upload-path): the upload request answers a presigned POST; `cv-received` checks the
 * object S3 reports and attaches it; the expiry sweep erases CVs past their 90 days
 * (docs/requirements.md#site-facts, #public-limits: "CVs are kept 90 days").
 */
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type * as z from 'zod';
import { CV_LIMITS, CV_TYPES, type CvContentType, PRIVACY_POLICY_VERSION } from '../../contract/cv-policy.js';
import { CV_MESSAGES } from '../../contract/messages.js';
import type { ResumeUploadResponse, resumeUploadRequest } from '../../contract/schemas/resume.js';
import { cvUploadNotification, newNotificationItems } from '../data/notifications.js';
import {
  attachCvToRecord,
  getResumeItem,
  listDueToExpire,
  markCvExpired,
  type ResumeItem,
  recordRejectedUpload,
  resumeDownloadPath,
  upsertForUpload,
} from '../data/resumes.js';
import { logger } from '../log.js';
import { broadcastToAdmins } from '../realtime.js';
import { eraseObject, objectSize, presignCvUpload, readObject } from '../storage.js';
import { mailCvAccepted } from './candidate-mails.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Object key of an upload: `cvs/{resumeId}/{uploadId}.{ext}`; the extension comes from the type, not the name. */
export function cvObjectKey(resumeId: string, uploadId: string, contentType: CvContentType): string {
  return `cvs/${resumeId}/${uploadId}.${CV_TYPES[contentType]}`;
}

/**
 * Key of the text the server reads from a CV, kept beside it (`functions/core/cv-reading.ts`):
 * `cvs/{resumeId}/{uploadId}.pdf.txt`. Erased with its CV.
 */
export const cvTextKey = (objectKey: string): string => `${objectKey}.txt`;

/** True for a CV's text object (its ObjectCreated event is not an upload). */
export const isCvTextKey = (key: string): boolean =>
  key.endsWith('.txt') && parseCvObjectKey(key.slice(0, -'.txt'.length)) !== undefined;

/** The resume id and upload id in a CV key, or `undefined` for keys we did not issue. */
export function parseCvObjectKey(key: string): { resumeId: string; uploadId: string } | undefined {
  const m = /^cvs\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.(pdf|docx?)$/.exec(key);
  return m ? { resumeId: m[1]!, uploadId: m[2]! } : undefined;
}

/**
 * `POST /resume/upload`: upserts the candidate by email with the consent given (time and policy
 * version), and answers a presigned POST for one object of the declared type and size.
 */
export async function requestCvUpload(
  input: z.output<typeof resumeUploadRequest>,
): Promise<ResumeUploadResponse> {
  const uploadId = randomUUID();
  const now = new Date().toISOString();
  const { id, pending } = await upsertForUpload({
    name: input.name,
    email: input.email,
    role: input.role,
    contact: input.contact,
    skills: input.skills,
    consent: { acceptedAt: now, policyVersion: PRIVACY_POLICY_VERSION, source: input.source },
    pending: (resumeId) => ({
      key: cvObjectKey(resumeId, uploadId, input.contentType),
      fileName: input.fileName,
      contentType: input.contentType,
      size: input.size,
      requestedAt: now,
    }),
  });
  const upload = await presignCvUpload({
    key: pending.key,
    contentType: pending.contentType,
    minBytes: CV_LIMITS.minBytes,
    maxBytes: CV_LIMITS.maxBytes,
  });
  return { resumeId: id, upload, 'resume-link': resumeDownloadPath(id) };
}

export type UploadOutcome = 'attached' | 'duplicate' | 'stale' | 'rejected' | 'unknown-key';

/** Checks the bytes really are the declared kind (magic bytes, not the name). */
async function sniff(bytes: Uint8Array, declared: string): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return CV_MESSAGES.cvNotDocument;
  const ok =
    (declared === 'application/pdf' && found.mime === 'application/pdf') ||
    (declared === 'application/msword' && (found.ext === 'cfb' || found.ext === 'doc')) ||
    (declared === CV_CONTENT_DOCX && found.ext === 'docx');
  return ok ? undefined : CV_MESSAGES.cvTypeMismatch;
}
const CV_CONTENT_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * `cv-received` for one ObjectCreated record. Idempotent: S3 may deliver an event more than once;
 * the attach transaction is conditioned on the pending upload key, so a repeat changes nothing and
 * notifies nobody twice. Files that are too small, too large or not PDF/DOC/DOCX are erased and the
 * upload marked rejected; objects nobody asked for are erased.
 */
export async function processUploadedCv(key: string): Promise<UploadOutcome> {
  const parsed = parseCvObjectKey(key);
  if (!parsed) {
    logger.warn('cv-received: object with a key we never issued; erasing it');
    await eraseObject(key);
    return 'unknown-key';
  }
  const record = await getResumeItem(parsed.resumeId, true);
  if (record?.cv?.key === key) return 'duplicate';
  if (!record || record.pendingUpload?.key !== key) {
    // A later upload request replaced this one, or the record was erased meanwhile.
    await eraseObject(key);
    return 'stale';
  }
  const pending = record.pendingUpload;
  const size = await objectSize(key);
  if (size === undefined) return 'stale';
  let reason: string | undefined;
  if (size < CV_LIMITS.minBytes) reason = CV_MESSAGES.cvTooSmall;
  // Apply Now on /jobs allows 10 MB (docs/requirements.md#public-limits): the upload request records its own limit.
  else if (size > (pending.maxBytes ?? CV_LIMITS.maxBytes))
    reason = CV_MESSAGES.cvTooLarge(Math.round((pending.maxBytes ?? CV_LIMITS.maxBytes) / 1048576));
  else reason = await sniff(await readObject(key), pending.contentType);
  if (reason) {
    await rejectUpload(record, key, reason);
    return 'rejected';
  }
  return attachCv(record, key, size);
}

async function rejectUpload(record: ResumeItem, key: string, reason: string): Promise<void> {
  await eraseObject(key);
  await recordRejectedUpload(record.id, key, reason);
  logger.info('cv-received: upload rejected', { resumeId: record.id, reason });
}

async function attachCv(record: ResumeItem, key: string, size: number): Promise<UploadOutcome> {
  const pending = record.pendingUpload!;
  const now = new Date();
  const nowIso = now.toISOString();
  const expiryDate = new Date(now.getTime() + CV_LIMITS.retentionDays * DAY_MS).toISOString();
  const notification = cvUploadNotification({
    id: parseCvObjectKey(key)!.uploadId,
    createdAt: nowIso,
    resume: { _id: record.id, name: record.name, email: record.email, role: record.role },
  });
  const cv = { key, fileName: pending.fileName, contentType: pending.contentType, size, uploadedAt: nowIso };
  const attached = await attachCvToRecord(
    record,
    cv,
    expiryDate,
    notification.api._id,
    newNotificationItems(notification.item),
  );
  if (!attached) {
    // Lost a race: either a concurrent delivery attached this very object, or the record changed.
    const again = await getResumeItem(record.id, true);
    if (again?.cv?.key === key) return 'duplicate';
    if (again?.pendingUpload?.key === key) return attachCv(again, key, size);
    await eraseObject(key);
    return 'stale';
  }
  // The previous CV is replaced: erase it rather than keep personal data nobody can reach.
  if (record.cv?.key && record.cv.key !== key) {
    await eraseObject(record.cv.key);
    await eraseObject(cvTextKey(record.cv.key)); // CV reading (issue 14): its text goes with it
  }
  try {
    await broadcastToAdmins({ type: 'new-cv-upload', notification: notification.api });
  } catch (err) {
    logger.warn('cv-received: broadcast failed', { error: err as Error });
  }
  logger.info('cv-received: attached', { resumeId: record.id });
  // The candidate's acknowledgement (docs/requirements.md#candidate-mails): after the change, never blocking it.
  await mailCvAccepted(record, {
    uploadId: parseCvObjectKey(key)!.uploadId,
    keptUntil: expiryDate,
    replaced: !!record.cv,
  });
  return 'attached';
}

/**
 * The expiry sweep (nightly, `POST /resume/check-expired`, `npm run sweep`): for each record whose
 * `expiryDate` has passed, erases the CV object(s) first and then marks the record expired, taking it
 * off the sparse expiry index. Erasing first makes a crash half-way safe: the record stays due and the
 * next run finishes it. Two runs at once are safe: the update is conditioned on the index key it read.
 * Returns how many records this run marked expired.
 */
export async function sweepExpiredCvs(now = new Date()): Promise<{ expiredCount: number }> {
  const nowIso = now.toISOString();
  let expiredCount = 0;
  for (;;) {
    const due = await listDueToExpire(nowIso, 100);
    if (due.length === 0) break;
    let progressed = false;
    for (const item of due) {
      if (item.cv?.key) {
        await eraseObject(item.cv.key);
        await eraseObject(cvTextKey(item.cv.key)); // CV reading (issue 14): its text goes with it
      }
      if (item.pendingUpload?.key) await eraseObject(item.pendingUpload.key);
      // A record another run or a new upload changed meanwhile has nothing left to do here.
      if (await markCvExpired(item, nowIso)) expiredCount++;
      progressed = true;
    }
    if (!progressed) break;
  }
  return { expiredCount };
}
