/**
 * Every editable mail under Mail Templates in Chromium (docs/requirements.md#status-mails,
 * #interviews, #my-interviews, #offers): besides the status mails, the interview mails (invites,
 * times offered and the three reminders) and the offer mails (the offer, its withdrawal) are listed
 * with their placeholders and a live preview. An admin edits the overdue-feedback reminder at
 * 390 px (the preview fills {{candidate}}), saves it (the API answers the saved text), and resets
 * it; an unknown placeholder is refused in the form with the server's text. axe-clean at 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MAIL_DEFAULTS, type InviteMailTemplate } from '../../functions/contract/interview-mails.js';
import { api, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await seededAdminToken();
});
afterAll(async () => {
  await api('PUT', '/admin/interview-mail-templates/feedback-due', {
    token,
    body: INVITE_MAIL_DEFAULTS['feedback-due'],
  });
  await browser?.close();
});

const feedbackDue = async () =>
  (
    await api<{ templates: InviteMailTemplate[] }>('GET', '/admin/interview-mail-templates', { token })
  ).body.data!.templates.find((t) => t.kind === 'feedback-due')!;

describe('Mail Templates lists every editable mail', () => {
  it('interview and offer mails at 1280 px, axe clean', async () => {
    const page = await adminPageIn(browser);
    try {
      await page.getByRole('link', { name: 'Mail Templates' }).click();
      for (const heading of ['Status mails', 'Interview mails', 'Offer mails'])
        await page.getByRole('heading', { level: 2, name: heading, exact: true }).waitFor();
      for (const form of [
        'Interview Scheduled',
        'Interview invitation',
        'Times to choose from',
        'Reminder to the candidate (24 h before)',
        'Reminder to each interviewer (24 h before)',
        'Feedback overdue (to an interviewer)',
        'Offer',
        'Offer withdrawn',
      ])
        await page.getByRole('form', { name: form, exact: true }).waitFor();
      const withdrawn = page.getByRole('form', { name: 'Offer withdrawn', exact: true });
      await withdrawn
        .getByText('Your offer for Data Analyst at Cork Digital Solutions is withdrawn')
        .waitFor();
      expect(
        describeViolations('mail templates', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await screenshot(page, 'mail-templates-all-1280');
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('edits, saves and resets the overdue-feedback reminder at 390 px', async () => {
    const page = await adminPageIn(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(page.url().replace(/\/admin.*$/, '/admin/mail-templates'));
      const form = page.getByRole('form', { name: 'Feedback overdue (to an interviewer)', exact: true });
      await form.getByLabel('Subject').fill('Scorecard for {{candidate}} {{stage2}}');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.getByRole('alert').filter({ hasText: 'Unknown placeholder: {{stage2}}' }).waitFor();
      expect((await feedbackDue()).isDefault).toBe(true);

      await form.getByLabel('Subject').fill('Scorecard for {{candidate}}, please');
      await form.getByText('Scorecard for Siobhán Ní Bhriain, please').waitFor();
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Mail template saved').first().waitFor();
      expect(await feedbackDue()).toMatchObject({
        subject: 'Scorecard for {{candidate}}, please',
        isDefault: false,
      });
      await screenshot(page, 'mail-templates-reminder-390');

      await form.getByRole('button', { name: 'Reset to default' }).click();
      await page.getByText('Mail template reset to the default').first().waitFor();
      expect(await feedbackDue()).toMatchObject({ ...INVITE_MAIL_DEFAULTS['feedback-due'], isDefault: true });
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
