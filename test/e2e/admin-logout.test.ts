/**
 * The admin sign-out asks first (docs/requirements.md#admin-shell): Cancel keeps the session, Logout
 * in the dialog ends it and leaves the admin area.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin logout', () => {
  it('asks to confirm; Cancel stays signed in, Logout ends the session', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin-login`);
    await page.getByLabel('Email or user name').fill(inject('adminEmail'));
    await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl()}/admin`);

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
    await context.close();
  });
});
