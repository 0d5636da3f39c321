/**
 * Resume (= candidate) records: `USER#{id}` / `PROFILE`, unique by email through an `EMAIL#` guard
 * item written in the same transaction (DESIGN.md §4). Counters `RESUMES` and `RESUMES#STATUS#{s}`
 * move in the transaction of the write they count.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_BASE } from '../../contract/routes.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import type { PhoneContact, Resume, ResumeApplication } from '../../contract/schemas/resume.js';
import { dynamo } from '../clients.js';
import { ConflictError } from '../errors.js';
import {
  counterDelta,
  getItem,
  isConditionFailure,
  type PageRequest,
  queryPage,
  readCounters,
  type TransactItem,
  tableName,
  transact,
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

/** The API shape of a stored record (admin-area §3 field names). */
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
  for (let attempt = 0; attempt < 3; attempt++) {
    const existingId = await findResumeIdByEmail(f.email);
    if (!existingId) {
      const id = randomUUID();
      const now = new Date().toISOString();
      const pending = f.pending(id);
      const item: ResumeItem = {
        ...keys.user(id),
        ...indexKeys.resume({ id, createdAt: now, status: 'new', name: f.name }),
        id,
        name: f.name,
        email: f.email,
        contact: f.contact,
        role: f.role,
        jobTitles: [f.role],
        status: 'new',
        skills: f.skills ?? [],
        createdAt: now,
        updatedAt: now,
        isExpired: false,
        consent: f.consent,
        pendingUpload: pending,
      };
      try {
        await transact([
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.emailGuard(f.email),
                ...indexKeys.resumeEmail({ id, email: f.email }),
                userId: id,
                createdAt: now,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          counterDelta(counters.resumes, 1),
          counterDelta(counters.resumesByStatus('new'), 1),
        ]);
        return { id, created: true, pending };
      } catch (err) {
        if (isConditionFailure(err)) continue; // the same email arrived concurrently: update it instead
        throw err;
      }
    }
    const current = await getResumeItem(existingId, true);
    if (!current) continue;
    const pending = f.pending(existingId);
    const now = new Date().toISOString();
    const jobTitles = current.jobTitles?.includes(f.role)
      ? current.jobTitles
      : [...(current.jobTitles ?? []), f.role];
    const skills = [...new Set([...(current.skills ?? []), ...(f.skills ?? [])])].slice(0, 30);
    const nameKeys = indexKeys.resume({ ...current, name: f.name });
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.user(existingId),
          UpdateExpression:
            'SET #name = :name, #role = :role, jobTitles = :titles, skills = :skills, consent = :consent, ' +
            'pendingUpload = :pending, updatedAt = :now, gsi3sk = :g3' +
            (f.contact ? ', contact = :contact' : ''),
          ConditionExpression: 'updatedAt = :prev',
          ExpressionAttributeNames: { '#name': 'name', '#role': 'role' },
          ExpressionAttributeValues: {
            ':name': f.name,
            ':role': f.role,
            ':titles': jobTitles,
            ':skills': skills,
            ':consent': f.consent,
            ':pending': pending,
            ':now': now,
            ':g3': nameKeys.gsi3sk,
            ':prev': current.updatedAt,
            ...(f.contact ? { ':contact': f.contact } : {}),
          },
        }),
      );
      return { id: existingId, created: false, pending };
    } catch (err) {
      if (isConditionFailure(err)) continue;
      throw err;
    }
  }
  throw new ConflictError('This record is being changed by another request. Please try again.');
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
 * Transaction items that create a candidate record without a CV (a sign-up with a new email):
 * the record, its `EMAIL#` guard (`attribute_not_exists`, so a concurrent upload of the same email
 * makes the transaction fail and the caller retries with the record that won), and the counters.
 */
export function newCandidateRecordItems(f: {
  id: string;
  name: string;
  email: string;
  now: string;
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
  };
  return [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.emailGuard(f.email),
          ...indexKeys.resumeEmail({ id: f.id, email: f.email }),
          userId: f.id,
          createdAt: f.now,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    counterDelta(counters.resumes, 1),
    counterDelta(counters.resumesByStatus('new'), 1),
  ];
}
