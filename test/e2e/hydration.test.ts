/**
 * Prerendered pages hydrate in Chromium (docs/architecture.md#prerendered-pages): on each public
 * page the heading that came with the HTML is still the same element after React took over (no
 * client re-render, so no flash), and the console shows no error (a hydration mismatch is one).
 * Once the app runs, the token keys of earlier versions are gone (lib/session.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededAdminToken } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { gotoHydrated, htmlSettles } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('hydration of the prerendered pages', () => {
  it('keeps the HTML it was given and logs no error, on every public page', async () => {
    const token = await seededAdminToken();
    const job = await createPosting(token, (await createDepartment(token))._id);
    const postingPath = `/careers/jobs/${job._id}`;
    // The posting's page is written asynchronously after the create.
    await htmlSettles(postingPath, job.job_title, true);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    // The first heading as parsed from the HTML, before any script runs.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstHeading: Element | null }).__firstHeading =
          document.querySelector('#root h1');
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));

    for (const path of ['/', '/careers', '/privacy-policy', postingPath]) {
      await gotoHydrated(page, path);
      await page.waitForTimeout(300);
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { __firstHeading: Element | null }).__firstHeading;
        return !!first && first.isConnected && first === document.querySelector('#root h1');
      });
      expect(kept, `${path}: the prerendered heading was replaced`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('removes token keys that earlier versions stored, from both stores, once the app runs', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const legacy = 'legacy.header.signature';
    for (const path of ['/privacy-policy', '/login']) {
      // A prerendered page (hydrated) and one the app renders in the browser.
      await gotoHydrated(page, '/privacy-policy');
      await page.evaluate((token) => {
        localStorage.setItem('adminToken', token);
        sessionStorage.setItem('authToken', token);
      }, legacy);
      await gotoHydrated(page, path);
      await page.waitForFunction(
        () => localStorage.getItem('adminToken') === null && sessionStorage.getItem('authToken') === null,
        undefined,
        { timeout: 5000 },
      );
    }
    await context.close();
  });
});
