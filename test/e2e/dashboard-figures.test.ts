/**
 * A bar of the dashboard's weekly chart opens the CV list of its week, and the list holds as many
 * candidates as the bar says (docs/requirements.md#dashboard, issue 38 item 9), in Chromium at
 * 1280 px: the bar is found by its colour on the canvas and clicked where it is drawn. The week is
 * one two weeks back, seeded here (its first candidate at the Dublin midnight that starts it), so
 * the CVs other test files send meanwhile (all this week) cannot move its figure. axe WCAG 2.2 AA
 * on the dashboard with its table open, and on the list the bar opened.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../functions/contract/dates.js';
import { dublinDayStart } from '../../functions/contract/local-time.js';
import { listedOnAcceptItems } from '../../functions/core/data/dashboard-listed.js';
import { lastWeeks } from '../../functions/core/data/dashboard-trends.js';
import { counterDelta, putItem, transact } from '../../functions/core/data/db.js';
import { counters, indexKeys, keys } from '../../functions/core/data/keys.js';
import { adminPageIn, browserForFile } from '../support/browser.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

const HOUR = 60 * 60 * 1000;

const browser = browserForFile();
beforeAll(() => {
  applyStackEnv();
});

/** A listed candidate created at `at` (epoch ms), counted in the list's counters as an accepted CV is. */
async function listedCandidate(name: string, at: number): Promise<void> {
  const id = randomUUID();
  const item = { id, name, email: `${id}@example.ie`, status: 'new', createdAt: new Date(at).toISOString() };
  await transact([
    putItem({ ...keys.user(id), ...indexKeys.resume(item), ...item, sources: new Set(['careers']) }),
    counterDelta(counters.resumes, 1),
    counterDelta(counters.resumesByStatus('new'), 1),
    ...listedOnAcceptItems({ createdAt: item.createdAt, listed: false }, 'careers'),
  ]);
}

/**
 * The centre of each run of bar-coloured columns on the chart's canvas, left to right, in page
 * coordinates (one run per non-empty bar), with a y inside the bar.
 */
async function barCentres(page: Page): Promise<{ x: number; y: number }[]> {
  return page.getByRole('img', { name: /^Bar chart of the new candidates/ }).evaluate((el) => {
    const canvas = el as HTMLCanvasElement;
    const box = canvas.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const isBar = (x: number, y: number) => {
      const i = (y * width + x) * 4;
      return (
        Math.abs(data[i]! - 0x1d) < 8 &&
        Math.abs(data[i + 1]! - 0x4e) < 8 &&
        Math.abs(data[i + 2]! - 0xd8) < 8
      );
    };
    const lowestInColumn = (x: number) => {
      for (let y = height - 1; y >= 0; y--) if (isBar(x, y)) return y;
      return -1;
    };
    const runs: { from: number; to: number; y: number }[] = [];
    for (let x = 0; x < width; x++) {
      const y = lowestInColumn(x);
      if (y < 0) continue;
      const last = runs.at(-1);
      if (last && last.to === x - 1) last.to = x;
      else runs.push({ from: x, to: x, y });
    }
    return runs.map((r) => ({ x: box.left + (r.from + r.to) / 2 / scale, y: box.top + r.y / scale }));
  });
}

describe('Dashboard: a weekly bar opens its week', () => {
  it('at 1280 px the bar of a past week opens a list of as many candidates as the bar shows', async () => {
    const weeks = lastWeeks(new Date());
    const week = weeks.at(-3)!;
    const start = Date.parse(dublinDayStart(week.monday));
    const tag = randomUUID().slice(0, 6);
    // At the week's first instant, on the Wednesday, and the last hour of its Sunday.
    for (const [i, at] of [
      start,
      start + 50 * HOUR,
      Date.parse(dublinDayStart(week.nextMonday)) - HOUR,
    ].entries())
      await listedCandidate(`Barra Seachtaine ${tag} ${i}`, at);

    const page = await adminPageIn(browser());
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('heading', { name: 'Trends' }).waitFor();

    // The bar's figure, as the table alternative gives it (the same figure the bar draws).
    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: 'New candidates per week' });
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(13);
    const figures: number[] = [];
    for (let i = 1; i <= 12; i++)
      figures.push(Number(await rows.nth(i).getByRole('cell').first().textContent()));
    const index = weeks.indexOf(week);
    const figure = figures[index]!;
    expect(figure).toBeGreaterThanOrEqual(3);
    const weekLink = table.getByRole('link', {
      name: `${figure} new candidates in the week of ${formatDate(week.monday)}`,
    });
    await weekLink.waitFor();

    const axe = await accessibilityViolations(page, { exclude: [TOASTER] });
    expect(describeViolations('dashboard at 1280 px', axe)).toEqual([]);

    // The k-th bar drawn is the k-th week with a figure above 0.
    const drawn = figures.map((n, i) => (n > 0 ? i : -1)).filter((i) => i >= 0);
    const centres = await barCentres(page);
    expect(centres).toHaveLength(drawn.length);
    const bar = centres[drawn.indexOf(index)]!;
    await page.mouse.click(bar.x, bar.y - 1);

    await page.getByRole('heading', { name: 'CV Management' }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe(week.monday);
    expect(url.searchParams.get('to')).toBe(week.nextMonday);
    await page.getByText(`Uploaded before ${formatDate(week.nextMonday)}`).waitFor();
    const total = page.getByText(/^· \d+ resumes?$/);
    await total.waitFor();
    expect(await total.textContent()).toBe(`· ${figure} ${figure === 1 ? 'resume' : 'resumes'}`);
    for (let i = 0; i < 3; i++) await page.getByText(`Barra Seachtaine ${tag} ${i}`).first().waitFor();

    const listAxe = await accessibilityViolations(page, { exclude: [TOASTER] });
    expect(describeViolations('CV list of a week at 1280 px', listAxe)).toEqual([]);

    // Removing the end date keeps the start: the list from that Monday on.
    await page.getByRole('button', { name: 'Remove the end date' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('to')).toBe(false);
    expect(new URL(page.url()).searchParams.get('from')).toBe(week.monday);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
