/**
 * An offer from "Make offer" to the candidate's acceptance in Chromium (docs/requirements.md#offers,
 * issue 36 item 2): a recruiter drafts it on the candidate page (who cannot approve it), the super
 * admin approves and sends it, the candidate opens the mailed /my-data link, downloads the offer
 * letter (its text read back from the PDF) and accepts; the offer reads Accepted and the candidate
 * Hired. The candidate's page and /my-data pass axe-core (WCAG 2.2 AA).
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../functions/contract/dates.js';
import type { Offer } from '../../functions/contract/schemas/offers.js';
import { readCvText } from '../../functions/core/cv-text.js';
import { registerAdmin } from '../support/admins.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { storedResume } from '../support/cvs.js';
import { manageTokenIn, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const day = (fromToday: number) => isoDay(new Date(Date.now() + fromToday * 86_400_000));

describe('an offer, made to accepted', () => {
  it('Make offer, approve, send; the candidate downloads the letter and accepts through the mailed link', async () => {
    const admin = await seededAdminToken();
    const posting = await postingOfItsOwn(admin);
    const candidate = await applicantTo([posting], 'Niamh Ó Briain');
    const recruiter = await registerAdmin(admin, 'recruiter');
    const offers = async () =>
      (await api<{ offers: Offer[] }>('GET', `/resume/${candidate.id}/offers`, { token: admin })).body.data!
        .offers;

    // The recruiter drafts the offer; a bad start date is refused with the API's text first.
    const page = await adminPageIn(browser, { as: { email: recruiter.email, password: 'Str0ng!pass' } });
    try {
      await page.goto(`${baseUrl()}/admin/cv-management/${candidate.id}`);
      await page.getByRole('heading', { level: 1, name: 'Niamh Ó Briain' }).waitFor();
      await page.getByRole('button', { name: 'Make offer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Make offer' });
      expect(await dialog.getByLabel('Job posting').inputValue()).toBe(posting._id);
      await dialog.getByLabel('Job title').fill('Cloud Engineer');
      await dialog.getByLabel('Salary').fill('58000');
      await dialog.getByLabel('Start date').fill(day(-2));
      await dialog.getByLabel('Answer by (last day)').fill(day(10));
      await dialog.getByLabel('Hours per week (optional)').fill('37.5');
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await dialog.getByText('Start date cannot be in the past').waitFor();
      expect(await offers()).toEqual([]);
      await dialog.getByLabel('Start date').fill(day(45));
      expect(
        describeViolations('make offer', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await dialog.waitFor({ state: 'detached' });
      const list = page.getByRole('list', { name: 'Offers' });
      await list.getByText('Draft').waitFor();
      // A recruiter may not approve.
      expect(await list.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }

    // The super admin approves and sends it.
    const manager = await adminPageIn(browser);
    try {
      await manager.goto(`${baseUrl()}/admin/cv-management/${candidate.id}`);
      const list = manager.getByRole('list', { name: 'Offers' });
      await list.getByRole('button', { name: 'Approve' }).click();
      await list.getByRole('button', { name: 'Send to candidate' }).click();
      await list.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
      expect(
        describeViolations('offers', await accessibilityViolations(manager, { exclude: [TOASTER] })),
      ).toEqual([]);
    } finally {
      await manager.context().close();
    }
    expect((await offers())[0]).toMatchObject({
      status: 'sent',
      jobTitle: 'Cloud Engineer',
      hoursPerWeek: 37.5,
    });

    // The candidate follows the mailed link.
    const mail = await waitForMail(candidate.email, { subject: /Your offer for Cloud Engineer/ });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      acceptDownloads: true,
    });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    try {
      await tab.goto(`${baseUrl()}/my-data#token=${manageTokenIn(mail)}`);
      await tab.getByRole('heading', { name: 'Your offers' }).waitFor();
      await tab.getByText('€58,000.00 per year').waitFor();
      expect(describeViolations('my-data offer', await accessibilityViolations(tab))).toEqual([]);
      const [download] = await Promise.all([
        tab.waitForEvent('download'),
        tab.getByRole('link', { name: 'Download offer letter (PDF)' }).click(),
      ]);
      const pdf = new Uint8Array(await readFile((await download.path())!));
      const text = (await readCvText(pdf, 'pdf')).text.replace(/\s+/g, ' ');
      expect(text).toContain('Dear Niamh Ó Briain,');
      expect(text).toContain('position of Cloud Engineer');
      expect(text).toContain('€58,000.00 per year');
      expect(text).toContain('37.5');

      await tab.getByRole('button', { name: 'Accept offer' }).click();
      await tab.getByText('You accepted this offer.').waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    expect((await offers())[0]!.status).toBe('accepted');
    expect((await storedResume(candidate.id))?.status).toBe('hired');
  }, 180_000);
});
