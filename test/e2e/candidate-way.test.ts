/**
 * A signed-in candidate's own screens in Chromium at 1280 and 390 px (docs/requirements.md#public-header,
 * #jobs-page, #my-data): the header's way to "Your data", a posting already applied to shown as
 * applied (with its Dublin date) and offering "Update application" that says what it replaces, one
 * row per application on /my-data (not the Apply Now CV again), and no avatar left in the header
 * after "Erase everything". axe WCAG 2.2 AA on /jobs and /my-data.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../functions/contract/dates.js';
import type { MyDataExport } from '../../functions/contract/schemas/my-data.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { launchBrowser } from '../support/browser.js';
import { createDepartment, createPosting, uniqueName } from '../support/catalog.js';
import { applyStackEnv } from '../support/stack.js';
import {
  accessibilityViolations,
  describeViolations,
  openPage,
  signInThroughLogin,
  TOASTER,
  VIEWPORTS,
} from './public-helpers.js';

/** The password `applicantTo` signs its candidates up with. */
const PASSWORD = 'Str0ng!pass';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in through /login at `viewport` and answers the page, back on /. */
async function signedIn(viewport: { width: number; height: number }, email: string): Promise<Page> {
  const { page } = await openPage(browser, viewport, { popupSeen: true });
  await signInThroughLogin(page, email, PASSWORD);
  return page;
}

/** Opens "Your data" from the header: the avatar menu on a desktop, the hamburger menu on a phone. */
async function openYourData(page: Page, mobile: boolean, name: string): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: /mobile/i })
      .getByRole('link', { name: 'Your data' })
      .click();
  } else {
    await page.getByRole('button', { name: `Account menu for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Your data' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/my-data');
  await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['mobile', VIEWPORTS.mobile],
] as const)('a signed-in candidate at %s', (label, viewport) => {
  it('reaches Your data from the header, sees the applied posting as applied, one row per application, and no avatar after erasure', async () => {
    const mobile = label === 'mobile';
    const admin = await seededAdminToken();
    const department = await createDepartment(admin);
    const title = uniqueName('Applied Role');
    const posting = await createPosting(admin, department._id, { job_title: title });
    const name = 'Órla Mac Giolla Phádraig';
    const candidate = await applicantTo([posting], name);
    const held = await api<MyDataExport>('GET', '/my-data', { token: candidate.token });
    const appliedAt = held.body.data!.summary.submissions.find((s) => s.kind === 'application')!.submittedAt;
    const day = formatDate(appliedAt, 'day')!;
    // The Apply Now CV is its application: one row, not two of the same role and day.
    expect(held.body.data!.summary.submissions.map((s) => `${s.kind} ${s.role}`)).toEqual([
      `application ${title}`,
    ]);

    const page = await signedIn(viewport, candidate.email);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openYourData(page, mobile, name);
    const rows = page.getByRole('listitem').filter({ hasText: title });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await rows.getByText(`Application · ${day}`).waitFor();
    const problems = describeViolations(
      `/my-data ${label}`,
      await accessibilityViolations(page, { exclude: [TOASTER] }),
    );

    // /jobs: the posting reads as applied on its Dublin day and offers to update, saying what that replaces.
    await page.goto(`${baseUrl()}/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByText(`Applied on ${day}`).waitFor();
    expect(await card.getByRole('button', { name: `Apply Now: ${title}` }).count()).toBe(0);
    // The date and the button fit the card: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await card.getByRole('button', { name: `Update application: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Update your application for ${title}` });
    await dialog.waitFor();
    await dialog
      .getByText(
        `You applied on ${day}. What you send now replaces the CV, phone number and cover letter of that application`,
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Update Application' }).waitFor();
    problems.push(
      ...describeViolations(
        `/jobs dialog ${label}`,
        await accessibilityViolations(page, { exclude: [TOASTER] }),
      ),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    problems.push(
      ...describeViolations(`/jobs ${label}`, await accessibilityViolations(page, { exclude: [TOASTER] })),
    );

    // Erase everything: the account goes with the data, and the header offers Login again.
    await openYourData(page, mobile, name);
    await page.getByRole('button', { name: 'Erase everything' }).click();
    await page
      .getByRole('dialog', { name: 'Erase everything?' })
      .getByRole('button', { name: 'Yes, erase everything' })
      .click();
    await page.getByRole('heading', { name: 'Your data was erased' }).waitFor();
    if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.getByRole('button', { name: `Account menu for ${name}` }).count()).toBe(0);
    expect(await page.getByText(candidate.email).count()).toBe(0);

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
