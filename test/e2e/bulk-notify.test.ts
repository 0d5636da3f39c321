/**
 * A bulk status change offers the candidates' mail (docs/requirements.md#status-mails) in Chromium:
 * Change status to Hired shows "Notify the candidate" (unticked), previews the mail for the first
 * selected candidate, and Apply mails each of them (greeting each by first name); the toast says how
 * many were notified. axe WCAG 2.2 AA on the dialog.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { candidateWithCv, storedResume } from '../support/cvs.js';
import { waitForMail } from '../support/mail.js';
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

describe('bulk status change with the candidates’ mail', () => {
  it('notifies each selected candidate of Hired', async () => {
    const surname = uniqueSurname('Bn');
    const people = await Promise.all(
      ['Siobhán', 'Pádraig'].map((first) =>
        candidateWithCv({ name: `${first} ${surname}`, role: 'Data Analyst' }),
      ),
    );
    const page = await adminPageIn(browser);
    try {
      await page.goto(`${baseUrl()}/admin/cv-management?search=${encodeURIComponent(surname)}`);
      const table = page.getByRole('table', { name: 'Uploaded resumes' });
      await table.getByRole('row').nth(2).waitFor();
      await page.getByRole('checkbox', { name: 'Select every resume on this page' }).check();
      const bar = page.getByRole('region', { name: 'Selected resumes' });
      await bar.getByText('2 selected').waitFor();
      await bar.getByRole('button', { name: 'Change status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the status of 2 resumes' });
      // No mail for a status without one.
      expect(await dialog.getByLabel('Notify the candidate').count()).toBe(0);
      await dialog.getByLabel('New status').selectOption('hired');
      const notify = dialog.getByLabel('Notify the candidate');
      expect(await notify.isChecked()).toBe(false);
      await notify.check();
      await dialog.getByText(/^Hello (Siobhán|Pádraig),/).waitFor();
      expect(
        describeViolations('bulk status', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('2 of 2 resumes changed').waitFor();
      await page.getByText('2 candidates were notified by mail.').waitFor();
      for (const [i, p] of people.entries()) {
        expect((await storedResume(p.id))?.status).toBe('hired');
        const mail = await waitForMail(p.email, { subject: /^An offer for Data Analyst/ });
        expect(mail.body.text).toContain(`Hello ${['Siobhán', 'Pádraig'][i]},`);
      }
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
