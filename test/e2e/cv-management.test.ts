/**
 * CV Management in Chromium (docs/requirements.md#cv-management): a visitor uploads on /careers while an admin has
 * CV Management open; the new-CV toast appears without a reload; the admin then changes the status,
 * sets an expiry date, opens the candidate page, exports the list as CSV and deletes the record.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { api, baseUrl, eventually, seededAdminToken, uniqueEmail, uniqueSurname } from '../support/api.js';
import {
  adminPageIn,
  adminRoomIds,
  joinedAdminRoom,
  launchBrowser,
  searchCvList,
} from '../support/browser.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { makePdf } from '../support/files.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(): Promise<Page> {
  const page = await adminPageIn(browser, { acceptDownloads: true });
  await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
  return page;
}

async function visitorUploads(name: string, email: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cv-'));
  const file = join(dir, 'cv.pdf');
  writeFileSync(file, await makePdf(name, email));
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/careers`);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByPlaceholder('87 123 4567').fill('871234567');
  await page.getByLabel('Job Title').selectOption('DevOps Engineer');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page
    .getByText("Application submitted successfully! We'll review your CV and contact you soon.")
    .waitFor({ timeout: 15_000 });
  await context.close();
}

describe('CV Management in Chromium', () => {
  it('live toast, status, expiry, View Details, CSV export and delete', async () => {
    const room = await adminRoomIds();
    const page = await adminPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('link', { name: /^CV Management/ }).click();
    await page.getByRole('heading', { name: 'CV Management' }).waitFor();
    // The page's socket joins the admin room once open: the upload's broadcast must find it there.
    await joinedAdminRoom(room);

    const name = `Roisin ${uniqueSurname()}`;
    const email = uniqueEmail('e2e');
    await visitorUploads(name, email);

    // The toast arrives over the WebSocket: no reload.
    await page.getByText(`${name} uploaded a CV for DevOps Engineer`).waitFor({ timeout: 10_000 });
    // The search index follows the table's stream a moment later (docs/architecture.md#search).
    const token = await seededAdminToken();
    await eventually(async () => {
      const found = await api<{ resumes: Resume[] }>('GET', `/resume?search=${encodeURIComponent(email)}`, {
        token,
      });
      return found.body.data?.resumes.length ? true : undefined;
    }, 30_000);
    await searchCvList(page, email);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await expect(row.getByText('CV Available').isVisible()).resolves.toBe(true);

    // Update Status: Save stays disabled until another status is chosen.
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Update Status' }).click();
    const save = page.getByRole('dialog').getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Shortlisted' }).click();
    await save.click();
    await page.getByText('Resume status updated successfully!').waitFor();
    await row.getByText('Shortlisted').waitFor();

    // Set Expiry Date: a date 3 days ahead shows in orange (within 7 days).
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const value = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Set Expiry Date' }).click();
    const dateInput = page.getByRole('dialog').getByLabel('Expiry date');
    expect(await dateInput.getAttribute('min')).toBeTruthy();
    await dateInput.fill(value);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('CV expiry date updated successfully!').waitFor();
    const shown = new Intl.DateTimeFormat('en-IE', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(soon);
    const expiryCell = row.getByText(shown);
    await expiryCell.waitFor();
    expect(await expiryCell.getAttribute('class')).toMatch(/text-warning-600/);

    // View Details opens the candidate page (candidate-page.test.ts covers it); Back returns to the list.
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL(/\/admin\/cv-management\/[^/?]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goBack();
    // Back restores the filtered list (issue 16: URL state).
    expect(new URL(page.url()).searchParams.get('search')).toBe(email);
    expect(await page.getByLabel('Search').inputValue()).toBe(email);
    await row.waitFor();

    // Export CSV of the filtered list.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await page.getByText('CSV exported successfully!').waitFor();
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Name,Email,Phone,Job Title');
    expect(csv).toContain(email);
    expect(csv).toContain('Shortlisted');
    expect(csv.trim().split('\r\n')).toHaveLength(2);

    // Delete Resume: confirm, then the row is gone and the API no longer knows the record.
    const admin = await seededAdminToken();
    const listed = await api<{ resumes: Resume[] }>('GET', `/resume?search=${encodeURIComponent(email)}`, {
      token: admin,
    });
    const id = listed.body.data!.resumes[0]!._id;
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Resume' }).click();
    await page.getByText('This action cannot be undone').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Resume' }).click();
    await page.getByText('Resume deleted successfully!').waitFor();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' });
    await eventually(async () =>
      (await api('GET', `/resume/${id}`, { token: admin })).status === 404 ? true : undefined,
    );

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the unread badge shows 9+ above 9 and the notification list opens from the bell', async () => {
    // Ten more unread notifications (nothing on the shared table marks them read).
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        candidateWithAttachedCv({ name: `Badge ${uniqueSurname()}`, email: uniqueEmail(`badge${i}`) }),
      ),
    );
    const page = await adminPage();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    expect(await bell.getByTestId('unread-badge').textContent()).toBe('9+');
    await bell.click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await page.getByText(/uploaded a CV for/).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
