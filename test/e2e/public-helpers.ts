/**
 * Helpers of the public-site browser tests: pages at the two widths the issue names, the home
 * page past its splash loader, screenshots into the git-ignored `test-results/`, axe-core, target
 * sizes and emoji in rendered text.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl } from '../support/api.js';

/** Phone and desktop widths (docs/requirements.md#phone-picker: "responsive at 390 px and 1280 px"). */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');

/** A fresh context (own storage) at `viewport`; page errors are collected into `errors`. */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  opts: { popupSeen?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion: 'no-preference' });
  if (opts.popupSeen) {
    // The one-time popup would cover the page in screenshots and accessibility checks.
    await context.addInitScript(() => sessionStorage.setItem('homePopupShown', 'true'));
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Signs a candidate in through /login on `page` and waits until it is back on `/`. */
export async function signInThroughLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Opens `/` and waits until the splash loader has shown and gone (docs/requirements.md#public-limits). */
export async function gotoHome(page: Page, hash = ''): Promise<void> {
  await page.goto(`${baseUrl()}/${hash}`);
  const splash = page.getByTestId('splash');
  await splash.waitFor({ state: 'attached', timeout: 10_000 });
  await splash.waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * Opens a prerendered public page and waits until React has hydrated it (the root container carries
 * React's key): a click on the server's HTML before that has no handler yet
 * (docs/architecture.md#prerendered-pages).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/**
 * Resolves once the element `locator` finds is hydrated (React has attached its fiber): a part of
 * the page that hydrates late (the careers panel's lazily loaded list) answers a click with the
 * browser's default action only until then (a position's link opens the posting's page).
 */
export async function hydrated(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction((el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber')), element);
}

/** Resolves once the raw HTML of `path` (no JavaScript run) does or does not contain `text`. */
export async function htmlSettles(path: string, text: string, present: boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    if (html.includes(text) === present) return;
    if (Date.now() > deadline)
      throw new Error(`${path}: "${text}" still ${present ? 'missing' : 'present'} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Scrolls through the whole page (loads what waits for the viewport), then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
}

/** A full-page screenshot `test-results/screenshots/{name}-{width}.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * sonner's toaster: a scan of a screen leaves it out, since a toast of another test's CV can fade in
 * mid-scan on the shared stack (the toasts are scanned where a test shows its own).
 */
export const TOASTER = '[data-sonner-toaster]';

/** axe-core's tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA (docs/requirements.md#accessibility). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/**
 * Runs axe-core with the WCAG 2.2 A and AA rules on the page and answers every violation, whatever
 * its impact. axe is evaluated through the DevTools protocol, which the site's CSP does not block.
 * `exclude`: CSS selectors of parts left out of the scan.
 */
export async function accessibilityViolations(
  page: Page,
  opts: { exclude?: readonly string[] } = {},
): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    { tags: [...WCAG_22_AA], exclude: [...(opts.exclude ?? [])] },
  );
}

/** One line per violation: `where: rule (impact) help at selectors`. */
export function describeViolations(where: string, violations: readonly AxeViolation[]): string[] {
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Visible interactive elements smaller than 24 × 24 CSS px (WCAG 2.2 §2.5.8, docs/requirements.md#accessibility).
 * A checkbox or field counts together with its label (a click on the label works it). Exempt, as
 * the standard allows: links inside a sentence (inline, among other text) and elements that are
 * not shown (visually hidden until focused, or covered by `aria-hidden`).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        style.pointerEvents !== 'none' &&
        !/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip) &&
        style.clipPath !== 'inset(50%)' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const found: string[] = [];
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=checkbox], [role=option], [tabindex]:not([tabindex="-1"])';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!shown(el)) continue;
      const own = el.getBoundingClientRect();
      let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
      const labels = [...((el as HTMLInputElement).labels ?? [])];
      if (el.id)
        labels.push(...document.querySelectorAll<HTMLLabelElement>(`label[for="${CSS.escape(el.id)}"]`));
      for (const label of labels) {
        const b = label.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.min(left, b.left),
          Math.min(top, b.top),
          Math.max(right, b.right),
          Math.max(bottom, b.bottom),
        ];
      }
      const [width, height] = [right - left, bottom - top];
      if (width >= 24 && height >= 24) continue;
      const inSentence =
        getComputedStyle(el).display === 'inline' &&
        (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      if (inSentence) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
    }
    return found;
  });
}

/** Emoji code points in the page's rendered text (flags, pictographs, emoji presentation selectors). */
export function emojiInText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = document.body.innerText.match(/\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F/gu);
    return [...new Set(found ?? [])];
  });
}
