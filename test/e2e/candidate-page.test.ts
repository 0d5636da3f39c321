/**
 * The candidate page in Chromium (docs/requirements.md#candidate-page, #audit-log): View Details in
 * CV Management opens /admin/cv-management/{id}; the candidate's real PDF is drawn in the page by
 * pdf.js; Download saves the file; the e-mail is copied; a note is added, edited and deleted, and the
 * timeline and the Audit Log screen show what was done (found by the candidate's name, named in each entry). axe finds nothing on either page.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { candidateWithCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

/** sonner's toast region. */

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('candidate page in Chromium', () => {
  it('renders the PDF inline, downloads it, keeps notes and shows the timeline and the audit log', async () => {
    const name = `Niamh ${uniqueSurname()}`;
    const email = uniqueEmail('page');
    const { id } = await candidateWithCv({ name, email });
    const page = await adminPageIn(browser, { acceptDownloads: true });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    /** Resolves once no part of the page says it is loading (`aria-busy`). */
    const settled = () =>
      expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
    try {
      // View Details in the list opens the candidate's own address.
      await page.goto(`${baseUrl()}/admin/cv-management?search=${encodeURIComponent(email)}`);
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      await page.waitForURL(`${baseUrl()}/admin/cv-management/${id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();

      // The PDF is drawn by pdf.js: one page, with ink on it (the candidate's name and e-mail).
      const canvas = page.getByRole('group', { name: 'CV page 1 of 1' }).locator('canvas');
      await canvas.waitFor({ timeout: 15_000 });
      await page.locator('[data-testid="cv-pdf"][data-pages="1"]').waitFor();
      const ink = await canvas.evaluate((c: HTMLCanvasElement) => {
        const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
        return dark;
      });
      expect(ink).toBeGreaterThan(200);

      // Download saves the file itself under its name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(
        readFileSync((await download.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // Contact details copy to the clipboard.
      await page.getByRole('button', { name: 'Copy Email' }).click();
      await page.getByText('Email copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

      // Notes: empty is refused in the form; add, edit, delete one's own.
      await page.getByRole('button', { name: 'Add Note' }).click();
      await page.getByText('Note text is required').waitFor();
      const text = `Strong Kubernetes background ${uniqueSurname()}`;
      await page.getByLabel('Add a note').fill(text);
      await page.getByRole('button', { name: 'Add Note' }).click();
      await page.getByText('Note added').waitFor();
      const thread = page.getByRole('list', { name: 'Recruiter notes' });
      await thread.getByText(text).waitFor();
      await page.getByRole('button', { name: /^Edit note of / }).click();
      await page.getByLabel('Edit the note').fill(`${text} (phone screen booked)`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Note updated').waitFor();
      await thread.getByText(`${text} (phone screen booked)`).waitFor();
      expect(await thread.getByText('edited').count()).toBe(1);

      // The timeline names what was done, newest first.
      const timeline = page.getByRole('list', { name: 'Activity timeline' });
      await timeline.getByText('Edited a note').waitFor();
      await timeline.getByText('Added a note').waitFor();
      await timeline.getByText('Downloaded a CV').first().waitFor();

      // axe reads a toast fading in at part of its contrast, and on the shared stack the notification
      // of another test's CV can arrive at any moment: the scan leaves the toasts out.
      await settled();
      const onPage = await accessibilityViolations(page, { exclude: [TOASTER] });
      expect(describeViolations('candidate page', onPage)).toEqual([]);

      await page.getByRole('button', { name: /^Delete note of / }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Note deleted').waitFor();
      await page.getByText('No notes yet.').waitFor();

      // The audit screen, filtered to this candidate by name through its address, lists the note's
      // life, each entry's target by the candidate's name (a link to their page), not the id.
      await page.getByRole('link', { name: 'Audit Log' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
      await page.getByLabel('Target (name, e-mail or id)').fill(name);
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.waitForURL((url) => url.searchParams.get('target') === name);
      const table = page.getByRole('table');
      for (const label of ['Added a note', 'Edited a note', 'Deleted a note', 'Downloaded a CV'])
        await table.getByRole('cell', { name: label, exact: true }).first().waitFor();
      await settled();
      const targets = table.getByRole('link', { name, exact: true });
      expect(await targets.count()).toBeGreaterThanOrEqual(4);
      expect(await targets.first().getAttribute('href')).toBe(`/admin/cv-management/${id}`);
      expect(await table.getByText(id).count()).toBe(0);
      // The cells above can be the previous filter's rows, kept at 60% opacity while the filtered
      // page loads: axe would read their contrast at that opacity.
      await settled();
      const onAudit = await accessibilityViolations(page, { exclude: [TOASTER] });
      expect(describeViolations('audit log', onAudit)).toEqual([]);

      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
