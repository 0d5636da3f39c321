/**
 * `npm run migrate-cvs` (docs/architecture.md#upload-path, docs/operations.md#migrate-the-cvs): the
 * records from before submissions hold their file only on themselves (`record.cv`, no submission
 * holds it, no `cv.submissionId`). Every reader reads a CV as a submission, so each such file gets the
 * accepted submission that stands for it, and the record's copy is pointed at it (data/resume-cv.ts
 * `currentCvOf`), in one transaction. The only code that reads a record's own file key.
 */
import { createHash } from 'node:crypto';
import { parseCvKey, quarantineKey } from '../../contract/cv-keys.js';
import { CV_LIMITS, type CvContentType } from '../../contract/cv-policy.js';
import { putNew, queryPages, retryOnConflict, type TransactItem, transact, updateItem } from './db.js';
import { keys, partitions } from './keys.js';
import { currentCvOf } from './resume-cv.js';
import { getResumeItem, type ResumeItem, type StoredCv, sameRecordVersion } from './resumes.js';
import { hashUploadToken, listSubmissions, type SubmissionItem } from './submissions.js';

/**
 * The accepted submission that stands for legacy file `cv` of `record`: its id is the one the record
 * names, else the one in the file's key, else one made from the key; it has no expiry of its own (the
 * record's expiry erases it) and no usable upload token.
 */
function legacySubmission(
  record: ResumeItem,
  cv: StoredCv,
): SubmissionItem & Required<Pick<SubmissionItem, 'file'>> {
  const parsed = parseCvKey(cv.key);
  const id =
    cv.submissionId ??
    (parsed.kind === 'accepted'
      ? parsed.submissionId
      : createHash('sha256').update(cv.key).digest('hex').slice(0, 36));
  const contentType = cv.contentType as CvContentType;
  return {
    ...keys.submission(record.id, id),
    id,
    userId: record.id,
    source: [...(record.sources ?? [])][0] ?? 'careers',
    role: record.role,
    name: record.name,
    ...(record.contact ? { contact: record.contact } : {}),
    status: 'accepted',
    declared: { fileName: cv.fileName, contentType, size: cv.size, maxBytes: CV_LIMITS.maxBytes },
    quarantineKey: quarantineKey(record.id, id),
    file: {
      key: cv.key,
      fileName: cv.fileName,
      contentType,
      size: cv.size,
      uploadedAt: cv.uploadedAt,
      eTag: '',
    },
    requestedAt: cv.uploadedAt,
    decidedAt: cv.uploadedAt,
    expiresAt: record.expiryDate ?? cv.uploadedAt,
    tokenHash: hashUploadToken(`legacy:${cv.key}`),
  };
}

const COPY_FIELDS = ['key', 'fileName', 'contentType', 'size', 'uploadedAt', 'submissionId'] as const;

/**
 * Migrates one record (read as `read`): stores the submission standing for its file when none holds
 * it, and points its copy at the submission that does, in one transaction conditioned on the record
 * as read (its `updatedAt` stays: no change by anyone). Answers what it wrote; nothing for a record
 * without a file or already migrated. Retries when the record changed meanwhile.
 */
async function migrateRecord(read: ResumeItem): Promise<{ stored: boolean; linked: boolean }> {
  let first = true;
  return retryOnConflict(async () => {
    const record = first ? read : await getResumeItem(read.id, true);
    first = false;
    const cv = record?.cv;
    if (!record || !cv || record.erasingSince) return { stored: false, linked: false };
    const holder = (await listSubmissions(record.id)).find((s) => s.file?.key === cv.key && s.file);
    const submission = holder?.file ? { ...holder, file: holder.file } : legacySubmission(record, cv);
    const copy = currentCvOf(submission);
    const linked = COPY_FIELDS.some((f) => copy[f] !== cv[f]);
    const items: TransactItem[] = [
      ...(holder ? [] : [putNew({ ...submission })]),
      ...(linked ? [updateItem(keys.user(record.id), { set: { cv: copy } }, sameRecordVersion(record))] : []),
    ];
    if (items.length) await transact(items);
    return { stored: !holder, linked };
  });
}

/**
 * Migrates every listed record (the `RESUMES` list index, page by page). Idempotent: a second run
 * writes nothing. Answers how many records were read, submissions stored and copies pointed at their
 * submission. Throws what the table throws (`ConflictError` for a record that kept changing).
 */
export async function migrateLegacyCvs(): Promise<{ records: number; stored: number; linked: number }> {
  const result = { records: 0, stored: 0, linked: 0 };
  for await (const page of queryPages<ResumeItem>(partitions.resumesNewest, { pageSize: 100 })) {
    for (const record of page) {
      result.records++;
      const { stored, linked } = await migrateRecord(record);
      if (stored) result.stored++;
      if (linked) result.linked++;
    }
  }
  return result;
}
