/**
 * URL state of the admin lists (docs/requirements.md#cv-management, #job-postings): filters, sort
 * and search are in the query string, so a reload and a shared link show the same view and Back
 * returns to the previous one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin list state in the URL', () => {
  it('keeps CV Management filters across a reload, a shared link and Back', async () => {
    const page = await adminPageIn(browser);
    try {
      await page.goto(`${baseUrl()}/admin/cv-management`);
      const status = page.getByLabel('Status', { exact: true });
      await status.selectOption('shortlisted');
      await page.waitForURL(/status=shortlisted/);
      await page.getByLabel('Sort').selectOption('name');
      await page.waitForURL(/sort=name/);

      // Both changes are in the address (the second was made from the address, not a stale render).
      expect(new URL(page.url()).searchParams.get('status')).toBe('shortlisted');
      await page.reload();
      await expect.poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('shortlisted');
      await expect.poll(() => page.getByLabel('Sort').inputValue()).toBe('name');

      // A shared link opens the same view in another browser context.
      const shared = await adminPageIn(browser);
      try {
        await shared.goto(page.url());
        await expect
          .poll(() => shared.getByLabel('Status', { exact: true }).inputValue())
          .toBe('shortlisted');
      } finally {
        await shared.context().close();
      }

      // Back from another screen returns to the filtered list.
      await page.getByRole('link', { name: 'Job Postings' }).click();
      await page.waitForURL(/\/admin\/job-postings/);
      await page.goBack();
      await page.waitForURL(/status=shortlisted/);
      await expect.poll(() => page.getByLabel('Status', { exact: true }).inputValue()).toBe('shortlisted');
    } finally {
      await page.context().close();
    }
  }, 60_000);
});
