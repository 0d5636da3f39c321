/**
 * Resume (= candidate) records: `USER#{id}` / `PROFILE`, unique by email through an `EMAIL#` guard
 * item written in the same transaction (docs/architecture.md#access-patterns). Counters `RESUMES` and `RESUMES#STATUS#{s}`
 * move in the transaction of the write they count.
 */
import { randomUUID } from 'node:crypto';
import type { CvFacts } from '../../contract/cv-facts.js';
import { API_BASE } from '../../contract/routes.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import type { PhoneContact, Resume, ResumeApplication } from '../../contract/schemas/resume.js';
import {
  counterDelta,
  getItem,
  isConditionFailure,
  type PageRequest,
  putNew,
  queryPage,
  raceLost,
  readCounters,
  retryOnConflict,
  type TransactItem,
  tableName,
  transact,
  update,
  updateItem,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

export interface StoredCv {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

export interface PendingUpload {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  requestedAt: string;
  /** Size limit of this upload in bytes when it is not `CV_LIMITS.maxBytes` (Apply Now: 10 MB). */
  maxBytes?: number;
}

/**
 * How far the server's reading of a CV got (functions/core/cv-reading.ts): `read` (text found),
 * `ocr-pending` (a scan handed to OCR), `ocr` (read by OCR), `protected` (a password-protected PDF:
 * no text), `no-text` (nothing readable).
 */
export type CvReadingStatus = 'read' | 'ocr-pending' | 'ocr' | 'protected' | 'no-text';

/** The `cvFacts` attribute of a resume record: what the server found in its CV (contract/cv-facts.ts). */
export interface StoredCvFacts extends CvFacts {
  /** The CV object these facts were read from: facts never outlive their file. */
  cvKey: string;
  status: CvReadingStatus;
  /** The `{cvKey}.txt` object, when there is text. */
  textKey?: string;
  readAt: string;
}

export interface Consent {
  acceptedAt: string;
  policyVersion: string;
  source: 'careers' | 'assistant';
}

/** The stored item (keys included). */
export interface ResumeItem {
  pk: string;
  sk: string;
  id: string;
  name: string;
  email: string;
  contact?: PhoneContact;
  role: string;
  jobTitles: string[];
  status: ResumeStatus;
  skills: string[];
  createdAt: string;
  updatedAt: string;
  expiryDate?: string;
  isExpired: boolean;
  cv?: StoredCv;
  /** Facts read from `cv`; removed when the CV is replaced or erased. */
  cvFacts?: StoredCvFacts;
  pendingUpload?: PendingUpload;
  lastUpload?: { status: 'accepted' | 'rejected'; reason?: string; at: string };
  consent?: Consent;
  /** Postings applied to (Apply Now), kept on the record so the CV list shows them without more reads. */
  applications?: ResumeApplication[];
  gsi4sk?: string;
  /** Ids of the `cv_upload` notifications naming this candidate (erased with the record). */
  notificationIds?: Set<string>;
}

/** Admin-facing path of a resume's CV (a presigned GET is issued there). */
export const resumeDownloadPath = (id: string) => `${API_BASE}/resume/${id}/download`;

/** The API shape of a stored record (docs/requirements.md#admin-records field names). */
export function toResume(item: ResumeItem): Resume {
  const link = item.cv ? resumeDownloadPath(item.id) : null;
  return {
    _id: item.id,
    name: item.name,
    email: item.email,
    contact: item.contact ?? null,
    role: item.role,
    jobTitles: item.jobTitles ?? [],
    status: item.status ?? 'new',
    skills: item.skills ?? [],
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    expiryDate: item.expiryDate ?? null,
    isExpired: item.isExpired ?? false,
    cv: item.cv
      ? {
          url: link!,
          fileName: item.cv.fileName,
          contentType: item.cv.contentType,
          size: item.cv.size,
          uploadedAt: item.cv.uploadedAt,
        }
      : null,
    'resume-link': link,
    consent: item.consent ?? null,
    applications: item.applications ?? [],
  };
}

export async function getResumeItem(id: string, consistent = false): Promise<ResumeItem | undefined> {
  return getItem<ResumeItem>(keys.user(id), consistent);
}

/** The id of the candidate holding `email`, if any. */
export async function findResumeIdByEmail(email: string): Promise<string | undefined> {
  return (await getItem<{ userId: string }>(keys.emailGuard(email), true))?.userId;
}

export interface UploadRequestFields {
  name: string;
  email: string;
  role: string;
  contact?: PhoneContact;
  skills?: string[];
  consent: Consent;
  /** Builds the pending upload once the record id is known. */
  pending: (resumeId: string) => PendingUpload;
}

/**
 * Creates the candidate for `email`, or updates the one that exists (never a duplicate: the email
 * guard item is written with `attribute_not_exists` in the same transaction). Records the consent
 * and the pending upload. Returns the record id and whether it was created.
 * Throws `ConflictError` if the record keeps changing under us (three lost races in a row).
 */
export async function upsertForUpload(
  f: UploadRequestFields,
): Promise<{ id: string; created: boolean; pending: PendingUpload }> {
  return retryOnConflict(async () => {
    const existingId = await findResumeIdByEmail(f.email);
    if (!existingId) {
      // A condition failure here means the same email arrived concurrently: the retry updates it.
      const id = randomUUID();
      const now = new Date().toISOString();
      const pending = f.pending(id);
      await transact(
        newCandidateRecordItems({
          id,
          name: f.name,
          email: f.email,
          now,
          fields: {
            contact: f.contact,
            role: f.role,
            jobTitles: [f.role],
            skills: f.skills ?? [],
            consent: f.consent,
            pendingUpload: pending,
          },
        }),
      );
      return { id, created: true, pending };
    }
    const current = await getResumeItem(existingId, true);
    if (!current) raceLost();
    const pending = f.pending(existingId);
    const jobTitles = current.jobTitles?.includes(f.role)
      ? current.jobTitles
      : [...(current.jobTitles ?? []), f.role];
    const skills = [...new Set([...(current.skills ?? []), ...(f.skills ?? [])])].slice(0, 30);
    const { gsi3sk } = indexKeys.resume({ ...current, name: f.name });
    await update(
      keys.user(existingId),
      {
        set: {
          name: f.name,
          role: f.role,
          jobTitles,
          skills,
          consent: f.consent,
          pendingUpload: pending,
          updatedAt: new Date().toISOString(),
          gsi3sk,
          contact: f.contact,
        },
      },
      sameVersion(current),
    );
    return { id: existingId, created: false, pending };
  });
}

/** The condition of a write over the version of a record that was read. */
export const sameVersion = (record: { updatedAt: string }) => ({
  expression: 'updatedAt = :prev',
  values: { ':prev': record.updatedAt },
});

/**
 * Transaction item of a candidate's own submission (Apply Now, a new CV from the profile): records
 * `pending` as the upload to expect and sets `set`, conditioned on the record being unchanged since
 * it was read (optimistic, like the careers upload).
 */
export function pendingUploadUpdate(
  record: ResumeItem,
  pending: PendingUpload,
  now: string,
  set: Partial<ResumeItem> = {},
): TransactItem {
  return updateItem(
    keys.user(record.id),
    { set: { ...set, pendingUpload: pending, updatedAt: now } },
    sameVersion(record),
  );
}

/** Transaction item that only checks the candidate record `id` exists (linking an account to it). */
export const recordExists = (id: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.user(id), ConditionExpression: 'attribute_exists(pk)' },
});

