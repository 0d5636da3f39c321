/**
 * The server's verdict as a visitor sees it (docs/requirements.md#careers-form, #resume-assistant,
 * #public-messages; docs/architecture.md#upload-path), in Chromium against the local stack: the
 * careers form and the Resume Assistant show success only for an accepted file; a file the browser
 * refuses (HTML named .doc) and a file the server refuses (bytes that are not a document reach the
 * store) show the reason and ask for another file; a verdict still pending after 20 s shows the
 * still-checking notice, never a success.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MESSAGES } from '../../functions/contract/messages.js';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { api, baseUrl, seededAdminToken, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { makePdf } from '../support/files.js';
import { signUpConfirmed } from '../support/users.js';
import { gotoHome, openPage, screenshot, VIEWPORTS } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CAREERS_SUCCESS = "Application submitted successfully! We'll review your CV and contact you soon.";
const ASSISTANT_SUCCESS =
  'Thank you for submitting your CV. We will contact you shortly. Your CV will be retained for 90 days as per our data retention policy.';
const TRY_ANOTHER = 'Please choose another file and try again.';
const STILL_CHECKING =
  'We are still checking your file. Please check back later or try again in a few minutes.';
/** An HTML page, padded past the 1024-byte minimum: not a document whatever its name says. */
const HTML = Buffer.from(`<!doctype html><html><body>${'<p>Not a CV</p>'.repeat(100)}</body></html>`);

/** Writes `bytes` to a temporary file named `name` and answers its path. */
function tempFile(name: string, bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'verdict-')), name);
  writeFileSync(file, bytes);
  return file;
}

/** The multipart body with the `file` part's bytes replaced by `bytes` (the other fields untouched). */
function withFileBytes(body: Buffer, boundary: string, bytes: Buffer): Buffer {
  const part = body.indexOf('name="file"');
  const start = body.indexOf('\r\n\r\n', part) + 4;
  const end = body.indexOf(`\r\n--${boundary}`, start);
  return Buffer.concat([body.subarray(0, start), bytes, body.subarray(end)]);
}

/**
 * The browser's check passes (a real PDF is chosen) but HTML reaches the file store: the POST to the
 * store (another origin than the site) is rewritten, so only the server's check can refuse it.
 */
async function sendHtmlToStore(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && url.port !== new URL(page.url()).port,
    async (route) => {
      const request = route.request();
      const boundary = /boundary=(.+)$/.exec((await request.allHeaders())['content-type'] ?? '')?.[1];
      if (request.method() !== 'POST' || !boundary) return route.continue();
      return route.continue({ postData: withFileBytes(request.postDataBuffer()!, boundary, HTML) });
    },
  );
}

/** The verdict endpoint answers `pending` for as long as the page asks. */
async function holdVerdictPending(page: Page): Promise<void> {
  await page.route('**/api/v1/public/uploads/*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, status: 'pending', data: { status: 'pending' } }),
    }),
  );
}

