/**
 * An upload shows its progress (docs/requirements.md#public-messages, issue 38 item 10): on a slow
 * connection (Chromium's network emulation: uploads at 128 KB/s) the careers form shows a progress
 * bar, named by what it does, whose value rises with the bytes sent, then the verdict; axe finds
 * nothing on the form while the bar shows.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { makePdf } from '../support/files.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('upload progress in Chromium', () => {
  it('shows the bytes of a slow careers upload rising in a progress bar, then the verdict', async () => {
    const email = uniqueEmail('progress');
    const dir = mkdtempSync(join(tmpdir(), 'cv-'));
    const file = join(dir, 'cv.pdf');
    // A real PDF made ~800 KB by a comment after its end (readers ignore it): long enough to watch.
    const pdf = await makePdf('Sadhbh Walsh', email);
    writeFileSync(file, Buffer.concat([Buffer.from(pdf), Buffer.from(`\n%${'x'.repeat(800_000)}\n`)]));

    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    // Every value the bar shows, read in the page 20 times a second.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { seenProgress: number[] }).seenProgress = seen;
      setInterval(() => {
        const bar = document.querySelector('progress');
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }, 50);
    });
    try {
      await page.goto(`${baseUrl()}/careers`);
      await page.getByLabel('Full Name').fill('Sadhbh Walsh');
      await page.getByLabel('Email Address').fill(email);
      await page.getByPlaceholder('87 123 4567').fill('871234567');
      await page.getByLabel('Job Title').selectOption('Cloud Engineer');
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.getByRole('checkbox').click();

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 128 * 1024,
      });
      await page.getByRole('button', { name: 'Submit Application' }).click();

      const bar = page.getByRole('progressbar', { name: /^Sending your CV: \d+%$/ });
      await bar.waitFor({ timeout: 15_000 });
      const during = await accessibilityViolations(page, { exclude: [TOASTER] });
      expect(describeViolations('careers form while uploading', during)).toEqual([]);
      // The scan saw the bar: it still shows, the bytes still going.
      expect(await page.getByRole('progressbar').count()).toBe(1);
      await page
        .getByText("Application submitted successfully! We'll review your CV and contact you soon.")
        .waitFor({ timeout: 30_000 });
      expect(await page.getByRole('progressbar').count()).toBe(0);

      const seen = await page.evaluate(() => (window as unknown as { seenProgress: number[] }).seenProgress);
      // Rising, never backwards, with steps between the ends, and complete before the verdict.
      expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThanOrEqual(2);
      for (const [i, v] of seen.entries()) if (i > 0) expect(v).toBeGreaterThanOrEqual(seen[i - 1]!);
      expect(seen.at(-1)).toBe(100);
      expect(failures).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);
});
