/**
 * Applications with their own stage (docs/requirements.md#pipeline, issue 35 item 1) in Chromium:
 * a candidate in two postings is moved on one posting's board; the other board, and the other
 * application on the server, keep their stage.
 */

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineResponse } from '../../functions/contract/schemas/applications.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { adminPageIn, launchBrowser, moveCardOnce, pickUpCard } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

let browser: Browser;
let token: string;
let first: { _id: string };
let second: { _id: string };
let eimear: { id: string };

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  [first, second] = [await postingOfItsOwn(token), await postingOfItsOwn(token)];
  eimear = await applicantTo([first, second], 'Eimear Nic Aodha');
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

const column = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

async function stageIn(postingId: string, resumeId: string): Promise<string | undefined> {
  const res = await api<PipelineResponse>('GET', `/job-posting/${postingId}/applicants`, { token });
  return res.body.data?.applicants.find((a) => a.resumeId === resumeId)?.status;
}

async function boardOf(page: Page, postingId: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/job-postings/${postingId}/pipeline`);
  await page.getByRole('region', { name: /^New \(\d+\)$/ }).waitFor();
}

describe('a stage per application on the board', () => {
  for (const width of [1280, 390]) {
    it(`moving a card changes that posting's stage only (${width} px)`, async () => {
      const page = await adminPageIn(browser);
      await page.setViewportSize({ width, height: 900 });
      try {
        // 1280 px: New to Reviewed; 390 px: on to Under Review.
        const [from, to] = width === 1280 ? ['New', 'Reviewed'] : ['Reviewed', 'Under Review'];
        await boardOf(page, first._id);
        const live = await pickUpCard(page, /Eimear Nic Aodha/, from);
        await moveCardOnce(page, live, 'ArrowRight', `Eimear Nic Aodha is over ${to}.`);
        await page.keyboard.press('Space');
        await page.getByText(`Eimear Nic Aodha moved to ${to}`).waitFor();
        await column(page, `${to} (1)`).waitFor();
        expect(
          describeViolations('board', await accessibilityViolations(page, { exclude: [TOASTER] })),
        ).toEqual([]);
        await screenshot(page, 'applications-board');
        expect(await stageIn(first._id, eimear.id)).toBe(to === 'Reviewed' ? 'reviewed' : 'under_review');

        // The other posting's board: still New.
        await boardOf(page, second._id);
        await column(page, 'New (1)').waitFor();
        await column(page, `${to} (0)`).waitFor();
        expect(await stageIn(second._id, eimear.id)).toBe('new');
      } finally {
        await page.context().close();
      }
    }, 60_000);
  }
});
