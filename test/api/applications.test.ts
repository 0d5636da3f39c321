/**
 * Apply Now over HTTP (`POST /job-posting/{id}/apply`): a real application of the signed-in
 * candidate to an active posting, with a 10 MB CV sent presigned; one candidate + one posting is one
 * application; the admin sees the posting(s) on the resume record.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { dynamo } from '../../functions/core/clients.js';
import { keys } from '../../functions/core/data/keys.js';
import { api, eventually, PDF, postToS3, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { makePdf } from '../support/files.js';
import { signUpConfirmed } from '../support/users.js';

const PASSWORD = 'Str0ng!pass';
let admin: string;
let jobs: { _id: string; job_title: string }[];

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
  // Postings of its own: those of the public list may be another file's, which counts their applicants.
  const department = await createDepartment(admin);
  jobs = [await createPosting(admin, department._id), await createPosting(admin, department._id)];
});

async function candidate(name = 'Sadhbh Moran') {
  const email = uniqueEmail('apply');
  await signUpConfirmed(email, name, PASSWORD);
  const { token, user } = (
    await api<{ token: string; user: { _id: string } }>('POST', '/user/auth/login', {
      body: { email, password: PASSWORD },
    })
  ).body.data!;
  return { id: user._id, email, name, token };
}

const applyBody = (c: { email: string; name: string }, size: number, over: Record<string, unknown> = {}) => ({
  name: c.name,
  email: c.email,
  contact: { country_code: '+353', number: '851234567' },
  coverLetter: 'I would love to join the Cork team.',
  fileName: 'application.pdf',
  contentType: PDF,
  size,
  ...over,
});

const applicationItems = async (userId: string) =>
  (
    await dynamo().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':a': 'APPLICATION#' },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('POST /job-posting/{id}/apply', () => {
  it('records the application, takes the CV presigned, and the admin sees the posting on the resume', async () => {
    const c = await candidate();
    const job = jobs[0]!;
    const pdf = await makePdf(c.name, c.email);
    const res = await api<{
      created: boolean;
      resumeId: string;
      application: { jobId: string; job_title: string };
      upload: { url: string; fields: Record<string, string> };
    }>('POST', `/job-posting/${job._id}/apply`, { token: c.token, body: applyBody(c, pdf.byteLength) });
    expect(res.status).toBe(201);
    expect(res.body.data!).toMatchObject({
      created: true,
      resumeId: c.id,
      application: { jobId: job._id, job_title: job.job_title },
    });
    expect(await postToS3(res.body.data!.upload, pdf, PDF)).toBe(204);

    const resume = await eventually(async () => {
      const r = await api<Resume | { resume: Resume }>('GET', `/resume/${c.id}`, { token: admin });
      const data = r.body.data as Resume & { resume?: Resume };
      const rec = data?.resume ?? data;
      return rec?.cv ? rec : undefined;
    });
    expect(resume.applications).toEqual([
      { jobId: job._id, job_title: job.job_title, appliedAt: expect.any(String) },
    ]);
    expect(resume.contact).toEqual({ country_code: '+353', number: '851234567' });
    expect(resume.jobTitles).toContain(job.job_title);
    const list = await api<{ resumes: Resume[] }>('GET', '/resume?page=1&limit=100', { token: admin });
    expect(list.body.data!.resumes.find((r) => r._id === c.id)?.applications).toHaveLength(1);
    const profile = await api<{ user: { applications: unknown[] } }>('GET', '/user/profile', {
      token: c.token,
    });
    expect(profile.body.data!.user.applications).toHaveLength(1);
  });

  it('applying twice to one posting is one application (200 the second time); another posting adds one', async () => {
    const c = await candidate();
    const pdf = await makePdf(c.name, c.email);
    const first = await api<{ created: boolean }>('POST', `/job-posting/${jobs[0]!._id}/apply`, {
      token: c.token,
      body: applyBody(c, pdf.byteLength),
    });
    const second = await api<{ created: boolean; application: { coverLetter: string | null } }>(
      'POST',
      `/job-posting/${jobs[0]!._id}/apply`,
      { token: c.token, body: applyBody(c, pdf.byteLength, { coverLetter: 'Updated letter' }) },
    );
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data!.created).toBe(false);
    expect(second.body.data!.application.coverLetter).toBe('Updated letter');
    expect(await applicationItems(c.id)).toHaveLength(1);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        api('POST', `/job-posting/${jobs[1]!._id}/apply`, {
          token: c.token,
          body: applyBody(c, pdf.byteLength),
        }),
      ),
    );
    expect(concurrent.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await applicationItems(c.id)).toHaveLength(2);
    const record = await dynamo().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.user(c.id), ConsistentRead: true }),
    );
    expect(record.Item?.applications).toHaveLength(2);
  });

  it('accepts a CV up to 10 MB (the presigned limit) and refuses more', async () => {
    const c = await candidate();
    const ok = await api('POST', `/job-posting/${jobs[0]!._id}/apply`, {
      token: c.token,
      body: applyBody(c, 9 * 1024 * 1024),
    });
    expect(ok.status).toBe(201);
    const big = await api('POST', `/job-posting/${jobs[0]!._id}/apply`, {
      token: c.token,
      body: applyBody(c, 10 * 1024 * 1024 + 1),
    });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('File size must be less than 10MB.');
  });

  it.each([
    [
      'short phone',
      { contact: { country_code: '+353', number: '12345' } },
      'Phone number should contain only numeric digits and be between 7-15 digits long.',
    ],
    ['letters in phone', { contact: { country_code: '+353', number: '87abc4567' } }, /7-15 digits/],
    ['no file type', { contentType: 'image/png' }, 'Please upload a PDF, DOC, or DOCX file.'],
    [
      'another email',
      { email: 'someone.else@example.ie' },
      'Please apply with the email address of your account.',
    ],
  ])('%s → 400 with the message, nothing written', async (_l, over, message) => {
    const c = await candidate();
    const res = await api('POST', `/job-posting/${jobs[0]!._id}/apply`, {
      token: c.token,
      body: applyBody(c, 5000, over),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await applicationItems(c.id)).toHaveLength(0);
  });

  it('unknown posting → 404; a closed posting → 409; no token or an admin token → 401', async () => {
    const c = await candidate();
    const unknown = await api('POST', `/job-posting/${randomUUID()}/apply`, {
      token: c.token,
      body: applyBody(c, 5000),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Job posting not found');
    const closedId = randomUUID();
    await dynamo().send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { ...keys.jobPosting(closedId), id: closedId, job_title: 'Closed role', status: 'closed' },
      }),
    );
    const closed = await api('POST', `/job-posting/${closedId}/apply`, {
      token: c.token,
      body: applyBody(c, 5000),
    });
    expect(closed.status).toBe(409);
    expect(await applicationItems(c.id)).toHaveLength(0);
    expect(
      (await api('POST', `/job-posting/${jobs[0]!._id}/apply`, { body: applyBody(c, 5000) })).status,
    ).toBe(401);
    expect(
      (await api('POST', `/job-posting/${jobs[0]!._id}/apply`, { token: admin, body: applyBody(c, 5000) }))
        .status,
    ).toBe(401);
  });
});
