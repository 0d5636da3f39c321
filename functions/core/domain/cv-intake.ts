/**
 * What `cv-received` does with one uploaded object, decided without touching anything
 * (docs/architecture.md#upload-path): from what the read step saw (the parsed key, the event's ETag,
 * the submission, the object's version, size and sniffed type, and for a pending submission its
 * candidate) `decideIntake` answers one {@link IntakeDecision}: the outcome and what each resource is
 * to do, which `functions/core/domain/cv-intake-steps.ts` carries out in a fixed order (bucket copy,
 * reader, one table write, bucket erasures, push and mail). Pure: unit-tested by
 * test/unit/cv-intake.test.ts.
 */
import type { CvKey } from '../../contract/cv-keys.js';
import { cvObjectKey } from '../../contract/cv-keys.js';
import { CV_CONFIRM_DAYS, CV_LIMITS, CV_TYPES, type CvContentType } from '../../contract/cv-policy.js';
import { CV_MESSAGES, NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import { retentionEnd } from '../../contract/retention.js';
import { cvUploadNotification } from '../data/notifications.js';
import type { AcceptedUpload } from '../data/resume-cv.js';
import { isListed, type ResumeItem } from '../data/resumes.js';
import {
  type AcceptedFile,
  holdsFile,
  type StoredCvFacts,
  type SubmissionItem,
} from '../data/submissions.js';
import type { MailRequest } from '../mail/queue.js';
import { cvReceivedMail } from './candidate-mails.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MEGABYTE = 1024 * 1024;

/** What the intake's read step saw of one `ObjectCreated` event before deciding. */
export interface IntakeSight {
  key: string;
  /** `key` read by the bucket's key rules (contract/cv-keys.ts), once, at the entry. */
  parsed: CvKey;
  /** The ETag the event names, quotes stripped (a sweep's own run names none). */
  eventETag?: string;
  /** The submission the quarantine key names (read consistently), or none. */
  submission?: SubmissionItem;
  /**
   * The object as read: for a pending submission the version the event names, else the latest;
   * none when it is gone. `type` is what its first bytes are (never its name), when a CV type.
   */
  object?: { eTag: string; versionId?: string; size: number; type?: CvContentType };
  /**
   * For a pending submission whose object is there: its candidate record as read (none: erased),
   * and whether the address's active account is linked to it (read only when `needsAccount`).
   */
  candidate?: { record?: ResumeItem; accountLinked: boolean };
  now: Date;
}

/** What the intake answers for one object (the event function logs it). */
export type UploadOutcome = 'attached' | 'duplicate' | 'refused' | 'stale' | 'rejected' | 'unknown-key';

/** Why a file is rejected, as the metric `CvRejected` counts it (`form-reused`: a second file through a used form). */
export type RejectionKind = 'too-small' | 'too-large' | 'not-a-cv' | 'form-reused';

/** Every version of `key` erased from the bucket (`withText`: and the text beside it), `why` logged. */
export interface Erasure {
  key: string;
  withText?: boolean;
  why?: string;
}

/**
 * An accepted file on the terms `acceptanceTerms` set (docs/requirements.md#cv-confirmation): the
 * record's current CV, or `unconfirmed` (only the notification's id on the record), kept until
 * `expiryDate`; the recruiters' notification and the candidate's mail, queued in the same write
 * (data/resume-cv.ts `recordAcceptedUpload`, conditioned on the record as read: a change meanwhile
 * makes the intake read and decide again).
 */
export type Acceptance = Omit<AcceptedUpload, 'facts' | 'notification'> & {
  notification: ReturnType<typeof cvUploadNotification>;
  mail: MailRequest;
};

/**
 * The intake's one table write: the verdict `rejected` (on the submission and the record's latest
 * upload), the acceptance, or the facts a repeated delivery read of an accepted file.
 */
export type IntakeWrite =
  | {
      verdict: 'rejected';
      submission: SubmissionItem;
      reason: string;
      decidedAt: string;
      expiresAt: string;
      /** The ETag of the version rejected: a repeated event of it is then a duplicate. */
      eTag: string;
    }
  | ({ verdict: 'accepted' } & Acceptance)
  | { verdict: 'facts'; submission: SubmissionItem };

/**
 * The outcome, and what each resource does, in the order carried out (each at most once):
 * 1. `copy` (bucket): the checked version to its final key; a copy of other bytes ends the run `stale`;
 * 2. `read` (the reader, when one is handed in): the final object's text and facts, none when
 *    `held` (a scan waiting for OCR);
 * 3. `write` (table): one write; an acceptance another delivery decided first ends the run
 *    `duplicate` (it kept this very file) or `stale` (the copy erased);
 * 4. `erase` (bucket);
 * 5. after an acceptance, the recruiters' push and the candidate's mail; a scan's facts to OCR;
 *    `count` the `CvRejected` metric.
 */
export interface IntakeDecision {
  outcome: UploadOutcome;
  copy?: { from: { key: string; versionId?: string }; file: AcceptedFile };
  read?: { submission: SubmissionItem; file: AcceptedFile; held?: StoredCvFacts };
  write?: IntakeWrite;
  erase: Erasure[];
  count?: RejectionKind;
}

/** `name` with the extension of `contentType` in place of its own: the admin never downloads `CV.exe`. */
export function fileNameFor(name: string, contentType: CvContentType): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,8}$/, '') || 'cv';
  return `${stem}.${CV_TYPES[contentType]}`;
}

