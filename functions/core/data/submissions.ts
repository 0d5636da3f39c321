/**
 * CV submissions (docs/architecture.md#upload-path, #access-patterns): every file a candidate hands in
 * is one item `USER#{id}` / `SUBMISSION#{submissionId}` with its source, the details typed with it,
 * the consent, the verdict of the checks and its own expiry. Submissions never overwrite each other:
 * the candidate keeps them all, the recruiter sees them all (docs/requirements.md#cv-management).
 *
 * The browser polls the verdict with an upload token; only its SHA-256 is stored, in a pointer item
 * `UPLOADTOKEN#{hash}` written in the same transaction as the submission (ttl: the submission's 90 days).
 *
 * A file sent without the owner's session for an address that already had a candidate is accepted
 * `unconfirmed` (docs/requirements.md#cv-confirmation): held, never the record's current CV, until
 * the owner follows the link mailed to the address. That link's token is stored the same way, as
 * `CVCONFIRM#{hash}`, and acts once.
 */
import { createHash } from 'node:crypto';
import type { CvFacts } from '../../contract/cv-facts.js';
import type { CvContentType, SubmissionSource, SubmissionStatus } from '../../contract/cv-policy.js';
import type { FoundInCv, PhoneContact, ResumeSubmission } from '../../contract/schemas/resume.js';
import {
  type Condition,
  deleteItem,
  getItem,
  isConditionFailure,
  putNew,
  queryAll,
  queryPage,
  type TransactItem,
  transact,
  update,
  updateItem,
} from './db.js';
import { ATTR, indexKeys, keys, partitions, ranges } from './keys.js';

/** A file that passed its checks, under its final key; `fileName` ends with the detected type's extension. */
export interface AcceptedFile {
  key: string;
  fileName: string;
  contentType: CvContentType;
  size: number;
  uploadedAt: string;
  /** ETag of the checked bytes (the copy under `key` carries the same). */
  eTag: string;
}

/**
 * How far the server's reading of an accepted file got (functions/core/cv-reading.ts): `read` (text
 * found), `ocr-pending` (a scan handed to OCR), `ocr` (read by OCR), `protected` (a password-protected
 * PDF: no text), `no-text` (nothing readable).
 */
export type CvReadingStatus = 'read' | 'ocr-pending' | 'ocr' | 'protected' | 'no-text';

/** The `facts` attribute of a submission: what the server found in its accepted file (contract/cv-facts.ts). */
export interface StoredCvFacts extends CvFacts {
  /** The final object these facts were read from (`file.key`): facts never outlive their file. */
  cvKey: string;
  status: CvReadingStatus;
  /** The `{cvKey}.txt` object beside the file, when there is text. */
  textKey?: string;
  readAt: string;
}

/** What the request declared about the file (checked again on the bytes). */
export interface DeclaredFile {
  fileName: string;
  contentType: CvContentType;
  size: number;
  /** Size limit of this upload in bytes (Apply Now: 10 MB, else 5 MB). */
  maxBytes: number;
}

export interface SubmissionConsent {
  acceptedAt: string;
  policyVersion: string;
  source: SubmissionSource;
}

/** The stored item (keys included). */
export interface SubmissionItem {
  pk: string;
  sk: string;
  id: string;
  userId: string;
  source: SubmissionSource;
  /** Job title the file was handed in for (the careers form's role, the posting applied to). */
  role: string;
  /** Name, phone and skills as typed with this file: kept here, never written over the candidate's. */
  name: string;
  contact?: PhoneContact;
  skills?: string[];
  jobId?: string;
  consent?: SubmissionConsent;
  status: SubmissionStatus;
  reason?: string;
  /** The ETag of the version rejected (a repeated event of it is recognised, functions/core/domain/cv-intake.ts). */
  rejectedETag?: string;
  declared: DeclaredFile;
  /** The single-use key the presigned form targets. */
  quarantineKey: string;
  file?: AcceptedFile;
  /**
   * Facts read from the accepted file's text: recorded in the accept write, or later by OCR (a scan)
   * or a repeated event (a reading that failed). The record's current CV is the file of the
   * submission `cv.submissionId`: its facts are these.
   */
  facts?: StoredCvFacts;
  requestedAt: string;
  decidedAt?: string;
  /** When the sweep handles it: 24 h after the request while pending, 90 days after the verdict. */
  expiresAt: string;
  /** The file was erased at the end of its 90 days (the item stays while the candidate is kept). */
  fileErasedAt?: string;
  tokenHash: string;
  /**
   * Requested without the session of the address's owner (`POST /resume/upload` anonymously, or
   * signed in as someone else): accepted `unconfirmed` when the address already had a candidate.
   */
  anonymous?: boolean;
  /** `unconfirmed` until the owner confirms it through the mailed link, then `confirmed`. */
  confirmation?: 'unconfirmed' | 'confirmed';
  confirmedAt?: string;
  /** SHA-256 of the confirm link's token (the `CVCONFIRM#` pointer); the token itself is never stored. */
  confirmTokenHash?: string;
  gsi4pk?: string;
  gsi4sk?: string;
}

