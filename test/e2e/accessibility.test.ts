/**
 * WCAG 2.2 AA and mobile checks of the public site in Chromium (docs/requirements.md#accessibility):
 * every visible control at least 24 × 24 px at 390 px, no emoji in rendered text (flags are SVG
 * images), the popup's close button standing out from what lies behind it, focus kept inside every
 * dialog and returned to what opened it, and the header at 320 px with a 60-character e-mail.
 * axe-core over every page at both widths is in public-site.test.ts.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, seededAdminToken, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { createDepartment, createPosting, uniqueName } from '../support/catalog.js';
import { signUpConfirmed } from '../support/users.js';
import {
  emojiInText,
  gotoHome,
  htmlSettles,
  hydrated,
  openPage,
  scrollThrough,
  signInThroughLogin,
  smallTargets,
  VIEWPORTS,
} from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Cork!pass2026';

/** The public pages a visitor can open (docs/requirements.md#public-routes), and an unknown path. */
const PAGES = [
  '/',
  '/careers',
  '/privacy-policy',
  '/access-denied',
  '/login',
  '/signup',
  '/confirm-email',
  '/forgot-password',
  '/admin-login',
  '/admin-forgot-password',
  '/my-data',
  '/no-such-page',
];

async function open(page: Page, path: string): Promise<void> {
  if (path === '/') await gotoHome(page);
  else {
    await page.goto(`${baseUrl()}${path}`);
    await page.locator('h1').first().waitFor();
  }
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
}

/**
 * True when `locator`'s element has focus. Polled after a dialog closes: Radix gives focus back in
 * a task after the dialog left the page.
 */
const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** True while the focused element is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** Presses Tab `times` times and answers whether focus stayed inside the dialog each time. */
async function tabStaysInDialog(page: Page, times = 12): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    if (!(await focusInDialog(page))) return false;
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    if (!(await focusInDialog(page))) return false;
  }
  return true;
}

/** WCAG relative luminance contrast of two `rgb(...)`/`rgba(...)` colours (alpha ignored). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A signed-in candidate's page at `viewport` (signed up through the API, signed in through /login). */
async function candidatePage(
  viewport: { width: number; height: number },
  email: string,
  name: string,
): Promise<Page> {
  await signUpConfirmed(email, name, PASSWORD);
  const { page } = await openPage(browser, viewport, { popupSeen: true });
  await signInThroughLogin(page, email, PASSWORD);
  return page;
}

