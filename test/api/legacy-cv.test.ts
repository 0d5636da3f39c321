/**
 * One shape of a CV (docs/architecture.md#upload-path): a record from before submissions holds its file
 * only on itself (`record.cv`, no submission). `npm run migrate-cvs` (`migrateLegacyCvs`) stores the
 * submission that stands for it and points the record's copy at it, once, with nothing lost; from
 * then on it lists, downloads, shows among the candidate's submissions and expires like any other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume, ResumeDetailResponse } from '../../functions/contract/schemas/resume.js';
import type { ResumeDownloadResponse } from '../../functions/contract/schemas/resume-admin.js';
import { migrateLegacyCvs } from '../../functions/core/data/cv-migration.js';
import { update } from '../../functions/core/data/db.js';
import { indexKeys, keys } from '../../functions/core/data/keys.js';
import { deleteSubmissions, listSubmissions } from '../../functions/core/data/submissions.js';
import { sweepExpiredCvs } from '../../functions/core/domain/cv.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv, cvObjectExists, storedResume } from '../support/cvs.js';

let admin: string;

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
}, 60_000);

/** A listed candidate as records were before submissions: the file on the record, no submission, no `cv.submissionId`. */
async function legacyCandidate() {
  const { id, email } = await candidateWithAttachedCv({ name: 'Máire Legacy' });
  await deleteSubmissions(await listSubmissions(id));
  const { key, fileName, contentType, size, uploadedAt } = (await storedResume(id))!.cv!;
  await update(keys.user(id), { set: { cv: { key, fileName, contentType, size, uploadedAt } } });
  const record = (await storedResume(id))!;
  expect(record.cv?.submissionId).toBeUndefined();
  expect(await listSubmissions(id)).toEqual([]);
  return { id, email, cv: record.cv!, updatedAt: record.updatedAt };
}

describe('a record from before submissions', () => {
  it('is migrated to a submission its copy names, once; then lists, downloads and expires as any other', async () => {
    const { id, email, cv, updatedAt } = await legacyCandidate();
    const first = await migrateLegacyCvs();
    expect(first.stored).toBeGreaterThanOrEqual(1);
    const stored = await listSubmissions(id);
    expect(stored).toEqual([
      expect.objectContaining({
        userId: id,
        status: 'accepted',
        file: expect.objectContaining({ key: cv.key, fileName: cv.fileName, size: cv.size }),
      }),
    ]);
    const migrated = (await storedResume(id))!;
    expect(migrated.cv).toEqual({ ...cv, submissionId: stored[0]!.id });
    // No change by anyone: the record's version stays.
    expect(migrated.updatedAt).toBe(updatedAt);

    const list = await api<{ resumes: Resume[] }>('GET', `/resume?search=${encodeURIComponent(email)}`, {
      token: admin,
    });
    expect(list.body.data?.resumes.find((r) => r._id === id)?.cv).toMatchObject({
      fileName: cv.fileName,
      size: cv.size,
    });
    const detail = await api<ResumeDetailResponse>('GET', `/resume/${id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.data!.resume.cv).toMatchObject({ fileName: cv.fileName });
    expect(detail.body.data!.resume.submissions).toEqual([
      expect.objectContaining({ fileName: cv.fileName, status: 'accepted', downloadable: true }),
    ]);
    const download = await api<ResumeDownloadResponse>('GET', `/resume/${id}/download`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.body.data).toMatchObject({ fileName: cv.fileName, contentType: 'application/pdf' });
    expect((await fetch(download.body.data!.url)).status).toBe(200);
    const byId = await api('GET', `/resume/${id}/download?submission=${stored[0]!.id}`, { token: admin });
    expect(byId.status).toBe(200);

    // Once: a second run stores and rewrites nothing for it.
    await migrateLegacyCvs();
    expect(await listSubmissions(id)).toHaveLength(1);
    expect(await storedResume(id)).toEqual(migrated);

    // Past its expiry date the sweep erases the file through its submission.
    const past = new Date(Date.now() - 60_000).toISOString();
    await update(keys.user(id), {
      set: { expiryDate: past, ...indexKeys.resumeExpiry({ id, expiryDate: past }) },
    });
    await sweepExpiredCvs();
    expect(await cvObjectExists(cv.key)).toBe(false);
    expect((await storedResume(id))!.isExpired).toBe(true);
    expect((await listSubmissions(id))[0]!.fileErasedAt).toBeDefined();
  }, 120_000);
});