/** The checked type of a file of `size` bytes and sniffed `type` under `maxBytes`, or why it is refused (size first). */
function check(
  size: number,
  maxBytes: number,
  type: CvContentType | undefined,
): { type: CvContentType } | { reason: string; rejection: Exclude<RejectionKind, 'form-reused'> } {
  if (size < CV_LIMITS.minBytes) return { reason: CV_MESSAGES.cvTooSmall, rejection: 'too-small' };
  if (size > maxBytes)
    return { reason: CV_MESSAGES.cvTooLarge(Math.round(maxBytes / MEGABYTE)), rejection: 'too-large' };
  return type ? { type } : { reason: CV_MESSAGES.cvNotDocument, rejection: 'not-a-cv' };
}

/**
 * The decision on one uploaded object, checked on the event's own version and ETag, never skipped by
 * key (docs/architecture.md#upload-path):
 * - an accepted file, its text, the search index or an offer letter (only ever our own writes):
 *   `duplicate`, ignored;
 * - a key we never issued: erased (`unknown-key`);
 * - a quarantine key without its submission: erased (`stale`);
 * - a quarantine object of a decided submission (a second POST through the same form): erased,
 *   never attached: `duplicate` when it is a repeated delivery of the accepted version (which
 *   finishes a reading the first delivery could not), else `refused`;
 * - a pending submission whose object is gone or is another version than the event's: `stale`;
 * - too small, over the submission's limit (`declared.maxBytes`) or not a PDF/DOC/DOCX by its magic
 *   bytes: `rejected` with the reason, kept 90 days;
 * - its candidate erased or being erased: `stale`, erased (with a copy an earlier run left);
 * - else accepted under `cvs/{resumeId}/{submissionId}.{ext}` with the detected type's extension,
 *   on the terms of `acceptanceTerms`.
 */
export function decideIntake(seen: IntakeSight): IntakeDecision {
  const { key, parsed, submission, object, eventETag } = seen;
  if (parsed.kind !== 'quarantine' && parsed.kind !== 'unknown') return { outcome: 'duplicate', erase: [] };
  if (parsed.kind === 'unknown')
    return { outcome: 'unknown-key', erase: [{ key, why: 'a key we never issued' }] };
  if (!submission) return { outcome: 'stale', erase: [{ key }] };
  if (submission.status === 'rejected' && object && object.eTag === submission.rejectedETag)
    // A repeated event of the version rejected (its erasure failed after the verdict): erase it again.
    return { outcome: 'duplicate', erase: [{ key }] };
  if (submission.status !== 'pending') return decideDecided(seen, submission);
  // Gone: another delivery handled it. Another ETag: the event is about a version we no longer hold.
  if (!object || (eventETag && object.eTag !== eventETag)) return { outcome: 'stale', erase: [] };
  const checked = check(object.size, submission.declared.maxBytes ?? CV_LIMITS.maxBytes, object.type);
  const decidedAt = seen.now.toISOString();
  if ('reason' in checked)
    return {
      outcome: 'rejected',
      // The verdict first: should the table fail, the retried event finds the file and decides again.
      write: {
        verdict: 'rejected',
        submission,
        reason: checked.reason,
        decidedAt,
        expiresAt: retentionEnd(seen.now),
        eTag: object.eTag,
      },
      erase: [{ key }],
      count: checked.rejection,
    };
  const file: AcceptedFile = {
    key: cvObjectKey(submission.userId, submission.id, checked.type),
    fileName: fileNameFor(submission.declared.fileName, checked.type),
    contentType: checked.type,
    size: object.size,
    uploadedAt: decidedAt,
    eTag: object.eTag,
  };
  const record = seen.candidate?.record;
  const terms = acceptanceTerms(record, submission, decidedAt, seen.candidate?.accountLinked ?? false);
  if (terms === 'gone' || !record)
    return { outcome: 'stale', erase: [{ key }, { key: file.key, withText: true }] };
  return {
    outcome: 'attached',
    copy: { from: { key, versionId: object.versionId }, file },
    read: { submission, file },
    write: { verdict: 'accepted', ...acceptance(record, submission, file, terms) },
    erase: [{ key }],
  };
}

