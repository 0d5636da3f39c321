/**
 * What a CV's arrival writes on the candidate record (docs/architecture.md#upload-path): the
 * accepted file made the current CV (listing the candidate on its first), an unconfirmed file's
 * notification id, the verdict on the latest upload, and skills a re-read found. The intake's two
 * writes are here, each one transaction: `recordRejectedUpload` and `recordAcceptedUpload`
 * (functions/core/domain/cv-intake-steps.ts), and the owner's confirmation, `recordConfirmedCv`
 * (domain/cv.ts `confirmCv`).
 *
 * One shape of a CV: a candidate's files are their submissions. The record's `cv` is a copy of the
 * current submission's file facts, built only here (`currentCvOf`) in the transaction that accepts or
 * confirms that submission; it names the current submission (`currentSubmissionId`) and gives the
 * facts the lists show (resumes.ts `cvSummary`). Whatever acts on the file (download, search text,
 * sweep) reads that submission (`currentCvSubmission`, `currentCvFile`).
 */
import type { SubmissionSource } from '../../contract/cv-policy.js';
import type { PhoneContact } from '../../contract/schemas/resume.js';
import { auditItem, pendingAudit } from './audit-scope.js';
import { confirmSubmissionItems } from './cv-confirmations.js';
import { listedOnAcceptItems } from './dashboard-listed.js';
import { receivedCvItem } from './dashboard-trends.js';
import {
  counterDelta,
  getItems,
  isConditionFailure,
  itemExists,
  putItem,
  putNew,
  retryOnConflict,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { counters, indexKeys, keys } from './keys.js';
import { newNotificationItems } from './notifications.js';
import {
  type Consent,
  getResumeItem,
  isListed,
  type ResumeItem,
  type StoredCv,
  sameRecordVersion,
} from './resumes.js';
import {
  type AcceptedFile,
  acceptSubmissionItem,
  getSubmission,
  holdsFile,
  rejectSubmissionItem,
  type StoredCvFacts,
  type SubmissionItem,
} from './submissions.js';

/**
 * The record's copy of its current CV (see the module's comment): the file facts of accepted
 * submission `s` and its id. Its only builder.
 */
export const currentCvOf = (s: Pick<SubmissionItem, 'id'> & { file: AcceptedFile }): StoredCv => ({
  key: s.file.key,
  fileName: s.file.fileName,
  contentType: s.file.contentType,
  size: s.file.size,
  uploadedAt: s.file.uploadedAt,
  submissionId: s.id,
});

/** The id of the submission that is `record`'s current CV; none while it holds none (never listed, expired). */
export const currentSubmissionId = (record: Pick<ResumeItem, 'cv' | 'isExpired'>): string | undefined =>
  record.isExpired ? undefined : record.cv?.submissionId;

/** The file of `record`'s current CV among `items` (e.g. its partition, read whole), while its submission holds it. */
export function currentCvFile(
  record: Pick<ResumeItem, 'id' | 'cv' | 'isExpired'>,
  items: readonly { sk: string }[],
): AcceptedFile | undefined {
  const id = currentSubmissionId(record);
  const sk = id && keys.submission(record.id, id).sk;
  const s = items.find((i) => i.sk === sk) as SubmissionItem | undefined;
  return s && holdsFile(s) ? s.file : undefined;
}

/** `record`'s current CV: the submission it names, while it holds its file (one GetItem). */
export async function currentCvSubmission(
  record: Pick<ResumeItem, 'id' | 'cv' | 'isExpired'>,
): Promise<SubmissionItem | undefined> {
  const id = currentSubmissionId(record);
  const s = id ? await getSubmission(record.id, id) : undefined;
  return s && holdsFile(s) ? s : undefined;
}

/**
 * The current CVs of `records` (as `currentCvSubmission`, in their order, `undefined` where one holds
 * none), read together: one BatchGetItem for up to 100 records, eventually consistent like the page
 * of records it follows (a search page's passages: search/query.ts).
 */
export async function currentCvSubmissions(
  records: readonly Pick<ResumeItem, 'id' | 'cv' | 'isExpired'>[],
): Promise<(SubmissionItem | undefined)[]> {
  const named = records.flatMap((record) => {
    const id = currentSubmissionId(record);
    return id ? [keys.submission(record.id, id)] : [];
  });
  const found = named.length ? await getItems<SubmissionItem>(named) : [];
  let next = 0;
  return records.map((record) => {
    if (!currentSubmissionId(record)) return undefined;
    const s = found[next++];
    return s && holdsFile(s) ? s : undefined;
  });
}

/**
 * Records a rejected upload in one write: the submission's verdict (conditioned on it still pending)
 * and the verdict on the candidate's latest upload, which their profile shows
 * (docs/architecture.md#upload-path); a fault between two writes would leave the submission decided
 * and the record without its verdict, for good. A record erased meanwhile is left alone (the
 * submission's verdict alone is written). Answers `false` when another delivery decided the
 * submission first (nothing written). Throws the table's other errors (the event is retried).
 */
export async function recordRejectedUpload(
  s: SubmissionItem,
  { reason, eTag }: { reason: string; eTag: string },
  decidedAt: string,
  expiresAt: string,
): Promise<boolean> {
  const reject = rejectSubmissionItem(s, { reason, eTag }, decidedAt, expiresAt);
  const verdict: NonNullable<ResumeItem['lastUpload']> = { status: 'rejected', reason, at: decidedAt };
  for (const items of [
    [reject, updateItem(keys.user(s.userId), { set: { lastUpload: verdict } }, itemExists)],
    [reject],
  ]) {
    try {
      await transact(items);
      return true;
    } catch (err) {
      if (isConditionFailure(err, 0)) return false;
      if (!isConditionFailure(err, 1)) throw err;
    }
  }
  return false;
}

/**
 * The skills a submission gives its candidate (issue 37, docs/architecture.md#upload-path): those the
 * Resume Assistant sent, then those the server read in the file (`facts`, the full vocabulary), each
 * once whatever its case.
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

/**
 * An accepted upload as the intake decided it (functions/core/domain/cv-intake.ts `decideIntake`): the
 * submission and its checked file, the record as read, whether the file is held `unconfirmed` and
 * until when, the recruiters' notification, and the facts read from the file (none: not read).
 */
export interface AcceptedUpload {
  submission: SubmissionItem;
  file: AcceptedFile;
  record: ResumeItem;
  unconfirmed: boolean;
  expiryDate: string;
  notification: { item: Record<string, unknown>; api: { _id: string } };
  facts?: StoredCvFacts;
}

/**
 * Records an accepted upload in one transaction (docs/architecture.md#upload-path): the submission's
 * verdict, file, facts and expiry (conditioned on it still pending), the record's current CV
 * (`acceptedCvItems`, conditioned on the record as read) or, unconfirmed, only the notification's id
 * on the record; the recruiters' notification, the received-CV counter, and `withItems` (the
 * candidate's queued mail: a stall after the write loses no mail). Answers `written`, or, when
 * another delivery decided the submission first (nothing written), the key of the file it holds now.
 * Throws the record's condition failure (it changed since it was read: the caller reads and decides
 * again) and the table's other errors.
 */
export async function recordAcceptedUpload(
  a: AcceptedUpload,
  withItems: TransactItem[],
): Promise<'written' | { heldKey?: string }> {
  const { submission: s, file, record, expiryDate, notification } = a;
  // First in the transaction: a cancellation at index 0 is another delivery's verdict.
  const verdict = acceptSubmissionItem(s, file, expiryDate, a.facts, a.unconfirmed);
  const skills = submissionSkills(s, a.facts);
  const recordItems = a.unconfirmed
    ? [unconfirmedCvRecordItem(record.id, notification.api._id)]
    : acceptedCvItems(
        record,
        currentCvOf({ id: s.id, file }),
        { ...s, consent: s.consent, skills },
        expiryDate,
        notification.api._id,
      );
  try {
    await transact([
      verdict,
      ...recordItems,
      ...newNotificationItems(notification.item),
      receivedCvItem(s.source, file.uploadedAt),
      ...withItems,
    ]);
    return 'written';
  } catch (err) {
    if (!isConditionFailure(err, 0)) throw err;
  }
  return { heldKey: (await getSubmission(s.userId, s.id))?.file?.key };
}

/**
 * Records the owner's confirmation of unconfirmed submission `s` (docs/requirements.md#cv-confirmation)
 * in one transaction: the submission `confirmed` and the token of hash `tokenHash` used
 * (data/cv-confirmations.ts), the file the record's current CV until `expiryDate` with the details of
 * the record kept (`acceptedCvItems`, conditioned on the record as read), the recruiters'
 * `notification` and the audit entry `cv.confirmed`. Throws the condition failure when the
 * submission, the token or the record changed since they were read.
 */
export async function recordConfirmedCv(c: {
  submission: SubmissionItem & { file: AcceptedFile };
  tokenHash: string;
  record: ResumeItem;
  expiryDate: string;
  nowIso: string;
  notification: { item: Record<string, unknown>; api: { _id: string } };
}): Promise<void> {
  const { submission: s, record, expiryDate, notification } = c;
  await transact([
    ...confirmSubmissionItems(s, c.tokenHash, expiryDate, c.nowIso),
    ...acceptedCvItems(
      record,
      currentCvOf(s),
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
}

/**
 * Transaction items that make the accepted `cv` of a submission (`currentCvOf`) the record's current CV
 * (docs/architecture.md#upload-path): expiry at `expiryDate` on the sparse expiry index, status back to
 * `new` (moving the status counters), the job title and skills added. The first accepted file lists
 * the candidate: the details typed with it become the record's (unless `keepDetails`: a signed-up
 * candidate's details change only through their session, docs/requirements.md#cv-confirmation), the
 * RESUMES index keys, counters, skill items and the phone item (`keys.resumePhone`: an exact phone
 * search finds the candidate before the search index does) are written. Later files never change
 * name or phone.
 * Conditioned on the record as read.
 */
export function acceptedCvItems(
  record: ResumeItem,
  cv: StoredCv,
  typed: {
    name: string;
    contact?: PhoneContact;
    role: string;
    skills?: string[];
    consent?: Consent;
    source?: SubmissionSource;
  },
  expiryDate: string,
  notificationId: string,
  opts: { keepDetails?: boolean } = {},
): TransactItem[] {
  const listed = isListed(record);
  const previousStatus = record.status ?? 'new';
  const name = listed || opts.keepDetails ? record.name : typed.name;
  const createdAt = listed ? record.createdAt : cv.uploadedAt;
  const jobTitles =
    !typed.role || record.jobTitles?.includes(typed.role)
      ? (record.jobTitles ?? [])
      : [...(record.jobTitles ?? []), typed.role];
  const skills = [...new Set([...(record.skills ?? []), ...(typed.skills ?? [])])].slice(0, 30);
  const newSkills = listed ? skills.filter((k) => !(record.skills ?? []).includes(k)) : skills;
  const newPhone = listed ? undefined : opts.keepDetails ? record.contact : typed.contact;
  const details: Partial<ResumeItem> = listed
    ? {}
    : opts.keepDetails
      ? { consent: typed.consent ?? record.consent, createdAt }
      : {
          name: typed.name,
          contact: typed.contact,
          role: record.role || typed.role,
          consent: typed.consent ?? record.consent,
          createdAt,
        };
  return [
    updateItem(
      keys.user(record.id),
      {
        set: {
          ...details,
          cv,
          jobTitles,
          skills,
          status: 'new',
          // A CV that is already waiting keeps its place: days in New count from its first arrival.
          newSince: listed && previousStatus === 'new' ? (record.newSince ?? createdAt) : cv.uploadedAt,
          expiryDate,
          isExpired: false,
          updatedAt: cv.uploadedAt,
          lastUpload: { status: 'accepted', at: cv.uploadedAt },
          ...indexKeys.resume({ id: record.id, createdAt, status: 'new', name }),
          ...indexKeys.resumeExpiry({ id: record.id, expiryDate }),
        },
        remove: ['cvErasedAt'],
        // The candidate's notifications carry their name and email: erasure deletes them by these ids.
        add: {
          notificationIds: new Set([notificationId]),
          // Where its CVs came from: the list's source filter (the dashboard's by-source figures link there).
          ...(typed.source ? { sources: new Set([typed.source]) } : {}),
        },
      },
      sameRecordVersion(record),
    ),
    ...(!listed
      ? [counterDelta(counters.resumes, 1), counterDelta(counters.resumesByStatus('new'), 1)]
      : previousStatus !== 'new'
        ? [
            counterDelta(counters.resumesByStatus(previousStatus), -1),
            counterDelta(counters.resumesByStatus('new'), 1),
          ]
        : []),
    // The dashboard's listed candidates of the record's day: a first CV lists it, a new source adds one.
    ...listedOnAcceptItems({ createdAt, sources: record.sources, listed }, typed.source),
    ...newSkills.map((skill) =>
      putItem({ ...keys.resumeSkill(skill, { id: record.id, createdAt }), userId: record.id, skill }),
    ),
    ...(newPhone
      ? [
          putItem({
            ...keys.resumePhone(newPhone, record.id),
            userId: record.id,
            countryCode: newPhone.country_code,
          }),
        ]
      : []),
  ];
}

/**
 * Transaction item for an unconfirmed file's arrival (docs/requirements.md#cv-confirmation): the
 * record only learns the id of the recruiters' notification naming it (erasure deletes it by that id);
 * nothing the candidate or a recruiter reads changes. Conditioned on the record existing and not
 * being erased.
 */
export const unconfirmedCvRecordItem = (recordId: string, notificationId: string): TransactItem =>
  recordNotificationItem(recordId, notificationId);

/**
 * Transaction item that adds notification `notificationId` to the ids on record `recordId` (erasure
 * deletes the notifications naming the candidate by these ids), conditioned on the record existing
 * and not being erased.
 */
export const recordNotificationItem = (recordId: string, notificationId: string): TransactItem =>
  updateItem(
    keys.user(recordId),
    { add: { notificationIds: new Set([notificationId]) } },
    { expression: 'attribute_exists(pk) AND attribute_not_exists(erasingSince)' },
  );

/**
 * Adds `skills` to a listed record's skills (at most 30 in all, as an accepted CV adds them) and
 * writes the skill filter's items of the new ones; answers how many were new. The record's
 * `updatedAt` stays: a re-read (`npm run reread-cvs`) is no change by anyone. Retries when the record
 * changed between its read and the write; nothing for a record that is gone or not listed.
 */
export async function addResumeSkills(resumeId: string, skills: readonly string[]): Promise<number> {
  return retryOnConflict(async () => {
    const record = await getResumeItem(resumeId, true);
    if (!record || !isListed(record)) return 0;
    const had = record.skills ?? [];
    const known = new Set(had.map((k) => k.toLowerCase()));
    const added = [...new Set(skills)]
      .filter((k) => !known.has(k.toLowerCase()))
      .slice(0, Math.max(0, 30 - had.length));
    if (added.length === 0) return 0;
    await transact([
      updateItem(keys.user(record.id), { set: { skills: [...had, ...added] } }, sameRecordVersion(record)),
      ...added.map((skill) => putItem({ ...keys.resumeSkill(skill, record), userId: record.id, skill })),
    ]);
    return added.length;
  });
}
