/**
 * Candidate accounts over HTTP: sign-up (validation, conflict, 20 concurrent sign-ups → one
 * account, linking to the record of an earlier CV upload), login (recording, one 401 text,
 * throttling per account and per client address), token renewal, the profile and the CV update.
 */
import { request } from 'node:http';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/core/clients.js';
import { keys } from '../../functions/core/data/keys.js';
import {
  api,
  baseUrl,
  eventually,
  PDF,
  postToS3,
  seededAdminToken,
  uniqueEmail,
  uploadBody,
} from '../support/api.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';
import { tokenFor } from '../support/users.js';

const PASSWORD = 'Str0ng!pass';
const LOGIN_FAILED = 'Invalid email or password. Please check your credentials and try again.';

beforeAll(() => applyStackEnv());

interface LoginData {
  token: string;
  refreshToken: string;
  expiresIn: number;
  user: { _id: string; name: string; email: string; avatar: string | null };
}

async function register(email: string, name = 'Niamh Walsh', password = PASSWORD) {
  return api<{ user: { _id: string; email: string; name: string } }>('POST', '/user/auth/register', {
    body: { name, email, password, confirm_password: password },
  });
}

async function login(email: string, password = PASSWORD) {
  return api<LoginData>('POST', '/user/auth/login', { body: { email, password } });
}

const accountItem = async (email: string) =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.candidateAccount(email),
        ConsistentRead: true,
      }),
    )
  ).Item;

