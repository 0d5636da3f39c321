/**
 * Input hygiene (docs/requirements.md#input-hygiene): dates that do not exist, control characters,
 * text-direction overrides, lone surrogates and NUL in text, line breaks in single-line fields, and
 * numbers written other than in decimal are refused with a 400 and a `message`, and nothing is
 * written. Accepted text is stored NFC-normalised.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobTitle } from '../../functions/contract/schemas/catalog.js';
import { api, uniqueEmail, uploadBody } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, postingBody, uniqueName } from '../support/catalog.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';

let admin: string;

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const jobTitleNamed = async (name: string) =>
  (
    await api<{ jobTitles: JobTitle[] }>('GET', '/admin/job-titles', { token: admin })
  ).body.data!.jobTitles.find((t) => t.name === name);

describe('dates must exist', () => {
  it('PUT /resume/{id}/expiry with 2027-02-30 → 400, the expiry unchanged', async () => {
    const c = await candidateWithAttachedCv();
    const before = (await storedResume(c.id))!.expiryDate;
    const res = await api('PUT', `/resume/${c.id}/expiry`, {
      token: admin,
      body: { expiryDate: '2027-02-30' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expiryDate must be a date/);
    expect((await storedResume(c.id))!.expiryDate).toBe(before);
  });

  it('a leap day that exists (2028-02-29) is accepted', async () => {
    const c = await candidateWithAttachedCv();
    const res = await api('PUT', `/resume/${c.id}/expiry`, {
      token: admin,
      body: { expiryDate: '2028-02-29' },
    });
    expect(res.status).toBe(200);
  });

  it('GET /resume?from=2026-04-31 → 400', async () => {
    const res = await api('GET', '/resume?from=2026-04-31', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('from must be a real date (YYYY-MM-DD)');
  });
});

describe('text is refused when it hides or breaks characters', () => {
  const bad: [string, string][] = [
    ['NUL', 'Data\u0000Engineer'],
    ['a C0 control (bell)', 'Data\u0007Engineer'],
    ['a C1 control', 'Data\u0085Engineer'],
    ['a right-to-left override', 'Data\u202EreenignE'],
    ['a bidi isolate', 'Data\u2066Engineer'],
    ['a lone surrogate', 'Data\uD800Engineer'],
  ];
  for (const [what, text] of bad) {
    it(`a job title name with ${what} → 400 with a message, nothing written`, async () => {
      const name = `${uniqueName('Hygiene')} ${text}`;
      const res = await api('POST', '/admin/job-titles', { token: admin, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'name contains characters that are not allowed (control characters, text-direction overrides or broken Unicode)',
      );
      expect(await jobTitleNamed(name)).toBeUndefined();
    });
  }

  it('a line break in a single-line field (job title name) → 400', async () => {
    const name = `${uniqueName('Two')}\nLines`;
    const res = await api('POST', '/admin/job-titles', { token: admin, body: { name } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('name must be a single line');
  });

  it('a candidate name with a right-to-left override in the upload request → 400, no candidate', async () => {
    const email = uniqueEmail('rlo');
    const res = await api('POST', '/resume/upload', {
      body: uploadBody(new Uint8Array(2048), { name: 'Siobh\u202Ean', email }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^name contains characters that are not allowed/);
    const list = await api<{ resumes: { email: string }[] }>('GET', `/resume?search=${email}`, {
      token: admin,
    });
    expect(list.body.data!.resumes).toEqual([]);
  });

  it('accepted text is stored NFC-normalised: a decomposed "Siobhán" is kept composed', async () => {
    const decomposed = uniqueName('Siobha\u0301n');
    const res = await api<{ jobTitle: JobTitle }>('POST', '/admin/job-titles', {
      token: admin,
      body: { name: decomposed },
    });
    expect(res.status).toBe(201);
    expect(res.body.data!.jobTitle.name).toBe(decomposed.normalize('NFC'));
    expect(res.body.data!.jobTitle.name).not.toBe(decomposed);
  });

  it('a job description keeps its line breaks and tabs (multi-line field); a title with one → 400', async () => {
    const department = (await createDepartment(admin))._id;
    const description = 'Build platforms.\n\n\t- AWS\r\n\t- TypeScript';
    const job = await createPosting(admin, department, { description });
    expect(job.description).toBe(description);
    const res = await api('POST', '/job-posting', {
      token: admin,
      body: postingBody(department, { job_title: 'Platform\nEngineer' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Job title must be a single line');
  });
});

describe('numbers in query strings are decimal only', () => {
  for (const page of ['0x10', '1e3', '+2', ' 3', '2.0']) {
    it(`GET /resume?page=${JSON.stringify(page)} → 400 "page must be a whole number"`, async () => {
      const res = await api('GET', `/resume?page=${encodeURIComponent(page)}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('page must be a whole number');
    });
  }

  it('page=0 and limit=101 are out of range; page=2&limit=5 is fine', async () => {
    expect((await api('GET', '/resume?page=0', { token: admin })).body.message).toBe(
      'page must be 1 or more',
    );
    expect((await api('GET', '/resume?limit=101', { token: admin })).body.message).toBe(
      'limit must be between 1 and 100',
    );
    expect((await api('GET', '/resume?page=2&limit=5', { token: admin })).status).toBe(200);
  });
});
