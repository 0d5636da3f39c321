/**
 * The candidate page (View Details in CV Management) shows the phones, e-mails and links read from the CV beside the
 * typed ones, each marked "from CV" (docs/requirements.md#cv-management: found in the CV).
 */
import { randomInt } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api.js';
import { adminPageIn, launchBrowser, searchCvList } from '../support/browser.js';
import { submitCvLines } from '../support/cvs.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('CV details: found in the CV', () => {
  it('lists the CV phone, e-mail and link marked "from CV", not the typed ones', async () => {
    const name = `Niamh Zq${Array.from({ length: 7 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('')}`;
    const email = uniqueEmail('fromcv');
    await submitCvLines(
      email,
      [
        name,
        `Tel: 087 123 4567 | ${email}`,
        'Work: +44 20 7123 4567 | niamh.work@example.com',
        'github.com/niamh-cv',
      ],
      { name, contact: { country_code: '+353', number: '871234567' } },
    );

    const page = await adminPageIn(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('link', { name: /^CV Management/ }).click();
    await searchCvList(page, email);
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();

    await page.waitForURL(/\/admin\/cv-management\/[^/?]+$/);
    const dialog = page.getByRole('main');
    const phone = dialog.getByRole('listitem').filter({ hasText: '+44 20 7123 4567' });
    await phone.waitFor();
    await expect(phone.getByText('from CV').isVisible()).resolves.toBe(true);
    const mail = dialog.getByRole('listitem').filter({ hasText: 'niamh.work@example.com' });
    await expect(mail.getByText('from CV').isVisible()).resolves.toBe(true);
    const link = dialog.getByRole('link', { name: 'https://github.com/niamh-cv' });
    expect(await link.getAttribute('href')).toBe('https://github.com/niamh-cv');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // The typed e-mail and phone are shown once, without the marker.
    await expect(dialog.getByRole('listitem').filter({ hasText: email }).count()).resolves.toBe(0);
    await expect(dialog.getByText('from CV').count()).resolves.toBe(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
