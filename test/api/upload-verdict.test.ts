/**
 * Issues 14 and 13.2: a CV upload the visitor and the recruiter can trust. The verdict is polled at
 * `statusUrl`; forms are single-use quarantine keys; the stored name follows the detected type; an
 * upload request without a file (or a sign-up without a CV) is never a listed candidate, and the
 * sweep erases abandoned requests after 24 hours.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume, ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { rereadCvFacts } from '../../functions/core/cv-reread.js';
import { getItem, remove, update } from '../../functions/core/data/db.js';
import { counters, keys } from '../../functions/core/data/keys.js';
import { listSubmissions } from '../../functions/core/data/submissions.js';
import { sweepExpiredCvs } from '../../functions/core/domain/cv.js';
import { api, DOCX, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { pdfLibPdf } from '../support/cv-files.js';
import {
  candidateWithAttachedCv,
  counterValue,
  cvBucket,
  cvObjectExists,
  storedResume,
} from '../support/cvs.js';
import { makeDocx, makePdf } from '../support/files.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const DOC = 'application/msword';

async function request(file: Uint8Array, over: Record<string, unknown> = {}) {
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', { body: uploadBody(file, over) });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data!;
}

type Verdict = {
  success: boolean;
  status: string;
  reason?: string;
  data: { status: string; reason?: string };
};
async function verdict(statusUrl: string): Promise<Verdict> {
  const res = await api('GET', statusUrl.replace(/^\/api\/v1/, ''));
  expect(res.status).toBe(200);
  return res.body as unknown as Verdict;
}
const settled = (statusUrl: string) =>
  eventually(async () => {
    const v = await verdict(statusUrl);
    return v.status === 'pending' ? undefined : v;
  });

async function listedIds(query = ''): Promise<string[]> {
  const res = await api<{ resumes: Resume[] }>('GET', `/resume?page=1&limit=100${query}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data!.resumes.map((r) => r._id);
}

const html = () =>
  new TextEncoder().encode(`<!doctype html><html><body>${'<p>cv</p>'.repeat(300)}</body></html>`);

describe('the verdict at statusUrl', () => {
  it('answers pending, then accepted, at top level and in data; an unknown token is 404', async () => {
    const pdf = await makePdf('Aoife Verdict', 'v@example.ie');
    const data = await request(pdf);
    expect(data.statusUrl).toMatch(/^\/api\/v1\/public\/uploads\/[A-Za-z0-9_-]{22,}$/);
    expect(await verdict(data.statusUrl)).toMatchObject({
      success: true,
      status: 'pending',
      data: { status: 'pending' },
    });
    expect(await postToS3(data.upload, pdf, PDF)).toBeLessThan(300);
    expect(await settled(data.statusUrl)).toMatchObject({ status: 'accepted', data: { status: 'accepted' } });
    expect((await api('GET', '/public/uploads/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('an HTML file named .doc is rejected with its reason and never listed or counted', async () => {
    const before = await counterValue(counters.resumes);
    const file = html();
    const data = await request(file, { contentType: DOC, fileName: 'cv.doc', size: file.byteLength });
    expect(await postToS3(data.upload, file, DOC)).toBeLessThan(300);
    const v = await settled(data.statusUrl);
    expect(v).toMatchObject({ status: 'rejected', data: { status: 'rejected' } });
    expect(v.reason).toMatch(/not a PDF, DOC or DOCX/);
    expect(await listedIds()).not.toContain(data.resumeId);
    expect(await counterValue(counters.resumes)).toBe(before);
    expect(await cvObjectExists(data.upload.fields.key!)).toBe(false);
  });
});

describe('single-use forms', () => {
  it('a second POST through a used form is refused; an MZ file is never attached', async () => {
    const pdf = await makePdf('Eoin Once', 'o@example.ie');
    const data = await request(pdf);
    expect(data.upload.fields.key).toMatch(/^quarantine\//);
    expect(await postToS3(data.upload, pdf, PDF)).toBeLessThan(300);
    await settled(data.statusUrl);
    const accepted = (await storedResume(data.resumeId))!;

    const mz = new Uint8Array(4096);
    mz.set([0x4d, 0x5a, 0x90, 0x00]);
    expect(await postToS3(data.upload, mz, PDF)).toBe(403);

    // The same check on the event path (the cloud bucket accepts a re-POST): another ETag on a
    // decided submission is refused and erased, never attached.
    const { handler } = await import('../../functions/handlers/events/cv-received.js');
    const out = await handler({
      Records: [
        {
          eventName: 'ObjectCreated:Post',
          s3: {
            bucket: { name: process.env.CV_BUCKET },
            object: { key: data.upload.fields.key, eTag: 'another' },
          },
        },
      ],
    } as never);
    expect(out.outcomes).toEqual(['refused']);
    const after = (await storedResume(data.resumeId))!;
    expect(after.cv).toEqual(accepted.cv);
    expect(after.updatedAt).toBe(accepted.updatedAt);
  });

  it('MZ bytes sent as the first file of a form are rejected', async () => {
    const data = await request(new Uint8Array(4096));
    const mz = new Uint8Array(4096);
    mz.set([0x4d, 0x5a, 0x90, 0x00]);
    await cvBucket().send(
      new PutObjectCommand({
        Bucket: process.env.CV_BUCKET,
        Key: data.upload.fields.key,
        Body: mz,
        ContentType: PDF,
      }),
    );
    expect((await settled(data.statusUrl)).status).toBe('rejected');
    expect((await storedResume(data.resumeId))?.cv).toBeUndefined();
  });
});

describe('file names follow the detected type', () => {
  it('a PDF named John_CV.exe is stored and served as John_CV.pdf', async () => {
    const pdf = await makePdf('John Doe', 'j@example.ie');
    const data = await request(pdf, { name: 'John Doe', fileName: 'John_CV.exe' });
    await postToS3(data.upload, pdf, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    const item = (await storedResume(data.resumeId))!;
    expect(item.cv).toMatchObject({ fileName: 'John_CV.pdf', contentType: PDF });
    expect(item.cv!.key).toMatch(/^cvs\/.+\.pdf$/);
    const dl = await api<{ url: string; fileName: string }>('GET', `/resume/${data.resumeId}/download`, {
      token: admin,
    });
    expect(dl.body.data!.fileName).toBe('John_CV.pdf');
    expect(decodeURIComponent(dl.body.data!.url)).toContain("filename*=UTF-8''John_CV.pdf");
  });

  it('a DOCX declared as a PDF is kept as a DOCX', async () => {
    const { makeDocx } = await import('../support/files.js');
    const docx = await makeDocx('Declared Wrong', 'd@example.ie');
    const data = await request(docx, { name: 'Declared Wrong', fileName: 'cv.pdf', size: docx.byteLength });
    await postToS3(data.upload, docx, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    expect((await storedResume(data.resumeId))!.cv).toMatchObject({ fileName: 'cv.docx', contentType: DOCX });
  });
});

describe('who is a candidate', () => {
  it('an upload request without a file is not listed or counted, and the sweep erases it after 24 h', async () => {
    const before = await counterValue(counters.resumes);
    const email = uniqueEmail('abandoned');
    const data = await request(new Uint8Array(2000), { email });
    expect(await listedIds(`&search=${encodeURIComponent(email)}`)).not.toContain(data.resumeId);
    expect(await counterValue(counters.resumes)).toBe(before);

    await sweepExpiredCvs(new Date(Date.now() + 23 * 3600_000));
    expect(await storedResume(data.resumeId)).toBeDefined();
    await sweepExpiredCvs(new Date(Date.now() + 25 * 3600_000));
    expect(await storedResume(data.resumeId)).toBeUndefined();
    expect(await listSubmissions(data.resumeId)).toEqual([]);
    expect(await getItem(keys.emailGuard(email), true)).toBeUndefined();
    expect((await api('GET', data.statusUrl.replace(/^\/api\/v1/, ''))).status).toBe(404);
  });

  it('a sign-up without a CV is not listed or counted', async () => {
    const before = await counterValue(counters.resumes);
    const email = uniqueEmail('signup');
    const res = await api<{ user: { _id: string } }>('POST', '/user/auth/register', {
      body: { name: 'Signed Up', email, password: 'Str0ng!pass', confirm_password: 'Str0ng!pass' },
    });
    expect(res.status, res.body.message).toBe(201);
    expect(await listedIds(`&search=${encodeURIComponent(email)}`)).toEqual([]);
    expect(await counterValue(counters.resumes)).toBe(before);
  });

  // Here, not in cv-flow (which runs beside other files): the counter is the whole table's.
  it('a second anonymous upload for an address that has a CV (held unconfirmed) is not counted again', async () => {
    const email = uniqueEmail('again');
    const first = await candidateWithAttachedCv({ name: 'Ciara Walsh', email });
    const before = await counterValue(counters.resumes);
    const file = await makeDocx('Ciara Walsh', email);
    const data = await request(file, {
      email,
      contentType: DOCX,
      fileName: 'ciara.docx',
      size: file.byteLength,
    });
    expect(data.resumeId).toBe(first.id);
    expect(await postToS3(data.upload, file, DOCX)).toBeLessThan(300);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    expect((await listSubmissions(first.id)).map((s) => s.status)).toEqual(['accepted', 'accepted']);
    expect(await counterValue(counters.resumes)).toBe(before);
  });
});

describe('skills', () => {
  it('GET /resume?skill= lists the candidates holding that skill', async () => {
    const skill = `Skill${Date.now()}`;
    const pdf = await makePdf('Skilled Person', 's@example.ie');
    const data = await request(pdf, {
      name: 'Skilled Person',
      skills: [skill, 'TypeScript'],
      source: 'assistant',
    });
    await postToS3(data.upload, pdf, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    expect(await listedIds(`&skill=${skill.toLowerCase()}`)).toEqual([data.resumeId]);
  });

  it("a careers-form CV's skills read by the server are the record's, merged with those sent, and found by the filter", async () => {
    const email = uniqueEmail('serverskills');
    const pdf = await pdfLibPdf([
      'Niamh Serverskills',
      email,
      'Skills: Terraform, PostgreSQL, Kubernetes, C#',
      ...Array(20).fill('Cork, Ireland'),
    ]);
    const data = await request(pdf, {
      email,
      name: 'Niamh Serverskills',
      source: 'careers',
      skills: ['Python'],
    });
    await postToS3(data.upload, pdf, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    expect((await storedResume(data.resumeId))?.skills).toEqual([
      'Python',
      'Terraform',
      'PostgreSQL',
      'Kubernetes',
      'C#',
    ]);
    expect(await listedIds('&skill=terraform')).toContain(data.resumeId);
    expect(await listedIds(`&skill=${encodeURIComponent('c#')}`)).toContain(data.resumeId);
  });
});

describe('an exact e-mail search right after the upload', () => {
  it('answers the new candidate from the table before the search index holds them', async () => {
    const email = uniqueEmail('exactsearch');
    const pdf = await makePdf('Róisín Exactsearch', email);
    const data = await request(pdf, { email, name: 'Róisín Exactsearch' });
    await postToS3(data.upload, pdf, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    // At once, as a recruiter pastes the address from the notification: the indexer has not run yet.
    const res = await api<{ resumes: (Resume & { match?: { field: string } })[] }>(
      'GET',
      `/resume?page=1&limit=10&search=${encodeURIComponent(email.toUpperCase())}`,
      { token: admin },
    );
    expect(res.body.data!.resumes.map((r) => r._id)).toContain(data.resumeId);
    expect(res.body.data!.resumes.find((r) => r._id === data.resumeId)?.match?.field).toBe('email');
  });
});

describe("the typed phone's country", () => {
  it("reads a CV's national number in the country of the phone typed with it", async () => {
    const email = uniqueEmail('typedphone');
    const lines = [
      'Lucia Typedphone',
      'EXPERIENCIA LABORAL',
      'Celular: 987 654 321',
      email,
      ...Array(20).fill('Desarrolladora'),
    ];
    const pdf = await pdfLibPdf(lines);
    const data = await request(pdf, {
      email,
      name: 'Lucia Typedphone',
      contact: { country_code: '+51', number: '912345678' },
    });
    await postToS3(data.upload, pdf, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    const [submission] = await listSubmissions(data.resumeId);
    expect(submission?.facts?.phones.map((p) => p.e164)).toEqual(['+51987654321']);
  });
});

describe('re-reading kept CVs (npm run reread-cvs)', () => {
  it("gives a record read before the vocabulary its CV's skills, found by the filter", async () => {
    const email = uniqueEmail('reread');
    const pdf = await pdfLibPdf([
      'Cian Reread',
      email,
      'Skills: Salesforce, Terraform',
      ...Array(20).fill('Cork, Ireland'),
    ]);
    const data = await request(pdf, { email, name: 'Cian Reread', source: 'careers' });
    await postToS3(data.upload, pdf, PDF);
    expect((await settled(data.statusUrl)).status).toBe('accepted');
    // As a record read before: no skills on it or on its submission's facts.
    const [submission] = await listSubmissions(data.resumeId);
    await update(keys.submission(data.resumeId, submission!.id), {
      set: { facts: { ...submission!.facts, skills: [] } },
    });
    const record = (await storedResume(data.resumeId))!;
    await update(keys.user(data.resumeId), { set: { skills: [] } });
    for (const skill of record.skills ?? []) await remove(keys.resumeSkill(skill, record));
    expect(await listedIds('&skill=salesforce')).not.toContain(data.resumeId);

    const result = await rereadCvFacts();
    expect(result.skillsAdded).toBeGreaterThanOrEqual(2);
    expect((await storedResume(data.resumeId))?.skills).toEqual(['Salesforce', 'Terraform']);
    expect((await listSubmissions(data.resumeId))[0]?.facts?.skills).toEqual(['Salesforce', 'Terraform']);
    expect(await listedIds('&skill=salesforce')).toContain(data.resumeId);
  });
});

describe('two upload requests for one new e-mail at once (two tabs, a client retry)', () => {
  it('one candidate; both files are accepted, kept and downloadable as two submissions; nothing erased', async () => {
    const email = uniqueEmail('twotabs');
    const files = [await makePdf('Ciara Twotabs', email), await makePdf('Ciara Twotabs (2)', email)];
    const [a, b] = await Promise.all(files.map((f) => request(f, { email, name: 'Ciara Twotabs' })));
    expect(a!.resumeId).toBe(b!.resumeId);
    const posted = await Promise.all([
      postToS3(a!.upload, files[0]!, PDF),
      postToS3(b!.upload, files[1]!, PDF),
    ]);
    expect(posted.every((s) => s < 300)).toBe(true);
    const verdicts = await Promise.all([settled(a!.statusUrl), settled(b!.statusUrl)]);
    expect(verdicts.map((v) => v.status)).toEqual(['accepted', 'accepted']);
    const submissions = await listSubmissions(a!.resumeId);
    expect(submissions).toHaveLength(2);
    for (const s of submissions) {
      expect(s.status).toBe('accepted');
      expect(s.fileErasedAt).toBeUndefined();
      expect(await cvObjectExists(s.file!.key)).toBe(true);
    }
    const detail = await api<{ resume: Resume & { submissions: { id: string; downloadable: boolean }[] } }>(
      'GET',
      `/resume/${a!.resumeId}`,
      { token: admin },
    );
    expect(detail.body.data!.resume.submissions.map((s) => s.downloadable)).toEqual([true, true]);
  });
});
