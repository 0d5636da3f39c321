/**
 * The upload's `role` (docs/requirements.md#input-hygiene, #candidate-mails): a job title of the
 * catalogue or a plain line, never line breaks or links, since it reaches recruiters' lists and the
 * candidate's mails. Refused with a clear 400 and nothing written; every title the web forms offer
 * (the catalogue, the fallback list) passes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_JOB_TITLES } from '../../functions/contract/catalog-defaults.js';
import { ROLE_MESSAGES, resumeUploadRequest } from '../../functions/contract/schemas/resume.js';
import { findResumeIdByEmail } from '../../functions/core/data/resumes.js';
import { api, uniqueEmail, uploadBody } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

describe('POST /resume/upload role', () => {
  it.each([
    ['a line feed', 'DevOps Engineer\nverify your account', ROLE_MESSAGES.singleLine],
    ['a carriage return', 'DevOps\r\nBcc: x@evil.example', ROLE_MESSAGES.singleLine],
    ['a URL', 'Engineer - verify your account at https://evil.example', ROLE_MESSAGES.noLinks],
    ['www.', 'see www.evil.example now', ROLE_MESSAGES.noLinks],
    ['a host with a path', 'go to evil.example/login', ROLE_MESSAGES.noLinks],
    ['an e-mail address', 'write to boss@evil.example', ROLE_MESSAGES.noLinks],
    ['over 100 characters', 'a'.repeat(101), ROLE_MESSAGES.tooLong],
  ])('%s → 400 with a clear message, nothing written', async (_label, role, message) => {
    const email = uniqueEmail('role');
    const res = await api('POST', '/resume/upload', {
      body: uploadBody(new Uint8Array(2000), { email, role }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await findResumeIdByEmail(email)).toBeUndefined();
  });

  it('accepts every title the web forms offer, and job-title words such as Node.js or ASP.NET', async () => {
    const titles = await api<{ jobTitles: { name: string }[] }>('GET', '/public/job-titles');
    expect(titles.body.data!.jobTitles.length).toBeGreaterThan(0);
    const names = titles.body.data!.jobTitles;
    for (const role of [
      ...FALLBACK_JOB_TITLES,
      ...names.map((t) => t.name),
      'Node.js Developer',
      'ASP.NET Developer',
      'AI/ML Developer',
    ].filter(Boolean)) {
      const parsed = resumeUploadRequest.shape.role.safeParse(role);
      expect(parsed.success, role).toBe(true);
    }
    const res = await api('POST', '/resume/upload', {
      body: uploadBody(new Uint8Array(2000), {
        email: uniqueEmail('role'),
        role: 'Internship Program (6 months)',
      }),
    });
    expect(res.status, res.body.message).toBe(201);
  });
});
