/**
 * The home page's promotion popup and keyboard users (docs/requirements.md#landing-page): tabbing
 * through the page scrolls it far past the popup's 30% mark, and the popup never opens on those
 * focus-driven scrolls (it would take the focus of someone on their way to the contact links);
 * a scroll by the wheel afterwards still opens it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { gotoHome, openPage, VIEWPORTS } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const POPUP_TITLE = 'Looking for your next role in tech?';

describe('scroll popup and the keyboard', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`never opens while a keyboard user tabs to the contact links (${name})`, async () => {
      const { context, page, errors } = await openPage(browser, viewport);
      try {
        await gotoHome(page);
        const popup = page.getByRole('dialog', { name: POPUP_TITLE });
        let deepest = 0;
        let reachedContact = false;
        for (let i = 0; i < 80 && !reachedContact; i++) {
          await page.keyboard.press('Tab');
          await page.waitForTimeout(60);
          expect(await popup.count(), `popup after ${i + 1} Tab presses`).toBe(0);
          const at = await page.evaluate(() => ({
            y: window.scrollY,
            href: (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href') ?? '',
          }));
          deepest = Math.max(deepest, at.y);
          reachedContact = /^(mailto|tel):/.test(at.href);
        }
        expect(reachedContact).toBe(true);
        // The tabbing did scroll past the 30% mark: the popup stayed shut for that reason alone.
        expect(deepest).toBeGreaterThan(viewport.height * 0.3);
        await page.waitForTimeout(800);
        expect(await popup.count()).toBe(0);

        // A scroll by the wheel is the visitor's own: the popup opens as before.
        await page.mouse.move(viewport.width / 2, viewport.height / 2);
        await page.mouse.wheel(0, -100);
        await popup.waitFor({ timeout: 5_000 });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  }
});
