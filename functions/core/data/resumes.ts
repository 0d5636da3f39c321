/**
 * Resume (= candidate) records: `USER#{id}` / `PROFILE`, unique by email through an `EMAIL#` guard
 * item written in the same transaction (docs/architecture.md#access-patterns). Counters `RESUMES`
 * and `RESUMES#STATUS#{s}` move in the transaction of the write they count.
 *
 * The record itself: its shape, its reads by id and email, its creation and its status change
 * (docs/requirements.md#cv-management). The record's other concerns are modules of their own, each
 * importing this one and none importing another: resume-cv.ts (what a CV's arrival writes),
 * resume-list.ts (the CV list's reads), resume-retention.ts (expiry dates, renewal, the sweep's
 * reads and writes), resume-erasure.ts (the steps of an erasure).
 */

import { randomUUID } from 'node:crypto';
import type { SubmissionSource } from '../../contract/cv-policy.js';
import { CV_MESSAGES } from '../../contract/messages.js';
import { API_BASE } from '../../contract/routes.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import { REJECT_REASON_MESSAGES } from '../../contract/schemas/reject-reasons.js';
import type { CvSummary, PhoneContact, Resume, ResumeApplication } from '../../contract/schemas/resume.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { type ApplicationItem, deleteApplicationItem } from './applications.js';
import { describeAudit } from './audit-scope.js';
import { leftNewItem } from './dashboard-trends.js';
import {
  AUDITED,
  conditionCheck,
  counterDelta,
  getItem,
  putNew,
  retryOnConflict,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { hiringReportDelta } from './hiring-report.js';
import { counters, indexKeys, keys } from './keys.js';
import { rejectReasonUseItem, requireActiveReason } from './reject-reasons.js';

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
  /** Where it was given: a submission's source, or `renewal` ("keep my CV", docs/requirements.md#my-data). */
  source: SubmissionSource | 'renewal';
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
  /** Set when an erasure began (docs/architecture.md#order-of-erasure); the record is then gone for readers. */
  erasingSince?: string;
  cv?: StoredCv;
  lastUpload?: { status: 'accepted' | 'rejected'; reason?: string; at: string };
  consent?: Consent;
  /** Every "keep my CV for another 90 days", oldest first (docs/requirements.md#my-data). */
  consentRenewals?: Consent[];
  /** Every source a CV of this record was accepted from (`GET /resume?source=`); older records: none. */
  sources?: Set<SubmissionSource>;
  /** When the record last arrived in status `new` (the dashboard's days in New; older records: `createdAt`). */
  newSince?: string;
  /** The expiry date whose 7-day reminder was sent (docs/requirements.md#candidate-mails). */
  remindedFor?: string;
  /** Postings applied to (Apply Now), kept on the record so the CV list shows them without more reads. */
  applications?: ResumeApplication[];
  gsi1pk?: string;
  gsi4sk?: string;
  /** Ids of the `cv_upload` notifications naming this candidate (erased with the record). */
  notificationIds?: Set<string>;
  /** While rejected: the reason (docs/architecture.md#rejection-reasons); never shown to the candidate. */
  rejectReasonId?: string;
}

/** Admin-facing path of a resume's CV (a presigned GET is issued there). */
export const resumeDownloadPath = (id: string) => `${API_BASE}/resume/${id}/download`;

/**
 * The facts of `record`'s current CV, from its copy of the current submission's file
 * (data/resume-cv.ts `currentCvOf`, docs/architecture.md#upload-path), or `null` without one: the one
 * projection every API shape uses.
 */
export function cvSummary(record: Pick<ResumeItem, 'cv'>): CvSummary | null {
  const cv = record.cv;
  return cv
    ? { fileName: cv.fileName, contentType: cv.contentType, size: cv.size, uploadedAt: cv.uploadedAt }
    : null;
}

