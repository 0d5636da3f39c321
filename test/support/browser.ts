/**
 * Debian's Chromium driven by playwright-core (no browser download): one browser per test file.
 */
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { adminRoomConnections } from '../../functions/core/data/connections.js';
import { baseUrl, eventually } from './api.js';

/** Chromium's real binary is faster to start than the /usr/bin wrapper script. */
const EXECUTABLE = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export async function launchBrowser(): Promise<Browser> {
  const { existsSync } = await import('node:fs');
  const executablePath = process.env.CHROMIUM_PATH ?? EXECUTABLE.find((p) => existsSync(p));
  if (!executablePath) throw new Error('Chromium not found: install it with `apt-get install -y chromium`');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * One browser for this test file: launched before its first test, closed after its last. Answers
 * a getter (the browser exists only once the file's tests run).
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts before the first test');
    return browser;
  };
}

/**
 * A desktop-sized page of a new context, signed in through /admin-login and on the dashboard: as
 * the seeded super admin, or as `as` (an admin a test made). `acceptDownloads` for tests that save
 * a file. Close it with `page.context().close()`.
 */
export async function adminPageIn(
  browser: Browser,
  opts: { acceptDownloads?: boolean; as?: { email: string; password: string } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    acceptDownloads: opts.acceptDownloads ?? false,
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/admin-login`);
  await page.getByLabel('Email or user name').fill(opts.as?.email ?? inject('adminEmail'));
  await page.getByLabel('Password', { exact: true }).fill(opts.as?.password ?? inject('adminPassword'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/admin`);
  return page;
}

/**
 * Types `text` into CV Management's search box and waits until the list shows its answer: the
 * search is in the address (it is applied 300 ms after the last keystroke, web/src/lib/use-url-text.ts)
 * and the rows shown are the search's own answer (`data-results-for`, web/src/features/cv-management/
 * CvManagementPage.tsx), no longer fetching. Acting on a row before that acts on the previous list,
 * kept in view until the answer replaces its rows (a menu opened on such a row closes with it).
 */
export async function searchCvList(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text.trim(), { timeout: 10_000 });
  // The URL moves before the list re-renders, and the previous list stays in view (dimmed) until the
  // search answers: wait for rows that are the search's own, not merely for no request in flight.
  await page
    .locator(`[data-results-for="${text.trim().replaceAll('"', '\\"')}"]:not([aria-busy="true"])`)
    .waitFor({ timeout: 15_000 });
}

/**
 * Picks up the pipeline board's card named `name` with Space (web/src/features/job-postings/PipelinePage.tsx)
 * and resolves once the next key press moves it: the live region says the card is over its own
 * column `status` (the columns are measured), and dnd-kit's keyboard sensor, which adds its key
 * listener in a timeout it queues at the pick-up, has added it (a timeout queued here, after the
 * announcement, runs after that one). A press before then is lost: on a loaded host the sensor's
 * timeout can run well after the announcement is shown. Answers the live region.
 */
export async function pickUpCard(page: Page, name: RegExp, status: string): Promise<Locator> {
  const live = page.locator('[aria-live="assertive"]');
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Space');
  await live.filter({ hasText: `is over ${status}.` }).waitFor({ timeout: 10_000 });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return live;
}

/**
 * Presses `key` once on a picked-up card and waits until the live region says `text` (the card is
 * over the next column): each press moves one column, so the next press waits for this one's.
 */
export async function moveCardOnce(page: Page, live: Locator, key: string, text: string): Promise<void> {
  await page.keyboard.press(key);
  await live.filter({ hasText: text }).waitFor({ timeout: 10_000 });
}

/** The connection ids in the admin room now (for `joinedAdminRoom`). */
export async function adminRoomIds(): Promise<Set<string>> {
  return new Set((await adminRoomConnections()).map((c) => c.connectionId));
}

/**
 * Resolves once a connection that was not in the admin room at `before` (`adminRoomIds()`, taken
 * before the admin's page opened) has joined it: broadcasts reach the page from then on
 * (docs/architecture.md#realtime-and-schedule). Bounded at 20 s.
 */
export async function joinedAdminRoom(before: Set<string>): Promise<void> {
  await eventually(
    async () => ((await adminRoomConnections()).some((c) => !before.has(c.connectionId)) ? true : undefined),
    20_000,
  );
}

/**
 * Clicks `link` and waits until the page is at a URL `at` accepts. On the shared stack other files
 * send CVs all the time, and a realtime popup or toast that appears between Playwright's check of the
 * link and its click takes that click: then the page stays where it was, and the link is clicked again
 * (at most `tries` times, `ms` each for the URL). Throws the last wait's error.
 */
export async function followLink(
  page: Page,
  link: Locator,
  at: string | ((url: URL) => boolean),
  { tries = 3, ms = 10_000 } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await link.click();
    try {
      await page.waitForURL(at, { timeout: ms });
      return;
    } catch (err) {
      if (attempt >= tries) throw err;
    }
  }
}
