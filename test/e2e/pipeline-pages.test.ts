/**
 * The pipeline board of a posting with more applications than one page (docs/requirements.md#pipeline)
 * in Chromium: it shows the newest page and `Showing {n} of {total} applications` with Load more;
 * Load more brings the rest (the line and the button go), and a card of the second page moves with
 * the keyboard like any other, changing its stage on the server. The posting card counts them all.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedApplications } from '../../bench/applications.js';
import { seedCandidates } from '../../bench/seed.js';
import {
  PIPELINE_PAGE_SIZE,
  type PipelineApplicant,
  type PipelineResponse,
} from '../../functions/contract/schemas/applications.js';
import { RESUME_STATUS_LABELS, RESUME_STATUSES } from '../../functions/contract/schemas/common.js';
import { hasStatusMail } from '../../functions/contract/status-mails.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser, moveCardOnce, pickUpCard } from '../support/browser.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

const SEEDED = PIPELINE_PAGE_SIZE + 5;
let browser: Browser;
let token: string;
let jobId: string;
let jobTitle: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  const posting = await createPosting(token, (await createDepartment(token))._id);
  [jobId, jobTitle] = [posting._id, posting.job_title];
  const records = await seedCandidates(0, SEEDED, randomUUID().slice(0, 8));
  await seedApplications(records, [{ id: jobId, job_title: jobTitle }]);
}, 150_000);
afterAll(async () => {
  await browser?.close();
});

const pageOf = async (cursor?: string) =>
  (
    await api<PipelineResponse>(
      'GET',
      `/job-posting/${jobId}/applicants${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token },
    )
  ).body.data!;
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('pipeline board, by pages', () => {
  it('loads more and moves a card of the second page with the keyboard', { timeout: 90_000 }, async () => {
    const first = await pageOf();
    const second = await pageOf(first.nextCursor!);
    const all = [...first.applicants, ...second.applicants];
    // A card of the second page whose name is the only one on the board, one column from a stage without a mail.
    const step = (a: PipelineApplicant) =>
      [1, -1].find((d) => {
        const to = RESUME_STATUSES[RESUME_STATUSES.indexOf(a.status) + d];
        return to !== undefined && !hasStatusMail(to);
      });
    const card = second.applicants.find(
      (a) => all.filter((b) => b.name === a.name).length === 1 && step(a) !== undefined,
    )!;
    expect(card).toBeDefined();
    const d = step(card)!;
    const to = RESUME_STATUSES[RESUME_STATUSES.indexOf(card.status) + d]!;

    const page = await adminPageIn(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${baseUrl()}/admin/job-postings?q=${encodeURIComponent(jobTitle)}`);
      await page.getByText(`${SEEDED} applicants`).waitFor();
      await page.getByText(`Newest ${PIPELINE_PAGE_SIZE}:`).waitFor();

      await page.goto(`${baseUrl()}/admin/job-postings/${jobId}/pipeline`);
      await page.getByText(`Showing ${PIPELINE_PAGE_SIZE} of ${SEEDED} applications`).waitFor();
      await screenshot(page, 'pipeline-pages');
      const name = new RegExp(`^${escaped(card.name)}`);
      expect(await page.getByRole('button', { name }).count()).toBe(0);
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByRole('button', { name }).waitFor();
      await page.getByText(/^Showing \d+ of/).waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

      const live = await pickUpCard(page, name, RESUME_STATUS_LABELS[card.status]);
      await moveCardOnce(
        page,
        live,
        d > 0 ? 'ArrowRight' : 'ArrowLeft',
        `${card.name} is over ${RESUME_STATUS_LABELS[to]}.`,
      );
      await page.keyboard.press('Space');
      await page.getByText(`${card.name} moved to ${RESUME_STATUS_LABELS[to]}`).waitFor();
      const after = [...(await pageOf()).applicants, ...(await pageOf(first.nextCursor!)).applicants];
      expect(after.find((a) => a.resumeId === card.resumeId)?.status).toBe(to);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('at 390 px says how many are shown, Load more is reachable and the board passes axe', {
    timeout: 60_000,
  }, async () => {
    const page = await adminPageIn(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl()}/admin/job-postings/${jobId}/pipeline`);
      await page.getByText(/^Showing \d+ of \d+ applications$/).waitFor();
      const more = page.getByRole('button', { name: 'Load more' });
      const box = (await more.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(
        describeViolations('board', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await screenshot(page, 'pipeline-pages');
      await more.focus();
      await page.keyboard.press('Enter');
      await page.getByText(/^Showing \d+ of/).waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});
