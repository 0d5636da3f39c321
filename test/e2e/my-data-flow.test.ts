/**
 * The candidate's self-service in Chromium (docs/requirements.md#my-data, #candidate-mails): from the
 * link in the CV acknowledgement mail to /my-data, the download of everything held, and erasure
 * behind its confirmation dialog; then the confirmation mail, a dead link, and nothing left for a
 * recruiter to open. The 7-day reminder's two links: keep (90 more days) and erase now. And
 * withdrawing one application from the page.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setResumeExpiry } from '../../functions/core/data/resume-retention.js';
import { mailExpiryReminders } from '../../functions/core/domain/candidate-mails.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { launchBrowser } from '../support/browser.js';
import { createDepartment, createPosting, uniqueName } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';
import { VIEWPORTS } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('from the acknowledgement mail to erasure', () => {
  it('opens /my-data from the mail, downloads everything held, erases it, and the link then stops working', async () => {
    const c = await candidateWithAttachedCv({ name: 'Pádraig Ó Briain', role: 'Data Analyst' });
    const mail = await waitForMail(c.email, { subject: /We received your CV/ });
    const link = /(http\S+\/my-data#token=[A-Za-z0-9_-]+)/.exec(mail.body.text ?? '')?.[1];
    expect(link?.startsWith(baseUrl())).toBe(true);

    const withDownloads = await browser.newContext({ viewport: VIEWPORTS.mobile, acceptDownloads: true });
    const tab = await withDownloads.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(link!);
    await tab.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
    await tab.getByText('Pádraig Ó Briain').waitFor();
    await tab.getByText(c.email).waitFor();
    await tab.getByText('Data Analyst').waitFor();

    const [download] = await Promise.all([
      tab.waitForEvent('download'),
      tab.getByRole('button', { name: 'Download all my data' }).click(),
    ]);
    // One ZIP: the export as JSON and the CV file itself (GDPR Art. 15 and 20).
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const exported = JSON.parse(strFromU8(zip['my-data.json']!)) as {
      files: { path: string; size: number }[];
    };
    expect(JSON.stringify(exported)).toContain(c.email);
    expect(JSON.stringify(exported)).toContain('Pádraig Ó Briain');
    expect(JSON.stringify(exported)).not.toContain('downloadUrl');
    expect(exported.files).toHaveLength(1);
    const cv = zip[exported.files[0]!.path]!;
    expect(exported.files[0]!.path).toMatch(/^cv\/[^/]+\.pdf$/);
    expect(cv.byteLength).toBe(c.record.cv!.size);
    expect(strFromU8(cv.slice(0, 5))).toBe('%PDF-');

    await tab.getByRole('button', { name: 'Erase everything' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Erase everything?' });
    await dialog.getByRole('button', { name: 'Yes, erase everything' }).click();
    await tab.getByRole('heading', { name: 'Your data was erased' }).waitFor();

    const confirmation = await waitForMail(c.email, { subject: /erased/ });
    expect(confirmation.subject).toBe('Your data was erased from Cork Digital Solutions');

    // The link is dead, and a recruiter finds nothing under the candidate's id.
    await tab.goto(link!);
    await tab
      .getByText(
        'This link is not valid any more. Links in our mails work for 90 days and stop working once your data is erased.',
      )
      .waitFor();
    const admin = await seededAdminToken();
    expect((await api('GET', `/resume/${c.id}`, { token: admin })).status).toBe(404);
    expect(errors).toEqual([]);
    await withDownloads.close();
  });
});

describe('the manage link stays out of every URL a server sees', () => {
  it('reads the token from the fragment, drops it from the address, sends no Referer, and survives a reload', async () => {
    const c = await candidateWithAttachedCv({ name: 'Caoimhe Ní Mhurchú', role: 'Data Analyst' });
    const mail = await waitForMail(c.email, { subject: /We received your CV/ });
    const link = /(http\S+\/my-data#token=([A-Za-z0-9_-]+))/.exec(mail.body.text ?? '');
    expect(link).toBeTruthy();
    const token = link![2]!;

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const seen: { url: string; referer?: string }[] = [];
    page.on('request', (r) => seen.push({ url: r.url(), referer: r.headers().referer }));
    await page.goto(link![1]!);
    await page.getByText('Caoimhe Ní Mhurchú').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/my-data`);
    // No request line and no Referer holds the token; no Referer names the page at all (a script's
    // own imports name that script).
    expect(seen.filter((r) => r.url.includes(token) || r.referer?.includes(token))).toEqual([]);
    expect(seen.filter((r) => r.referer?.includes('/my-data'))).toEqual([]);
    // Nor does the page keep it where a script could read it.
    expect(
      await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
      ),
    ).not.toContain(token);

    // A reload: the page's HttpOnly cookie still opens it.
    await page.reload();
    await page.getByText('Caoimhe Ní Mhurchú').waitFor();
    await page.getByRole('button', { name: 'Download all my data' }).waitFor();

    // A link mailed before, with the token in the query: read once, then gone from the address.
    const fresh = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const old = await fresh.newPage();
    const oldSeen: { url: string; referer?: string }[] = [];
    old.on('request', (r) => oldSeen.push({ url: r.url(), referer: r.headers().referer }));
    await old.goto(`${baseUrl()}/my-data?token=${token}`);
    await old.getByText('Caoimhe Ní Mhurchú').waitFor();
    expect(old.url()).toBe(`${baseUrl()}/my-data`);
    expect(oldSeen.filter((r) => r.referer?.includes('/my-data'))).toEqual([]);

    // No link, no cookie: the page asks for the link.
    const none = await (await browser.newContext()).newPage();
    await none.goto(`${baseUrl()}/my-data`);
    await none.getByText('Open this page with the link from our e-mail.').waitFor();
    await Promise.all([context.close(), fresh.close(), none.context().close()]);
  });
});

describe("the 7-day reminder's links", () => {
  it('keep: lands on the keep button, which keeps the CV 90 more days; erase now: opens the confirmation', async () => {
    const c = await candidateWithAttachedCv({ name: 'Niamh Ní Bhriain', role: 'Cloud Engineer' });
    await waitForMail(c.email, { subject: /We received your CV/ });
    await setResumeExpiry(c.id, new Date(Date.now() + 3 * 86_400_000).toISOString());
    await mailExpiryReminders();
    const reminder = await waitForMail(c.email, { subject: /^Your CV will be erased on / });
    const keepLink = /(http\S+\/my-data#token=\S+&intent=keep)/.exec(reminder.body.text ?? '')?.[1];
    const eraseLink = /(http\S+\/my-data#token=\S+&intent=erase)/.exec(reminder.body.text ?? '')?.[1];
    expect(keepLink && eraseLink).toBeTruthy();

    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto(keepLink!);
    const keep = page.getByRole('button', { name: 'Keep my CV for another 90 days' });
    await keep.waitFor();
    await expect.poll(() => keep.evaluate((el) => el === document.activeElement)).toBe(true);
    // The token and the intent leave the address bar.
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('');
    await keep.click();
    await page.getByText(/^Thank you\. We keep your CV until \d{1,2} \w+ \d{4}\.$/).waitFor();
    expect(await keep.count()).toBe(0);

    await page.goto(eraseLink!);
    await page.getByRole('dialog', { name: 'Erase everything?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('withdrawing an application', () => {
  it('asks first, then takes the application off the list and says so', async () => {
    const admin = await seededAdminToken();
    const department = await createDepartment(admin);
    const posting = await createPosting(admin, department._id, { job_title: uniqueName('Withdrawn Role') });
    const c = await applicantTo([posting], 'Tadhg Ó Súilleabháin');
    const mail = await waitForMail(c.email, { subject: /CV/ });
    const link = /(http\S+\/my-data#token=[A-Za-z0-9_-]+)/.exec(mail.body.text ?? '')?.[1];

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(link!);
    const withdraw = page.getByRole('button', { name: `Withdraw: ${posting.job_title}` });
    await withdraw.click();
    const dialog = page.getByRole('dialog', { name: `Withdraw your application for ${posting.job_title}?` });
    await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
    await page.getByText(`Your application for ${posting.job_title} was withdrawn.`).waitFor();
    expect(await withdraw.count()).toBe(0);
    const admin2 = await api<{ resume: { applications: unknown[] } }>('GET', `/resume/${c.id}`, {
      token: admin,
    });
    expect(admin2.body.data!.resume.applications).toEqual([]);
    await context.close();
  });
});
