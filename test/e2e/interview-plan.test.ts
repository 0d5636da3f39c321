/**
 * The interview plan editor on the posting's page (docs/requirements.md#interview-plan, issue 35
 * item 2) in Chromium: the default plan shown; stages renamed, reordered, removed and added, an
 * attribute added with guidance; the contract's messages for a bad duration, an empty name, no
 * attributes and no stages, with nothing saved; Save keeps the default stages' ids.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InterviewPlan } from '../../functions/contract/schemas/interviews.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

let browser: Browser;
let token: string;
let jobId: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  jobId = (await postingOfItsOwn(token))._id;
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function storedPlan(): Promise<InterviewPlan> {
  const res = await api<InterviewPlan>('GET', `/admin/job-postings/${jobId}/interview-plan`, { token });
  return res.body.data!;
}

async function planPage(width: number): Promise<Page> {
  const page = await adminPageIn(browser);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl()}/admin/job-form/${jobId}`);
  await page.getByRole('heading', { name: 'Interview plan' }).waitFor();
  await page.getByLabel('Stage 1: Stage name').waitFor();
  return page;
}

const save = (page: Page) => page.getByRole('button', { name: 'Save interview plan' }).click();

describe('interview plan editor', () => {
  it('edits the default plan: rename, reorder, add, remove, with the API texts on bad input (1280 px)', async () => {
    const page = await planPage(1280);
    try {
      await page
        .getByText('This posting uses the default plan. Save to give it a plan of its own.')
        .waitFor();
      expect(await page.getByLabel('Stage 1: Stage name').inputValue()).toBe('Phone screen');

      // Bad input: the contract's texts, nothing sent.
      await page.getByLabel('Stage 1: Stage name').fill('Recruiter call');
      await page.getByLabel('Stage 1: Duration (minutes)').fill('10');
      await page.getByLabel('Stage 2: Attribute 1: Name').fill('');
      await save(page);
      await page.getByText('A duration is a whole number of minutes from 15 to 480').waitFor();
      await page.getByText('A name is 1 to 80 characters').waitFor();
      expect((await storedPlan()).isDefault).toBe(true);

      await page.getByLabel('Stage 1: Duration (minutes)').fill('20');
      await page.getByLabel('Stage 2: Attribute 1: Name').fill('System design');
      // Final interview before the technical one; a new last stage with one attribute and guidance.
      await page.getByRole('button', { name: 'Move stage 3 up' }).click();
      await page.getByRole('button', { name: 'Add stage' }).click();
      await page.getByLabel('Stage 4: Stage name').fill('Take-home review');
      await page.getByLabel('Stage 4: Duration (minutes)').fill('45');
      await page.getByLabel('Stage 4: Attribute 1: Name').fill('Code quality');
      await page
        .getByLabel('Stage 4: Attribute 1: Guidance for the interviewer (optional)')
        .fill('Tests, naming, structure.');
      // One attribute fewer on the final interview (now stage 2).
      await page.getByRole('button', { name: 'Remove attribute 3 of stage 2' }).click();
      expect(describeViolations('plan', await accessibilityViolations(page, { exclude: [TOASTER] }))).toEqual(
        [],
      );
      await save(page);
      await page.getByText('Interview plan saved').waitFor();
      await screenshot(page, 'interview-plan');

      const plan = await storedPlan();
      expect(plan.isDefault).toBe(false);
      expect(plan.stages.map((s) => [s.name, s.durationMinutes])).toEqual([
        ['Recruiter call', 20],
        ['Final interview', 45],
        ['Technical interview', 60],
        ['Take-home review', 45],
      ]);
      expect(plan.stages.slice(0, 3).map((s) => s.id)).toEqual([
        'phone-screen',
        'final-interview',
        'technical-interview',
      ]);
      expect(plan.stages[1]!.attributes.map((a) => a.name)).toEqual(['Collaboration', 'Ownership']);
      expect(plan.stages[2]!.attributes[0]).toMatchObject({
        id: 'technical-knowledge',
        name: 'System design',
      });
      expect(plan.stages[3]!.attributes).toEqual([
        { id: expect.any(String), name: 'Code quality', guidance: 'Tests, naming, structure.' },
      ]);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('says a plan needs a stage and a stage an attribute, and keeps the saved plan (390 px)', async () => {
    const page = await planPage(390);
    try {
      await page.getByText(/^Last saved/).waitFor();
      expect(await page.getByLabel('Stage 4: Stage name').inputValue()).toBe('Take-home review');
      await page.getByRole('button', { name: 'Remove attribute 1 of stage 4' }).click();
      await save(page);
      await page.getByText('A scorecard has between 1 and 15 attributes').waitFor();
      expect(
        describeViolations('plan 390', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await screenshot(page, 'interview-plan-errors');
      for (let n = 4; n >= 1; n--) await page.getByRole('button', { name: `Remove stage ${n}` }).click();
      await save(page);
      await page.getByText('A plan has between 1 and 8 stages').waitFor();
      expect((await storedPlan()).stages).toHaveLength(4);
      await page.getByRole('button', { name: 'Discard changes' }).click();
      expect(await page.getByLabel('Stage 1: Stage name').inputValue()).toBe('Recruiter call');
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
