/**
 * Mailing a candidate from the product (docs/requirements.md#candidate-messages) in Chromium at
 * 1280 and 390 px: "Send email" on the candidate page opens a dialog (no web mail tab); empty fields
 * are refused in the form; "Start from" a company template fills subject and text for the candidate
 * (greeting by first name); Send mails it through the product, the mail is read in the local mail
 * viewer, and the activity timeline says who wrote it and that it was sent (not its subject). axe WCAG 2.2 AA on the open dialog.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { waitForMail } from '../support/mail.js';
import { stackEnv } from '../support/stack.js';
import { PASSWORD, signUpConfirmed } from '../support/users.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Send email on the candidate page', () => {
  it.each([
    [1280, 900],
    [390, 844],
  ])(
    'writes, sends and shows the mail at %i px',
    async (width, height) => {
      const c = await candidateWithAttachedCv({
        name: `Siobhán Ní ${uniqueSurname()}`,
        role: 'Data Analyst',
      });
      const page = await adminPageIn(browser);
      await page.setViewportSize({ width, height });
      const popups: string[] = [];
      page.context().on('page', (p) => popups.push(p.url()));
      try {
        await page.goto(`${baseUrl()}/admin/cv-management/${c.id}`);
        await page.getByRole('heading', { level: 1, name: c.record.name }).waitFor();
        await page.getByRole('button', { name: 'Send email' }).click();
        const dialog = page.getByRole('dialog', { name: `Email ${c.record.name}` });
        await dialog.waitFor();
        expect(popups).toEqual([]);

        // Empty is refused in the form, nothing sent.
        await dialog.getByRole('button', { name: 'Send' }).click();
        await dialog.getByText('Subject is required').waitFor();
        await dialog.getByText('Message is required').waitFor();

        // A company template fills both for this candidate.
        await dialog.getByLabel('Start from').selectOption({ label: 'Template: Interview Scheduled' });
        await expect
          .poll(() => dialog.getByLabel('Subject').inputValue())
          .toMatch(/^Interview for Data Analyst at /);
        expect(await dialog.getByLabel('Message').inputValue()).toContain('Hello Siobhán,');
        const violations = await accessibilityViolations(page, { exclude: [TOASTER] });
        expect(describeViolations(`compose at ${width} px`, violations)).toEqual([]);

        const subject = `A call on Thursday ${uniqueSurname()}`;
        await dialog.getByLabel('Subject').fill(subject);
        await dialog
          .getByLabel('Message')
          .fill('Hello Siobhán,\n\nCould you call us on Thursday at 10:00?\n\nAoife');
        await dialog.getByRole('button', { name: 'Send' }).click();
        await page.getByText(`Mail sent to ${c.record.name}.`).waitFor();
        await dialog.waitFor({ state: 'detached' });

        const mail = await waitForMail(c.email, { subject: new RegExp(`^${subject}$`) });
        expect(mail.body.text).toContain('Could you call us on Thursday at 10:00?');

        // The local mail viewer shows it.
        const viewer = await page.context().newPage();
        await viewer.goto(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/`);
        await viewer.getByText(subject).first().waitFor({ timeout: 15_000 });
        await viewer.close();

        // The activity says who wrote a mail and that it was sent, never its subject (audit entries
        // outlive an erasure with ids and changed values only).
        await page.reload();
        const timeline = page.getByRole('list', { name: 'Activity timeline' });
        await timeline.getByText('Wrote the candidate an e-mail').waitFor({ timeout: 15_000 });
        await timeline.getByText('Mail written', { exact: true }).waitFor({ timeout: 15_000 });
        expect(await timeline.getByText(subject).count()).toBe(0);
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );

  it('Role Management mails a candidate account from its Users tab the same way', async () => {
    const name = `Tadhg ${uniqueSurname()}`;
    const email = uniqueEmail('account');
    await signUpConfirmed(email, name, PASSWORD);
    const page = await adminPageIn(browser);
    const popups: string[] = [];
    page.context().on('page', (p) => popups.push(p.url()));
    try {
      await page.goto(`${baseUrl()}/admin/role-management`);
      await page.getByRole('tab', { name: /Users \(\d+\)/ }).click();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.getByRole('button', { name: 'Email' }).click();
      const dialog = page.getByRole('dialog', { name: `Email ${name}` });
      await dialog.waitFor();
      expect(popups).toEqual([]);
      const subject = `Your account ${uniqueSurname()}`;
      await dialog.getByLabel('Subject').fill(subject);
      await dialog.getByLabel('Message').fill('Hello Tadhg,\n\nYour CV is missing: could you send it?');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await page.getByText(`Mail sent to ${name}.`).waitFor();
      const mail = await waitForMail(email, { subject: new RegExp(`^${subject}$`) });
      expect(mail.body.text).toContain('Your CV is missing');
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
