/**
 * The steps of the CV intake (docs/architecture.md#upload-path): `observeUpload` is the one read
 * (the submission, the object's version and its first bytes, and for a pending submission its
 * candidate), `carryOutIntake` does what `decideIntake` (functions/core/domain/cv-intake.ts) decided,
 * each resource in turn: the bucket's copy, the reader (text and facts), the table's one write
 * (data/resume-cv.ts, data/submissions.ts), the bucket's erasures, then the push and the mail.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { CvKey } from '../../contract/cv-keys.js';
import type { CvContentType } from '../../contract/cv-policy.js';
import { DOCX_CONTENT_TYPE } from '../../contract/cv-policy.js';
import { getAccount } from '../data/accounts.js';
import { recordAcceptedUpload, recordRejectedUpload } from '../data/resume-cv.js';
import { getResumeItem } from '../data/resumes.js';
import { getSubmission, recordSubmissionFacts, type StoredCvFacts } from '../data/submissions.js';
import { logger } from '../log.js';
import { deliverMail, queueMailItems } from '../mail.js';
import { countEvent } from '../observability.js';
import { broadcastToAdmins } from '../realtime.js';
import { copyObjectVersion, eraseObject, readObjectVersion } from '../storage.js';
import {
  type Acceptance,
  type IntakeDecision,
  type IntakeSight,
  needsAccount,
  type UploadOutcome,
} from './cv-intake.js';
import { eraseCvFile } from './cv-sweep.js';

/**
 * The server's reading of an accepted file (functions/core/cv-reading.ts), handed in by `cv-received`
 * so that the API functions sharing this module never bundle the document parsers.
 */
export interface AcceptedFileReader {
  /**
   * Reads the final object `cvKey`, keeps its text beside it and answers its facts; `typedCallingCode`
   * (the phone typed with the CV) is evidence of the CV's country. Throws what S3 or a parser throws.
   */
  read(cvKey: string, options?: { typedCallingCode?: string }): Promise<StoredCvFacts>;
  /** Hands the scan of an accepted submission (facts `ocr-pending`) to OCR, which records on the submission. */
  requestOcr(target: { resumeId: string; submissionId: string; cvKey: string }): Promise<void>;
}

/** The CV type of the bytes by their magic numbers (never the name), or `undefined`. */
async function sniffCvType(bytes: Uint8Array): Promise<CvContentType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'application/pdf') return 'application/pdf';
  if (found?.ext === 'docx') return DOCX_CONTENT_TYPE;
  if (found?.ext === 'cfb' || found?.ext === 'doc') return 'application/msword';
  return undefined;
}

/**
 * The intake's read step: what the decision needs about object `key` (parsed as `parsed`) of event
 * `event`: the submission a quarantine key names; the object itself (for a pending submission the
 * version the event names, else the latest, whose ETag tells a repeated delivery from a second
 * file), with its size and sniffed type; and for a pending submission whose object is there, its
 * candidate record and, when that alone does not tell, the address's account.
 */