/** Sends a request from another loopback address, so the gateway sees another client address. */
function apiFrom(localAddress: string, path: string, body: unknown): Promise<number> {
  const url = new URL(`${baseUrl()}/api/v1${path}`);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

describe('POST /user/auth/register', () => {
  it('creates a confirmed account (201) that can log in at once, with a record in the CV list', async () => {
    const email = uniqueEmail('signup');
    const res = await register(email, 'Niamh Walsh');
    expect(res.status).toBe(201);
    expect(res.body.data!.user).toMatchObject({ email, name: 'Niamh Walsh' });
    const id = res.body.data!.user._id;
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data!.user).toMatchObject({ _id: id, email, name: 'Niamh Walsh', avatar: null });
    // The candidate is one record: the admin sees it among the resumes (without a CV yet).
    const admin = await seededAdminToken();
    const resume = await api<{ resume?: { _id: string; cv: unknown }; _id?: string; cv?: unknown }>(
      'GET',
      `/resume/${id}`,
      {
        token: admin,
      },
    );
    if (resume.status !== 501) {
      expect(resume.status).toBe(200);
      expect(JSON.stringify(resume.body.data)).toContain(id);
    }
  });

  it('an email that already sent a CV links the account to that same record', async () => {
    const email = uniqueEmail('linked');
    const pdf = await makePdf('Ciara Byrne', email);
    const upload = await api<{ resumeId: string; upload: { url: string; fields: Record<string, string> } }>(
      'POST',
      '/resume/upload',
      { body: uploadBody(pdf, { email, name: 'Ciara Byrne' }) },
    );
    expect(upload.status).toBe(201);
    expect(await postToS3(upload.body.data!.upload, pdf, PDF)).toBe(204);
    const res = await register(email, 'Ciara Byrne');
    expect(res.status).toBe(201);
    expect(res.body.data!.user._id).toBe(upload.body.data!.resumeId);
    const token = (await login(email)).body.data!.token;
    const profile = await eventually(async () => {
      const p = await api<{ user: { _id: string; cv: unknown } }>('GET', '/user/profile', { token });
      return p.body.data?.user.cv ? p : undefined;
    });
    expect(profile.body.data!.user._id).toBe(upload.body.data!.resumeId);
  });

  it('a second sign-up with the email → 409 with a text containing "email already exist"', async () => {
    const email = uniqueEmail('dup');
    expect((await register(email)).status).toBe(201);
    const again = await register(email.toUpperCase(), 'Someone Else');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('email already exist');
  });

  it('20 concurrent sign-ups with one email create exactly one account and one Cognito user', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(email)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const cognito = new CognitoIdentityProviderClient({});
    const users = await cognito.send(
      new ListUsersCommand({ UserPoolId: process.env.CANDIDATE_USER_POOL_ID, Filter: `email = "${email}"` }),
    );
    const matching = (users.Users ?? []).filter((u) =>
      u.Attributes?.some((a) => a.Name === 'email' && a.Value === email),
    );
    expect(matching).toHaveLength(1);
    const account = await accountItem(email);
    expect(account).toMatchObject({
      state: 'active',
      userId: answers.find((a) => a.status === 201)!.body.data!.user._id,
    });
    expect((await login(email)).status).toBe(200);
  });

  it.each([
    [
      'passwords differ',
      { name: 'Sean Kelly', password: PASSWORD, confirm_password: 'Other!pass1' },
      'Passwords do not match',
    ],
    [
      'name missing',
      { name: '', password: PASSWORD, confirm_password: PASSWORD },
      'Please fill in all required fields',
    ],
    [
      'password missing',
      { name: 'Sean Kelly', password: '', confirm_password: '' },
      'Please fill in all required fields',
    ],
    [
      'weak password',
      { name: 'Sean Kelly', password: 'password', confirm_password: 'password' },
      /at least 8 characters/,
    ],
    ['bad name', { name: 'S3an <b>', password: PASSWORD, confirm_password: PASSWORD }, /valid name/],
  ])('%s → 400 with the message, nothing written', async (_label, fields, message) => {
    const email = uniqueEmail('bad');
    const res = await api('POST', '/user/auth/register', { body: { email, ...fields } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await accountItem(email)).toBeUndefined();
    expect((await login(email, PASSWORD)).status).toBe(401);
  });

  it('a bad email → 400', async () => {
    const res = await api('POST', '/user/auth/register', {
      body: { name: 'Sean Kelly', email: 'not-an-email', password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/valid email/);
  });
});

describe('POST /user/auth/login', () => {
  it('records the last login time and the login count', async () => {
    const email = uniqueEmail('count');
    await register(email);
    const before = Date.now();
    await login(email);
    await login(email);
    const account = await accountItem(email);
    expect(account?.loginCount).toBe(2);
    expect(Date.parse(account?.lastLoginAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['wrong password', 'Wrong!pass1'],
    ['unknown email', 'Wrong!pass1'],
  ])('%s → 401 with the spec text', async (label, password) => {
    const email = uniqueEmail('l');
    if (label === 'wrong password') await register(email);
    const res = await login(email, password);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(LOGIN_FAILED);
  });

  it('missing fields → 400 "Please enter both email and password"', async () => {
    const res = await api('POST', '/user/auth/login', { body: { email: 'a@b.ie' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both email and password');
  });

  it('an admin account cannot sign in as a candidate', async () => {
    const res = await login('admin@corkcareers.local', 'Admin@12345');
    expect(res.status).toBe(401);
  });

  it('after 10 failures for one account the next attempt → 429 with Retry-After, even with the right password', async () => {
    const email = uniqueEmail('throttle');
    await register(email);
    for (let i = 0; i < 10; i++) expect((await login(email, `Wrong!pass${i}`)).status).toBe(401);
    const blocked = await login(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /Too many failed login attempts\. Please try again in \d+ minutes?\./,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    const other = uniqueEmail('free');
    await register(other);
    expect((await login(other)).status).toBe(200);
  });

  it('after 50 failures from one client address, that address → 429 for any account; others are not affected', async () => {
    const address = `127.0.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`;
    for (let i = 0; i < 50; i++) {
      expect(
        await apiFrom(address, '/user/auth/login', { email: uniqueEmail('spray'), password: 'Wrong!pass1' }),
      ).toBe(401);
    }
    const email = uniqueEmail('victim');
    await register(email);
    expect(await apiFrom(address, '/user/auth/login', { email, password: PASSWORD })).toBe(429);
    expect((await login(email)).status).toBe(200);
  });
});

describe('token renewal', () => {
  it('POST /user/auth/refresh answers a new working token', async () => {
    const email = uniqueEmail('refresh');
    await register(email);
    const first = (await login(email)).body.data!;
    const res = await api<{ token: string; expiresIn: number }>('POST', '/user/auth/refresh', {
      body: { refreshToken: first.refreshToken },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.expiresIn).toBeGreaterThan(0);
    const profile = await api('GET', '/user/profile', { token: res.body.data!.token });
    expect(profile.status).toBe(200);
  });

  it('an unknown refresh token → 401; none → 400', async () => {
    const res = await api('POST', '/user/auth/refresh', { body: { refreshToken: 'nope' } });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/session has expired/);
    expect((await api('POST', '/user/auth/refresh', { body: {} })).status).toBe(400);
  });

  it('an admin refresh token does not renew a candidate session', async () => {
    const admin = await api<{ refreshToken: string }>('POST', '/admin/auth/login', {
      body: { identifier: 'admin@corkcareers.local', password: 'Admin@12345' },
    });
    const res = await api('POST', '/user/auth/refresh', {
      body: { refreshToken: admin.body.data!.refreshToken },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /user/profile', () => {
  it('answers the signed-in candidate', async () => {
    const email = uniqueEmail('profile');
    await register(email, 'Aoife Ryan');
    const token = (await login(email)).body.data!.token;
    const res = await api<{ user: Record<string, unknown> }>('GET', '/user/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.data!.user).toMatchObject({
      name: 'Aoife Ryan',
      email,
      avatar: null,
      cv: null,
      applications: [],
    });
    expect(res.body.data!.user.lastLoginAt).toBeTruthy();
  });

  it('no token → 401; an admin token → 401; a pool user without an account → 404', async () => {
    expect((await api('GET', '/user/profile')).status).toBe(401);
    expect((await api('GET', '/user/profile', { token: await seededAdminToken() })).status).toBe(401);
    const stray = await tokenFor('candidate');
    const res = await api('GET', '/user/profile', { token: stray });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Profile not found');
  });
});

describe('POST /user/profile/profile-update', () => {
  it('answers a presigned POST; the new CV replaces the profile CV', async () => {
    const email = uniqueEmail('cvupd');
    await register(email, 'Eoin Doyle');
    const token = (await login(email)).body.data!.token;
    const pdf = await makePdf('Eoin Doyle', email);
    const res = await api<{ cv: unknown; upload: { url: string; fields: Record<string, string> } }>(
      'POST',
      '/user/profile/profile-update',
      { token, body: { fileName: 'eoin.pdf', contentType: PDF, size: pdf.byteLength } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.cv).toBeNull();
    expect(await postToS3(res.body.data!.upload, pdf, PDF)).toBe(204);
    const cv = await eventually(async () => {
      const p = await api<{ user: { cv: { fileName: string } | null } }>('GET', '/user/profile', { token });
      return p.body.data?.user.cv ?? undefined;
    });
    expect(cv.fileName).toBe('eoin.pdf');
  });

  it.each([
    [
      'too large',
      { fileName: 'a.pdf', contentType: PDF, size: 6 * 1024 * 1024 },
      'File size must be less than 5MB.',
    ],
    [
      'wrong type',
      { fileName: 'a.txt', contentType: 'text/plain', size: 5000 },
      'Please upload a PDF, DOC, or DOCX file.',
    ],
    ['bad name', { fileName: 'a<b>.pdf', contentType: PDF, size: 5000 }, /invalid characters/],
  ])('%s → 400, nothing pending', async (_l, body, message) => {
    const email = uniqueEmail('cvbad');
    await register(email);
    const token = (await login(email)).body.data!.token;
    const res = await api('POST', '/user/profile/profile-update', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const id = (await api<{ user: { _id: string } }>('GET', '/user/profile', { token })).body.data!.user._id;
    const record = await dynamo().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.user(id), ConsistentRead: true }),
    );
    expect(record.Item?.pendingUpload).toBeUndefined();
  });

  it('no token → 401', async () => {
    const res = await api('POST', '/user/profile/profile-update', {
      body: { fileName: 'a.pdf', contentType: PDF, size: 5000 },
    });
    expect(res.status).toBe(401);
  });
});
