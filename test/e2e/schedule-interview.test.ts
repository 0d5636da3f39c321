/**
 * "Schedule interview" from the candidate page (docs/requirements.md#interviews, issue 35 item 3) in
 * Chromium: the posting's stages, date and time entered in Dublin time (a time in the spring gap
 * refused with the API's text before sending), the stage's duration, interviewers from the admin
 * accounts; the booking stored in UTC and listed on the page in Dublin time; a clash shows the other
 * booking and "Schedule anyway" books it. Booked from a pipeline card, the candidate's invite is read
 * in the local mail viewer and its .ics parsed back (ical.js).
 */
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import { registerAdmin } from '../support/admins.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { applyStackEnv, stackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

/** The seeded super admin's checkbox: other files add admins whose user names also hold "superadmin". */
const SEEDED_ADMIN = `superadmin (${inject('adminEmail')})`;

let browser: Browser;
let token: string;
let candidate: { id: string; email: string };
let jobId: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  const posting = await postingOfItsOwn(token);
  jobId = posting._id;
  candidate = await applicantTo([posting], 'Clodagh Ní Fhlannagáin');
  // An interviewer with a long address: the list must wrap it inside the dialog at 390 px.
  await registerAdmin(token);
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

async function interviews(): Promise<Interview[]> {
  const res = await api<{ interviews: Interview[] }>('GET', `/resume/${candidate.id}/interviews`, { token });
  return res.body.data?.interviews ?? [];
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Schedule interview' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await dialog.getByLabel('Stage').selectOption({ label: 'Technical interview' });
  await dialog.getByLabel('Date', { exact: true }).fill('2027-03-28');
  return dialog;
}

describe('schedule an interview', () => {
  for (const width of [1280, 390]) {
    it(`books from the candidate page in Dublin time (${width} px)`, async () => {
      const page = await adminPageIn(browser);
      await page.setViewportSize({ width, height: 900 });
      try {
        await page.goto(`${baseUrl()}/admin/cv-management/${candidate.id}`);
        await page.getByRole('heading', { level: 1, name: 'Clodagh Ní Fhlannagáin' }).waitFor();
        const before = (await interviews()).length;
        const dialog = await openDialog(page);
        expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('60');
        // Their own posting chosen; the other active postings offered below it.
        expect(await dialog.getByLabel('Posting').inputValue()).toBe(jobId);
        // The other postings come with their own request: wait for them before counting.
        const others = dialog.locator('optgroup[label^="Other active postings"]');
        await others.waitFor({ state: 'attached' });
        expect(await others.count()).toBe(1);
        // 01:30 on 28 March 2027 does not exist in Dublin (clocks go forward at 01:00).
        await dialog.getByLabel('Time (Dublin)').fill('01:30');
        await dialog.getByRole('checkbox', { name: SEEDED_ADMIN, exact: true }).check();
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        await dialog.getByText('2027-03-28T01:30 does not exist in Dublin').waitFor();
        expect(await interviews()).toHaveLength(before);

        await dialog.getByLabel('Time (Dublin)').fill('10:30');
        await dialog.getByLabel('Video link (optional)').fill('https://meet.example.ie/clodagh');
        if (width === 1280) {
          expect(
            describeViolations('schedule', await accessibilityViolations(page, { exclude: [TOASTER] })),
          ).toEqual([]);
          await screenshot(page, 'schedule-interview');
        }
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        if (before > 0) {
          // The same interviewer at the same time: the clash is shown, then booked anyway.
          await dialog.getByText('An interviewer is already booked at that time').waitFor();
          await dialog.getByRole('button', { name: 'Schedule anyway' }).click();
        }
        await dialog.waitFor({ state: 'detached' });
        await page.getByText('Interview scheduled').first().waitFor();
        await page.getByText('Technical interview, 28 Mar 2027, 10:30').first().waitFor();
        const booked = await interviews();
        expect(booked).toHaveLength(before + 1);
        // Irish Summer Time (+01:00) from 01:00 UTC that day.
        expect(booked.map((i) => i.startsAt)).toContain('2027-03-28T09:30:00.000Z');
        expect(booked[0]).toMatchObject({ stageName: 'Technical interview', status: 'scheduled' });
        await screenshot(page, 'candidate-interviews');
      } finally {
        await page.context().close();
      }
    }, 90_000);
  }

  it('books from a pipeline card, the posting fixed (390 px)', async () => {
    const page = await adminPageIn(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl()}/admin/job-postings/${jobId}/pipeline`);
      const card = page.getByRole('listitem').filter({ hasText: 'Clodagh Ní Fhlannagáin' });
      await card.getByRole('button', { name: 'Schedule interview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
      await dialog.getByLabel('Stage').selectOption({ label: 'Final interview' });
      expect(await dialog.getByLabel('Duration (minutes)').inputValue()).toBe('45');
      await dialog.getByLabel('Date', { exact: true }).fill('2026-12-15');
      await dialog.getByLabel('Time (Dublin)').fill('14:00');
      await dialog.getByLabel('Location (optional)').fill('Cork office, Lapp’s Quay');
      await dialog.getByRole('checkbox', { name: SEEDED_ADMIN, exact: true }).check();
      // The interviewers' list (long addresses) stays inside the dialog at 390 px.
      const list = dialog.getByRole('group', { name: 'Interviewers' }).getByRole('list');
      const [listBox, dialogBox] = [await list.boundingBox(), await dialog.boundingBox()];
      expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
      expect(
        describeViolations('schedule 390', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await screenshot(page, 'schedule-from-card');
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Interview scheduled').first().waitFor();
      // Winter time: Dublin is UTC then.
      expect((await interviews()).map((i) => [i.stageName, i.startsAt, i.location])).toContainEqual([
        'Final interview',
        '2026-12-15T14:00:00.000Z',
        'Cork office, Lapp’s Quay',
      ]);
      // The card names the earliest booking ahead, in Dublin time.
      await card.getByText('Next: Final interview, 15 Dec 2026, 14:00').waitFor();

      // The candidate's invite, as a person reads it in the local mail viewer: the mail with its
      // .ics attachment, whose event is the booking (UTC), a REQUEST.
      const viewer = await page.context().newPage();
      await viewer.goto(`${stackEnv().AWS_ENDPOINT_URL_SESV2}/`);
      const mail = viewer
        .locator('div.email')
        .filter({ hasText: candidate.email })
        .filter({ hasText: /Interview: Final interview/ })
        .filter({ has: viewer.getByRole('link', { name: /\.ics$/ }) })
        .last();
      await mail.waitFor({ timeout: 20_000 });
      const link = mail.getByRole('link', { name: /\.ics$/ }).first();
      const ics = await link.evaluate(async (a) => (await fetch((a as HTMLAnchorElement).href)).text());
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const event = calendar.getFirstSubcomponent('vevent')!;
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
        '2026-12-15T14:00:00.000Z',
      );
      expect(String(event.getFirstPropertyValue('location'))).toBe('Cork office, Lapp’s Quay');
      await screenshot(viewer, 'schedule-invite-in-mail-viewer');
      await viewer.close();
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