/** The upload token's stored form: SHA-256, base64url (the token is 128+ random bits). */
export const hashUploadToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * Writes a pending submission and its token pointer (both new) in one transaction with
 * `candidateItems` (the record's creation or existence check, an application); throws its
 * condition failure for the caller's retry (docs/architecture.md#upload-path).
 */
export async function writeNewSubmission(
  s: Omit<SubmissionItem, 'pk' | 'sk' | 'status' | 'gsi4pk' | 'gsi4sk'>,
  candidateItems: TransactItem[],
): Promise<void> {
  const item: SubmissionItem = {
    ...keys.submission(s.userId, s.id),
    ...indexKeys.submissionExpiry({ userId: s.userId, id: s.id, expiresAt: s.expiresAt }),
    ...s,
    status: 'pending',
  };
  const ttl = Math.floor(Date.parse(s.expiresAt) / 1000) + 100 * 24 * 3600;
  await transact([
    ...candidateItems,
    putNew({ ...item }),
    putNew({ ...keys.uploadToken(s.tokenHash), userId: s.userId, submissionId: s.id, ttl }),
  ]);
}

export async function getSubmission(
  userId: string,
  submissionId: string,
  consistent = true,
): Promise<SubmissionItem | undefined> {
  return getItem<SubmissionItem>(keys.submission(userId, submissionId), consistent);
}

/** The submission an upload token stands for, or `undefined`. */
export async function submissionByToken(token: string): Promise<SubmissionItem | undefined> {
  const pointer = await getItem<{ userId: string; submissionId: string }>(
    keys.uploadToken(hashUploadToken(token)),
    true,
  );
  return pointer ? getSubmission(pointer.userId, pointer.submissionId) : undefined;
}

/** Every submission of a candidate, newest first (a candidate hands in a handful). */
export async function listSubmissions(userId: string): Promise<SubmissionItem[]> {
  const items = await queryAll<SubmissionItem>(ranges.submissionsOf(userId));
  return items.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id.localeCompare(a.id));
}

const isPending: Condition = {
  expression: '#status = :pending',
  names: { '#status': 'status' },
  values: { ':pending': 'pending' },
};

/**
 * Transaction item that records the verdict `accepted` with the checked `file`, its `facts` and
 * its own expiry (`unconfirmed`: held for the owner's confirmation); conditioned on the submission
 * still pending (a repeated event cannot accept twice).
 */
export function acceptSubmissionItem(
  s: SubmissionItem,
  file: AcceptedFile,
  expiresAt: string,
  facts?: StoredCvFacts,
  unconfirmed = false,
): TransactItem {
  return updateItem(
    keys.submission(s.userId, s.id),
    {
      set: {
        status: 'accepted',
        file,
        facts,
        ...(unconfirmed ? { confirmation: 'unconfirmed' } : {}),
        decidedAt: file.uploadedAt,
        expiresAt,
        ...indexKeys.submissionExpiry({ userId: s.userId, id: s.id, expiresAt }),
      },
    },
    isPending,
  );
}

/**
 * Records `facts` read after the accept write (OCR of a scan, a repeated event retrying a failed
 * reading), only while `facts.cvKey` is still the submission's file and that file is not erased:
 * otherwise nothing changes and the answer is `false`.
 */
