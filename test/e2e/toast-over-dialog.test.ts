/**
 * A realtime notification while a dialog is open at 390 px (docs/requirements.md#notifications):
 * the toast must not cover the open dialog's action buttons. With "Make offer" and "Schedule
 * interview" open on the candidate page, a visitor's CV arrives over the WebSocket; its toast shows
 * inside the viewport and overlaps neither the dialog's submit nor its Cancel button, which stay the
 * elements at their own centres, so a tap still reaches them.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, seededAdminToken, uniqueSurname } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { adminPageIn, adminRoomIds, joinedAdminRoom, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { screenshot } from './public-helpers.js';

let browser: Browser;
let candidateId: string;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  const token = await seededAdminToken();
  candidateId = (await applicantTo([await postingOfItsOwn(token)], 'Gráinne Ní Mháille')).id;
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

/** Whether the element at `target`'s centre is `target` (or inside it): nothing lies over it there. */
const onTop = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a toast while a dialog is open (390 px)', () => {
  for (const [opener, submit] of [
    ['Make offer', 'Save draft'],
    ['Schedule interview', 'Schedule'],
  ] as const) {
    it(`leaves ${opener}'s buttons uncovered`, async () => {
      const room = await adminRoomIds();
      const page = await adminPageIn(browser);
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await page.goto(`${baseUrl()}/admin/cv-management/${candidateId}`);
        await page.getByRole('heading', { level: 1, name: 'Gráinne Ní Mháille' }).waitFor();
        await joinedAdminRoom(room);
        await page.getByRole('button', { name: opener }).first().click();
        const dialog = page.getByRole('dialog', { name: opener });
        const save = dialog.getByRole('button', { name: submit, exact: true });
        const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
        await save.scrollIntoViewIfNeeded();

        const name = `Toast ${uniqueSurname()}`;
        const toast = page.locator('[data-sonner-toast]').filter({ hasText: `${name} uploaded a CV` });
        // Watched from before the upload, then held by the pointer (Sonner pauses a hovered toast):
        // it lasts 4 s, and on a busy host the upload's own polling returned after it had gone.
        const shown = toast.waitFor({ timeout: 45_000 });
        await candidateWithAttachedCv({ name });
        await shown;
        const at = (await toast.boundingBox())!;
        await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
        // The dialog's lists have loaded by now: its foot in view again, the toast done sliding in.
        await save.scrollIntoViewIfNeeded();
        await page.waitForTimeout(600);
        await screenshot(page, `toast-over-${opener.toLowerCase().replace(' ', '-')}-390`);
        // Seen: inside the viewport and over no action of the dialog.
        const box = (await toast.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(844);
        for (const button of [save, cancel])
          expect(overlap(box, (await button.boundingBox())!), String(await button.textContent())).toBe(false);
        expect(await onTop(save)).toBe(true);
        expect(await onTop(cancel)).toBe(true);
        await expect(dialog.isVisible()).resolves.toBe(true);
      } finally {
        await page.context().close();
      }
    }, 90_000);
  }
});
