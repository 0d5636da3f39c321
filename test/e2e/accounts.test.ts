/**
 * Accounts and access in Chromium: a visitor signs up, is sent from /jobs to /login and back after
 * logging in, applies to a posting with a CV (the admin then sees the posting on the resume), and
 * logs out from the avatar menu; an admin with the viewer role sees no Update Status action and the
 * API refuses the change (403). Screenshots go to $E2E_SHOTS (default: the OS temp folder).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProfile } from '../../functions/contract/schemas/auth.js';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { api, baseUrl, resumeWithCv, seededAdminToken, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { makePdf } from '../support/files.js';
import { confirmationCode } from '../support/users.js';

const PASSWORD = 'Str0ng!pass';
const SHOTS = process.env.E2E_SHOTS ?? mkdtempSync(join(tmpdir(), 'accounts-shots-'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

describe('candidate accounts in Chromium', () => {
  it('sign up → /jobs sends to /login → back on /jobs → apply with a CV → log out', async () => {
    const email = uniqueEmail('e2e');
    const name = 'Grainne Fitzgerald';
    const cvPath = join(mkdtempSync(join(tmpdir(), 'cv-')), 'grainne-cv.pdf');
    writeFileSync(cvPath, await makePdf(name, email));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));

    // Sign up: mismatching passwords are refused in the form, then it goes through to the
    // "Confirm your e-mail" screen; the mailed code (read from the Cognito emulator) activates it.
    await page.goto(`${baseUrl()}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('Other!pass9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await shot(page, 'signup-mismatch');
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/confirm-email\?email=/);
    await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();
    await page.getByLabel('Confirmation code').fill('000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText(/The code (is not valid|has expired)/).waitFor();
    await shot(page, 'confirm-wrong-code');
    await page.getByLabel('Confirmation code').fill(await confirmationCode(email));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.waitForURL(/\/login$/);

    // /jobs without a login goes to /login and comes back after it.
    await page.goto(`${baseUrl()}/jobs`);
    await page.waitForURL(/\/login\?redirect=%2Fjobs/);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email or Username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong!pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid email or password. Please check your credentials and try again.').waitFor();
    await shot(page, 'login-failed');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/jobs$/);
    await page.getByText('Login successful!').waitFor();
    await page.getByRole('heading', { name: 'Job Opportunities' }).waitFor();

    // A logged-in candidate is sent away from /login.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${baseUrl()}/jobs`);

    // Apply Now: the real dialog.
    const apply = page.getByRole('button', { name: /^Apply Now: / }).first();
    const jobTitle = (await apply.getAttribute('aria-label'))!.replace('Apply Now: ', '');
    await apply.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Apply for ${jobTitle}` }).waitFor();
    expect(await dialog.getByLabel('Full Name *').inputValue()).toBe(name);
    expect(await dialog.getByLabel('Email *').inputValue()).toBe(email);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('Please fill all required fields and upload your CV.').waitFor();
    await dialog.getByPlaceholder('Phone number').fill('12345');
    await dialog.getByText('Phone should contain 7-15 numeric digits').waitFor();
    await dialog.getByPlaceholder('Phone number').fill('861234567');
    await dialog.locator('input[type="file"]').setInputFiles(cvPath);
    await dialog.getByLabel('Cover Letter (optional)').fill('I build cloud systems in Cork.');
    await shot(page, 'apply-dialog');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog
      .getByText("Application submitted successfully! We'll review your application and contact you soon.")
      .waitFor({ timeout: 15_000 });
    await shot(page, 'apply-success');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The session survives a reload (restored from storage and checked with the profile call).
    await page.reload();
    await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();

    // Log out from the avatar menu.
    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('menu').getByText(email).waitFor();
    await shot(page, 'user-menu');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('You have been logged out successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(failures).toEqual([]);
    await page.close();

    // The admin sees the posting on the candidate's resume.
    const resume = await resumeWithCv(email);
    expect(resume.applications.map((a) => a.job_title)).toEqual([jobTitle]);
    expect(resume.contact).toEqual({ country_code: '+353', number: '861234567' });
  });
});

describe('admin roles in Chromium', () => {
  it('a viewer sees no Update Status action, and the API says 403 when asked directly', async () => {
    const superToken = await seededAdminToken();
    const viewer = {
      user_name: `viewer_${Date.now().toString(36)}`,
      email: uniqueEmail('viewer'),
      password: 'View3r@pass',
    };
    const created = await api<{ admin: AdminProfile }>('POST', '/admin/auth/register', {
      token: superToken,
      body: { ...viewer, role: 'viewer' },
    });
    expect(created.status).toBe(201);
    const list = await api<{ resumes: Resume[] }>('GET', '/resume?limit=10', { token: superToken });
    const target = list.body.data!.resumes[0]!;

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByLabel('Email or user name').fill(viewer.user_name);
    await page.getByLabel('Password', { exact: true }).fill(viewer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    // No Add Admin link for a viewer; Role Management lists the admins with real login figures.
    await page.getByRole('link', { name: /Role Management/ }).click();
    await page.getByRole('tab', { name: /Admins \(\d+\)/ }).waitFor();
    await page.locator('#main').getByText(viewer.user_name).waitFor();
    expect(await page.getByRole('link', { name: 'Add Admin' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await shot(page, 'role-management-viewer');

    await page.goto(`${baseUrl()}/admin/cv-management`);
    await page
      .getByRole('button', { name: new RegExp(target.name) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'View Details' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Update Status' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Delete Resume' }).count()).toBe(0);
    await shot(page, 'cv-actions-viewer');
    await page.close();

    const viewerToken = (
      await api<{ token: string }>('POST', '/admin/auth/login', {
        body: { identifier: viewer.email, password: viewer.password },
      })
    ).body.data!.token;
    const put = await api('PUT', `/resume/${target._id}`, {
      token: viewerToken,
      body: { status: 'reviewed' },
    });
    expect(put.status).toBe(403);
    const after = await api<Resume | { resume: Resume }>('GET', `/resume/${target._id}`, {
      token: superToken,
    });
    const data = after.body.data as Resume & { resume?: Resume };
    expect((data.resume ?? data).status).toBe(target.status);
  });

  it('the admin token stays out of Web Storage and a reload renews the session from its cookie', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByLabel('Email or user name').fill('superadmin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: /Role Management/ }).waitFor();

    const storedValues = () =>
      page.evaluate(() =>
        [localStorage, sessionStorage].flatMap((storage) =>
          Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
        ),
      );
    const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
    const afterLogin = await storedValues();
    expect(afterLogin).toContain('isAdminLoggedIn=true');
    expect(afterLogin.filter((entry) => jwt.test(entry))).toEqual([]);

    // A reload empties memory: the session comes back through POST /admin/auth/refresh (cookie).
    const refresh = page.waitForResponse((res) => res.url().endsWith('/api/v1/admin/auth/refresh'));
    await page.reload();
    expect((await refresh).status()).toBe(200);
    await page.getByRole('link', { name: /Role Management/ }).click();
    await page.getByRole('tab', { name: /Admins \(\d+\)/ }).waitFor();
    expect(page.url()).toMatch(/\/admin\/role-management$/);
    expect((await storedValues()).filter((entry) => jwt.test(entry))).toEqual([]);
    expect(
      (await context.cookies()).find((cookie) => cookie.name === '__Secure-admin-session')?.httpOnly,
    ).toBe(true);
    await context.close();
  });

  it('a super admin adds an admin on Add New Admin and assigns a role', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByLabel('Email or user name').fill('superadmin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Add Admin' }).click();
    await page.getByRole('heading', { name: 'Add New Admin' }).waitFor();
    const submit = page.getByRole('button', { name: 'Create Account' });
    expect(await submit.isDisabled()).toBe(true);
    const userName = `e2e_${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(userName);
    await page.getByLabel('Email').fill(`${userName}@example.ie`);
    await page.getByLabel('Password', { exact: true }).fill('weakpassword');
    await page.getByLabel('Confirm Password').fill('weakpassword');
    await submit.click();
    await page
      .getByText(
        'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, one number, and one special symbol.',
      )
      .waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Str0ng@pass');
    await page.getByLabel('Confirm Password').fill('Str0ng@pass');
    await submit.click();
    await page.getByText('Admin account created successfully!').waitFor();
    await page.waitForURL(/\/admin$/);

    await page.getByRole('link', { name: /Role Management/ }).click();
    const row = page.getByRole('row', { name: new RegExp(userName) });
    await row.waitFor();
    await row.getByText('superadmin').waitFor(); // Created By
    await page
      .getByRole('row', { name: /superadmin/ })
      .filter({ hasText: 'You' })
      .first()
      .waitFor();
    await row.getByRole('button', { name: 'Assign Role' }).click();
    await page.getByRole('radio', { name: /HR Manager/ }).check();
    await shot(page, 'assign-role');
    await page.getByRole('dialog').getByRole('button', { name: 'Assign Role' }).click();
    await row.getByText('HR Manager').waitFor();
    await shot(page, 'role-management-super');
    await page.getByRole('tab', { name: /Users \(\d+\)/ }).click();
    await page.getByText('Total Users').waitFor();
    await shot(page, 'role-management-users');
    await page.close();
  });
});
