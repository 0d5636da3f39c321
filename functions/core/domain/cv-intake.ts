/**
 * What `cv-received` does with one uploaded object, decided without touching anything
 * (docs/architecture.md#upload-path): from what was seen (the key, the event's ETag, the submission,
 * the object's version, size and sniffed type) `decideIntake` answers one {@link IntakeDecision};
 * `functions/core/domain/cv-intake-steps.ts` carries it out. The acceptance's own terms (current or
 * unconfirmed CV, until when, which mail) are `acceptanceTerms`, from the record read in the accept
 * write's retry. Pure: unit-tested by test/unit/cv-intake.test.ts.
 */
import { type CvKey, cvObjectKey } from '../../contract/cv-keys.js';
import { CV_CONFIRM_DAYS, CV_LIMITS, CV_TYPES, type CvContentType } from '../../contract/cv-policy.js';
import { CV_MESSAGES } from '../../contract/messages.js';
import { retentionEnd } from '../../contract/retention.js';
import { isListed, type ResumeItem } from '../data/resumes.js';
import type { AcceptedFile, SubmissionItem } from '../data/submissions.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MEGABYTE = 1024 * 1024;

/** What the intake saw of one `ObjectCreated` event before deciding. */
export interface IntakeSight {
  key: string;
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
  now: Date;
}

/** What the intake answers for one object (the event function logs it). */
export type UploadOutcome = 'attached' | 'duplicate' | 'refused' | 'stale' | 'rejected' | 'unknown-key';

/** Why a file is rejected, as the metric `CvRejected` counts it (`form-reused`: a second file through a used form). */
export type RejectionKind = 'too-small' | 'too-large' | 'not-a-cv' | 'form-reused';

/**
 * One step of the intake, touching one resource (functions/core/domain/cv-intake-steps.ts carries it out):
 * - `erase`: every version of `key` in the bucket (`withText`: and the text beside it), `why` logged;
 * - `complete-reading`: a repeated delivery of an accepted file finishes its reading (reader, submission);
 * - `reject`: the verdict `rejected` on the submission and the record's latest upload (table);
 * - `copy`: the checked version to its final key (bucket); a copy of other bytes ends the run `stale`;
 * - `read`: the final object's text and facts (the reader, when one is handed in);
 * - `write-acceptance`: the acceptance in one transaction (table); a submission decided meanwhile
 *   ends the run `duplicate` or `stale`, an erased candidate `stale`;
 * - `announce`: the recruiters' push, then the candidate's queued mail;
 * - `ocr`: a scan's facts `ocr-pending` handed to OCR;
 * - `count`: the `CvRejected` metric.
 */
export type IntakeStep =
  | { do: 'erase'; key: string; withText?: boolean; why?: string }
  | { do: 'complete-reading'; submission: SubmissionItem }
  | {
      do: 'reject';
      submission: SubmissionItem;
      reason: string;
      decidedAt: string;
      expiresAt: string;
      /** The ETag of the version rejected: a repeated event of it is then a duplicate. */
      eTag: string;
    }
  | { do: 'copy'; from: { key: string; versionId?: string }; file: AcceptedFile }
  | { do: 'read'; submission: SubmissionItem; file: AcceptedFile }
  | { do: 'write-acceptance'; submission: SubmissionItem; file: AcceptedFile; quarantineKey: string }
  | { do: 'announce' }
  | { do: 'ocr'; submission: SubmissionItem; file: AcceptedFile }
  | { do: 'count'; rejection: RejectionKind };

/** The outcome the steps reach unless one of them ends the run otherwise, and the steps, in order. */
export interface IntakeDecision {
  outcome: UploadOutcome;
  steps: IntakeStep[];
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
 * - an accepted file, its text or the search index (only ever our own writes): `duplicate`, ignored;
 * - any other key not under `quarantine/`: erased (`unknown-key`);
 * - a quarantine key without its submission: erased (`stale`);
 * - a quarantine object of a decided submission (a second POST through the same form): erased,
 *   never attached: `duplicate` when it is a repeated delivery of the accepted version, else `refused`;
 * - a pending submission whose object is gone or is another version than the event's: `stale`;
 * - too small, over the submission's limit (`declared.maxBytes`) or not a PDF/DOC/DOCX by its magic
 *   bytes: `rejected` with the reason, kept 90 days;
 * - else accepted under `cvs/{resumeId}/{submissionId}.{ext}` with the detected type's extension.
 */
export function decideIntake(seen: IntakeSight): IntakeDecision {
  const { key, parsed, submission, object, eventETag } = seen;
  if (parsed.kind === 'accepted' || parsed.kind === 'text' || parsed.kind === 'search')
    return { outcome: 'duplicate', steps: [] };
  if (parsed.kind !== 'quarantine')
    return { outcome: 'unknown-key', steps: [{ do: 'erase', key, why: 'a key we never issued' }] };
  if (!submission) return { outcome: 'stale', steps: [{ do: 'erase', key }] };
  if (submission.status === 'rejected' && object && object.eTag === submission.rejectedETag)
    // A repeated event of the version rejected (its erasure failed after the verdict): erase it again.
    return { outcome: 'duplicate', steps: [{ do: 'erase', key }] };
  if (submission.status !== 'pending') {
    const held = submission.file?.eTag;
    const repeat = submission.status === 'accepted' && (!object || object.eTag === held);
    if (repeat && (!eventETag || eventETag === held))
      return {
        outcome: 'duplicate',
        steps: [
          { do: 'erase', key },
          { do: 'complete-reading', submission },
        ],
      };
    return {
      outcome: 'refused',
      steps: [
        { do: 'erase', key, ...(repeat ? {} : { why: 'a second file through a used form' }) },
        { do: 'count', rejection: 'form-reused' },
      ],
    };
  }
  // Gone: another delivery handled it. Another ETag: the event is about a version we no longer hold.
  if (!object || (eventETag && object.eTag !== eventETag)) return { outcome: 'stale', steps: [] };
  const checked = check(object.size, submission.declared.maxBytes ?? CV_LIMITS.maxBytes, object.type);
  const decidedAt = seen.now.toISOString();
  if ('reason' in checked)
    return {
      outcome: 'rejected',
      // The verdict first: should the table fail, the retried event finds the file and decides again.
      steps: [
        {
          do: 'reject',
          submission,
          reason: checked.reason,
          decidedAt,
          expiresAt: retentionEnd(seen.now),
          eTag: object.eTag,
        },
        { do: 'erase', key },
        { do: 'count', rejection: checked.rejection },
      ],
    };
  const file: AcceptedFile = {
    key: cvObjectKey(submission.userId, submission.id, checked.type),
    fileName: fileNameFor(submission.declared.fileName, checked.type),
    contentType: checked.type,
    size: object.size,
    uploadedAt: decidedAt,
    eTag: object.eTag,
  };
  return {
    outcome: 'attached',
    steps: [
      { do: 'copy', from: { key, versionId: object.versionId }, file },
      { do: 'read', submission, file },
      { do: 'write-acceptance', submission, file, quarantineKey: key },
      { do: 'erase', key },
      { do: 'announce' },
      { do: 'ocr', submission, file },
    ],
  };
}

/**
 * What the candidate's side of an acceptance is (docs/requirements.md#cv-confirmation), from the
 * record as read in the accept write (`undefined`: erased or being erased meanwhile, `gone`):
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

/**
 * The skills a submission gives its candidate (issue 37, docs/architecture.md#upload-path): those the
 * Resume Assistant sent, then those the server read in the file (the full vocabulary), each once
 * whatever its case.
 */
export function submissionSkills(
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
