/**
 * Resume (= candidate) records: `USER#{id}` / `PROFILE`, unique by email through an `EMAIL#` guard
 * item written in the same transaction (docs/architecture.md#access-patterns). Counters `RESUMES` and `RESUMES#STATUS#{s}`
 * move in the transaction of the write they count.
 */
import { randomUUID } from 'node:crypto';
import type { SubmissionSource } from '../../contract/cv-policy.js';
import { API_BASE } from '../../contract/routes.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import type { PhoneContact, Resume, ResumeApplication } from '../../contract/schemas/resume.js';
import {
  counterDelta,
  deleteItem,
  getItem,
  isConditionFailure,
  type PageRequest,
  putItem,
  putNew,
  queryPage,
  readCounters,
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
  /** The submission this file belongs to (docs/architecture.md#upload-path). */
  submissionId?: string;
}

export interface Consent {
  acceptedAt: string;
  policyVersion: string;
  source: SubmissionSource;
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
  lastUpload?: { status: 'accepted' | 'rejected'; reason?: string; at: string };
  consent?: Consent;
  /** Postings applied to (Apply Now), kept on the record so the CV list shows them without more reads. */
  applications?: ResumeApplication[];
  gsi1pk?: string;
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

/**
 * Transaction items that make sure candidate `email` exists for a new submission: a check that the
 * record holding the address still exists, or a new unlisted record (`fields`: the details typed
 * with the first file). Never a write over an existing candidate's details
 * (docs/requirements.md#cv-management: no overwriting by e-mail). A concurrent first request for the
 * same address fails the guard; the caller retries and finds the record that won.
 */
export async function candidateForSubmission(f: {
  name: string;
  email: string;
  now: string;
  fields?: Partial<ResumeItem>;
}): Promise<{ id: string; created: boolean; items: TransactItem[] }> {
  const existingId = await findResumeIdByEmail(f.email);
  if (existingId) return { id: existingId, created: false, items: [recordExists(existingId)] };
  const id = randomUUID();
  return {
    id,
    created: true,
    items: newCandidateRecordItems({ id, name: f.name, email: f.email, now: f.now, fields: f.fields }),
  };
}

/** The condition of a write over the version of a record that was read. */
export const sameVersion = (record: { updatedAt: string }) => ({
  expression: 'updatedAt = :prev',
  values: { ':prev': record.updatedAt },
});

/** Transaction item that only checks the candidate record `id` exists (linking an account to it). */
export const recordExists = (id: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.user(id), ConditionExpression: 'attribute_exists(pk)' },
});

/** Whether the record is in the RESUMES partitions and counters (it has had an accepted file). */
export const isListed = (record: ResumeItem): boolean => Boolean(record.gsi1pk);

/** Records the verdict on the candidate's latest upload (the profile shows it); a missing record is left alone. */
export async function recordUploadVerdict(
  id: string,
  verdict: NonNullable<ResumeItem['lastUpload']>,
): Promise<void> {
  try {
    await update(keys.user(id), { set: { lastUpload: verdict } }, { expression: 'attribute_exists(pk)' });
  } catch (err) {
    if (!isConditionFailure(err)) throw err;
  }
}

/**
 * Transaction items that make the accepted `cv` of a submission the record's current CV
 * (docs/architecture.md#upload-path): expiry at `expiryDate` on the sparse expiry index, status back to
 * `new` (moving the status counters), the job title and skills added. The first accepted file lists
 * the candidate: the details typed with it become the record's, the RESUMES index keys, counters and
 * skill items are written. Later files never change name or phone. Conditioned on the record as read.
 */
export function acceptedCvItems(
  record: ResumeItem,
  cv: StoredCv,
  typed: { name: string; contact?: PhoneContact; role: string; skills?: string[]; consent?: Consent },
  expiryDate: string,
  notificationId: string,
): TransactItem[] {
  const listed = isListed(record);
  const previousStatus = record.status ?? 'new';
  const name = listed ? record.name : typed.name;
  const createdAt = listed ? record.createdAt : cv.uploadedAt;
  const jobTitles =
    !typed.role || record.jobTitles?.includes(typed.role)
      ? (record.jobTitles ?? [])
      : [...(record.jobTitles ?? []), typed.role];
  const skills = [...new Set([...(record.skills ?? []), ...(typed.skills ?? [])])].slice(0, 30);
  const newSkills = listed ? skills.filter((k) => !(record.skills ?? []).includes(k)) : skills;
  const details: Partial<ResumeItem> = listed
    ? {}
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
          expiryDate,
          isExpired: false,
          updatedAt: cv.uploadedAt,
          lastUpload: { status: 'accepted', at: cv.uploadedAt },
          ...indexKeys.resume({ id: record.id, createdAt, status: 'new', name }),
          ...indexKeys.resumeExpiry({ id: record.id, expiryDate }),
        },
        remove: ['cvErasedAt'],
        // The candidate's notifications carry their name and email: erasure deletes them by these ids.
        add: { notificationIds: new Set([notificationId]) },
      },
      { expression: 'attribute_exists(pk) AND updatedAt = :prev', values: { ':prev': record.updatedAt } },
    ),
    ...(!listed
      ? [counterDelta(counters.resumes, 1), counterDelta(counters.resumesByStatus('new'), 1)]
      : previousStatus !== 'new'
        ? [
            counterDelta(counters.resumesByStatus(previousStatus), -1),
            counterDelta(counters.resumesByStatus('new'), 1),
          ]
        : []),
    ...newSkills.map((skill) =>
      putItem({ ...keys.resumeSkill(skill, { id: record.id, createdAt }), userId: record.id, skill }),
    ),
  ];
}

/** Transaction items deleting the skill items of a listed record (erasure). */
export const skillItemsOf = (record: ResumeItem): TransactItem[] =>
  isListed(record) ? (record.skills ?? []).map((skill) => deleteItem(keys.resumeSkill(skill, record))) : [];

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
        remove: ['cv', 'gsi4pk', 'gsi4sk'],
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
 * Deletes a record that was never listed (an abandoned upload request) with its `EMAIL#` guard, when
 * no login account holds its address; conditioned on the record as read. `false` when that no longer holds.
 */
export async function deleteUnlistedRecord(record: ResumeItem): Promise<boolean> {
  try {
    await transact([
      deleteItem(keys.user(record.id), {
        expression: 'attribute_not_exists(gsi1pk) AND updatedAt = :prev',
        values: { ':prev': record.updatedAt },
      }),
      deleteItem(keys.emailGuard(record.email), {
        expression: 'attribute_not_exists(pk) OR userId = :id',
        values: { ':id': record.id },
      }),
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: keys.candidateAccount(record.email),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
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
 * Transaction items that create an unlisted candidate record (a sign-up with a new email, or the
 * first upload request of an email, with its `fields`) and its `EMAIL#` guard (`attribute_not_exists`,
 * so a concurrent request of the same email makes the transaction fail and the caller retries with
 * the record that won). The record enters the RESUMES partitions and counters only with its first
 * accepted file (`acceptedCvItems`; docs/requirements.md#cv-management).
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
  ];
}
