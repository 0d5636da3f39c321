/**
 * `GET /resume/{id}/download?as=text` (docs/requirements.md#candidate-page): the candidate page's view
 * of an old Word (.doc) file is the text the server read from it at intake. A .doc handed in through
 * the careers upload gives a link to that text; a bad `as` is 400; a record without a CV 404; the
 * viewer may read it (cvs:read), a candidate may not (401). Each such read is an audited download.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditListResponse } from '../../functions/contract/schemas/audit.js';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import type { ResumeDownloadResponse } from '../../functions/contract/schemas/resume-admin.js';
import { api, eventually, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { wordDoc } from '../support/cv-files.js';
import { candidateWithoutCv, storedResume } from '../support/cvs.js';

const DOC = 'application/msword';
let callers: Awaited<ReturnType<typeof signIn<'admin' | 'viewer' | 'candidate'>>>;

beforeAll(async () => {
  callers = await signIn('admin', 'viewer', 'candidate');
}, 60_000);

/** A candidate whose CV is a Word 97-2003 file saying `lines`. */
async function candidateWithDoc(lines: string[]): Promise<string> {
  const file = wordDoc([...lines, ...Array<string>(30).fill('Cork, Ireland')]);
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(file, {
      name: 'Pádraig Ó Súilleabháin',
      email: uniqueEmail('doc'),
      contentType: DOC,
      fileName: 'cv.doc',
    }),
  });
  expect(res.status).toBe(201);
  const { resumeId, upload } = res.body.data!;
  expect(await postToS3(upload, file, DOC)).toBeLessThan(300);
  await eventually(async () => (await storedResume(resumeId))?.cv ?? undefined, 30_000);
  return resumeId;
}

describe('GET /resume/{id}/download?as=text', () => {
  it('links to the text read from a .doc at intake; the viewer may read it and it is audited', async () => {
    const id = await candidateWithDoc(['Pádraig Ó Súilleabháin', 'Kubernetes and Terraform since 2019']);
    const res = await api<ResumeDownloadResponse>('GET', `/resume/${id}/download?as=text`, {
      token: callers.viewer,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      contentType: 'text/plain',
      disposition: 'inline',
      fileName: 'cv.txt',
    });
    const text = await (await fetch(res.body.data!.url)).text();
    expect(text).toContain('Kubernetes and Terraform since 2019');
    expect(text).toContain('Ó Súilleabháin');
    const audit = await api<AuditListResponse>('GET', `/admin/audit?target=${id}&action=cv.download`, {
      token: callers.admin,
    });
    expect(audit.body.data!.entries.length).toBeGreaterThan(0);
  });

  it('answers 400 for another `as`, 404 for a record without a CV, 401 to a candidate', async () => {
    const id = await candidateWithDoc(['Niamh Ní Bhriain']);
    const bad = await api('GET', `/resume/${id}/download?as=html`, { token: callers.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('as must be text');
    const noCv = await candidateWithoutCv();
    const none = await api('GET', `/resume/${noCv.id}/download?as=text`, { token: callers.admin });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('CV not available');
    expect((await api('GET', `/resume/${id}/download?as=text`, { token: callers.candidate })).status).toBe(
      401,
    );
  });
});
