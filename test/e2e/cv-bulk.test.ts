/**
 * CV Management for a recruiter's day (docs/requirements.md#cv-management): at 1280 px the table shows
 * every column without horizontal scrolling, rows are at most 56 px and the header stays in view;
 * rows are selected (the page at once) and changed together through `POST /resume/batch` (status,
 * then erasure after a confirmation that states the count); at 390 px each record is a card.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { candidateWithCv, storedResume } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { screenshot } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function listPage(width: number, search: string): Promise<Page> {
  const page = await adminPageIn(browser);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl()}/admin/cv-management?search=${encodeURIComponent(search)}`);
  return page;
}

describe('CV Management: dense table and bulk actions', () => {
  it('fits 1280 px with rows of at most 56 px and a sticky header; a page of rows changes status, then is erased', async () => {
    const surname = uniqueSurname('Bq');
    const people = await Promise.all(
      ['Siobhán', 'Pádraig', 'Aoife'].map((first) =>
        candidateWithCv({ name: `${surname} ${first}`, role: 'Senior Platform Engineer (AWS, Kubernetes)' }),
      ),
    );
    const page = await listPage(1280, surname);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      const table = page.getByRole('table', { name: 'Uploaded resumes' });
      await table.getByRole('row').nth(3).waitFor();
      // Every column visible, nothing to scroll to.
      const widths = await page.evaluate(() => {
        const t = document.querySelector('table');
        const box = t?.parentElement;
        return {
          table: t?.scrollWidth ?? 0,
          box: box?.clientWidth ?? 0,
          page: document.documentElement.scrollWidth,
          view: document.documentElement.clientWidth,
        };
      });
      expect(widths.table).toBeLessThanOrEqual(widths.box);
      expect(widths.page).toBeLessThanOrEqual(widths.view);
      for (const row of await table.locator('tbody tr').all()) {
        expect((await row.boundingBox())?.height ?? 99).toBeLessThanOrEqual(56);
      }
      expect(
        await table
          .locator('thead th')
          .first()
          .evaluate((th) => getComputedStyle(th).position),
      ).toBe('sticky');
      await screenshot(page, 'cv-management');

      // Select the page, change the status of all three.
      await page.getByRole('checkbox', { name: 'Select every resume on this page' }).check();
      const bar = page.getByRole('region', { name: 'Selected resumes' });
      await bar.getByText('3 selected').waitFor();
      await bar.getByRole('button', { name: 'Change status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the status of 3 resumes' });
      await dialog.getByLabel('New status').selectOption('shortlisted');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('3 of 3 resumes changed').waitFor();
      for (const p of people) expect((await storedResume(p.id))?.status).toBe('shortlisted');
      await bar.waitFor({ state: 'detached' });

      // Select two rows one by one and erase them after the counted confirmation.
      await page.getByRole('checkbox', { name: `Select ${surname} Siobhán` }).check();
      await page.getByRole('checkbox', { name: `Select ${surname} Pádraig` }).check();
      await bar.getByText('2 selected').waitFor();
      await bar.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await confirm.getByText('Delete 2 selected resumes?', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('2 of 2 resumes changed').waitFor();
      expect(await storedResume(people[0]!.id)).toBeUndefined();
      expect(await storedResume(people[1]!.id)).toBeUndefined();
      expect((await storedResume(people[2]!.id))?.status).toBe('shortlisted');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('shows each record as a card at 390 px, with its selection box and actions', async () => {
    const surname = uniqueSurname('Bq');
    await candidateWithCv({ name: `${surname} Ní Bhriain` });
    const page = await listPage(390, surname);
    try {
      const cards = page.getByRole('list', { name: 'Uploaded resumes' });
      await cards.getByText(`${surname} Ní Bhriain`).waitFor();
      expect(await page.getByRole('table', { name: 'Uploaded resumes' }).isVisible()).toBe(false);
      await cards.getByRole('checkbox', { name: `Select ${surname} Ní Bhriain` }).check();
      await page.getByRole('region', { name: 'Selected resumes' }).getByText('1 selected').waitFor();
      const scroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(scroll).toBeLessThanOrEqual(0);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
