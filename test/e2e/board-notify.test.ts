/**
 * A move on the pipeline board offers the candidate's mail (docs/requirements.md#status-mails) in
 * Chromium at 1280 and 390 px: a card moved by keyboard onto Interview Scheduled asks first, with
 * "Notify the candidate" unticked; ticked, it previews the mail greeting by first name; Move sends
 * it, and the candidate receives it. Cancel leaves the card where it was. axe WCAG 2.2 AA on the
 * dialog.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, seededAdminToken, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser, moveCardOnce, pickUpCard } from '../support/browser.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';
import { mailsTo, waitForMail } from '../support/mail.js';
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

const STEPS = ['Reviewed', 'Under Review', 'Shortlisted', 'Interview Scheduled'];

describe('pipeline board move with the candidate mail', () => {
  it.each([1280, 390])(
    'asks, previews and mails on Interview Scheduled at %i px',
    async (width) => {
      const token = await seededAdminToken();
      const posting = await createPosting(token, (await createDepartment(token))._id);
      const name = `Caoimhe ${uniqueSurname()}`;
      const c = await candidateWithAttachedCv({ name });
      const added = await api('POST', `/job-posting/${posting._id}/applicants`, {
        token,
        body: { resumeIds: [c.id] },
      });
      expect(added.status).toBe(200);
      const page = await adminPageIn(browser);
      await page.setViewportSize({ width, height: 900 });
      const walk = async () => {
        const live = await pickUpCard(page, new RegExp(name), 'New');
        for (const status of STEPS)
          await moveCardOnce(page, live, 'ArrowRight', `${name} is over ${status}.`);
        await page.keyboard.press('Space');
        return page.getByRole('dialog', { name: `Move ${name} to Interview Scheduled?` });
      };
      try {
        await page.goto(`${baseUrl()}/admin/job-postings/${posting._id}/pipeline`);
        await page.getByRole('region', { name: /^New \(\d+\)$/ }).waitFor();

        // Cancel: nothing moves, nothing is sent.
        let dialog = await walk();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByRole('region', { name: 'New (1)', exact: true }).waitFor();
        expect((await storedResume(c.id))?.status).toBe('new');

        dialog = await walk();
        const notify = dialog.getByLabel('Notify the candidate');
        expect(await notify.isChecked()).toBe(false);
        await notify.check();
        await dialog.getByText('Hello Caoimhe,').waitFor();
        await dialog.getByText(/When: to be agreed/).waitFor();
        expect(
          describeViolations('move dialog', await accessibilityViolations(page, { exclude: [TOASTER] })),
        ).toEqual([]);
        await dialog.getByRole('button', { name: 'Move' }).click();
        await page.getByText('The candidate was notified by mail.').waitFor();
        await page.getByRole('region', { name: 'Interview Scheduled (1)', exact: true }).waitFor();

        const mail = await waitForMail(c.email, { subject: /^Interview for / });
        expect(mail.subject).toContain(posting.job_title);
        expect(mail.body.text).toContain('Hello Caoimhe,');
        expect((await mailsTo(c.email)).filter((m) => /^Interview for /.test(m.subject))).toHaveLength(1);
      } finally {
        await page.context().close();
      }
    },
    120_000,
  );
});