/**
 * A quarantine object of a decided submission: a repeated delivery of the accepted version (and,
 * with no `eventETag`, a sweep's run) is a `duplicate` that finishes the reading when the first
 * delivery got no facts or left a scan waiting for OCR; anything else is a second file through a
 * used form, `refused`.
 */
function decideDecided(seen: IntakeSight, submission: SubmissionItem): IntakeDecision {
  const { key, object, eventETag } = seen;
  const held = submission.file?.eTag;
  const repeat = submission.status === 'accepted' && (!object || object.eTag === held);
  if (!repeat || (eventETag && eventETag !== held))
    return {
      outcome: 'refused',
      erase: [{ key, ...(repeat ? {} : { why: 'a second file through a used form' }) }],
      count: 'form-reused',
    };
  const unfinished =
    holdsFile(submission) && (!submission.facts || submission.facts.status === 'ocr-pending');
  if (!unfinished || !submission.file) return { outcome: 'duplicate', erase: [{ key }] };
  return {
    outcome: 'duplicate',
    read: { submission, file: submission.file, ...(submission.facts ? { held: submission.facts } : {}) },
    ...(submission.facts ? {} : { write: { verdict: 'facts' as const, submission } }),
    erase: [{ key }],
  };
}

/** The acceptance's notification and mail, on `terms` (see `acceptanceTerms`). */
function acceptance(
  record: ResumeItem,
  submission: SubmissionItem,
  file: AcceptedFile,
  terms: Exclude<ReturnType<typeof acceptanceTerms>, 'gone'>,
): Acceptance {
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
  return { submission, file, record, unconfirmed, expiryDate, notification, mail };
}

/**
 * What the candidate's side of an acceptance is (docs/requirements.md#cv-confirmation), from the
 * record as read (`undefined`: erased or being erased, `gone`):
 * - an anonymous file for an established candidate (listed, with a CV, or whose address has an
 *   active account linked to the record: `accountLinked`) is held `unconfirmed` until `CV_CONFIRM_DAYS`
 *   after it arrived, never past the expiry of the record's current CV; the notification and the mail
 *   name the record's candidate, and the mail asks to confirm it;
 * - else it becomes the record's current CV for its 90 days (docs/requirements.md#site-facts); the
 *   mail is the acknowledgement, or the notice that another CV replaced the listed one.
 */
export function acceptanceTerms(
  record: ResumeItem | undefined,
  submission: Pick<SubmissionItem, 'anonymous' | 'name'>,
  uploadedAt: string,
  accountLinked: boolean,
):
  | 'gone'
  | {
      unconfirmed: boolean;
      expiryDate: string;
      name: string;
      mail: 'acknowledgement' | 'replaced' | 'confirm';
    } {
  if (!record || record.erasingSince) return 'gone';
  const established = isListed(record) || Boolean(record.cv) || accountLinked;
  const unconfirmed = Boolean(submission.anonymous) && established;
  const own = new Date(Date.parse(uploadedAt) + CV_CONFIRM_DAYS * DAY_MS).toISOString();
  const expiryDate = !unconfirmed
    ? retentionEnd(new Date(uploadedAt))
    : record.cv && !record.isExpired && record.expiryDate && record.expiryDate < own
      ? record.expiryDate
      : own;
  // An unconfirmed file's notification names the record's candidate, never the name typed with it.
  const name = isListed(record) || unconfirmed ? record.name : submission.name;
  const mail = unconfirmed ? 'confirm' : isListed(record) ? 'replaced' : 'acknowledgement';
  return { unconfirmed, expiryDate, name, mail };
}

/** Whether `acceptanceTerms` needs to know the account of the record's address (it is not established otherwise). */
export const needsAccount = (record: ResumeItem | undefined, submission: Pick<SubmissionItem, 'anonymous'>) =>
  Boolean(record && !record.erasingSince && submission.anonymous && !isListed(record) && !record.cv);