async function fillCareers(page: Page, email: string, file: string): Promise<void> {
  await page.getByLabel('Full Name').fill('Niamh Walsh');
  await page.getByLabel('Email Address').fill(email);
  await page.getByPlaceholder('87 123 4567').fill('871234567');
  await page.getByLabel('Job Title').selectOption('Cloud Engineer');
  await page.locator('input[type="file"]').setInputFiles(file);
  const consent = page.getByRole('checkbox');
  if ((await consent.getAttribute('aria-checked')) !== 'true') await consent.click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

describe('Careers form: the verdict', () => {
  it('accepted: success only once the server accepted the PDF', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/careers`);
    const email = uniqueEmail('verdict');
    await fillCareers(page, email, tempFile('niamh-walsh-cv.pdf', await makePdf('Niamh Walsh', email)));
    await page.getByText(CAREERS_SUCCESS).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejected: the browser refuses HTML named .doc before sending; the server refuses bytes that are not a document', async () => {
    const { context, page } = await openPage(browser);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/resume/upload')) uploads.push(r.url());
    });
    await page.goto(`${baseUrl()}/careers`);

    await fillCareers(page, uniqueEmail('html'), tempFile('cv.doc', HTML));
    await page
      .getByText(`Upload failed: Please upload a PDF, DOC, or DOCX file. ${TRY_ANOTHER}`)
      .waitFor({ timeout: 10_000 });
    expect(uploads).toEqual([]); // refused before anything was sent
    // The refused file is cleared: the next submit asks for a file again.
    expect(await page.locator('input[type="file"]').evaluate((i: HTMLInputElement) => i.files?.length)).toBe(
      0,
    );

    await sendHtmlToStore(page);
    const email = uniqueEmail('swapped');
    await fillCareers(page, email, tempFile('cv.pdf', await makePdf('Niamh Walsh', email)));
    await page
      .getByText(`Upload failed: ${CV_MESSAGES.cvNotDocument} ${TRY_ANOTHER}`)
      .waitFor({ timeout: 20_000 });
    expect(await page.getByText(CAREERS_SUCCESS).count()).toBe(0);
    await screenshot(page, 'careers-rejected');
    await context.close();

    // Never listed for the recruiter.
    const admin = await seededAdminToken();
    const listed = await api<{ resumes: Resume[] }>('GET', `/resume?search=${encodeURIComponent(email)}`, {
      token: admin,
    });
    expect(listed.body.data?.resumes).toEqual([]);
  });

  it('pending: after 20 s without a verdict, the still-checking notice and no success', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/careers`);
    await holdVerdictPending(page);
    const email = uniqueEmail('pending');
    const started = Date.now();
    await fillCareers(page, email, tempFile('cv.pdf', await makePdf('Niamh Walsh', email)));
    await page.getByText('Still checking your file', { exact: true }).waitFor({ timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(19_000);
    await page.getByText(STILL_CHECKING).waitFor();
    expect(await page.getByText(CAREERS_SUCCESS).count()).toBe(0);
    expect(await page.getByText('Upload failed', { exact: false }).count()).toBe(0);
    await screenshot(page, 'careers-still-checking');
    await context.close();
  }, 60_000);
});

/** Opens the assistant and answers its questions up to the file step. */
async function assistantAtFileStep(page: Page, email: string) {
  await gotoHome(page);
  await page.getByRole('button', { name: 'Open the Resume Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Resume Assistant' });
  await panel.getByLabel('Your name').fill('Ciaran Byrne');
  await panel.getByLabel('Your name').press('Enter');
  await panel.getByLabel('Your email address').fill(email);
  await panel.getByLabel('Your email address').press('Enter');
  await panel.getByRole('button', { name: 'Cloud Engineer' }).click();
  await panel.getByRole('button', { name: 'Choose your CV' }).waitFor();
  return panel;
}

describe('Resume Assistant: the verdict', () => {
  it('accepted: thanks the visitor once the server accepted the PDF', async () => {
    const { context, page, errors } = await openPage(browser, VIEWPORTS.desktop, { popupSeen: true });
    const email = uniqueEmail('assist-ok');
    const panel = await assistantAtFileStep(page, email);
    await panel
      .locator('input[type="file"]')
      .setInputFiles(tempFile('cv.pdf', await makePdf('Ciaran Byrne', email)));
    await panel.getByText(ASSISTANT_SUCCESS).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejected: the browser refuses HTML named .doc; the server refuses bytes that are not a document', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, { popupSeen: true });
    const panel = await assistantAtFileStep(page, uniqueEmail('assist-html'));
    await panel.locator('input[type="file"]').setInputFiles(tempFile('cv.doc', HTML));
    await panel
      .getByText(`Upload failed: Please upload a PDF, DOC, or DOCX file. ${TRY_ANOTHER}`)
      .waitFor({ timeout: 20_000 });
    // Still on the file step: another file can be chosen.
    await panel.getByRole('button', { name: 'Choose your CV' }).waitFor();

    await sendHtmlToStore(page);
    await panel
      .locator('input[type="file"]')
      .setInputFiles(tempFile('cv.pdf', await makePdf('Ciaran Byrne', 'c@example.ie')));
    await panel
      .getByText(`Upload failed: ${CV_MESSAGES.cvNotDocument} ${TRY_ANOTHER}`)
      .waitFor({ timeout: 20_000 });
    expect(await panel.getByText(ASSISTANT_SUCCESS).count()).toBe(0);
    await panel.getByRole('button', { name: 'Choose your CV' }).waitFor();
    await screenshot(page, 'assistant-rejected');
    await context.close();
  });

  it('pending: after 20 s without a verdict, the still-checking message and no success', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, { popupSeen: true });
    const email = uniqueEmail('assist-wait');
    const panel = await assistantAtFileStep(page, email);
    await holdVerdictPending(page);
    await panel
      .locator('input[type="file"]')
      .setInputFiles(tempFile('cv.pdf', await makePdf('Ciaran Byrne', email)));
    await panel.getByText(STILL_CHECKING).waitFor({ timeout: 30_000 });
    await page.getByText('Still checking your file', { exact: true }).waitFor();
    expect(await panel.getByText(ASSISTANT_SUCCESS).count()).toBe(0);
    expect(await page.getByText('Upload failed', { exact: false }).count()).toBe(0);
    await screenshot(page, 'assistant-still-checking');
    await context.close();
  }, 60_000);
});

describe('Profile: Replace my CV', () => {
  it('a signed-in candidate replaces the CV and sees it accepted; the recruiter sees a profile submission', async () => {
    const email = uniqueEmail('profile');
    const password = 'Str0ng!pass';
    await signUpConfirmed(email, 'Eimear Kavanagh', password);

    const { context, page, errors } = await openPage(browser);
    await page.goto(`${baseUrl()}/profile`);
    await page.waitForURL(/\/login\?redirect=%2Fprofile/);
    await page.getByLabel('Email or Username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await page.getByText('No CV on file yet.').waitFor();

    await page
      .getByLabel('New CV')
      .setInputFiles(tempFile('eimear-cv.pdf', await makePdf('Eimear Kavanagh', email)));
    await page.getByRole('button', { name: 'Replace my CV' }).click();
    await page
      .getByText('Your new CV was received. Recruiters will see it with your profile.')
      .waitFor({ timeout: 20_000 });
    await page.getByText(/eimear-cv\.pdf, received/).waitFor();
    await screenshot(page, 'profile-replaced');
    expect(errors).toEqual([]);
    await context.close();

    const admin = await seededAdminToken();
    const listed = await api<{ resumes: Resume[] }>('GET', `/resume?search=${encodeURIComponent(email)}`, {
      token: admin,
    });
    const id = listed.body.data!.resumes[0]!._id;
    const one = await api<{ resume: Resume }>('GET', `/resume/${id}`, { token: admin });
    expect(one.body.data?.resume.submissions).toEqual([
      expect.objectContaining({ source: 'profile', status: 'accepted', downloadable: true }),
    ]);
  });
});
