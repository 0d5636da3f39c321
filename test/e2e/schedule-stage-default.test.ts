/**
 * "Schedule interview" for a careers-form candidate in no posting yet (docs/requirements.md#interviews):
 * choosing a posting in the dialog picks the first stage of its interview plan (and its duration), so
 * a recruiter who does not touch Stage books that stage instead of being stopped by an empty select.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import { api, baseUrl, seededAdminToken, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { candidateWithCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';

const SEEDED_ADMIN = `superadmin (${inject('adminEmail')})`;

let browser: Browser;
let token: string;
let posting: { _id: string; job_title: string };
let candidate: { id: string };
let name: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  posting = await postingOfItsOwn(token);
  name = `${uniqueSurname('Sd')} Siobhán`;
  candidate = await candidateWithCv({ name });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('the stage of a chosen posting', () => {
  it('is the plan’s first stage once the posting is chosen, and books without touching Stage (390 px)', async () => {
    const page = await adminPageIn(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl()}/admin/cv-management/${candidate.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByRole('button', { name: 'Schedule interview' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
      const postingSelect = dialog.getByLabel('Posting');
      await postingSelect.locator(`option[value="${posting._id}"]`).waitFor({ state: 'attached' });
      expect(await dialog.getByLabel('Stage').inputValue()).toBe('');
      await postingSelect.selectOption(posting._id);
      // The default plan's first stage (docs/requirements.md#interview-plan) and its 30 minutes.
      await expect
        .poll(() => dialog.getByLabel('Stage').inputValue(), { timeout: 10_000 })
        .toBe('phone-screen');
      expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('30');
      await dialog.getByLabel('Date', { exact: true }).fill('2027-01-14');
      await dialog.getByLabel('Time (Dublin)').fill('09:15');
      await dialog.getByRole('checkbox', { name: SEEDED_ADMIN, exact: true }).check();
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const res = await api<{ interviews: Interview[] }>('GET', `/resume/${candidate.id}/interviews`, {
        token,
      });
      expect(res.body.data!.interviews.map((i) => [i.postingId, i.stageName, i.startsAt])).toEqual([
        [posting._id, 'Phone screen', '2027-01-14T09:15:00.000Z'],
      ]);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
