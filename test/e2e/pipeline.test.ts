/**
 * The pipeline board of a job posting (docs/requirements.md#pipeline) in Chromium: one column per
 * status with its count; a card dragged with the mouse, and one moved with the keyboard (Space,
 * arrow keys, Space), changes the candidate's status on the server; a read-only role sees the
 * board without moving anything.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.js';
import { postingWithApplicants } from '../support/applications.js';
import { adminPageIn, launchBrowser, moveCardOnce, pickUpCard } from '../support/browser.js';
import { storedResume } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { PASSWORD, sessionFor } from '../support/users.js';
import { screenshot } from './public-helpers.js';

let browser: Browser;
let jobId: string;
let jobTitle: string;
let aoife: { id: string };
let padraig: { id: string };

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  const { posting, applicants } = await postingWithApplicants(['Aoife Ní Mhurchú', 'Pádraig Ó Briain']);
  jobId = posting._id;
  jobTitle = posting.job_title;
  [aoife, padraig] = [applicants[0]!, applicants[1]!];
}, 150_000);
afterAll(async () => {
  await browser?.close();
});

const column = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

describe('pipeline board', () => {
  it('moves a card by mouse and another by keyboard, each changing the status on the server', {
    timeout: 60_000,
  }, async () => {
    const page = await adminPageIn(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      // The posting list: applicants by status, all new before the first visit to the board.
      await page.goto(`${baseUrl()}/admin/job-postings?q=${encodeURIComponent(jobTitle)}`);
      await page.getByText('2 applicants').waitFor();
      await page.getByText('2 new since your last visit').waitFor();
      await page.getByRole('link', { name: `Pipeline ${jobTitle}` }).click();
      await page.waitForURL(/\/pipeline$/);
      await column(page, 'New (2)').waitFor();
      await column(page, 'Shortlisted (0)').waitFor();

      // Mouse: Aoife to Shortlisted.
      const card = page.getByRole('button', { name: /Aoife Ní Mhurchú/ });
      const from = (await card.boundingBox())!;
      const to = (await column(page, 'Shortlisted (0)').boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 15 });
      await page.mouse.up();
      await page.getByText('Aoife Ní Mhurchú moved to Shortlisted').waitFor();
      await column(page, 'Shortlisted (1)').waitFor();
      await screenshot(page, 'pipeline');
      expect((await storedResume(aoife.id))?.status).toBe('shortlisted');

      // Keyboard: Pádraig two columns right (New → Reviewed → Under Review).
      // One column per arrow press; the live region says which column it is over. Each press waits
      // for the board to take the one before (a press while it measures is lost; presses faster
      // than it answers run past the column).
      const live = await pickUpCard(page, /Pádraig Ó Briain/, 'New');
      await moveCardOnce(page, live, 'ArrowRight', 'Pádraig Ó Briain is over Reviewed.');
      await moveCardOnce(page, live, 'ArrowRight', 'Pádraig Ó Briain is over Under Review.');
      await page.keyboard.press('Space');
      await page.getByText('Pádraig Ó Briain moved to Under Review').waitFor();
      await column(page, 'Under Review (1)').waitFor();
      await column(page, 'New (0)').waitFor();
      expect((await storedResume(padraig.id))?.status).toBe('under_review');

      // Back on the list: the counts follow the moves, and nothing is new since this visit.
      await page.goto(`${baseUrl()}/admin/job-postings?q=${encodeURIComponent(jobTitle)}`);
      const summary = page.getByRole('list', { name: `Applicants of ${jobTitle} by status` });
      await summary.getByText('Shortlisted 1').waitFor();
      await summary.getByText('Under Review 1').waitFor();
      expect(await page.getByText(/new since your last visit/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the viewer the board without draggable cards', async () => {
    const viewer = await sessionFor('admin', ['viewer']);
    const page = await adminPageIn(browser, { as: { email: viewer.email, password: PASSWORD } });
    try {
      await page.goto(`${baseUrl()}/admin/job-postings/${jobId}/pipeline`);
      await page.getByText('Your role can view the pipeline but not change statuses.').waitFor();
      await page.getByText('Aoife Ní Mhurchú', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: /Aoife Ní Mhurchú/ }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