describe('targets and text (docs/requirements.md#accessibility)', () => {
  it('every visible control on every public page is at least 24 × 24 px at 390 px, and no page shows an emoji', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile, { popupSeen: true });
    const problems: string[] = [];
    for (const path of PAGES) {
      await open(page, path);
      for (const small of await smallTargets(page)) problems.push(`${path}: ${small}`);
      for (const emoji of await emojiInText(page)) problems.push(`${path}: emoji ${emoji}`);
    }
    // The skip link is hidden until it has focus; focused, it is a target like any other.
    await open(page, '/privacy-policy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const skipBox = (await skip.boundingBox())!;
    if (skipBox.height < 24 || skipBox.width < 24)
      problems.push(`skip link ${skipBox.width}×${skipBox.height}`);
    // The mobile menu and the phone picker's list, open.
    await open(page, '/careers');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const small of await smallTargets(page)) problems.push(`menu: ${small}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Country code: Ireland/ }).click();
    await page.getByRole('listbox').waitFor();
    for (const emoji of await emojiInText(page)) problems.push(`phone picker: emoji ${emoji}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows flags as SVG images from /flags, with the country named beside them', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, { popupSeen: true });
    await open(page, '/careers');
    const trigger = page.getByRole('button', { name: /^Country code: Ireland \+353/ });
    const flag = trigger.locator('img');
    expect(await flag.getAttribute('src')).toBe('/flags/IE.svg');
    await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await trigger.click();
    const germany = page.getByRole('option', { name: /Germany/ });
    await germany.scrollIntoViewIfNeeded();
    expect(await germany.locator('img').getAttribute('src')).toBe('/flags/DE.svg');
    const svg = await page.request.get(`${baseUrl()}/flags/DE.svg`);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    await context.close();
  });

  it("the popup's close button is 24 px or more, opaque, and its × stands out at least 3:1", async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile);
    await gotoHome(page);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.6));
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    await close.waitFor();
    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const { color, background } = await close.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });
    // An opaque background: what lies behind (the illustration) does not show through the ×.
    expect(background).toMatch(/^rgb\(/);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

describe('dialogs keep focus inside and give it back (docs/requirements.md#accessibility)', () => {
  it('the careers job dialog: Tab stays inside; Escape and Close return focus to the position', async () => {
    const token = await seededAdminToken();
    const department = await createDepartment(token);
    const title = uniqueName('Focus Engineer');
    await createPosting(token, department._id, { job_title: title });
    // The posting reaches /careers when its pages are written again (a few seconds on a busy stack).
    await htmlSettles('/careers', title, true);
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, { popupSeen: true });
    await open(page, '/careers');
    // A link to the posting's page that opens the dialog once its part of the page is hydrated.
    const position = page.getByRole('link', { name: new RegExp(title) });
    await hydrated(position);
    await position.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: title }).waitFor();
    expect(await tabStaysInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(position)).toBe(true);

    await position.click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(position)).toBe(true);
    await context.close();
  });

  it('the Resume Assistant is a modal dialog: Tab stays inside; Escape closes it and focuses the launcher', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.mobile, { popupSeen: true });
    await gotoHome(page);
    const launcher = page.getByRole('button', { name: 'Open the Resume Assistant' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Resume Assistant' });
    await panel.getByLabel('Your name').waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    expect(await tabStaysInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect
      .poll(() => launcher.evaluate((el) => el === document.activeElement).catch(() => false))
      .toBe(true);
    await context.close();
  });

  it('the scroll popup: Tab stays inside; Escape gives focus back to what had it', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop);
    await gotoHome(page);
    const explore = page.getByRole('link', { name: 'Explore Training' });
    await explore.focus();
    // The visitor's own scroll (the wheel): a scroll that only reveals a focused element opens nothing.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 480);
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    expect(await tabStaysInDialog(page, 6)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(explore)).toBe(true);
    await context.close();
  });

  it('the erasure confirmation on /my-data and Apply Now on /jobs: Tab stays inside; Escape returns focus to the button', async () => {
    const email = uniqueEmail('focus');
    const page = await candidatePage(VIEWPORTS.desktop, email, 'Siobhán Ní Bhriain');
    const token = await seededAdminToken();
    const department = await createDepartment(token);
    const title = uniqueName('Apply Focus');
    await createPosting(token, department._id, { job_title: title });

    await page.goto(`${baseUrl()}/my-data`);
    const erase = page.getByRole('button', { name: 'Erase everything' });
    await erase.click();
    await page.getByRole('dialog').waitFor();
    expect(await tabStaysInDialog(page, 6)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(erase)).toBe(true);

    await page.goto(`${baseUrl()}/jobs?q=${encodeURIComponent(title)}`);
    const card = page.getByRole('listitem').filter({ hasText: title });
    const apply = card.getByRole('button', { name: 'Apply Now' });
    await apply.click();
    await page.getByRole('dialog').waitFor();
    expect(await tabStaysInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(apply)).toBe(true);
    await page.context().close();
  });
});

describe('header at 320 px (docs/requirements.md#public-header, #accessibility)', () => {
  it('a 60-character e-mail is shown whole, nothing is wider than the screen, and Logout signs out', async () => {
    const local = `siobhan.ni.bhriain.${'x'.repeat(60)}`.slice(0, 60 - '@example.ie'.length);
    const email = `${local}@example.ie`.toLowerCase();
    expect(email).toHaveLength(60);
    const page = await candidatePage({ width: 320, height: 700 }, email, 'Siobhán Ní Bhriain-Ó Súilleabháin');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: /mobile/i });
    await menu.waitFor();
    // The user block comes with the account menu's chunk, which may still be loading.
    await menu.getByText(email, { exact: true }).waitFor();
    expect(await menu.getByText(email, { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const logout = menu.getByRole('button', { name: 'Logout' });
    const box = (await logout.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await logout.click();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await page.context().close();
  });
});
