/**
 * Self-scheduling from both sides in Chromium (docs/requirements.md#interview-self-scheduling): a
 * recruiter offers two times from the candidate page ("Let the candidate choose"); the candidate,
 * on /my-data, finds none suits and asks for another time with a message, with the keyboard; the
 * candidate page then shows the request. 1280 and 390 px, axe clean on /my-data.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations } from './public-helpers.js';

const SEEDED_ADMIN = `superadmin (${inject('adminEmail')})`;

let browser: Browser;
let token: string;
let jobId: string;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  jobId = (await postingOfItsOwn(token))._id;
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

describe('offer times, then ask for another', () => {
  for (const [width, name, day] of [
    [1280, 'Gráinne Ní Mháille', 10],
    [390, 'Ruairí Ó Dónaill', 11],
  ] as const) {
    it(`offers two times and the candidate asks for another (${width} px)`, async () => {
      const candidate = await applicantTo([{ _id: jobId }], name);
      const page = await adminPageIn(browser);
      await page.setViewportSize({ width, height: 900 });
      try {
        await page.goto(`${baseUrl()}/admin/cv-management/${candidate.id}`);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await page.getByRole('button', { name: 'Schedule interview' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
        await dialog.getByLabel('Stage').selectOption({ label: 'Phone screen' });
        await dialog.getByRole('radio', { name: 'Let the candidate choose' }).check();
        await dialog.getByLabel('Time 1: Date').fill(`2027-12-${day}`);
        await dialog.getByLabel('Time 1: Time (Dublin)').fill('09:30');
        await dialog.getByLabel('Time 2: Date').fill(`2027-12-${day}`);
        await dialog.getByLabel('Time 2: Time (Dublin)').fill('15:00');
        await dialog.getByRole('checkbox', { name: SEEDED_ADMIN, exact: true }).check();
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        await page.getByText('Interview times offered').first().waitFor();
        await page.getByText('Awaiting the candidate’s choice').waitFor();
        const listed = await api<{ interviews: Interview[] }>('GET', `/resume/${candidate.id}/interviews`, {
          token,
        });
        expect(listed.body.data!.interviews[0]!.slots).toEqual([
          `2027-12-${day}T09:30:00.000Z`,
          `2027-12-${day}T15:00:00.000Z`,
        ]);

        // The candidate, keyboard only.
        const { token: manage } = await issueManageToken(candidate.id, new Date());
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const tab = await context.newPage();
        await tab.goto(`${baseUrl()}/my-data#token=${manage}`);
        await tab.getByRole('heading', { name: 'Your interviews' }).waitFor();
        await tab.getByRole('button', { name: 'None of these times suit me' }).focus();
        await tab.keyboard.press('Enter');
        await tab.getByLabel('Which days and times would suit you?').waitFor();
        await tab.keyboard.type('Any morning the week after, please.');
        await tab.keyboard.press('Tab');
        await tab.keyboard.press('Enter');
        await tab.getByText(/^You asked for another time on .+\. We will be in touch\.$/).waitFor();
        expect(describeViolations('my-data-ask', await accessibilityViolations(tab))).toEqual([]);
        await context.close();

        await page.reload();
        await page.getByText('Asked for another time on', { exact: false }).waitFor();
        expect(await page.getByText('“Any morning the week after, please.”', { exact: false }).count()).toBe(
          1,
        );
      } finally {
        await page.context().close();
      }
    }, 180_000);
  }
});
