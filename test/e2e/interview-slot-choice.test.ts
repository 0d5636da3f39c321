/**
 * Choosing an interview time on /my-data in Chromium (docs/requirements.md#interview-self-scheduling),
 * at 1280 and 390 px: the offered times are radio buttons, chosen with the arrow keys and booked with
 * the keyboard; the page passes axe-core (WCAG 2.2 AA) and the booking is the time chosen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import { registerAdmin } from '../support/admins.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, VIEWPORTS } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('self-scheduling on /my-data', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`chooses an offered time with the keyboard at ${viewport.width} px`, async () => {
      const admin = await seededAdminToken();
      const posting = await createPosting(admin, (await createDepartment(admin))._id);
      const candidate = await candidateWithAttachedCv({ name: `Eimear ${name}`, source: 'careers' });
      const a = await registerAdmin(admin);
      const offered = await api<{ interview: Interview }>('POST', `/resume/${candidate.id}/interviews`, {
        token: admin,
        body: {
          postingId: posting._id,
          stageId: 'phone-screen',
          slots: ['2027-06-08T10:00', '2027-06-09T14:30'],
          durationMinutes: 30,
          interviewerIds: [a.id],
        },
      });
      expect(offered.status).toBe(201);
      const { token } = await issueManageToken(candidate.id, new Date());

      const context = await browser.newContext({ viewport });
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      await tab.goto(`${baseUrl()}/my-data#token=${token}`);
      await tab.getByRole('heading', { name: 'Your interviews' }).waitFor();
      const radios = tab.getByRole('radio');
      expect(await radios.count()).toBe(2);
      expect(await accessibilityViolations(tab)).toEqual([]);

      await radios.first().focus();
      await tab.keyboard.press('Space');
      await tab.keyboard.press('ArrowDown');
      expect(await radios.nth(1).isChecked()).toBe(true);
      await tab.keyboard.press('Tab');
      await tab.keyboard.press('Enter');
      // Booked: the choice gives way to the fixed time.
      await radios.first().waitFor({ state: 'detached', timeout: 20_000 });
      await tab.getByText('(Dublin time)').waitFor();
      expect(await tab.getByText(/14:30/).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);

      const listed = await api<{ interviews: Interview[] }>('GET', `/resume/${candidate.id}/interviews`, {
        token: admin,
      });
      expect(listed.body.data!.interviews[0]).toMatchObject({
        startsAt: '2027-06-09T13:30:00.000Z',
        slots: null,
      });
      await context.close();
    }, 120_000);
  }
});
