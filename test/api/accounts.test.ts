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
  apiFrom as apiFromAddress,
  baseUrl,
  eventually,
  loopbackAddress,
  PDF,
  postToS3,
  seededAdminToken,
  uniqueEmail,
  uploadBody,
} from '../support/api.js';
import { storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';
import {
  confirmationCode,
  sessionCookieOf,
  signUpConfirmed,
  tokenFor,
  withSession,
} from '../support/users.js';

const PASSWORD = 'Str0ng!pass';
const LOGIN_FAILED = 'Invalid email or password. Please check your credentials and try again.';

beforeAll(() => applyStackEnv());

const REGISTERED = 'Check your e-mail: we sent you a code to confirm your address.';
const NOT_CONFIRMED = 'Please confirm your e-mail address first: enter the code we sent you.';

interface LoginData {
  token: string;
  expiresIn: number;
  user: { _id: string; name: string; email: string; avatar: string | null };
}

async function register(email: string, name = 'Niamh Walsh', password = PASSWORD) {
  return api<{ user: { _id: string; email: string; name: string } }>('POST', '/user/auth/register', {
    body: { name, email, password, confirm_password: password },
  });
}

async function login(email: string, password = PASSWORD, remember?: boolean) {
  return api<LoginData>('POST', '/user/auth/login', { body: { email, password, remember } });
}

/** A confirmed candidate account, as a person makes it (sign-up, then the mailed code). */
const signUp = (email: string, name = 'Niamh Walsh', password = PASSWORD) =>
  signUpConfirmed(email, name, password);

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

describe('POST /user/auth/register and /user/auth/confirm', () => {
  it('answers 201 "check your e-mail" without data; the account reaches nothing until the code is confirmed', async () => {
    const email = uniqueEmail('signup');
    const res = await register(email, 'Niamh Walsh');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REGISTERED);
    expect(res.body.data).toBeUndefined();
    const early = await login(email);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(NOT_CONFIRMED);
    expect(early.body.data).toBeUndefined();
    expect(sessionCookieOf(early)).toBeUndefined();
    expect(await accountItem(email)).not.toHaveProperty('userId');

    const confirmed = await api('POST', '/user/auth/confirm', {
      body: { email, code: await confirmationCode(email) },
    });
    expect(confirmed.status).toBe(200);
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data!.user).toMatchObject({ email, name: 'Niamh Walsh', avatar: null });
    const id = signedIn.body.data!.user._id;
    // The candidate is one record: the admin sees it among the resumes (without a CV yet).
    const admin = await seededAdminToken();
    const resume = await api('GET', `/resume/${id}`, { token: admin });
    expect(resume.status).toBe(200);
    expect(JSON.stringify(resume.body.data)).toContain(id);
  });

  it('a CV handed in under the email is linked only after confirmation, then the profile shows it', async () => {
    const email = uniqueEmail('linked');
    const pdf = await makePdf('Ciara Byrne', email);
    const upload = await api<{ resumeId: string; upload: { url: string; fields: Record<string, string> } }>(
      'POST',
      '/resume/upload',
      { body: uploadBody(pdf, { email, name: 'Ciara Byrne' }) },
    );
    expect(upload.status).toBe(201);
    expect(await postToS3(upload.body.data!.upload, pdf, PDF)).toBe(204);
    // The CV is the record's before the sign-up: a file arriving once the address has an account is
    // held unconfirmed instead (docs/requirements.md#cv-confirmation), which is another test.
    await eventually(async () => ((await storedResume(upload.body.data!.resumeId))?.cv ? true : undefined));
    const res = await register(email, 'Someone Else');
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body)).not.toContain(upload.body.data!.resumeId);
    // Before confirmation: no session, and nothing of the record is tied to the account.
    expect((await login(email)).status).toBe(403);
    expect(await accountItem(email)).toMatchObject({ state: 'unconfirmed' });
    expect(await accountItem(email)).not.toHaveProperty('userId');

    const code = await confirmationCode(email);
    expect((await api('POST', '/user/auth/confirm', { body: { email, code } })).status).toBe(200);
    const token = (await login(email)).body.data!.token;
    const profile = await eventually(async () => {
      const p = await api<{ user: { _id: string; cv: unknown } }>('GET', '/user/profile', { token });
      return p.body.data?.user.cv ? p : undefined;
    });
    expect(profile.body.data!.user._id).toBe(upload.body.data!.resumeId);
  });

  it('a registered email gets the same answer as a new one, and its owner keeps the account', async () => {
    const owner = uniqueEmail('dup');
    await signUp(owner);
    const fresh = await register(uniqueEmail('fresh'), 'Someone Else');
    const again = await register(owner.toUpperCase(), 'Someone Else', 'Other!pass9');
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    expect((await login(owner)).status).toBe(200);
    expect((await login(owner, 'Other!pass9')).status).toBe(401);
  });

  it('a wrong code → 400 and the account stays unconfirmed; a resent code confirms', async () => {
    const email = uniqueEmail('code');
    await register(email);
    const first = await confirmationCode(email);
    const wrong = first === '000000' ? '111111' : '000000';
    const bad = await api('POST', '/user/auth/confirm', { body: { email, code: wrong } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The code is not valid. Please check it or ask for a new one.');
    expect((await login(email)).status).toBe(403);
    const resent = await api('POST', '/user/auth/resend-code', { body: { email } });
    expect(resent.status).toBe(200);
    const code = await confirmationCode(email);
    expect((await api('POST', '/user/auth/confirm', { body: { email, code } })).status).toBe(200);
    expect((await login(email)).status).toBe(200);
  });

  it('resend-code and confirm tell nothing about unknown e-mails', async () => {
    const known = uniqueEmail('known');
    await register(known);
    const unknown = await api('POST', '/user/auth/resend-code', { body: { email: uniqueEmail('none') } });
    const waiting = await api('POST', '/user/auth/resend-code', { body: { email: known } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(waiting.body);
    const confirmUnknown = await api('POST', '/user/auth/confirm', {
      body: { email: uniqueEmail('none'), code: '123456' },
    });
    expect(confirmUnknown.status).toBe(400);
  });

  it('20 concurrent sign-ups with one email answer alike and leave one Cognito user and one account', async () => {
    const email = uniqueEmail('race');
    // From an address of its own: 20 sign-ups would use up much of this file's per-address budget.
    const address = loopbackAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiFromAddress(address, 'POST', '/user/auth/register', {
          body: { name: 'Niamh Walsh', email, password: PASSWORD, confirm_password: PASSWORD },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    const cognito = new CognitoIdentityProviderClient({});
    const users = await cognito.send(
      new ListUsersCommand({ UserPoolId: process.env.CANDIDATE_USER_POOL_ID, Filter: `email = "${email}"` }),
    );
    const matching = (users.Users ?? []).filter((u) =>
      u.Attributes?.some((a) => a.Name === 'email' && a.Value === email),
    );
    expect(matching).toHaveLength(1);
    expect(await accountItem(email)).toMatchObject({ state: 'unconfirmed', sub: matching[0]!.Username });
    const code = await confirmationCode(email);
    expect((await api('POST', '/user/auth/confirm', { body: { email, code } })).status).toBe(200);
    expect(await accountItem(email)).toMatchObject({ state: 'active' });
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
    await signUp(email);
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
    if (label === 'wrong password') await signUp(email);
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
    await signUp(email);
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
    await signUp(other);
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
    await signUp(email);
    expect(await apiFrom(address, '/user/auth/login', { email, password: PASSWORD })).toBe(429);
    expect((await login(email)).status).toBe(200);
  });
});

describe('session cookie, renewal and logout', () => {
  it('login answers no refresh token; it is in an HttpOnly, Secure, SameSite=Strict cookie of the auth routes', async () => {
    const email = uniqueEmail('cookie');
    await signUp(email);
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('refreshToken');
    expect(JSON.stringify(res.body)).not.toMatch(/refresh/i);
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^__Secure-candidate-session=[^;]+;/);
    const attributes = setCookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['path=/api/v1/user/auth', 'httponly', 'secure', 'samesite=strict']),
    );
    // Without "Remember me" the cookie ends with the browser; with it, it lasts 30 days.
    expect(attributes.some((a) => a.startsWith('max-age') || a.startsWith('expires'))).toBe(false);
    const remembered = (await login(email, PASSWORD, true)).headers.getSetCookie()[0]!;
    expect(remembered.toLowerCase()).toContain(`max-age=${30 * 24 * 60 * 60}`);
  });

  it('POST /user/auth/refresh with the cookie answers a new working token', async () => {
    const email = uniqueEmail('refresh');
    await signUp(email);
    const cookie = sessionCookieOf(await login(email));
    const res = await withSession<{ token: string; expiresIn: number }>('/user/auth/refresh', cookie);
    expect(res.status).toBe(200);
    expect(res.body.data!.expiresIn).toBeGreaterThan(0);
    const profile = await api('GET', '/user/profile', { token: res.body.data!.token });
    expect(profile.status).toBe(200);
  });

  it('a cross-site refresh (cookie without the same-site header) → 403', async () => {
    const email = uniqueEmail('csrf');
    await signUp(email);
    const cookie = sessionCookieOf(await login(email))!;
    const res = await api('POST', '/user/auth/refresh', { headers: { cookie } });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
    const logout = await api('POST', '/user/auth/logout', { headers: { cookie } });
    expect(logout.status).toBe(403);
    // The session was not touched.
    expect((await withSession('/user/auth/refresh', cookie)).status).toBe(200);
  });

  it('after logout the refresh token is revoked: refresh → 401; the cookie is cleared', async () => {
    const email = uniqueEmail('logout');
    await signUp(email);
    const cookie = sessionCookieOf(await login(email));
    const out = await withSession('/user/auth/logout', cookie);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^__Secure-candidate-session=;.*Max-Age=0/i);
    const res = await withSession('/user/auth/refresh', cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/session has expired/);
    // Logging out again is harmless.
    expect((await withSession('/user/auth/logout', cookie)).status).toBe(200);
  });

  it('no cookie or an unknown one → 401', async () => {
    const none = await withSession('/user/auth/refresh', undefined);
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/session has expired/);
    expect((await withSession('/user/auth/refresh', '__Secure-candidate-session=nope')).status).toBe(401);
  });

  it('an admin session cookie does not renew a candidate session', async () => {
    const admin = await api('POST', '/admin/auth/login', {
      body: { identifier: 'admin@corkcareers.local', password: 'Admin@12345' },
    });
    const adminCookie = sessionCookieOf(admin)!;
    expect(adminCookie).toMatch(/^__Secure-admin-session=/);
    const token = adminCookie.split('=').slice(1).join('=');
    const res = await withSession('/user/auth/refresh', `__Secure-candidate-session=${token}`);
    expect(res.status).toBe(401);
  });
});

describe('GET /user/profile', () => {
  it('answers the signed-in candidate', async () => {
    const email = uniqueEmail('profile');
    await signUp(email, 'Aoife Ryan');
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
    await signUp(email, 'Eoin Doyle');
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
    await signUp(email);
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
