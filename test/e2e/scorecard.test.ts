/**
 * The interviewer's scorecard on the candidate page (docs/requirements.md#scorecards, issue 35
 * item 7) in Chromium, keyboard only: an interviewer (a viewer account) on a technical interview
 * rates each attribute with the arrow keys in its radio group, types a note per attribute and the
 * key take-aways (autosaved as a draft), picks the overall recommendation and submits with Enter;
 * the page then shows their submitted scorecard and the stage's summary. 1280 and 390 px, axe clean.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scorecard } from '../../functions/contract/schemas/scorecards.js';
import { update } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { postingOfItsOwn } from '../support/catalog.js';
import { applyStackEnv } from '../support/stack.js';
import { PASSWORD, sessionFor } from '../support/users.js';
import { accessibilityViolations, describeViolations, screenshot, TOASTER } from './public-helpers.js';

let browser: Browser;
let token: string;
let jobId: string;

beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
  token = await seededAdminToken();
  jobId = (await postingOfItsOwn(token))._id;
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * A candidate of the posting with a technical interview whose panel is a new viewer account. The
 * interview is booked in the future (as it must be), then moved to have taken place an hour ago:
 * the scorecard form shows only from the interview's start.
 */
async function interviewWithPanel(name: string, day: number) {
  const candidate = await applicantTo([{ _id: jobId }], name);
  const interviewer = await sessionFor('admin', ['viewer']);
  const res = await api<{ interview: { id: string } }>('POST', `/resume/${candidate.id}/interviews`, {
    token,
    body: {
      postingId: jobId,
      stageId: 'technical-interview',
      startsAt: `2027-11-${String(day).padStart(2, '0')}T14:00`,
      durationMinutes: 60,
      interviewerIds: [interviewer.sub],
    },
  });
  expect(res.status, String(res.body.message)).toBe(201);
  const startsAt = new Date(Date.now() - 60 * 60_000).toISOString();
  await update(keys.interview(candidate.id, res.body.data!.interview.id), {
    set: { startsAt, endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString() },
  });
  return { candidate, interviewer };
}

describe('scorecard with the keyboard only', () => {
  for (const [width, name, day] of [
    [1280, 'Órla Mac Cárthaigh', 8],
    [390, 'Tadhg Ó Súilleabháin', 9],
  ] as const) {
    it(`fills, autosaves and submits a scorecard (${width} px)`, async () => {
      const { candidate, interviewer } = await interviewWithPanel(name, day);
      const page = await adminPageIn(browser, { as: { email: interviewer.email, password: PASSWORD } });
      await page.setViewportSize({ width, height: 900 });
      try {
        await page.goto(`${baseUrl()}/admin/cv-management/${candidate.id}`);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        const form = page.getByRole('form', { name: /Your scorecard: Technical interview/ });
        await form.waitFor();
        // Into the first rating group (a focus, not a click); from here on only keys.
        await form.getByRole('radio', { name: 'Blank' }).first().focus();
        const keys = page.keyboard;
        // Technical knowledge: Yes (Blank → Strong no → No → Yes), then its note.
        for (let i = 0; i < 3; i++) await keys.press('ArrowRight');
        await keys.press('Tab');
        await keys.type('Knows event sourcing well');
        // Problem solving: Strong yes.
        await keys.press('Tab');
        for (let i = 0; i < 4; i++) await keys.press('ArrowRight');
        await keys.press('Tab');
        await keys.type('Split the problem cleanly');
        // Quality of work: left blank, no note.
        await keys.press('Tab');
        await keys.press('Tab');
        await keys.press('Tab');
        await keys.type('Strong hire for the platform team');
        await form.getByRole('status').getByText('Draft saved').waitFor({ timeout: 15_000 });
        const drafts = await api<{ scorecards: Scorecard[] }>('GET', `/resume/${candidate.id}/scorecards`, {
          token: interviewer.token,
        });
        expect(drafts.body.data!.scorecards[0]).toMatchObject({
          status: 'draft',
          interviewerId: interviewer.sub,
        });

        // Recommendation: the group has no choice yet, so Tab lands on its first radio.
        await keys.press('Tab');
        for (let i = 0; i < 3; i++) await keys.press('ArrowRight');
        expect(await form.getByRole('radio', { name: 'Strong yes' }).last().isChecked()).toBe(true);
        if (width === 1280) {
          expect(
            describeViolations('scorecard', await accessibilityViolations(page, { exclude: [TOASTER] })),
          ).toEqual([]);
          await screenshot(page, 'scorecard-form');
        }
        await keys.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit scorecard');
        await keys.press('Enter');
        await page.getByText('Scorecard submitted').first().waitFor();
        await form.waitFor({ state: 'detached' });

        const after = await api<{ scorecards: Scorecard[] }>('GET', `/resume/${candidate.id}/scorecards`, {
          token: interviewer.token,
        });
        const card = after.body.data!.scorecards[0]!;
        expect(card).toMatchObject({
          status: 'submitted',
          recommendation: 'strong_yes',
          notes: 'Strong hire for the platform team',
        });
        expect(card.ratings).toEqual([
          { attributeId: 'technical-knowledge', rating: 3, note: 'Knows event sourcing well' },
          { attributeId: 'problem-solving', rating: 4, note: 'Split the problem cleanly' },
          { attributeId: 'quality', rating: null, note: '' },
        ]);
        // The page now shows the submitted card and the stage's summary.
        await page.getByText('Technical knowledge: mean rating: 3.0 of 4 (1 rating)').waitFor();
        await page.getByText(/Strong yes 1/).waitFor();
        expect(
          describeViolations('scorecard-read', await accessibilityViolations(page, { exclude: [TOASTER] })),
        ).toEqual([]);
        if (width === 390) await screenshot(page, 'scorecard-submitted-390');
      } finally {
        await page.context().close();
      }
    }, 180_000);
  }
});
