/**
 * The dashboard's trends in Chromium (docs/requirements.md#dashboard): the chart of new candidates per
 * week draws on its canvas with a table alternative, and the "expiring in the next 7 days" figure
 * opens CV Management filtered to those CVs, soonest first.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { candidateWithAttachedCv } from '../support/cvs.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dateIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('Dashboard trends in Chromium', () => {
  it('draws the weekly chart with its table, and the expiring figure opens the filtered list', async () => {
    const admin = await seededAdminToken();
    const c = await candidateWithAttachedCv({ name: 'Saoirse Trendwatcher' });
    await api('PUT', `/resume/${c.id}/expiry`, { token: admin, body: { expiryDate: dateIn(3) } });

    const page = await adminPageIn(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByRole('heading', { name: 'Trends' }).waitFor();

    // The canvas has been drawn on (Chart.js sizes it and paints bars, axes and legend).
    const chart = page.getByRole('img', { name: /Bar chart of the new candidates/ });
    await chart.waitFor();
    const painted = await chart.evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
      return { width: canvas.width, inked };
    });
    expect(painted.width).toBeGreaterThan(100);
    expect(painted.inked).toBeGreaterThan(1000);

    // The table alternative: 12 weeks, each a link to the list of its week.
    await page.getByText('Show the figures as a table').click();
    const rows = page.getByRole('table', { name: 'New candidates per week' }).getByRole('row');
    expect(await rows.count()).toBe(13);
    await expect
      .poll(() => page.getByRole('link', { name: /^\d+ new candidates? in the week of / }).count())
      .toBe(12);

    await page.getByRole('link', { name: 'CVs expiring soon' }).click();
    await page.getByRole('heading', { name: 'CV Management' }).waitFor();
    expect(new URL(page.url()).searchParams.get('expiring')).toBe('7');
    await page.getByText('Expiring within 7 days, soonest first').waitFor();
    await page.getByText('Saoirse Trendwatcher').first().waitFor();

    // Removing the filter keeps the rest of the address.
    await page.getByRole('button', { name: 'Show all, not only expiring' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('expiring')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
