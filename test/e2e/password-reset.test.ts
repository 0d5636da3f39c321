/**
 * Password reset in Chromium (docs/requirements.md#password-reset), as a person does it: "Forgot
 * password?" on the login page, the code read in the local mail viewer (the SES emulator's page,
 * the `Mail:` address of `npm start`), a weak password refused by the form, the new password set,
 * and a login with it; for a candidate and for an admin (by user name). The session open before the
 * reset no longer works. Screenshots go to $E2E_SHOTS (default: the OS temp folder).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAIL } from '../../functions/contract/code-mail.js';
import { api, baseUrl, seededAdminToken, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { stackEnv } from '../support/stack.js';
import { signUpConfirmed } from '../support/users.js';

const OLD_PASSWORD = 'Old!pass1';
const NEW_PASSWORD = 'New!pass2';
const SHOTS = process.env.E2E_SHOTS ?? mkdtempSync(join(tmpdir(), 'reset-shots-'));

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens the mail viewer in a tab of its own, waits for the `count`th code mail to `address` (a
 * candidate's first is the sign-up's), shows the newest one's text (the viewer lists newest first)
 * and reads the code in it, as a person would.
 */
async function codeFromMailViewer(address: string, count = 1): Promise<string> {
  const viewer = await browser.newPage();
  try {
    await viewer.goto(stackEnv().AWS_ENDPOINT_URL_SESV2!);
    const mails = viewer
      .locator('.email')
      .filter({ hasText: `Subject: ${CODE_MAIL.subject}` })
      .filter({ hasText: `To: ${address}` });
    await mails.nth(count - 1).waitFor({ timeout: 15_000 });
    const mail = mails.first();
    await mail.getByRole('button', { name: 'Toggle text view' }).click();
    const text = (await mail.locator('.email-text').textContent()) ?? '';
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no code in the mail: ${text}`);
    return code;
  } finally {
    await viewer.close();
  }
}

/** Fills the second step of the reset form and submits it. */
async function setNewPassword(page: Page, code: string, password: string, confirm = password) {
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(confirm);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

describe('password reset in Chromium', () => {
  it('a candidate resets the password from /login with the code from the mail viewer', async () => {
    const email = uniqueEmail('e2ereset');
    await signUpConfirmed(email, 'Sinead Murphy', OLD_PASSWORD);
    const before = await api<{ token: string }>('POST', '/user/auth/login', {
      body: { email, password: OLD_PASSWORD },
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));

    await page.goto(`${baseUrl()}/login`);
    await page.getByLabel('Email or Username').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password\?email=/);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    await shot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('If an account matches, we sent a code').waitFor();

    const code = await codeFromMailViewer(email, 2);
    // The form holds the sign-up rule and the repeat before anything is sent.
    await setNewPassword(page, code, 'password');
    await page
      .getByText(/at least 8 characters/)
      .first()
      .waitFor();
    await setNewPassword(page, code, NEW_PASSWORD, 'Other!pass3');
    await page.getByText('Passwords do not match').waitFor();
    await shot(page, 'reset-mismatch');
    await setNewPassword(page, code, NEW_PASSWORD);
    await page.waitForURL(/\/login$/);
    await page.getByText('Your password has been changed.').waitFor();

    await page.getByLabel('Email or Username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Login successful!').waitFor();
    // The session signed in before the reset is over.
    expect((await api('GET', '/user/profile', { token: before.body.data!.token })).status).toBe(401);
    expect(failures).toEqual([]);
    await page.close();
  });

  it('an admin resets the password from /admin-login by user name', async () => {
    const admin = {
      user_name: `e2erst_${Date.now().toString(36)}`,
      email: uniqueEmail('e2eadminreset'),
      password: 'Adm1n@old',
    };
    const created = await api('POST', '/admin/auth/register', {
      token: await seededAdminToken(),
      body: { ...admin, confirm_password: admin.password, role: 'viewer' },
    });
    expect(created.status).toBe(201);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByLabel('Email or user name').fill(admin.user_name);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/admin-forgot-password\?identifier=/);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('If an account matches, we sent a code').waitFor();

    const code = await codeFromMailViewer(admin.email);
    await shot(page, 'admin-reset-code');
    await setNewPassword(page, code, 'Adm1n@new');
    await page.waitForURL(/\/admin-login$/);
    await page.getByLabel('Email or user name').fill(admin.user_name);
    await page.getByLabel('Password', { exact: true }).fill('Adm1n@new');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    await page.close();
  });
});
