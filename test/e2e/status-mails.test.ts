/**
 * Status mails in Chromium (docs/requirements.md#status-mails): an admin edits the Interview
 * Scheduled template under Mail Templates with a live preview, then changes a candidate's status
 * with "Notify the candidate" ticked, sees the mail as the candidate will read it, and the
 * candidate receives exactly that. The template is put back to its default afterwards.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MAIL_DEFAULTS } from '../../functions/contract/status-mails.js';
import { api, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser, searchCvList } from '../support/browser.js';
import { candidateWithCv } from '../support/cvs.js';
import { waitForMail } from '../support/mail.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await api('PUT', '/admin/mail-templates/interview_scheduled', {
    token: await seededAdminToken(),
    body: STATUS_MAIL_DEFAULTS.interview_scheduled,
  });
  await browser?.close();
});

describe('status mails', () => {
  it('edit the template with a preview, then notify a candidate of an interview', async () => {
    const c = await candidateWithCv({ name: 'Pádraig Ó Súilleabháin', role: 'Cloud Engineer' });
    const page = await adminPageIn(browser);

    await page.getByRole('link', { name: 'Mail Templates' }).click();
    const form = page.getByRole('form', { name: 'Interview Scheduled' });
    await form.getByLabel('Subject').fill('Let us meet, {{name}}');
    await form.getByText('Let us meet, Siobhán Ní Bhriain').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Mail template saved').waitFor();

    await page.getByRole('link', { name: 'CV Management' }).click();
    await searchCvList(page, c.email);
    // Other files reuse the name: exactly one row answers the search.
    const actions = page.getByRole('button', { name: `Actions for ${c.record.name}` });
    await expect.poll(() => actions.count(), { timeout: 15_000 }).toBe(1);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Update Status' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Interview Scheduled' }).click();
    const notify = dialog.getByLabel('Notify the candidate');
    expect(await notify.isChecked()).toBe(false);
    await notify.check();
    await dialog.getByText('Let us meet, Pádraig Ó Súilleabháin').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The candidate was notified by mail.').waitFor();

    const mail = await waitForMail(c.email, { subject: /^Let us meet/ });
    expect(mail.subject).toBe('Let us meet, Pádraig Ó Súilleabháin');
    expect(mail.body.text).toContain('Cloud Engineer');
    await page.context().close();
  });
});
