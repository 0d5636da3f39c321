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
import { fileTypeFromBuffer } from 'file-type';
import type * as z from 'zod';
import {
  CV_CONFIRM_DAYS,
  CV_KEY_PREFIXES,
  CV_LIMITS,
  CV_TYPES,
  type CvContentType,
  cvTextKey,
  DOCX_CONTENT_TYPE,
  PRIVACY_POLICY_VERSION,
  UPLOAD_ABANDONED_HOURS,
} from '../../contract/cv-policy.js';
import { CV_CONFIRM_MESSAGES, CV_MESSAGES, NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import { retentionEnd } from '../../contract/retention.js';
import { API_BASE } from '../../contract/routes.js';
import type {
  ResumeUploadResponse,
  resumeUploadRequest,
  UploadStatus,
} from '../../contract/schemas/resume.js';
import { getAccount } from '../data/accounts.js';
import { auditItem, pendingAudit } from '../data/audit-scope.js';
import { receivedCvItem } from '../data/dashboard-trends.js';
import { isConditionFailure, putNew, retryOnConflict, type TransactItem, transact } from '../data/db.js';
import { cvUploadNotification, newNotificationItems } from '../data/notifications.js';
import { acceptedCvItems, recordUploadVerdict, unconfirmedCvRecordItem } from '../data/resume-cv.js';
import { deleteUnlistedRecord } from '../data/resume-erasure.js';
import { listDueToExpire, markCvExpired } from '../data/resume-retention.js';
import {
  candidateForSubmission,
  getResumeItem,
  isListed,
  type ResumeItem,
  resumeDownloadPath,
} from '../data/resumes.js';
import {
  type AcceptedFile,
  acceptSubmissionItem,
  confirmPointerOf,
  confirmSubmissionItems,
  type DeclaredFile,
  deleteSubmissionItems,
  getSubmission,
  hashUploadToken,
  holdsFile,
  isUnconfirmed,
  listSubmissions,
  listSubmissionsDue,
  markFileErased,
  newSubmissionItems,
  recordSubmissionFacts,
  rejectSubmission,
  type StoredCvFacts,
  type SubmissionItem,
  submissionByToken,
  sweptItem,
} from '../data/submissions.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../log.js';
import { deliverMail, queueMailItems } from '../mail.js';
import { countEvent } from '../observability.js';
import { broadcastToAdmins } from '../realtime.js';
import {
  copyObjectVersion,
  eraseObject,
  listObjectsOlderThan,
  objectSize,
  presignCvUpload,
  readObjectVersion,
} from '../storage.js';
import { cvReceivedMail } from './candidate-mails.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Final key of an accepted file: `cvs/{resumeId}/{submissionId}.{ext}`; the extension is the detected type's. */
export function cvObjectKey(resumeId: string, submissionId: string, contentType: CvContentType): string {
  return `${CV_KEY_PREFIXES.accepted}${resumeId}/${submissionId}.${CV_TYPES[contentType]}`;
}

/** True for an accepted file's text object (its ObjectCreated event is not an upload). */
export const isCvTextKey = (key: string): boolean =>
  key.endsWith('.txt') && parseCvObjectKey(key.slice(0, -'.txt'.length)) !== undefined;

/** Erases an accepted file and the text read from it (every version of both). */
async function eraseCvFile(key: string): Promise<void> {
  await eraseObject(key);
  await eraseObject(cvTextKey(key));
}

/** The resume id and submission id in a final CV key, or `undefined` for keys we did not issue. */
export function parseCvObjectKey(key: string): { resumeId: string; uploadId: string } | undefined {
  const m = /^cvs\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.(pdf|docx?)$/.exec(key);
  return m ? { resumeId: m[1]!, uploadId: m[2]! } : undefined;
}

/** The single-use key a presigned form targets: `quarantine/{resumeId}/{submissionId}`. */
export const quarantineKey = (resumeId: string, submissionId: string): string =>
  `${CV_KEY_PREFIXES.quarantine}${resumeId}/${submissionId}`;

function parseQuarantineKey(key: string): { resumeId: string; submissionId: string } | undefined {
  const m = /^quarantine\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/.exec(key);
  return m ? { resumeId: m[1]!, submissionId: m[2]! } : undefined;
}

/** The public path where the browser polls an upload's verdict. */
export const uploadStatusPath = (token: string): string => `${API_BASE}/public/uploads/${token}`;

/** `name` with the extension of `contentType` in place of its own: the admin never downloads `CV.exe`. */
export function fileNameFor(name: string, contentType: CvContentType): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'cv';
  return `${stem}.${CV_TYPES[contentType]}`;
}

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
  await transact([
    ...r.candidateItems,
    ...newSubmissionItems({
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
    }),
  ]);
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

