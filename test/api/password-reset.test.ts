/**
 * Password reset in both areas (docs/requirements.md#password-reset): the code Cognito mails (read
 * from the mail emulator, as the person reads it), the same answer for an unknown address, a wrong
 * code, the password rule, the throttle, and every session of the account ended by the reset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAIL } from '../../functions/contract/code-mail.js';
import {
  ADMIN_PASSWORD_MESSAGE,
  type AdminProfile,
  CANDIDATE_AUTH_MESSAGES,
  PASSWORD_RESET_MESSAGES,
} from '../../functions/contract/schemas/auth.js';
import { api, apiFrom, loopbackAddress, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { mailsTo, type StoredMail, waitForMails } from '../support/mail.js';
import { sessionCookieOf, signUpConfirmed, withSession } from '../support/users.js';

const OLD_PASSWORD = 'Old!pass1';
const NEW_PASSWORD = 'New!pass2';
const ADMIN_OLD = 'Adm1n@old';
const ADMIN_NEW = 'Adm1n@new';

let superToken: string;
beforeAll(async () => {
  ({ admin: superToken } = await signIn('admin'));
});

const codeMails = (email: string) => mailsTo(email).then((all) => all.filter(isCodeMail));
const isCodeMail = (m: StoredMail) => m.subject === CODE_MAIL.subject;

/** The code of the `nth` (1-based) code mail to `email`, waiting for it. */
async function mailedCode(email: string, nth = 1): Promise<string> {
  const mails = await waitForMails(email, { count: nth, subject: new RegExp(`^${CODE_MAIL.subject}$`) });
  const code = /\b(\d{6})\b/.exec(mails[nth - 1]!.body.text ?? '')?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** The code mails a candidate got before asking for a reset: the sign-up's (an admin gets none). */
const SIGN_UP_CODES = 1;

async function candidate() {
  const email = uniqueEmail('reset');
  await signUpConfirmed(email, 'Orla Kinsella', OLD_PASSWORD);
  const login = await api<{ token: string }>('POST', '/user/auth/login', {
    body: { email, password: OLD_PASSWORD },
  });
  expect(login.status).toBe(200);
  return { email, token: login.body.data!.token, cookie: sessionCookieOf(login) };
}

const candidateLogin = (email: string, password: string) =>
  api<{ token: string }>('POST', '/user/auth/login', { body: { email, password } });

describe('candidate password reset', () => {
  it('mails a code; the reset sets the new password and ends every session signed in before it', async () => {
    const { email, token, cookie } = await candidate();
    const asked = await api('POST', '/user/auth/forgot-password', { body: { email } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(PASSWORD_RESET_MESSAGES.requested);
    const code = await mailedCode(email, SIGN_UP_CODES + 1);

    const reset = await api('POST', '/user/auth/reset-password', {
      body: { email, code, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(PASSWORD_RESET_MESSAGES.done);

    expect((await api('GET', '/user/profile', { token })).status).toBe(401);
    expect((await withSession('/user/auth/refresh', cookie)).status).toBe(401);
    expect((await candidateLogin(email, OLD_PASSWORD)).status).toBe(401);
    const fresh = await candidateLogin(email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect((await api('GET', '/user/profile', { token: fresh.body.data!.token })).status).toBe(200);
    // The code is spent.
    const again = await api('POST', '/user/auth/reset-password', {
      body: { email, code, password: 'Third!pass3' },
    });
    expect(again.status).toBe(400);
  });

  it('an unknown address and a sign-up not confirmed yet get the same answer and no code', async () => {
    const { email } = await candidate();
    const unknown = uniqueEmail('nobody');
    const pending = uniqueEmail('pending');
    await api('POST', '/user/auth/register', {
      body: { name: 'Orla Kinsella', email: pending, password: OLD_PASSWORD, confirm_password: OLD_PASSWORD },
    });
    const pendingMailsBefore = (await codeMails(pending)).length;
    const ask = (e: string) => api('POST', '/user/auth/forgot-password', { body: { email: e } });
    const [known, none, waiting] = await Promise.all([ask(email), ask(unknown), ask(pending)]);
    expect(none.status).toBe(known.status);
    expect(none.body).toEqual(known.body);
    expect(waiting.body).toEqual(known.body);
    await mailedCode(email, SIGN_UP_CODES + 1);
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await codeMails(pending)).length).toBe(pendingMailsBefore);
    // Resetting an unknown address reads as a wrong code.
    const reset = await api('POST', '/user/auth/reset-password', {
      body: { email: unknown, code: '123456', password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(CANDIDATE_AUTH_MESSAGES.codeInvalid);
  });

  it('a wrong code → 400 and a weak password → 400 with the sign-up rule; the old password still works', async () => {
    const { email, token } = await candidate();
    await api('POST', '/user/auth/forgot-password', { body: { email } });
    const code = await mailedCode(email, SIGN_UP_CODES + 1);
    const wrong = await api('POST', '/user/auth/reset-password', {
      body: { email, code: otherCode(code), password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CANDIDATE_AUTH_MESSAGES.codeInvalid);
    const weak = await api('POST', '/user/auth/reset-password', {
      body: { email, code, password: 'password' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(CANDIDATE_AUTH_MESSAGES.password);
    expect((await candidateLogin(email, OLD_PASSWORD)).status).toBe(200);
    expect((await api('GET', '/user/profile', { token })).status).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['email missing', { code: '123456', password: NEW_PASSWORD }],
    ['code of letters', { email: 'a@example.ie', code: 'abcdef', password: NEW_PASSWORD }],
    ['code a number', { email: 'a@example.ie', code: 123456, password: NEW_PASSWORD }],
    ['password missing', { email: 'a@example.ie', code: '123456' }],
    ['oversized password', { email: 'a@example.ie', code: '123456', password: `Aa1!${'x'.repeat(300)}` }],
  ])('reset-password with %s → 400 with a message', async (_label, body) => {
    const res = await api('POST', '/user/auth/reset-password', body === undefined ? {} : { body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it.each([
    ['no body', undefined],
    ['email a number', { email: 42 }],
    ['not an email', { email: 'not-an-email' }],
  ])('forgot-password with %s → 400 with a message', async (_label, body) => {
    const res = await api('POST', '/user/auth/forgot-password', body === undefined ? {} : { body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('asking too often from one address → 429 with Retry-After; the owner elsewhere still can', async () => {
    const { email } = await candidate();
    const stranger = loopbackAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        apiFrom(stranger, 'POST', '/user/auth/forgot-password', { body: { email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const refused = await apiFrom(stranger, 'POST', '/user/auth/forgot-password', { body: { email } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const owner = await apiFrom(loopbackAddress(), 'POST', '/user/auth/forgot-password', { body: { email } });
    expect(owner.status).toBe(200);
  });
});

describe('admin password reset', () => {
  async function admin() {
    const email = uniqueEmail('adminreset');
    const user_name = `rst_${Math.random().toString(36).slice(2, 10)}`;
    const created = await api<{ admin: AdminProfile }>('POST', '/admin/auth/register', {
      token: superToken,
      body: { user_name, email, password: ADMIN_OLD, confirm_password: ADMIN_OLD, role: 'recruiter' },
    });
    expect(created.status).toBe(201);
    const login = await api<{ token: string }>('POST', '/admin/auth/login', {
      body: { identifier: user_name, password: ADMIN_OLD },
    });
    expect(login.status).toBe(200);
    return { email, user_name, token: login.body.data!.token, cookie: sessionCookieOf(login) };
  }
  const adminLogin = (identifier: string, password: string) =>
    api<{ token: string }>('POST', '/admin/auth/login', { body: { identifier, password } });

  it('by user name: the code goes to the admin address; the reset ends the old token and renewals', async () => {
    const a = await admin();
    expect((await api('GET', '/admin/admins', { token: a.token })).status).toBe(200);
    const asked = await api('POST', '/admin/auth/forgot-password', { body: { identifier: a.user_name } });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(PASSWORD_RESET_MESSAGES.requested);
    const code = await mailedCode(a.email);
    const reset = await api('POST', '/admin/auth/reset-password', {
      body: { identifier: a.user_name, code, password: ADMIN_NEW },
    });
    expect(reset.status).toBe(200);
    expect((await api('GET', '/admin/admins', { token: a.token })).status).toBe(401);
    expect((await withSession('/admin/auth/refresh', a.cookie)).status).toBe(401);
    expect((await adminLogin(a.email, ADMIN_OLD)).status).toBe(401);
    const fresh = await adminLogin(a.email, ADMIN_NEW);
    expect(fresh.status).toBe(200);
    expect((await api('GET', '/admin/admins', { token: fresh.body.data!.token })).status).toBe(200);
  });

  it('an unknown identifier gets the same answer; a wrong code and a weak password → 400', async () => {
    const a = await admin();
    const ask = (identifier: string) => api('POST', '/admin/auth/forgot-password', { body: { identifier } });
    const [known, none] = await Promise.all([ask(a.email), ask('nobody_here')]);
    expect(none.status).toBe(known.status);
    expect(none.body).toEqual(known.body);
    const code = await mailedCode(a.email);
    const wrong = await api('POST', '/admin/auth/reset-password', {
      body: { identifier: a.email, code: otherCode(code), password: ADMIN_NEW },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CANDIDATE_AUTH_MESSAGES.codeInvalid);
    const weak = await api('POST', '/admin/auth/reset-password', {
      body: { identifier: a.email, code, password: 'weakpass' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(ADMIN_PASSWORD_MESSAGE);
    const unknown = await api('POST', '/admin/auth/reset-password', {
      body: { identifier: 'nobody_here', code, password: ADMIN_NEW },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CANDIDATE_AUTH_MESSAGES.codeInvalid);
    expect((await adminLogin(a.email, ADMIN_OLD)).status).toBe(200);
  });

  it('bad input → 400 with a message', async () => {
    for (const [path, body] of [
      ['/admin/auth/forgot-password', {}],
      ['/admin/auth/forgot-password', { identifier: 7 }],
      ['/admin/auth/forgot-password', { identifier: 'x'.repeat(300) }],
      ['/admin/auth/reset-password', { identifier: 'someone', code: '12', password: ADMIN_NEW }],
      ['/admin/auth/reset-password', { identifier: 'someone', code: '123456' }],
    ] as const) {
      const res = await api('POST', path, { body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('too many codes entered from one address → 429', async () => {
    const a = await admin();
    const stranger = loopbackAddress();
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (
        await apiFrom(stranger, 'POST', '/admin/auth/reset-password', {
          body: { identifier: a.email, code: '000000', password: ADMIN_NEW },
        })
      ).status;
    expect(last).toBe(429);
  });
});