export async function recordSubmissionFacts(
  userId: string,
  submissionId: string,
  facts: StoredCvFacts,
): Promise<boolean> {
  try {
    await update(
      keys.submission(userId, submissionId),
      { set: { facts } },
      {
        expression: '#file.#key = :key AND attribute_not_exists(fileErasedAt)',
        names: { '#file': 'file', '#key': 'key' },
        values: { ':key': facts.cvKey },
      },
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * The transaction item that records the verdict `rejected` with its `reason` and the ETag of the
 * version rejected (ISO `nowIso`; the
 * submission kept until ISO `expiresAt`), conditioned on the submission still pending: it joins the
 * record's verdict in one write (data/resume-cv.ts `recordRejectedUpload`).
 */
export function rejectSubmissionItem(
  s: SubmissionItem,
  verdict: { reason: string; eTag: string },
  nowIso: string,
  expiresAt: string,
): TransactItem {
  return updateItem(
    keys.submission(s.userId, s.id),
    {
      set: {
        status: 'rejected',
        reason: verdict.reason,
        rejectedETag: verdict.eTag,
        decidedAt: nowIso,
        expiresAt,
        ...indexKeys.submissionExpiry({ userId: s.userId, id: s.id, expiresAt }),
      },
    },
    isPending,
  );
}

/** Submissions whose `expiresAt` is before `nowIso`, oldest first (sparse index). */
export async function listSubmissionsDue(nowIso: string, limit: number): Promise<SubmissionItem[]> {
  return queryPage<SubmissionItem>(
    partitions.submissionsDueToExpire,
    { page: 1, limit },
    { sortKeyBelow: `${nowIso}#` },
  );
}

/** Transaction items deleting a submission as read (index key unchanged) and its token pointer. */
function deleteSubmissionItems(s: SubmissionItem, guarded = true): TransactItem[] {
  return [
    deleteItem(
      keys.submission(s.userId, s.id),
      guarded
        ? {
            expression: `attribute_not_exists(${ATTR.pk}) OR ${ATTR.gsi4sk} = :sk`,
            values: { ':sk': s.gsi4sk },
          }
        : undefined,
    ),
    deleteItem(keys.uploadToken(s.tokenHash)),
    ...(s.confirmTokenHash ? [deleteItem(keys.cvConfirmToken(s.confirmTokenHash))] : []),
  ];
}

/** Deletes submission `s` as read and its pointers (the sweep); throws the condition failure if it changed. */
export async function deleteSubmission(s: SubmissionItem): Promise<void> {
  await transact(deleteSubmissionItems(s));
}

/** Deletes submissions and their pointers (erasure; no condition), 50 per transaction. */
export async function deleteSubmissions(items: SubmissionItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 50) {
    await transact(items.slice(i, i + 50).flatMap((s) => deleteSubmissionItems(s, false)));
  }
}

/**
 * Takes an accepted submission off the expiry index, with `fileErasedAt` when its file was erased at
 * the end of its 90 days (without: the file is the record's current CV and follows the record's
 * expiry). Conditioned on the index key read: throws the condition failure when another run did it.
 */
export async function markSwept(s: SubmissionItem, fileErasedAt?: string): Promise<void> {
  await update(
    keys.submission(s.userId, s.id),
    // Facts read from an erased file go with it (they hold the CV's contact details).
    {
      set: { fileErasedAt },
      remove: [ATTR.gsi4pk, ATTR.gsi4sk, ...(fileErasedAt ? ['facts'] : [])],
    },
    { expression: `${ATTR.gsi4sk} = :sk`, values: { ':sk': s.gsi4sk } },
  );
}

/**
 * Records that the submission's file was erased with its candidate's expired record (the sweep) and
 * drops the facts read from it; nothing when the submission is gone.
 */
export async function markFileErased(s: SubmissionItem, nowIso: string): Promise<void> {
  try {
    await update(
      keys.submission(s.userId, s.id),
      { set: { fileErasedAt: nowIso }, remove: ['facts'] },
      { expression: 'attribute_exists(pk)' },
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/** Whether the submission is a file held for its owner's confirmation (docs/requirements.md#cv-confirmation). */
export const isUnconfirmed = (s: Pick<SubmissionItem, 'confirmation'>): boolean =>
  s.confirmation === 'unconfirmed';

/** Whether the submission still holds a file a recruiter can download. */
export const holdsFile = (s: SubmissionItem): boolean =>
  s.status === 'accepted' && Boolean(s.file) && !s.fileErasedAt;

/** The API shape of a submission (docs/requirements.md#cv-management: the submissions of a candidate). */
export function toSubmission(s: SubmissionItem): ResumeSubmission {
  return {
    id: s.id,
    fileName: s.file?.fileName ?? s.declared.fileName,
    contentType: s.file?.contentType ?? s.declared.contentType,
    size: s.file?.size ?? s.declared.size,
    uploadedAt: s.file?.uploadedAt ?? s.requestedAt,
    source: s.source,
    role: s.role,
    status: s.status,
    reason: s.reason ?? null,
    name: s.name,
    contact: s.contact ?? null,
    downloadable: holdsFile(s),
    unconfirmed: isUnconfirmed(s),
  };
}

/** After a CV's phone number whose country the CV does not tell (issue 37). */
export const UNDECIDED_PHONE_MARK = '(country not known)';

/**
 * The contact facts of `submissions` (newest first, as {@link listSubmissions} answers) that are not the
 * typed ones: phones by E.164 against `typed.contact`, e-mails case-insensitively against `typed.email`.
 * Only accepted submissions that still hold their file count (facts are erased with the file), and
 * never an unconfirmed one (its file may be anyone's: docs/requirements.md#cv-confirmation).
 * Rule: docs/requirements.md#cv-management (found in the CV).
 */
export function foundInCv(
  submissions: SubmissionItem[],
  typed: { email: string; contact?: PhoneContact | null },
): FoundInCv {
  const typedPhone = typed.contact
    ? `${typed.contact.country_code}${typed.contact.number.replace(/^0+/, '')}`
    : '';
  const typedEmail = typed.email.toLowerCase();
  const phones = new Map<string, string>();
  const emails = new Set<string>();
  const links = new Set<string>();
  for (const s of submissions) {
    if (!holdsFile(s) || !s.facts || isUnconfirmed(s)) continue;
    for (const p of s.facts.phones)
      if (p.e164 !== typedPhone && !phones.has(p.e164)) phones.set(p.e164, p.international);
    // A number whose country the CV does not tell is shown as written and marked so, never given a code.
    for (const written of s.facts.undecidedPhones ?? [])
      if (!phones.has(written)) phones.set(written, `${written} ${UNDECIDED_PHONE_MARK}`);
    for (const e of s.facts.emails) if (e.toLowerCase() !== typedEmail) emails.add(e.toLowerCase());
    for (const l of [s.facts.links.linkedin, s.facts.links.github, s.facts.links.portfolio])
      if (l) links.add(l);
  }
  return { phones: [...phones.values()], emails: [...emails], links: [...links] };
}