export async function observeUpload(
  parsed: CvKey,
  key: string,
  event: { eTag?: string; versionId?: string },
  now = new Date(),
): Promise<IntakeSight> {
  const eventETag = event.eTag?.replace(/"/g, '') || undefined;
  const seen: IntakeSight = { key, parsed, eventETag, now };
  if (parsed.kind !== 'quarantine') return seen;
  const submission = await getSubmission(parsed.resumeId, parsed.submissionId);
  if (!submission) return seen;
  const pending = submission.status === 'pending';
  const version = await readObjectVersion(key, pending ? event.versionId : undefined);
  if (!version) return { ...seen, submission };
  const { bytes, ...head } = version;
  const object: IntakeSight['object'] = { ...head, size: bytes.byteLength, type: await sniffCvType(bytes) };
  if (!pending) return { ...seen, submission, object };
  const record = await getResumeItem(submission.userId, true);
  const account = needsAccount(record, submission) ? await getAccount(record!.email) : undefined;
  const accountLinked = account?.state === 'active' && account.userId === record?.id;
  return { ...seen, submission, object, candidate: { record, accountLinked } };
}

/** The reader as the intake's steps use it (`readingOnce`): no facts when the reading failed. */
export interface IntakeReader {
  read(cvKey: string, options?: { typedCallingCode?: string }): Promise<StoredCvFacts | undefined>;
  requestOcr: AcceptedFileReader['requestOcr'];
}

/**
 * `reader` reading each file once per intake (a run decided again after the record changed keeps
 * the facts it read), never failing the run: a failed reading answers no facts (a reading never
 * refuses a CV that passed its checks; a repeated event reads it again) and is logged.
 */
export function readingOnce(reader: AcceptedFileReader): IntakeReader {
  const read = new Map<string, Promise<StoredCvFacts | undefined>>();
  const readNow = (cvKey: string, options?: { typedCallingCode?: string }) =>
    reader.read(cvKey, options).then(
      (facts) => {
        countEvent('CvExtracted', { outcome: facts.status });
        return facts;
      },
      (err) => {
        logger.warn('cv-received: reading the accepted file failed', { cvKey, error: err as Error });
        return undefined;
      },
    );
  return {
    read: (cvKey, options) => {
      if (!read.has(cvKey)) read.set(cvKey, readNow(cvKey, options));
      return read.get(cvKey)!;
    },
    requestOcr: (target) => reader.requestOcr(target),
  };
}

/**
 * Carries out `decision` (see `decideIntake`) and answers its outcome, or `stale` / `duplicate`
 * when the bucket or the table show another delivery got there first: the bucket's copy (a copy of
 * other bytes is never kept), the reading (with a `reader`: of the final key, never the quarantine
 * one; the phone typed with the CV is evidence of its country), the table's one write, the bucket's
 * erasures, then after an acceptance the recruiters' push and the candidate's mail, a scan's facts
 * to OCR, the metrics. Throws what S3 or the table throw (the event is retried: every step is
 * idempotent), and the record's condition failure when it changed since it was read.
 */
export async function carryOutIntake(
  decision: IntakeDecision,
  reader?: IntakeReader,
): Promise<UploadOutcome> {
  const { copy, read, write } = decision;
  if (copy) {
    const copied = await copyObjectVersion(copy.from, copy.file.key, copy.file.contentType);
    if (copied && copied !== copy.file.eTag) {
      await eraseObject(copy.file.key);
      return 'stale';
    }
  }
  const facts =
    read?.held ??
    (read && reader
      ? await reader.read(read.file.key, { typedCallingCode: read.submission.contact?.country_code })
      : undefined);
  if (write?.verdict === 'rejected') {
    await recordRejectedUpload(write.submission, write, write.decidedAt, write.expiresAt);
    logger.info('cv-received: upload rejected', { resumeId: write.submission.userId, reason: write.reason });
  }
  if (write?.verdict === 'facts' && facts)
    await recordSubmissionFacts(write.submission.userId, write.submission.id, facts);
  if (write?.verdict === 'accepted') {
    const written = await recordAcceptedUpload({ ...write, facts }, queueMailItems(write.mail));
    if (written !== 'written') {
      if (written.heldKey === write.file.key) return 'duplicate';
      await eraseCvFile(write.file.key);
      return 'stale';
    }
  }
  for (const { key, withText, why } of decision.erase) {
    if (why) logger.warn(`cv-received: ${why}; erased`, { key });
    await (withText ? eraseCvFile(key) : eraseObject(key));
  }
  if (write?.verdict === 'accepted') await announce(write);
  if (read && reader && facts?.status === 'ocr-pending')
    await reader.requestOcr({
      resumeId: read.submission.userId,
      submissionId: read.submission.id,
      cvKey: read.file.key,
    });
  if (decision.count) countEvent('CvRejected', { reason: decision.count });
  return decision.outcome;
}

/**
 * What follows each accepted submission, once (the accept write is conditioned on the submission
 * pending): the recruiters' live push, then the candidate's mail queued with the acceptance (the
 * acknowledgement, the notice that another CV arrived for an address that had one,
 * docs/requirements.md#candidate-mails, or, unconfirmed, the request to confirm it, #cv-confirmation);
 * what this attempt does not send, the outbox does. A failed push is logged, not retried: the
 * notification is stored already.
 */
async function announce(accepted: Acceptance): Promise<void> {
  try {
    await broadcastToAdmins({ type: 'new-cv-upload', notification: accepted.notification.api });
  } catch (err) {
    logger.warn('cv-received: broadcast failed', { error: err as Error });
  }
  logger.info('cv-received: attached', {
    resumeId: accepted.record.id,
    source: accepted.submission.source,
    unconfirmed: accepted.unconfirmed,
  });
  await deliverMail(accepted.mail.eventId);
  countEvent('CvAccepted', { confirmation: accepted.unconfirmed ? 'unconfirmed' : 'current' });
}
