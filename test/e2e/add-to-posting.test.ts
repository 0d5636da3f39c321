/**
 * "Add to posting" (docs/requirements.md#pipeline, issue 35 item 1) in Chromium: from the candidate
 * page (1280 px), from a CV list row and from the bulk bar (390 px), a Radix dialog lists the active
 * postings; Add puts the careers-form CVs into the chosen posting, a toast says so, and the CVs are
 * cards on that posting's board.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineResponse } from '../../functions/contract/schemas/applications.js';
import { api, baseUrl, seededAdminToken, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser, searchCvList } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { candidateWithCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

let browser: Browser;
let token: string;
let posting: { _id: string; job_title: string };
let surname: string;
let people: { id: string; email: string }[];

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  posting = await postingOfItsOwn(token);
  surname = uniqueSurname('Ap');
  // One at a time: three CVs read at once on a loaded host can outlast the helper's wait.
  people = [];
  for (const first of ['Órla', 'Séamus', 'Gráinne'])
    people.push(await candidateWithCv({ name: `${surname} ${first}` }));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

async function applicantsOf(jobId: string) {
  const res = await api<PipelineResponse>('GET', `/job-posting/${jobId}/applicants`, { token });
  return res.body.data?.applicants ?? [];
}

/** Chooses the test's posting in the open dialog (searched by its title) and presses Add. */
async function choosePosting(page: Page, scan = false): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add to posting' });
  await dialog.getByLabel('Search postings').fill(posting.job_title);
  await dialog.getByRole('radio', { name: new RegExp(posting.job_title) }).check();
  if (scan) {
    expect(
      describeViolations('add to posting', await accessibilityViolations(page, { exclude: [TOASTER] })),
    ).toEqual([]);
    await screenshot(page, 'add-to-posting');
  }
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('Add to posting', () => {
  it('adds a candidate from their page; the card is on the board (1280 px)', async () => {
    const page = await adminPageIn(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    try {
      await page.goto(`${baseUrl()}/admin/cv-management/${people[0]!.id}`);
      await page.getByRole('heading', { level: 1, name: `${surname} Órla` }).waitFor();
      await page.getByRole('button', { name: 'Add to posting' }).click();
      // Nothing chosen: the dialog says so and sends nothing.
      await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('dialog').getByText('Choose a posting.').waitFor();
      await choosePosting(page, true);
      await page.getByText(`Added to ${posting.job_title}`).waitFor();
      const added = await applicantsOf(posting._id);
      expect(added.map((a) => [a.resumeId, a.via, a.source, a.status])).toEqual([
        [people[0]!.id, 'added', 'careers', 'new'],
      ]);
      await page.getByRole('button', { name: 'Open pipeline' }).click();
      await page.waitForURL(/\/pipeline$/);
      await page.getByRole('button', { name: new RegExp(`${surname} Órla`) }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('adds one from a CV list row and two with the bulk action (390 px)', async () => {
    const page = await adminPageIn(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl()}/admin/cv-management`);
      await searchCvList(page, surname);
      await page.getByRole('button', { name: `Actions for ${surname} Séamus` }).click();
      await page.getByRole('menuitem', { name: 'Add to posting' }).click();
      await choosePosting(page);
      await page.getByText(`Added to ${posting.job_title}`).waitFor();

      // Bulk: Órla is in it already, Gráinne is new.
      await page.getByRole('checkbox', { name: `Select ${surname} Órla` }).check();
      await page.getByRole('checkbox', { name: `Select ${surname} Gráinne` }).check();
      await page.getByRole('button', { name: 'Add 2 to posting' }).click();
      await choosePosting(page, true);
      await page.getByText(`Added to ${posting.job_title}`).last().waitFor();
      await page.getByText('1 was already in it').waitFor();
      const ids = (await applicantsOf(posting._id)).map((a) => a.resumeId).sort();
      expect(ids).toEqual(people.map((p) => p.id).sort());

      await page.goto(`${baseUrl()}/admin/job-postings/${posting._id}/pipeline`);
      await page.getByRole('region', { name: 'New (3)', exact: true }).waitFor();
      await screenshot(page, 'add-to-posting-board');
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
