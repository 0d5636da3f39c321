/**
 * A person is a link (docs/requirements.md#cv-management, #candidate-page, #notifications) in
 * Chromium: the candidate's name in the CV list opens the candidate page at 1280 and 390 px, and
 * "Back to CV Management" returns to the list with its search and sort as they were; a notification
 * opens the candidate it is about.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.js';
import { adminPageIn, followLink, launchBrowser } from '../support/browser.js';
import { candidateWithCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
let grainne: { id: string; email: string };
const NAME = 'Gráinne Ní Bhriain';

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  grainne = await candidateWithCv({ name: NAME, role: 'Data Engineer' });
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

async function adminAt(width: number): Promise<Page> {
  const page = await adminPageIn(browser);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

describe('a person is a link', () => {
  for (const width of [1280, 390]) {
    it(`opens the candidate from the name in the CV list and comes back to the same list (${width} px)`, async () => {
      const page = await adminAt(width);
      try {
        const list = `${baseUrl()}/admin/cv-management?search=${encodeURIComponent(grainne.email)}&sort=name`;
        await page.goto(list);
        const link = page.getByRole('link', { name: NAME, exact: true }).locator('visible=true');
        await link.waitFor({ timeout: 15_000 });
        expect(
          describeViolations(`CV list ${width}`, await accessibilityViolations(page, { exclude: [TOASTER] })),
        ).toEqual([]);
        await followLink(page, link, `${baseUrl()}/admin/cv-management/${grainne.id}`);
        await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

        await followLink(
          page,
          page.getByRole('link', { name: /Back to CV Management/ }),
          (url) => url.pathname === '/admin/cv-management',
        );
        const back = new URL(page.url());
        expect(back.searchParams.get('search')).toBe(grainne.email);
        expect(back.searchParams.get('sort')).toBe('name');
        await expect
          .poll(() => page.getByLabel('Search').inputValue(), { timeout: 10_000 })
          .toBe(grainne.email);
      } finally {
        await page.context().close();
      }
    }, 60_000);
  }

  it('opens the candidate a notification is about', async () => {
    const page = await adminAt(1280);
    try {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      // Another test's CV can fade a toast in mid-scan: the toasts are not this screen.
      expect(
        describeViolations('notifications', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      const read = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/admin\/notifications\/[^/]+\/read$/.test(r.url()),
      );
      await page.getByRole('link', { name: new RegExp(`^${NAME} uploaded a CV for`) }).click();
      await page.waitForURL(`${baseUrl()}/admin/cv-management/${grainne.id}`, { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      // Opened is read: the notification is marked read on the server and the list has closed.
      expect((await read).status()).toBe(200);
      expect(await page.getByRole('heading', { name: 'Notifications' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