/** The API shape of a stored record (docs/requirements.md#admin-records field names). */
export function toResume(item: ResumeItem): Resume {
  const cv = cvSummary(item);
  const link = cv ? resumeDownloadPath(item.id) : null;
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
    cv: cv ? { url: link!, ...cv } : null,
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

/** The record or `NotFoundError('Resume not found')`. Strongly consistent. */
export async function requireResume(id: string, opts: { erasing?: boolean } = {}): Promise<ResumeItem> {
  const item = await getResumeItem(id, true);
  // A record being erased is gone for every reader but the erasure itself (docs/architecture.md#order-of-erasure).
  if (!item || (item.erasingSince && !opts.erasing)) throw new NotFoundError(CV_MESSAGES.resumeNotFound);
  return item;
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

/** `sameVersion` that also requires the record to exist (a write over a record that was read). */
export const sameRecordVersion = (record: ResumeItem) => ({
  expression: 'attribute_exists(pk) AND updatedAt = :prev',
  values: { ':prev': record.updatedAt },
});

/** Transaction item that only checks the candidate record `id` exists (linking an account to it). */
export const recordExists = (id: string): TransactItem =>
  conditionCheck(keys.user(id), { expression: 'attribute_exists(pk)' });

/** Whether the record is in the RESUMES partitions and counters (it has had an accepted file). */
export const isListed = (record: ResumeItem): boolean => Boolean(record.gsi1pk);

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

/**
 * Changes a resume's status (docs/requirements.md#cv-management): one transaction moves the status, its gsi2 keys and
 * both per-status counters, conditioned on the status it read, so two admins at once never count a
 * record twice. Setting the current status again changes nothing. `alsoWrite` adds items built
 * from the changed record to the same transaction (the status mail's outbox item: core/mail.ts).
 *
 * A rejection names an active reason (`reject.reasonId`, docs/architecture.md#rejection-reasons):
 * it is kept on the record (`rejectReasonId`, removed when the status moves on) and in the audit
 * entry, and, unless `reject.counted` is false (a board move counts it with its application), one
 * use of the reason and one rejection in the hiring report (all postings) join the transaction.
 *
 * @throws NotFoundError for an unknown id; ConflictError `Cannot update status - No CV uploaded`
 *   when the record has no CV; ConflictError when the record keeps changing (three lost races);
 *   ValidationError (400) for a rejection without a reason, or with an unknown or inactive one.
 */
export async function updateResumeStatus(
  id: string,
  status: ResumeStatus,
  alsoWrite: (changed: ResumeItem) => TransactItem[] = () => [],
  reject?: { reasonId: string; counted?: boolean },
): Promise<ResumeItem> {
  if (status === 'rejected' && !reject)
    throw new ValidationError(REJECT_REASON_MESSAGES.required, [
      { path: 'rejectReasonId', message: REJECT_REASON_MESSAGES.required },
    ]);
  const counted = status === 'rejected' && reject && reject.counted !== false;
  if (counted) await requireActiveReason(reject.reasonId);
  return retryOnConflict(async () => {
    const current = await requireResume(id);
    if (!current.cv) throw new ConflictError(CV_MESSAGES.noCvUploaded);
    const previous = current.status ?? 'new';
    if (previous === status) return current;
    const now = new Date().toISOString();
    const { gsi2pk, gsi2sk } = indexKeys.resume({ ...current, status });
    const rejectReasonId = status === 'rejected' ? reject?.reasonId : undefined;
    const changed = { ...current, status, updatedAt: now, gsi2pk, gsi2sk, rejectReasonId };
    describeAudit({ from: previous, to: status, ...(rejectReasonId ? { rejectReasonId } : {}) });
    await transact(
      [
        updateItem(
          keys.user(id),
          {
            set: {
              status,
              gsi2pk,
              gsi2sk,
              updatedAt: now,
              rejectReasonId,
              ...(status === 'new' ? { newSince: now } : {}),
            },
            ...(rejectReasonId ? {} : { remove: ['rejectReasonId'] }),
          },
          {
            expression: 'attribute_exists(pk) AND #status = :previous AND attribute_exists(cv)',
            names: { '#status': 'status' },
            values: { ':previous': previous },
          },
        ),
        counterDelta(counters.resumesByStatus(previous), -1),
        counterDelta(counters.resumesByStatus(status), 1),
        ...(previous === 'new' ? [leftNewItem(current.newSince ?? current.createdAt, now)] : []),
        ...(counted && rejectReasonId
          ? [rejectReasonUseItem(rejectReasonId), ...hiringReportDelta({ at: now, rejectReasonId })]
          : []),
        ...alsoWrite(changed),
      ],
      AUDITED,
    );
    return changed;
  });
}

/**
 * Withdraws the candidate's `application` (docs/requirements.md#my-data): the application item and
 * its posting's applicant count, and its entry on the record (the CV list's copy), in one
 * transaction conditioned on both as read, so a concurrent change fails it and the caller reads
 * again (`isConditionFailure`).
 */
export async function withdrawRecordApplication(
  record: ResumeItem,
  application: ApplicationItem,
  nowIso: string,
): Promise<void> {
  const applications = (record.applications ?? []).filter((a) => a.jobId !== application.jobId);
  await transact([
    deleteApplicationItem(application),
    counterDelta(counters.applicantsOf(application.jobId), -1),
    recordApplicationsItem(record, applications, nowIso),
  ]);
}

/**
 * Transaction item that sets the record's `applications` (the CV list's copy of the candidate's
 * applications, docs/requirements.md#cv-management) at `nowIso`, conditioned on the record as read.
 */
export const recordApplicationsItem = (
  record: ResumeItem,
  applications: ResumeApplication[],
  nowIso: string,
): TransactItem =>
  updateItem(keys.user(record.id), { set: { applications, updatedAt: nowIso } }, sameVersion(record));
