/**
 * Nobody but the owner of an e-mail decides its account (docs/architecture.md#auth): a second
 * sign-up of a pending e-mail changes nothing but sends the code again, code attempts count per
 * e-mail and client address together (a stranger cannot lock the owner out), the owner can always
 * ask for a new code; and a candidate's logout ends every token of the session at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiFrom, loopbackAddress, uniqueEmail } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';
import { confirmationCode, sessionCookieOf, signUpConfirmed, withSession } from '../support/users.js';

const OWNER_PASSWORD = 'Own3r!pass';
const ATTACKER_PASSWORD = 'Att4ck!pass';

beforeAll(() => applyStackEnv());

const registerFrom = (address: string, email: string, password: string) =>
  apiFrom(address, 'POST', '/user/auth/register', {
    body: { name: 'Aoife Brennan', email, password, confirm_password: password },
  });

const login = (email: string, password: string) =>
  api<{ token: string }>('POST', '/user/auth/login', { body: { email, password } });

describe('a pending sign-up', () => {
  it('a second sign-up answers alike, keeps the first password and mails the code again', async () => {
    const email = uniqueEmail('pending');
    const owner = loopbackAddress();
    const attacker = loopbackAddress();
    const first = await registerFrom(owner, email, OWNER_PASSWORD);
    expect(first.status).toBe(201);
    const firstCode = await confirmationCode(email);
    const fresh = await registerFrom(attacker, uniqueEmail('fresh'), ATTACKER_PASSWORD);
    const again = await registerFrom(attacker, email, ATTACKER_PASSWORD);
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);

    // A new code went to the mailbox; the owner confirms with it and keeps their password.
    const code = await confirmationCode(email);
    expect(code).not.toBe(firstCode);
    const confirmed = await apiFrom(owner, 'POST', '/user/auth/confirm', { body: { email, code } });
    expect(confirmed.status).toBe(200);
    expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("a stranger's wrong codes from another address do not lock the owner out", async () => {
    const email = uniqueEmail('lockout');
    const owner = loopbackAddress();
    const attacker = loopbackAddress();
    expect((await registerFrom(owner, email, OWNER_PASSWORD)).status).toBe(201);
    const code = await confirmationCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) {
      answers.push(
        (await apiFrom(attacker, 'POST', '/user/auth/confirm', { body: { email, code: wrong } })).status,
      );
    }
    // The stranger is stopped...
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(answers.at(-1)).toBe(429);
    // ...and the owner is not.
    const confirmed = await apiFrom(owner, 'POST', '/user/auth/confirm', { body: { email, code } });
    expect(confirmed.status).toBe(200);
  });

  it("the owner can ask for a new code after a stranger used up the stranger's resends", async () => {
    const email = uniqueEmail('resend');
    const owner = loopbackAddress();
    const attacker = loopbackAddress();
    expect((await registerFrom(owner, email, OWNER_PASSWORD)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await apiFrom(attacker, 'POST', '/user/auth/resend-code', { body: { email } })).status);
    expect(statuses.at(-1)).toBe(429);
    const mine = await apiFrom(owner, 'POST', '/user/auth/resend-code', { body: { email } });
    expect(mine.status).toBe(200);
    const code = await confirmationCode(email);
    expect((await apiFrom(owner, 'POST', '/user/auth/confirm', { body: { email, code } })).status).toBe(200);
  });
});

describe('candidate logout', () => {
  it('the ID token of the session stops working at once (profile and /my-data answer 401)', async () => {
    const email = uniqueEmail('logout');
    await signUpConfirmed(email, 'Ronan Daly', OWNER_PASSWORD);
    const signedIn = await login(email, OWNER_PASSWORD);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data!.token;
    expect((await api('GET', '/user/profile', { token })).status).toBe(200);
    expect((await api('GET', '/my-data', { token })).status).toBe(200);

    const out = await withSession('/user/auth/logout', sessionCookieOf(signedIn));
    expect(out.status).toBe(200);
    expect((await api('GET', '/user/profile', { token })).status).toBe(401);
    expect((await api('GET', '/my-data', { token })).status).toBe(401);
    expect((await withSession('/user/auth/refresh', sessionCookieOf(signedIn))).status).toBe(401);

    // A new sign-in works again.
    const back = await login(email, OWNER_PASSWORD);
    expect(back.status).toBe(200);
    expect((await api('GET', '/user/profile', { token: back.body.data!.token })).status).toBe(200);
  });
});
