/**
 * CV Management's filters and table at 1280 and 1440 px (docs/requirements.md#cv-management): no
 * filter shows its value cut ("All statuse"), and no cell cuts a job title ("Cloud En...") or the
 * skills' "+n more" ("+3 r"): each value is whole on screen. axe WCAG 2.2 AA on the list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { api, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { adminPageIn, launchBrowser, searchCvList } from '../support/browser.js';
import { storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What is shown cut in the filter bar and the table: a select's chosen text, a clipped box's content.
 * A value cut with its whole text as a tooltip (a long name or address, by design) is not counted;
 * screen-reader-only text is not shown.
 */
function clippedIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (el: Element, text: string) => {
      const s = getComputedStyle(el);
      canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const scope = [
      ...document.querySelectorAll('search[aria-label="Filter resumes"] *, table thead *, table tbody *'),
    ];
    for (const el of scope) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (el instanceof HTMLSelectElement) {
        const s = getComputedStyle(el);
        // A native select draws its arrow inside the content box (about 20 px).
        const arrow = s.appearance === 'none' ? 0 : 20;
        const room =
          el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight) - arrow;
        const text = el.selectedOptions[0]?.textContent ?? '';
        if (textWidth(el, text) > room + 0.5) found.push(`select "${text}" in ${Math.round(room)} px`);
        continue;
      }
      const s = getComputedStyle(el);
      const clips = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
      const text = (el.textContent ?? '').trim();
      const tooltip = el.closest('[title]')?.getAttribute('title') ?? '';
      if (text && tooltip.includes(text)) continue;
      if (clips && el.scrollWidth > el.clientWidth + 1)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth} px`,
        );
    }
    return found;
  });
}

describe.each([1280, 1440])('CV list at %i px', (width) => {
  it('shows every filter value, job title and skills line whole', async () => {
    const email = uniqueEmail('fit');
    const file = await makePdf('Caoimhe Ní Dhonnchadha', email);
    const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
      body: uploadBody(file, {
        name: 'Caoimhe Ní Dhonnchadha',
        email,
        role: 'Cloud Engineer',
        source: 'assistant',
        skills: ['TypeScript', 'Kubernetes', 'PostgreSQL', 'GraphQL', 'Terraform'],
      }),
    });
    expect(res.status).toBe(201);
    expect(await postToS3(res.body.data!.upload, file, PDF)).toBe(204);
    await eventually(
      async () => ((await storedResume(res.body.data!.resumeId))?.cv ? true : undefined),
      30_000,
    );

    const page = await adminPageIn(browser);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${page.url()}/cv-management`);
    await page.getByRole('table').waitFor();
    await searchCvList(page, email);
    // By the address: the other width's run left a candidate of the same name, listed until the search answers.
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    // The job title and the skills' count show whole, tooltip or not.
    const role = row.getByText('Cloud Engineer', { exact: true });
    expect(
      await role.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      ),
    ).toBe(true);
    const more = row.getByText(/^\+\d+ more$/);
    expect(
      await more.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const list = el.parentElement!.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth + 1 && box.right <= list.right + 0.5;
      }),
    ).toBe(true);
    expect(await clippedIn(page)).toEqual([]);
    // The table itself fits: no sideways scrolling at these widths.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(
      describeViolations(`cv list ${width}`, await accessibilityViolations(page, { exclude: [TOASTER] })),
    ).toEqual([]);
    await page.context().close();
  }, 120_000);
});
