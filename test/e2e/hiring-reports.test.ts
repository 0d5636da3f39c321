/**
 * Reports and Rejection Reasons in Chromium (docs/requirements.md#hiring-reports,
 * #rejection-reasons): an HR manager opens Reports from the admin menu, picks a range and a
 * posting whose day aggregates the test wrote (known answers), reads the funnel with its
 * conversion, time to hire and offers, downloads the CSV and reads it back; axe finds nothing at
 * 1280 and 390 px. Rejection Reasons lists the defaults; the status dialog asks for a reason
 * before it rejects, and the reason is kept.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../functions/core/data/db.js';
import { hiringReportDelta } from '../../functions/core/data/hiring-report.js';
import { registerAdmin } from '../support/admins.js';
import { baseUrl, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
let hr: { id: string; email: string; user_name: string };
let postingId: string;
let postingTitle: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  const token = await seededAdminToken();
  hr = await registerAdmin(token, 'hr-manager');
  const posting = await postingOfItsOwn(token);
  postingId = posting._id;
  postingTitle = posting.job_title;
  const at = (day: string) => `${day}T12:00:00.000Z`;
  // Four applied, two reached Shortlisted, one hired after 12 days; two offers sent, one accepted.
  const deltas = [
    ...['2019-05-01', '2019-05-02', '2019-05-03', '2019-05-04'].map((d) =>
      hiringReportDelta({ postingId, at: at(d), applied: 'careers', reached: ['applied'] }),
    ),
    hiringReportDelta({
      postingId,
      at: at('2019-05-05'),
      reached: ['reviewed', 'under_review', 'shortlisted'],
    }),
    hiringReportDelta({
      postingId,
      at: at('2019-05-06'),
      reached: ['reviewed', 'under_review', 'shortlisted'],
    }),
    hiringReportDelta({ postingId, at: at('2019-05-07'), offer: 'sent' }),
    hiringReportDelta({ postingId, at: at('2019-05-08'), offer: 'sent' }),
    hiringReportDelta({
      postingId,
      at: at('2019-05-13'),
      reached: ['interview_scheduled', 'offer', 'hired'],
      hiredAfterDays: 12,
      offer: 'accepted',
    }),
  ];
  for (const items of deltas) await transact(items);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function reports(width: number): Promise<Page> {
  const page = await adminPageIn(browser, {
    as: { email: hr.email, password: 'Str0ng!pass' },
    acceptDownloads: true,
  });
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('heading', { name: 'Hiring reports', level: 1 }).waitFor();
  await page.getByLabel('From', { exact: true }).fill('2019-05-01');
  await page.getByLabel('To', { exact: true }).fill('2019-05-31');
  await page.getByLabel('Job posting').selectOption({ label: postingTitle });
  await page.getByRole('button', { name: 'Show report' }).click();
  await page.getByText('4 applications, 1 hired.').waitFor();
  return page;
}

describe('Reports', () => {
  it('shows the funnel with conversion, time to hire and offers, and downloads them as CSV (1280 px)', async () => {
    const page = await reports(1280);
    try {
      const funnel = page.getByRole('table', { name: 'Funnel' });
      const row = (name: string) => funnel.getByRole('row', { name: new RegExp(`^${name}`) });
      expect(await row('Applied').textContent()).toContain('4');
      expect(await row('Shortlisted').textContent()).toContain('100%');
      expect(await row('Interview Scheduled').textContent()).toContain('50%');
      expect(await page.getByRole('region', { name: 'Time to hire' }).textContent()).toContain('12 days');
      const offers = page.getByRole('table', { name: 'Offers' });
      expect(await offers.getByRole('row', { name: /^Sent/ }).textContent()).toContain('2');
      expect(
        describeViolations('reports 1280', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('hiring-report-2019-05-01-to-2019-05-31.csv');
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain('funnel,Applied,4');
      expect(csv).toContain('time to hire (days),median,12');
      expect(csv).toContain('offers,Accepted,1');
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('reads at 390 px without sideways scrolling, and axe finds nothing', async () => {
    const page = await reports(390);
    try {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(
        describeViolations('reports 390', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});

describe('Rejection reasons', () => {
  it('lists the defaults, and the status dialog rejects only with a reason', async () => {
    const c = await candidateWithAttachedCv({ source: 'careers' });
    const page = await adminPageIn(browser, { as: { email: hr.email, password: 'Str0ng!pass' } });
    try {
      await page.getByRole('link', { name: 'Rejection Reasons' }).click();
      await page.getByRole('heading', { name: 'Rejection reasons', level: 1 }).waitFor();
      await expect.poll(() => page.getByLabel('Reason 1 name').inputValue()).toBe('Not enough experience');
      expect(
        describeViolations('reasons', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);

      await page.goto(`${baseUrl()}/admin/cv-management/${c.id}`);
      await page
        .getByRole('button', { name: /Update status/i })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^Rejected/ }).click();
      const save = dialog.getByRole('button', { name: /^Save/ });
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByLabel('Rejection reason').selectOption({ label: 'Salary expectations' });
      expect(await save.isDisabled()).toBe(false);
      await save.click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await storedResume(c.id))?.rejectReasonId).toBe('salary-expectations');
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
