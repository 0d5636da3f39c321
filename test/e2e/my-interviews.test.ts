/**
 * My Interviews (docs/requirements.md#my-interviews, issue 35 item 6) in Chromium, as a viewer who
 * sits on two panels: reached from the admin menu; an upcoming interview under Upcoming (Dublin
 * time, the candidate's name linking to their page) and one that ended three days ago under
 * Awaiting your feedback; at 1280 and 390 px, axe finds nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../functions/contract/dates.js';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import { createInterview } from '../../functions/core/data/interviews.js';
import { registerAdmin } from '../support/admins.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
let viewer: { id: string; email: string; user_name: string };
let upcoming: Interview;
/** Letters only (the careers form refuses digits in a name), so each run's names are its own. */
const tag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const upcomingName = `Órla Upcoming ${tag()}`;
const pastName = `Dara Past ${tag()}`;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  const token = await seededAdminToken();
  viewer = await registerAdmin(token, 'viewer');
  const posting = await postingOfItsOwn(token);
  const [next, past] = await Promise.all([
    candidateWithAttachedCv({ name: upcomingName, source: 'careers' }),
    candidateWithAttachedCv({ name: pastName, source: 'careers' }),
  ]);
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  startsAt.setUTCHours(10, 0, 0, 0);
  const res = await api<{ interview: Interview }>('POST', `/resume/${next.id}/interviews`, {
    token,
    body: {
      postingId: posting._id,
      stageId: 'technical-interview',
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      videoUrl: 'https://meet.example.ie/my-interviews',
      interviewerIds: [viewer.id],
      allowConflicts: true,
    },
  });
  expect(res.status).toBe(201);
  upcoming = res.body.data!.interview;
  // An interview that ended three days ago: the API books only future times, so it is written as stored.
  const began = new Date(Date.now() - 3 * 86_400_000);
  const now = new Date().toISOString();
  await createInterview({
    id: randomUUID(),
    resumeId: past.id,
    postingId: posting._id,
    stageId: 'phone-screen',
    stageName: 'Phone screen',
    startsAt: began.toISOString(),
    endsAt: new Date(began.getTime() + 30 * 60_000).toISOString(),
    location: 'Penrose Wharf, Cork',
    interviewers: [{ id: viewer.id, name: viewer.user_name, email: viewer.email }],
    status: 'scheduled',
    sequence: 0,
    createdAt: now,
    updatedAt: now,
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function myInterviews(width: number): Promise<Page> {
  const page = await adminPageIn(browser, { as: { email: viewer.email, password: 'Str0ng!pass' } });
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${baseUrl()}/admin/my-interviews`);
  await page.getByRole('heading', { name: 'My Interviews', level: 1 }).waitFor();
  await page.getByRole('link', { name: upcomingName }).waitFor();
  return page;
}

describe('My Interviews', () => {
  it('is in the admin menu and lists the upcoming interview and the one awaiting feedback (1280 px)', async () => {
    const page = await adminPageIn(browser, { as: { email: viewer.email, password: 'Str0ng!pass' } });
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl()}/admin`);
      await page.getByRole('link', { name: 'My Interviews' }).click();
      await page.getByRole('heading', { name: 'My Interviews', level: 1 }).waitFor();
      const upcomingSection = page.getByRole('region', { name: /Upcoming/ });
      const awaiting = page.getByRole('region', { name: /Awaiting your feedback/ });
      await upcomingSection.getByRole('link', { name: upcomingName }).waitFor();
      expect(await upcomingSection.textContent()).toContain(formatDate(upcoming.startsAt, 'dateTime')!);
      expect(await upcomingSection.textContent()).toContain('Technical interview');
      await awaiting.getByRole('link', { name: pastName }).waitFor();
      expect(await awaiting.textContent()).not.toContain(upcomingName);
      expect(await upcomingSection.textContent()).not.toContain(pastName);
      expect(
        describeViolations('my interviews 1280', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      await awaiting.getByRole('link', { name: pastName }).click();
      await page.waitForURL(/\/admin\/cv-management\//);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('reads at 390 px without sideways scrolling, and axe finds nothing', async () => {
    const page = await myInterviews(390);
    try {
      await page.getByRole('link', { name: pastName }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(
        describeViolations('my interviews 390', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
