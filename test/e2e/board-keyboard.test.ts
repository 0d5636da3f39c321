/**
 * The pipeline board by keyboard and as links (docs/requirements.md#pipeline) in Chromium: Enter on
 * a card, or a click, opens the candidate page; one arrow press moves a picked-up card one column,
 * and the live region names that column once.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.js';
import { postingWithApplicants } from '../support/applications.js';
import { adminPageIn, launchBrowser, pickUpCard } from '../support/browser.js';
import { storedResume } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
let jobId: string;
let niamh: { id: string };
let ciaran: { id: string };

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  const { posting, applicants } = await postingWithApplicants(['Niamh Ó Dónaill', 'Ciarán Mac Giolla']);
  jobId = posting._id;
  [niamh, ciaran] = [applicants[0]!, applicants[1]!];
}, 150_000);
afterAll(async () => {
  await browser?.close();
});

const column = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

async function board(width: number): Promise<Page> {
  const page = await adminPageIn(browser);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl()}/admin/job-postings/${jobId}/pipeline`);
  await page.getByRole('region', { name: /^New \(\d+\)$/ }).waitFor();
  return page;
}

describe('pipeline board by keyboard', () => {
  it('opens the candidate page with Enter on a card', async () => {
    const page = await board(1280);
    try {
      // Toasts of other files' CVs come and go (mid-fade they fail contrast); the board is what is checked.
      expect(
        describeViolations('pipeline', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await page.getByRole('button', { name: /Niamh Ó Dónaill/ }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl()}/admin/cv-management/${niamh.id}`, { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: 'Niamh Ó Dónaill' }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('opens the candidate page with a click on a card at 390 px', async () => {
    const page = await board(390);
    try {
      await page.getByRole('button', { name: /Niamh Ó Dónaill/ }).click();
      await page.waitForURL(`${baseUrl()}/admin/cv-management/${niamh.id}`, { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: 'Niamh Ó Dónaill' }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 60_000);

  it('moves a card one column per arrow press and names the column once', async () => {
    const page = await board(1440);
    try {
      const live = await pickUpCard(page, /Ciarán Mac Giolla/, 'New');
      // Every text the live region takes from here on.
      await live.evaluate((node) => {
        const said: string[] = [];
        (window as unknown as { said: string[] }).said = said;
        new MutationObserver(() => said.push(node.textContent ?? '')).observe(node, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(500);
      const said = await page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));
      expect(said).toEqual(['Ciarán Mac Giolla is over Reviewed.']);
      await page.keyboard.press('Space');
      await page.getByText('Ciarán Mac Giolla moved to Reviewed').waitFor();
      await column(page, 'Reviewed (1)').waitFor();
      expect((await storedResume(ciaran.id))?.status).toBe('reviewed');
    } finally {
      await page.context().close();
    }
  }, 60_000);

  // The first press after the pick-up waits for the sensor's key listener (pickUpCard): on a loaded
  // host it was lost before it, the card staying over New.
  it('walks a card down the stacked columns of a phone, one status per press', {
    timeout: 60_000,
  }, async () => {
    const page = await board(390);
    try {
      const live = await pickUpCard(page, /Niamh Ó Dónaill/, 'New');
      for (const status of ['Reviewed', 'Under Review', 'Shortlisted']) {
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(() => live.textContent(), { timeout: 10_000 })
          .toBe(`Niamh Ó Dónaill is over ${status}.`);
      }
      await page.keyboard.press('Space');
      await page.getByText('Niamh Ó Dónaill moved to Shortlisted').waitFor();
      expect((await storedResume(niamh.id))?.status).toBe('shortlisted');
    } finally {
      await page.context().close();
    }
  });
});
