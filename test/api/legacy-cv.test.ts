/**
 * One shape of a CV (docs/architecture.md#upload-path): a record from before submissions holds its file
 * only on itself (`record.cv`, no submission). It still lists, its file downloads and shows among the
 * candidate's submissions, and `npm run migrate-cvs` (`migrateLegacyCvs`) stores the submission that
 * stands for it, once, with nothing lost.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume, ResumeDetailResponse } from '../../functions/contract/schemas/resume.js';
import type { ResumeDownloadResponse } from '../../functions/contract/schemas/resume-admin.js';
import { update } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { deleteSubmissions, listSubmissions } from '../../functions/core/data/submissions.js';
import { migrateLegacyCvs } from '../../functions/core/domain/cv.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';

let admin: string;

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
}, 60_000);

/** A listed candidate as records were before submissions: the file on the record, no submission, no `cv.submissionId`. */
async function legacyCandidate() {
  const { id, email } = await candidateWithAttachedCv({ name: 'Máire Legacy' });
  await deleteSubmissions(await listSubmissions(id));
  const { submissionId: _, ...file } = (await storedResume(id))!.cv!;
  await update(keys.user(id), { set: { cv: file } });
  const record = (await storedResume(id))!;
  expect(record.cv?.submissionId).toBeUndefined();
  expect(await listSubmissions(id)).toEqual([]);
  return { id, email, cv: record.cv! };
}

describe('a record from before submissions', () => {
  it('lists, downloads and shows its file as a submission; the migration stores that submission once', async () => {
    const { id, email, cv } = await legacyCandidate();
    const check = async () => {
      const list = await api<{ resumes: Resume[] }>('GET', `/resume?search=${encodeURIComponent(email)}`, {
        token: admin,
      });
      const row = list.body.data?.resumes.find((r) => r._id === id);
      expect(row?.cv).toMatchObject({ fileName: cv.fileName, size: cv.size });
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
      const one = detail.body.data!.resume.submissions![0]!;
      const byId = await api('GET', `/resume/${id}/download?submission=${one.id}`, { token: admin });
      expect(byId.status).toBe(200);
    };
    await check();

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
    await check();
    // Once: a second run stores nothing more for it.
    await migrateLegacyCvs();
    expect(await listSubmissions(id)).toHaveLength(1);
  });
});
