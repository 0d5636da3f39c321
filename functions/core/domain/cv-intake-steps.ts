/**
 * The steps of the CV intake (docs/architecture.md#upload-path): `observeUpload` reads what the
 * decision needs (the submission, the object's version and its first bytes), `carryOutIntake` does
 * what `decideIntake` (functions/core/domain/cv-intake.ts) decided. Each step touches one resource: the
 * bucket (erase, copy), the reader (text and facts), the table (the rejection, or the acceptance in
 * one transaction with its notification, counter and queued mail), then the push and the mail.
 */
import { fileTypeFromBuffer } from 'file-type';
import { cvTextKey, parseCvKey } from '../../contract/cv-keys.js';
import type { CvContentType } from '../../contract/cv-policy.js';
import { DOCX_CONTENT_TYPE } from '../../contract/cv-policy.js';
import { NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import { getAccount } from '../data/accounts.js';
import { receivedCvItem } from '../data/dashboard-trends.js';
import { isConditionFailure, retryOnConflict, transact } from '../data/db.js';
import { cvUploadNotification, newNotificationItems } from '../data/notifications.js';
import { acceptedCvItems, recordRejectedUpload, unconfirmedCvRecordItem } from '../data/resume-cv.js';
import { getResumeItem, type ResumeItem } from '../data/resumes.js';
import {
  type AcceptedFile,
  acceptSubmissionItem,
  getSubmission,
  holdsFile,
  recordSubmissionFacts,
  type StoredCvFacts,
  type SubmissionItem,
} from '../data/submissions.js';
import { logger } from '../log.js';
import { deliverMail, queueMailItems } from '../mail.js';
import { countEvent } from '../observability.js';
import { broadcastToAdmins } from '../realtime.js';
import { copyObjectVersion, eraseObject, readObjectVersion } from '../storage.js';
import { cvReceivedMail } from './candidate-mails.js';
import {
  acceptanceTerms,
  type IntakeDecision,
  type IntakeSight,
  type IntakeStep,
  needsAccount,
  submissionSkills,
  type UploadOutcome,
} from './cv-intake.js';

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

/** Erases an accepted file and the text read from it (every version of both). */
export async function eraseCvFile(key: string): Promise<void> {
  await eraseObject(key);
  await eraseObject(cvTextKey(key));
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
 * What the decision needs about object `key` of event `event`: the submission a quarantine key
 * names, and the object itself (for a pending submission the version the event names, else the
 * latest, whose ETag tells a repeated delivery from a second file), with its size and sniffed type.
 */
export async function observeUpload(
  key: string,
  event: { eTag?: string; versionId?: string },
  now = new Date(),
): Promise<IntakeSight> {
  const parsed = parseCvKey(key);
  const eventETag = event.eTag?.replace(/"/g, '') || undefined;
  const seen: IntakeSight = { key, parsed, eventETag, now };
  if (parsed.kind !== 'quarantine') return seen;
  const submission = await getSubmission(parsed.resumeId, parsed.submissionId);
  if (!submission) return seen;
  const version = await readObjectVersion(key, submission.status === 'pending' ? event.versionId : undefined);
  if (!version) return { ...seen, submission };
  const { bytes, ...head } = version;
  return { ...seen, submission, object: { ...head, size: bytes.byteLength, type: await sniffCvType(bytes) } };
}

/** What the steps of one run hand on to each other: the reader, the facts read, the acceptance written. */
interface IntakeRun {
  reader?: AcceptedFileReader;
  facts?: StoredCvFacts;
  accepted?: AcceptedSubmission;
}

/** A step that ends the run with another outcome than the decision's, after the `after` steps. */
interface RunEnd {
  outcome: UploadOutcome;
  after: IntakeStep[];
}

/**
 * Writes the acceptance (`writeAcceptance`) with the facts read; a candidate erased meanwhile ends
 * the run `stale` (quarantine object and copy erased), a submission another delivery decided first
 * `duplicate` when that one kept this very key, else `stale` (the copy erased).
 */
async function acceptInto(
  { submission, file, quarantineKey }: Extract<IntakeStep, { do: 'write-acceptance' }>,
  run: IntakeRun,
): Promise<RunEnd | undefined> {
  const accepted = await writeAcceptance(submission, file, run.facts);
  if (accepted === 'gone')
    return {
      outcome: 'stale',
      after: [
        { do: 'erase', key: quarantineKey },
        { do: 'erase', key: file.key, withText: true },
      ],
    };
  if (accepted !== 'decided') {
    run.accepted = accepted;
    return undefined;
  }
  const again = await getSubmission(submission.userId, submission.id);
  return again?.file?.key === file.key
    ? { outcome: 'duplicate', after: [] }
    : { outcome: 'stale', after: [{ do: 'erase', key: file.key, withText: true }] };
}

/**
 * Carries out one step of a run (see {@link IntakeStep}), the bucket's first, then the table's, the
 * reader's, and what follows an acceptance.
 */
async function runStep(step: IntakeStep, run: IntakeRun): Promise<RunEnd | undefined> {
  switch (step.do) {
    case 'erase':
      if (step.why) logger.warn(`cv-received: ${step.why}; erased`, { key: step.key });
      await (step.withText ? eraseCvFile(step.key) : eraseObject(step.key));
      return undefined;
    case 'copy': {
      const copied = await copyObjectVersion(step.from, step.file.key, step.file.contentType);
      // The copy is not the bytes checked: never keep it.
      if (copied && copied !== step.file.eTag)
        return { outcome: 'stale', after: [{ do: 'erase', key: step.file.key }] };
      return undefined;
    }
    case 'reject': {
      const { submission, reason, decidedAt, eTag } = step;
      await recordRejectedUpload(submission, { reason, eTag }, decidedAt, step.expiresAt);
      logger.info('cv-received: upload rejected', { resumeId: submission.userId, reason });
      return undefined;
    }
    case 'write-acceptance':
      return acceptInto(step, run);
    case 'read':
      // Read where the file now lives (never in quarantine); the facts go into the accept write.
      if (run.reader) run.facts = await readAcceptedFile(run.reader, step.submission, step.file.key);
      return undefined;
    case 'complete-reading':
      if (run.reader) await completeReading(run.reader, step.submission);
      return undefined;
    case 'ocr':
      if (run.reader && run.facts?.status === 'ocr-pending')
        await run.reader.requestOcr({
          resumeId: step.submission.userId,
          submissionId: step.submission.id,
          cvKey: step.file.key,
        });
      return undefined;
    case 'announce':
      await onSubmissionAccepted(run.accepted!);
      countEvent('CvAccepted', { confirmation: run.accepted!.unconfirmed ? 'unconfirmed' : 'current' });
      return undefined;
    case 'count':
      countEvent('CvRejected', { reason: step.rejection });
      return undefined;
  }
}

/**
 * Carries out `decision` (see `decideIntake`) step by step and answers its outcome, or the one a
 * step ended the run with; with a `reader`, an accepted file is read under its final key (text
 * beside it, facts into the accept write, a scan to OCR after it). Throws what S3 or the table throw
 * (the event is retried: every step is idempotent).
 */
export async function carryOutIntake(
  decision: IntakeDecision,
  reader?: AcceptedFileReader,
): Promise<UploadOutcome> {
  const run: IntakeRun = { reader };
  for (const step of decision.steps) {
    const end = await runStep(step, run);
    if (!end) continue;
    // Clean-up steps only (erasures): none of them ends a run.
    for (const after of end.after) await runStep(after, run);
    return end.outcome;
  }
  return decision.outcome;
}

/**
 * The facts of an accepted file, or `undefined` when reading failed: a reading never refuses a CV
 * that passed its checks, and a repeated event reads it again (`completeReading`).
 */
async function readAcceptedFile(
  reader: AcceptedFileReader,
  s: Pick<SubmissionItem, 'userId' | 'contact'>,
  cvKey: string,
): Promise<StoredCvFacts | undefined> {
  try {
    // The phone typed with the CV is evidence of the CV's country.
    const facts = await reader.read(cvKey, { typedCallingCode: s.contact?.country_code });
    countEvent('CvExtracted', { outcome: facts.status });
    return facts;
  } catch (err) {
    logger.warn('cv-received: reading the accepted file failed', { resumeId: s.userId, error: err as Error });
    return undefined;
  }
}

/**
 * On a repeated event of an accepted submission: finishes a reading the first delivery could not
 * (no facts, or a scan whose OCR was never started or never recorded).
 */
async function completeReading(reader: AcceptedFileReader, s: SubmissionItem): Promise<void> {
  if (!holdsFile(s) || (s.facts && s.facts.status !== 'ocr-pending')) return;
  const target = { resumeId: s.userId, submissionId: s.id, cvKey: s.file!.key };
  const facts = s.facts ?? (await readAcceptedFile(reader, s, target.cvKey));
  if (!facts) return;
  if (!s.facts) await recordSubmissionFacts(s.userId, s.id, facts);
  if (facts.status === 'ocr-pending') await reader.requestOcr(target);
}

/** An accepted submission, as handed to what follows an acceptance (notifications, the candidate's mail). */
export interface AcceptedSubmission {
  record: ResumeItem;
  submission: SubmissionItem;
  file: AcceptedFile;
  notification: ReturnType<typeof cvUploadNotification>['api'];
  /** Held for the owner's confirmation; the record was not changed (docs/requirements.md#cv-confirmation). */
  unconfirmed: boolean;
  /**
   * ISO time the file is erased: the record's new expiry date (90 days), or, unconfirmed, the
   * submission's own deadline (`CV_CONFIRM_DAYS`, never past the record's expiry).
   */
  keptUntil: string;
  /** The event id of the candidate's mail, queued in the acceptance's transaction (docs/architecture.md#mail). */
  mailEventId: string;
}

/**
 * Records the acceptance in one transaction, on the terms `acceptanceTerms` sets from the record as
 * read: the submission's verdict, file, facts and expiry, the record's current CV (listing the
 * candidate with their first file) or, unconfirmed, only the notification's id on the record; the
 * recruiters' notification, the received-CV counter and the candidate's queued mail (a stall after
 * it loses no mail). Answers `decided` when another delivery decided the submission first, `gone`
 * when the candidate was erased meanwhile. Retries when the record changed between its read and the write.
 */
async function writeAcceptance(
  submission: SubmissionItem,
  file: AcceptedFile,
  facts: StoredCvFacts | undefined,
): Promise<AcceptedSubmission | 'decided' | 'gone'> {
  return retryOnConflict(async () => {
    const record = await getResumeItem(submission.userId, true);
    const account = needsAccount(record, submission) ? await getAccount(record!.email) : undefined;
    const accountLinked = account?.state === 'active' && account.userId === record?.id;
    const terms = acceptanceTerms(record, submission, file.uploadedAt, accountLinked);
    if (terms === 'gone' || !record) return 'gone';
    const { unconfirmed, expiryDate, name } = terms;
    const notification = cvUploadNotification({
      id: submission.id,
      createdAt: file.uploadedAt,
      resume: { _id: record.id, name, email: record.email, role: submission.role },
      ...(unconfirmed
        ? {
            text: {
              title: NOTIFICATION_MESSAGES.cvUnconfirmedTitle,
              message: NOTIFICATION_MESSAGES.cvUnconfirmedMessage(name),
            },
          }
        : {}),
    });
    const mail = cvReceivedMail(
      terms.mail,
      { id: record.id, email: record.email, name },
      { submissionId: submission.id, role: submission.role, sentAt: file.uploadedAt, until: expiryDate },
    );
    try {
      await transact([
        acceptSubmissionItem(submission, file, expiryDate, facts, unconfirmed),
        ...(unconfirmed
          ? [unconfirmedCvRecordItem(record.id, notification.api._id)]
          : acceptedCvItems(
              record,
              { ...file, submissionId: submission.id },
              { ...submission, consent: submission.consent, skills: submissionSkills(submission, facts) },
              expiryDate,
              notification.api._id,
            )),
        ...newNotificationItems(notification.item),
        receivedCvItem(submission.source, file.uploadedAt),
        ...queueMailItems(mail),
      ]);
    } catch (err) {
      if (isConditionFailure(err, 0)) return 'decided';
      throw err;
    }
    return {
      record,
      submission: { ...submission, expiresAt: expiryDate },
      file,
      notification: notification.api,
      unconfirmed,
      keptUntil: expiryDate,
      mailEventId: mail.eventId,
    };
  });
}

/**
 * What follows each accepted submission, once (the accept write is conditioned on the submission
 * pending): the recruiters' live push, then the candidate's mail queued with the acceptance (the
 * acknowledgement, the notice that another CV arrived for an address that had one,
 * docs/requirements.md#candidate-mails, or, unconfirmed, the request to confirm it, #cv-confirmation);
 * what this attempt does not send, the outbox does. A failed push is logged, not retried: the
 * notification is stored already.
 */
export async function onSubmissionAccepted(accepted: AcceptedSubmission): Promise<void> {
  try {
    await broadcastToAdmins({ type: 'new-cv-upload', notification: accepted.notification });
  } catch (err) {
    logger.warn('cv-received: broadcast failed', { error: err as Error });
  }
  logger.info('cv-received: attached', {
    resumeId: accepted.record.id,
    source: accepted.submission.source,
    unconfirmed: accepted.unconfirmed,
  });
  await deliverMail(accepted.mailEventId);
}
