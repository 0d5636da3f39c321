/**
 * Locally every mail a person would receive is in the mail viewer (docs/architecture.md#auth):
 * the code Cognito mails at sign-up and on a request for a new code reaches the SES emulator's
 * store, as the password-reset code does, by the time the API answered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAIL, codeMailText } from '../../functions/contract/code-mail.js';
import { api, uniqueEmail } from '../support/api.js';
import { mailsTo } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';
import { confirmationCode } from '../support/users.js';

const PASSWORD = 'C0de!mails';

beforeAll(() => applyStackEnv());

/** The codes of the code mails to `email`, oldest first. */
const mailedCodes = async (email: string) =>
  (await mailsTo(email))
    .filter((m) => m.subject === CODE_MAIL.subject)
    .map((m) => /\b(\d{6})\b/.exec(m.body.text ?? '')?.[1]);

describe('Cognito codes in the local mail viewer', () => {
  it('sign-up and "send a new code" each mail the code ConfirmSignUp takes, there when the API answers', async () => {
    const email = uniqueEmail('codemail');
    const registered = await api('POST', '/user/auth/register', {
      body: { name: 'Ciara Doyle', email, password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(registered.status).toBe(201);
    const first = await confirmationCode(email);
    expect(await mailedCodes(email)).toEqual([first]);

    expect((await api('POST', '/user/auth/resend-code', { body: { email } })).status).toBe(200);
    const second = await confirmationCode(email);
    expect(await mailedCodes(email)).toEqual([first, second]);
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail.body.text).toBe(codeMailText(second));

    // The mailed code is the one that confirms the address.
    const confirmed = await api('POST', '/user/auth/confirm', { body: { email, code: second } });
    expect(confirmed.status).toBe(200);
  });
});