export type UploadOutcome = 'attached' | 'duplicate' | 'refused' | 'stale' | 'rejected' | 'unknown-key';

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

/**
 * The facts of an accepted file, or `undefined` when reading failed: a reading never refuses a CV
 * that passed its checks, and a repeated event reads it again (`completeReading`).
 */
async function readAcceptedFile(
  reader: AcceptedFileReader,
  resumeId: string,
  cvKey: string,
  typedCallingCode?: string,
): Promise<StoredCvFacts | undefined> {
  try {
    const facts = await reader.read(cvKey, { typedCallingCode });
    countEvent('CvExtracted', { outcome: facts.status });
    return facts;
  } catch (err) {
    logger.warn('cv-received: reading the accepted file failed', { resumeId, error: err as Error });
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
  const facts = s.facts ?? (await readAcceptedFile(reader, s.userId, target.cvKey, s.contact?.country_code));
  if (!facts) return;
  if (!s.facts) await recordSubmissionFacts(s.userId, s.id, facts);
  if (facts.status === 'ocr-pending') await reader.requestOcr(target);
}

/** The CV type of the bytes by their magic numbers (never the name), or the reason they are refused. */
async function detectType(bytes: Uint8Array): Promise<{ type: CvContentType } | { reason: string }> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime === 'application/pdf') return { type: 'application/pdf' };
  if (found?.ext === 'docx') return { type: DOCX_CONTENT_TYPE };
  if (found?.ext === 'cfb' || found?.ext === 'doc') return { type: 'application/msword' };
  return { reason: CV_MESSAGES.cvNotDocument };
}

/**
 * `cv-received` for one `ObjectCreated` record, checked on the object's own version (`versionId`)
 * and ETag, never skipped by key:
 *
 * - a quarantine object of a pending submission: size and magic bytes checked, then copied (that
 *   version) to its final key with the detected type's extension and accepted, or erased and
 *   rejected with the reason;
 * - a quarantine object of a decided submission (a second POST through the same form): erased,
 *   never attached (`refused`; `duplicate` when it is a repeated delivery of the accepted version);
 * - a final key (only ever our own copy): `duplicate`; any other key: erased.
 *
 * With a `reader`, an accepted file is read under its final key: the text goes beside it, the facts
 * into the accept write, a scan to OCR after it.
 *
 * Idempotent: the accept transaction is conditioned on the submission still pending.
 */