/** The condition that the upload `key` is still the record's pending one. */
const pendingIs = (key: string) => ({
  expression: 'pendingUpload.#k = :key',
  names: { '#k': 'key' },
  values: { ':key': key },
});

/**
 * Records that the pending upload `key` was refused (`lastUpload`, shown to the candidate) and
 * clears it. Does nothing when another upload request replaced it meanwhile.
 */
export async function recordRejectedUpload(id: string, key: string, reason: string): Promise<void> {
  try {
    await update(
      keys.user(id),
      {
        set: { lastUpload: { status: 'rejected', reason, at: new Date().toISOString() } },
        remove: ['pendingUpload'],
      },
      pendingIs(key),
    );
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * Attaches the checked object `cv` to the record as its CV, in one transaction with `alongside`
 * (the admin notification's items): status back to `new` (moving the status counters), expiry at
 * `expiryDate` on the sparse expiry index, the notification id kept for erasure. Conditioned on the
 * upload still being the pending one and the status read; `false` when that no longer holds.
 */
export async function attachCvToRecord(
  record: ResumeItem,
  cv: StoredCv,
  expiryDate: string,
  notificationId: string,
  alongside: TransactItem[],
): Promise<boolean> {
  const previousStatus = record.status ?? 'new';
  const { gsi2pk, gsi2sk } = indexKeys.resume({ ...record, status: 'new' });
  const pending = pendingIs(cv.key);
  try {
    await transact([
      updateItem(
        keys.user(record.id),
        {
          set: {
            cv,
            status: 'new',
            expiryDate,
            isExpired: false,
            updatedAt: cv.uploadedAt,
            lastUpload: { status: 'accepted', at: cv.uploadedAt },
            gsi2pk,
            gsi2sk,
            ...indexKeys.resumeExpiry({ id: record.id, expiryDate }),
          },
          // The previous CV's facts go with it; the new CV's are read after this attach.
          remove: ['pendingUpload', 'cvFacts'],
          // The candidate's notifications carry their name and email: erasure deletes them by these ids.
          add: { notificationIds: new Set([notificationId]) },
        },
        {
          expression: `${pending.expression} AND #status = :prevStatus`,
          names: { ...pending.names, '#status': 'status' },
          values: { ...pending.values, ':prevStatus': previousStatus },
        },
      ),
      ...(previousStatus !== 'new'
        ? [
            counterDelta(counters.resumesByStatus(previousStatus), -1),
            counterDelta(counters.resumesByStatus('new'), 1),
          ]
        : []),
      ...alongside,
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Marks a record whose CV was erased as expired and takes it off the expiry index. Conditioned on
 * the index key read (`gsi4sk`); `false` when another run or a new upload changed it meanwhile.
 */
export async function markCvExpired(item: ResumeItem, nowIso: string): Promise<boolean> {
  try {
    await update(
      keys.user(item.id),
      {
        set: { isExpired: true, updatedAt: nowIso, cvErasedAt: nowIso },
        remove: ['cv', 'cvFacts', 'pendingUpload', 'gsi4pk', 'gsi4sk'],
      },
      { expression: 'gsi4sk = :sk', values: { ':sk': item.gsi4sk } },
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * Writes the facts read from a CV onto the resume record, only while `facts.cvKey` is still its CV
 * (a newer upload or an erasure in between wins: the call then changes nothing and returns false).
 */
export async function recordCvFacts(resumeId: string, facts: StoredCvFacts): Promise<boolean> {
  try {
    await update(
      keys.user(resumeId),
      { set: { cvFacts: facts } },
      { expression: 'cv.#k = :key', names: { '#k': 'key' }, values: { ':key': facts.cvKey } },
    );
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** A page of resumes, newest first, with the total from the `RESUMES` counter. */
export async function listResumes(page: PageRequest): Promise<{ items: ResumeItem[]; total: number }> {
  const [items, totals] = await Promise.all([
    queryPage<ResumeItem>(partitions.resumesNewest, page, { newestFirst: true }),
    readCounters([counters.resumes]),
  ]);
  return { items, total: totals[counters.resumes] };
}

/** Records whose `expiryDate` is before `nowIso`, oldest first (sparse expiry index). */
export async function listDueToExpire(nowIso: string, limit: number): Promise<ResumeItem[]> {
  return queryPage<ResumeItem>(
    partitions.resumesDueToExpire,
    { page: 1, limit },
    { sortKeyBelow: `${nowIso}#` },
  );
}

/**
 * Transaction items that create a candidate record (a sign-up with a new email, or the first
 * upload request of an email, with its `fields`): the record, its `EMAIL#` guard (`attribute_not_exists`, so a concurrent upload of the same email
 * makes the transaction fail and the caller retries with the record that won), and the counters.
 */
export function newCandidateRecordItems(f: {
  id: string;
  name: string;
  email: string;
  now: string;
  /** What the record holds beyond an empty sign-up (an upload's role, consent, pending upload). */
  fields?: Partial<ResumeItem>;
}): TransactItem[] {
  const item: ResumeItem = {
    ...keys.user(f.id),
    ...indexKeys.resume({ id: f.id, createdAt: f.now, status: 'new', name: f.name }),
    id: f.id,
    name: f.name,
    email: f.email,
    role: '',
    jobTitles: [],
    status: 'new',
    skills: [],
    createdAt: f.now,
    updatedAt: f.now,
    isExpired: false,
    ...f.fields,
  };
  return [
    putNew({ ...item }),
    putNew({
      ...keys.emailGuard(f.email),
      ...indexKeys.resumeEmail({ id: f.id, email: f.email }),
      userId: f.id,
      createdAt: f.now,
    }),
    counterDelta(counters.resumes, 1),
    counterDelta(counters.resumesByStatus('new'), 1),
  ];
}
