/**
 * The admin sign-out asks first (docs/requirements.md#admin-shell): Cancel keeps the session, Logout
 * in the dialog ends it and leaves the admin area.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin logout', () => {
  it('asks to confirm; Cancel stays signed in, Logout ends the session', async () => {
    const page = await adminPageIn(browser);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to log out of the admin area?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${baseUrl()}/admin`);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto(`${baseUrl()}/admin`);
    await page.waitForURL(/\/admin-login/);
    await page.context().close();
  });
});