export async function processUploadedCv(
  key: string,
  event: { eTag?: string; versionId?: string } = {},
  reader?: AcceptedFileReader,
): Promise<UploadOutcome> {
  // Final keys are written only by the copy below (no form can target them): its own event, or a
  // repeat of it, has nothing left to check.
  if (parseCvObjectKey(key)) return 'duplicate';
  const parsed = parseQuarantineKey(key);
  if (!parsed) {
    logger.warn('cv-received: object with a key we never issued; erasing it');
    await eraseObject(key);
    return 'unknown-key';
  }
  const submission = await getSubmission(parsed.resumeId, parsed.submissionId);
  if (!submission) {
    await eraseObject(key);
    return 'stale';
  }
  const eTag = event.eTag?.replace(/"/g, '');
  if (submission.status !== 'pending') {
    const object = await readObjectVersion(key);
    await eraseObject(key);
    const repeat = submission.status === 'accepted' && (!object || object.eTag === submission.file?.eTag);
    if (!repeat)
      logger.warn('cv-received: a second file through a used form; erased', { resumeId: parsed.resumeId });
    const duplicate = repeat && (!eTag || eTag === submission.file?.eTag);
    if (duplicate && reader) await completeReading(reader, submission);
    if (!duplicate) countEvent('CvRejected', { reason: 'form-reused' });
    return duplicate ? 'duplicate' : 'refused';
  }
  const object = await readObjectVersion(key, event.versionId);
  // Gone: another delivery handled it. Another ETag: the event is about a version we no longer hold.
  if (!object || (eTag && object.eTag !== eTag)) return 'stale';
  const size = object.bytes.byteLength;
  const maxBytes = submission.declared.maxBytes ?? CV_LIMITS.maxBytes;
  const detected =
    size < CV_LIMITS.minBytes
      ? { reason: CV_MESSAGES.cvTooSmall }
      : size > maxBytes
        ? { reason: CV_MESSAGES.cvTooLarge(Math.round(maxBytes / 1048576)) }
        : await detectType(object.bytes);
  if ('reason' in detected) {
    await eraseObject(key);
    const now = new Date();
    await rejectSubmission(submission, detected.reason, now.toISOString(), retentionEnd(now));
    await recordUploadVerdict(submission.userId, {
      status: 'rejected',
      reason: detected.reason,
      at: now.toISOString(),
    });
    logger.info('cv-received: upload rejected', { resumeId: submission.userId, reason: detected.reason });
    countEvent('CvRejected', {
      reason: size < CV_LIMITS.minBytes ? 'too-small' : size > maxBytes ? 'too-large' : 'not-a-cv',
    });
    return 'rejected';
  }
  const finalKey = cvObjectKey(submission.userId, submission.id, detected.type);
  const copied = await copyObjectVersion({ key, versionId: object.versionId }, finalKey, detected.type);
  if (copied && copied !== object.eTag) {
    // The copy is not the bytes checked: never keep it.
    await eraseObject(finalKey);
    return 'stale';
  }
  const file: AcceptedFile = {
    key: finalKey,
    fileName: fileNameFor(submission.declared.fileName, detected.type),
    contentType: detected.type,
    size,
    uploadedAt: new Date().toISOString(),
    eTag: object.eTag,
  };
  // The facts read from the accepted file, where it now lives (never in quarantine), are recorded
  // on the submission in the accept write.
  const facts = reader
    ? await readAcceptedFile(reader, submission.userId, finalKey, submission.contact?.country_code)
    : undefined;
  const accepted = await acceptSubmission(submission, file, facts);
  if (accepted === 'decided') {
    const again = await getSubmission(submission.userId, submission.id);
    if (again?.file?.key === finalKey) return 'duplicate';
    await eraseCvFile(finalKey);
    return 'stale';
  }
  await eraseObject(key);
  if (accepted === 'gone') {
    await eraseCvFile(finalKey);
    return 'stale';
  }
  await onSubmissionAccepted(accepted);
  countEvent('CvAccepted', { confirmation: accepted.unconfirmed ? 'unconfirmed' : 'current' });
  if (facts?.status === 'ocr-pending')
    await reader!.requestOcr({ resumeId: submission.userId, submissionId: submission.id, cvKey: finalKey });
  return 'attached';
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
 * Whether `record` is a candidate an anonymous file may not change (docs/requirements.md#cv-confirmation):
 * one that has had a CV (listed), or whose address has a signed-up account linked to it.
 */
async function establishedCandidate(record: ResumeItem): Promise<boolean> {
  if (isListed(record) || record.cv) return true;
  const account = await getAccount(record.email);
  return account?.state === 'active' && account.userId === record.id;
}

/**
 * How long an unconfirmed file arriving at `uploadedAt` is held: `CV_CONFIRM_DAYS`, never past the
 * expiry of the record's current CV (it must not outlive what the record keeps).
 */
function unconfirmedUntil(record: ResumeItem, uploadedAt: string): string {
  const own = new Date(Date.parse(uploadedAt) + CV_CONFIRM_DAYS * DAY_MS).toISOString();
  return record.cv && !record.isExpired && record.expiryDate && record.expiryDate < own
    ? record.expiryDate
    : own;
}

/**
 * The skills a submission gives its candidate (issue 37, docs/architecture.md#upload-path): those the
 * Resume Assistant sent, then those the server read in the file (the full vocabulary), each once
 * whatever its case.
 */
function submissionSkills(
  submission: Pick<SubmissionItem, 'skills'>,
  facts: { skills?: string[] } | undefined,
): string[] {
  const seen = new Set<string>();
  return [...(submission.skills ?? []), ...(facts?.skills ?? [])].filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Records the acceptance: the submission's verdict, file, facts and expiry, the record's current CV
 * (listing the candidate with their first file) and the recruiters' notification, in one transaction.
 * An anonymous submission for an established candidate is accepted unconfirmed instead: verdict,
 * file and its own deadline on the submission, a notification saying so, the record unchanged.
 * Answers `decided` when another delivery decided the submission first, `gone` when the candidate was
 * erased meanwhile. Retries when the record changed between its read and the write.
 */
async function acceptSubmission(
  submission: SubmissionItem,
  file: AcceptedFile,
  facts: StoredCvFacts | undefined,
): Promise<AcceptedSubmission | 'decided' | 'gone'> {
  return retryOnConflict(async () => {
    const record = await getResumeItem(submission.userId, true);
    if (!record || record.erasingSince) return 'gone';
    const unconfirmed = Boolean(submission.anonymous) && (await establishedCandidate(record));
    const expiryDate = unconfirmed
      ? unconfirmedUntil(record, file.uploadedAt)
      : retentionEnd(new Date(file.uploadedAt));
    // An unconfirmed file's notification names the record's candidate, never the name typed with it.
    const name = isListed(record) || unconfirmed ? record.name : submission.name;
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
    // The candidate's mail is queued in the acceptance itself: a stall after it loses no mail.
    const mail = cvReceivedMail(
      unconfirmed ? 'confirm' : isListed(record) ? 'replaced' : 'acknowledgement',
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
 * pending): the recruiters' live push. The acknowledgement mail to the candidate hooks here too.
 * A failed push is logged, not retried: the notification is stored already.
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
  // The candidate's mail, queued with the acceptance: the acknowledgement, the notice that another
  // CV arrived for an address that had one (docs/requirements.md#candidate-mails), or, for an
  // unconfirmed file, the request to confirm it (#cv-confirmation). What this attempt does not
  // send, the outbox does.
  await deliverMail(accepted.mailEventId);
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
    await transact([
      ...confirmSubmissionItems(s, pointer.hash, expiryDate, nowIso),
      ...acceptedCvItems(
        record,
        { ...s.file, submissionId: s.id },
        { ...s, consent: s.consent, skills: submissionSkills(s, s.facts) },
        expiryDate,
        notification.api._id,
        { keepDetails: true },
      ),
      ...newNotificationItems(notification.item),
      putNew(
        auditItem(
          pendingAudit({ action: 'cv.confirmed', targetId: record.id, details: { submissionId: s.id } }),
        ),
      ),
    ]);
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
      if (item.cv?.key) await eraseCvFile(item.cv.key);
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
    const parsed = parseQuarantineKey(key);
    const s = parsed && (await getSubmission(parsed.resumeId, parsed.submissionId));
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
    const fileKey = isCvTextKey(key) ? key.slice(0, -'.txt'.length) : key;
    const parsed = parseCvObjectKey(fileKey);
    const s = parsed && (await getSubmission(parsed.resumeId, parsed.uploadId));
    if (s?.file?.key === fileKey && !s.fileErasedAt) continue;
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
      await transact(deleteSubmissionItems(s));
      return true;
    }
    if (s.status === 'accepted' && holdsFile(s)) {
      const record = await getResumeItem(s.userId, true);
      // The current CV lives as long as the record (the recruiter may extend it): only its index entry goes.
      const current = record?.cv?.submissionId === s.id && !record.isExpired;
      if (!current) await eraseCvFile(s.file!.key);
      await transact([sweptItem(s, current ? undefined : nowIso)]);
      return true;
    }
    if (s.status === 'accepted') {
      await transact([sweptItem(s)]);
      return true;
    }
    await eraseObject(s.quarantineKey);
    await transact(deleteSubmissionItems(s));
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
