/**
 * The admin users pages over HTTP: the list (shape, totals from the counter, real last login), one
 * user, the status change, and the erasure (Cognito user, account, record, CV files, applications).
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/core/clients.js';
import { keys } from '../../functions/core/data/keys.js';
import { api, eventually, PDF, postToS3, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { makePdf } from '../support/files.js';
import { signUpConfirmed, tokenFor } from '../support/users.js';

const PASSWORD = 'Str0ng!pass';
let admin: string;

interface UserView {
  _id: string;
  name: string;
  email: string;
  contact: unknown;
  status: string;
  hasCv: boolean;
  lastLogin: string | null;
  loginCount: number;
}
interface UserList {
  users: UserView[];
  totalUsers: number;
  currentPage: number;
  totalPages: number;
  limit: number;
}

beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

/** A signed-up candidate with a CV (uploaded through the profile flow), logged in once. */
async function candidateWithAttachedCv(name = 'Roisin Daly') {
  const email = uniqueEmail('user');
  await signUpConfirmed(email, name, PASSWORD);
  const signedIn = (
    await api<{ token: string; user: { _id: string } }>('POST', '/user/auth/login', {
      body: { email, password: PASSWORD },
    })
  ).body.data!;
  const token = signedIn.token;
  const pdf = await makePdf(name, email);
  const upd = await api<{ upload: { url: string; fields: Record<string, string> } }>(
    'POST',
    '/user/profile/profile-update',
    {
      token,
      body: { fileName: 'cv.pdf', contentType: PDF, size: pdf.byteLength },
    },
  );
  expect(await postToS3(upd.body.data!.upload, pdf, PDF)).toBe(204);
  await eventually(async () => {
    const p = await api<{ user: { cv: unknown } }>('GET', '/user/profile', { token });
    return p.body.data?.user.cv ? true : undefined;
  });
  return { id: signedIn.user._id, email, token };
}

describe('GET /admin/dashboard/users', () => {
  it('lists registered candidates newest first with real last login and count; total from the counter', async () => {
    const c = await candidateWithAttachedCv();
    const res = await api<UserList>('GET', '/admin/dashboard/users?page=1&limit=50', { token: admin });
    expect(res.status).toBe(200);
    const d = res.body.data!;
    expect(d.currentPage).toBe(1);
    expect(d.limit).toBe(50);
    expect(d.totalPages).toBe(Math.ceil(d.totalUsers / 50));
    const row = d.users.find((u) => u._id === c.id);
    expect(row).toMatchObject({ email: c.email, hasCv: true, loginCount: 1 });
    expect(row!.lastLogin).toBeTruthy();
    const before = d.totalUsers;
    await signUpConfirmed(uniqueEmail('count'), 'Fionn Burke', PASSWORD);
    const after = await api<UserList>('GET', '/admin/dashboard/users?limit=1', { token: admin });
    expect(after.body.data!.totalUsers).toBeGreaterThanOrEqual(before + 1);
    expect(after.body.data!.users).toHaveLength(1);
  });

  it('a CV sent without signing up is a resume, not a user', async () => {
    const email = uniqueEmail('nouser');
    const pdf = await makePdf('Liam Nolan', email);
    const up = await api<{ resumeId: string }>('POST', '/resume/upload', {
      body: {
        name: 'Liam Nolan',
        email,
        role: 'Cloud Engineer',
        fileName: 'cv.pdf',
        contentType: PDF,
        size: pdf.byteLength,
        consent: true,
      },
    });
    expect(up.status).toBe(201);
    const res = await api('GET', `/admin/dashboard/user/${up.body.data!.resumeId}`, { token: admin });
    expect(res.status).toBe(404);
  });

  it('validates the admin token: none → 401, a candidate token → 401, bad page → 400', async () => {
    expect((await api('GET', '/admin/dashboard/users')).status).toBe(401);
    expect((await api('GET', '/admin/dashboard/users', { token: await tokenFor('candidate') })).status).toBe(
      401,
    );
    expect((await api('GET', '/admin/dashboard/users?page=0', { token: admin })).status).toBe(400);
  });
});

