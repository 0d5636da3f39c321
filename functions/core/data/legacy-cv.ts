/**
 * Records from before submissions (docs/architecture.md#upload-path): their file is only on the
 * record (`cv`). Every reader sees it as a submission (`withLegacyCv`), and `npm run migrate-cvs`
 * stores that submission once (`storeLegacyCvSubmission`).
 */
import { createHash } from 'node:crypto';
import { parseCvKey, quarantineKey } from '../../contract/cv-keys.js';
import { CV_LIMITS, type CvContentType } from '../../contract/cv-policy.js';
import { isConditionFailure, putNew, transact } from './db.js';
import { keys } from './keys.js';
import type { ResumeItem } from './resumes.js';
import { hashUploadToken, listSubmissions, type SubmissionItem } from './submissions.js';

/**
 * A record from before submissions, as far as its file goes: the file is only on the record
 * (`cv`, no submission holds it).
 */
export type LegacyCvHolder = Pick<
  ResumeItem,
  'id' | 'name' | 'role' | 'contact' | 'sources' | 'expiryDate' | 'cv'
>;

/**
 * The accepted submission that stands for `record`'s file when no submission holds it, or `undefined`
 * (no file, or a submission holds it): one shape of a CV for every reader (docs/architecture.md#upload-path).
 * Its id is the one the record names, else the one in the file's key, else one made from the key;
 * it has no expiry of its own (the record's expiry erases it) and no upload token.
 */
export function legacyCvSubmission(
  record: LegacyCvHolder,
  submissions: readonly Pick<SubmissionItem, 'file'>[],
): SubmissionItem | undefined {
  const cv = record.cv;
  if (!cv || submissions.some((s) => s.file?.key === cv.key)) return undefined;
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

/** `submissions` (newest first) with the one that stands for a record's legacy file, if any, last. */
export function withLegacyCv(record: LegacyCvHolder, submissions: SubmissionItem[]): SubmissionItem[] {
  const legacy = legacyCvSubmission(record, submissions);
  return legacy ? [...submissions, legacy] : submissions;
}

/**
 * Stores the submission that stands for `record`'s legacy file (the migration, `npm run migrate-cvs`);
 * `false` when there is none to store or it exists already.
 */
export async function storeLegacyCvSubmission(record: LegacyCvHolder): Promise<boolean> {
  const legacy = legacyCvSubmission(record, await listSubmissions(record.id));
  if (!legacy) return false;
  try {
    await transact([putNew({ ...legacy })]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
