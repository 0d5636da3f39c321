/**
 * Helpers of the public-site browser tests: pages at the two widths the issue names, the home
 * page past its splash loader, screenshots into the git-ignored `test-results/`, and axe-core.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** Opens `/` and waits until the splash loader has shown and gone (docs/requirements.md#public-limits). */
export async function gotoHome(page: Page, hash = ''): Promise<void> {
  await page.goto(`${baseUrl()}/${hash}`);
  const splash = page.getByTestId('splash');
  await splash.waitFor({ state: 'attached', timeout: 10_000 });
  await splash.waitFor({ state: 'detached', timeout: 10_000 });
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
 * Runs axe-core (WCAG 2.x A and AA rules) on the page and answers the serious and critical
 * violations. axe is evaluated through the DevTools protocol, which the site's CSP does not block.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