describe('GET / PUT /admin/dashboard/user/{id}', () => {
  it('answers one user and changes the status (counters move with it)', async () => {
    const c = await candidateWithAttachedCv();
    const one = await api<{ user: UserView }>('GET', `/admin/dashboard/user/${c.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.data!.user).toMatchObject({ _id: c.id, email: c.email, status: 'new' });
    const put = await api<{ user: UserView }>('PUT', `/admin/dashboard/user/${c.id}`, {
      token: admin,
      body: { status: 'shortlisted' },
    });
    expect(put.status).toBe(200);
    expect(put.body.data!.user.status).toBe('shortlisted');
    const profile = await api<{ user: { status: string } }>('GET', '/user/profile', { token: c.token });
    expect(profile.body.data!.user.status).toBe('shortlisted');
  });

  it('bad status → 400 (unchanged); unknown id → 404; a viewer may read but not change (403)', async () => {
    const c = await candidateWithAttachedCv();
    const bad = await api('PUT', `/admin/dashboard/user/${c.id}`, {
      token: admin,
      body: { status: 'famous' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status must be one of/);
    expect(
      (await api<{ user: UserView }>('GET', `/admin/dashboard/user/${c.id}`, { token: admin })).body.data!
        .user.status,
    ).toBe('new');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api('GET', `/admin/dashboard/user/${unknown}`, { token: admin })).status).toBe(404);
    expect(
      (await api('PUT', `/admin/dashboard/user/${unknown}`, { token: admin, body: { status: 'new' } }))
        .status,
    ).toBe(404);
    const viewer = await tokenFor('admin', ['viewer']);
    expect((await api('GET', `/admin/dashboard/user/${c.id}`, { token: viewer })).status).toBe(200);
    expect(
      (await api('PUT', `/admin/dashboard/user/${c.id}`, { token: viewer, body: { status: 'hired' } }))
        .status,
    ).toBe(403);
  });
});

describe('DELETE /admin/dashboard/user/{id} and DELETE /resume/{id}', () => {
  it.each(['/admin/dashboard/user/', '/resume/'])(
    '%s{id} erases the Cognito user, the account, the record, every CV object and the applications',
    async (route) => {
      const c = await candidateWithAttachedCv('Orla Quinn');
      // A posting of its own: one from the public list may be another file's, which counts its applicants.
      const jobId = (await createPosting(admin, (await createDepartment(admin))._id))._id;
      const pdf = await makePdf('Orla Quinn', c.email);
      const applied = await api('POST', `/job-posting/${jobId}/apply`, {
        token: c.token,
        body: {
          name: 'Orla Quinn',
          email: c.email,
          contact: { country_code: '+353', number: '871234567' },
          fileName: 'cv.pdf',
          contentType: PDF,
          size: pdf.byteLength,
        },
      });
      expect(applied.status).toBe(201);
      const res = await api('DELETE', `${route}${c.id}`, { token: admin });
      expect(res.status).toBe(200);

      expect((await api('GET', `/admin/dashboard/user/${c.id}`, { token: admin })).status).toBe(404);
      expect(
        (await api('POST', '/user/auth/login', { body: { email: c.email, password: PASSWORD } })).status,
      ).toBe(401);
      expect((await api('GET', '/user/profile', { token: c.token })).status).toBe(404);
      const table = process.env.TABLE_NAME;
      const partition = await dynamo().send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${c.id}` },
        }),
      );
      expect(partition.Items).toEqual([]);
      expect(
        (await dynamo().send(new GetCommand({ TableName: table, Key: keys.candidateAccount(c.email) }))).Item,
      ).toBeUndefined();
      expect(
        (await dynamo().send(new GetCommand({ TableName: table, Key: keys.emailGuard(c.email) }))).Item,
      ).toBeUndefined();
      const objects = await new S3Client({ forcePathStyle: true }).send(
        new ListObjectsV2Command({ Bucket: process.env.CV_BUCKET, Prefix: `cvs/${c.id}/` }),
      );
      expect(objects.KeyCount ?? 0).toBe(0);
      // The email can sign up again, as a new person.
      const again = await api('POST', '/user/auth/register', {
        body: { name: 'Orla Quinn', email: c.email, password: PASSWORD, confirm_password: PASSWORD },
      });
      expect(again.status).toBe(201);
    },
  );

  it('unknown id → 404; a recruiter → 403; no token → 401', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api('DELETE', `/admin/dashboard/user/${unknown}`, { token: admin })).status).toBe(404);
    const c = await candidateWithAttachedCv();
    const recruiter = await tokenFor('admin', ['recruiter']);
    expect((await api('DELETE', `/admin/dashboard/user/${c.id}`, { token: recruiter })).status).toBe(403);
    expect((await api('DELETE', `/admin/dashboard/user/${c.id}`)).status).toBe(401);
    expect((await api('GET', `/admin/dashboard/user/${c.id}`, { token: admin })).status).toBe(200);
  });
});
