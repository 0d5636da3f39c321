/**
 * What the recruiter sees of a candidate's files in CV Management (docs/requirements.md#cv-management), in
 * Chromium: skills as tags in the list and on the candidate page with a skill filter; every submission
 * newest first with its verdict, the reason of a rejected one and a Download for each file held; no
 * CV Download for a record whose file is gone.
 */
import { readFileSync } from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MESSAGES } from '../../functions/contract/messages.js';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { dynamo } from '../../functions/core/clients.js';
import { tableName } from '../../functions/core/data/db.js';
import { indexKeys, keys } from '../../functions/core/data/keys.js';
import { api, baseUrl, eventually, PDF, postToS3, seededAdminToken, uploadBody } from '../support/api.js';
import { adminPageIn, launchBrowser, searchCvList } from '../support/browser.js';
import { candidateWithCv, storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';
import { screenshot } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const adminPage = (): Promise<Page> => adminPageIn(browser, { acceptDownloads: true });

/** One careers submission for `email`: `bytes` sent as a PDF; answers the upload's statusUrl. */
async function submit(email: string, bytes: Uint8Array, over: Record<string, unknown> = {}): Promise<string> {
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(bytes, { name: 'Saoirse Nolan', email, ...over }),
  });
  if (res.status !== 201) throw new Error(`upload request failed: ${res.status} ${res.body.message}`);
  await postToS3(res.body.data!.upload, bytes, PDF);
  return res.body.data!.statusUrl;
}

/** Waits for the verdict on an upload. */
async function verdictOf(statusUrl: string): Promise<string> {
  const path = new URL(statusUrl, baseUrl()).pathname.replace(/^\/api\/v1/, '');
  return eventually(async () => {
    const res = await api<{ status: string }>('GET', path);
    return res.body.data?.status === 'pending' ? undefined : res.body.data?.status;
  }, 15_000);
}

/** A listed candidate whose file was erased by the expiry check. */
async function expiredCandidate(): Promise<string> {
  const { id, email } = await candidateWithCv({ name: 'Padraig Expired' });
  const past = new Date(Date.now() - 60_000).toISOString();
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(id),
      UpdateExpression: 'SET expiryDate = :e, gsi4sk = :s',
      ExpressionAttributeValues: {
        ':e': past,
        ':s': indexKeys.resumeExpiry({ id, expiryDate: past }).gsi4sk,
      },
    }),
  );
  await api('POST', '/resume/check-expired', { token: await seededAdminToken() });
  await eventually(async () => ((await storedResume(id))?.isExpired ? true : undefined));
  return email;
}

describe('CV Management: skills and submissions in Chromium', () => {
  it('shows skills as tags, filters by skill, lists every submission with its verdict and offers Download only with a file', async () => {
    const email = `saoirse.${Date.now()}@example.ie`;
    const skill = `Rust${Date.now() % 100_000}`;
    const pdf = await makePdf('Saoirse Nolan', email);
    expect(await verdictOf(await submit(email, pdf, { skills: [skill, 'Python', 'AWS'] }))).toBe('accepted');
    // A second file for the same e-mail whose bytes are not a document: rejected, the first CV kept.
    const html = new TextEncoder().encode(`<html><body>${'<p>not a cv</p>'.repeat(100)}</body></html>`);
    expect(await verdictOf(await submit(email, html))).toBe('rejected');
    const expiredEmail = await expiredCandidate();

    const page = await adminPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}/admin/cv-management`);
    await page.getByRole('heading', { name: 'CV Management' }).waitFor();

    // The skill filter narrows the list to the candidate; the row shows the tags.
    await page.getByLabel('Skill', { exact: true }).fill(skill.toLowerCase());
    const row = page.getByRole('row', { name: /Saoirse Nolan/ });
    await row.waitFor();
    // The filter applies once typing pauses: header + one candidate.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    const tags = row.getByRole('list', { name: 'Skills of Saoirse Nolan' });
    // The dense table shows two tags and the count of the rest (the candidate page shows them all): AWS
    // sent, and TypeScript, React and Docker the server read in the file.
    expect(await tags.getByRole('listitem').allTextContents()).toEqual([skill, 'Python', '+4 more']);
    await screenshot(page, 'cv-management-skills');

    // The candidate page: tags, Download, and both submissions newest first with the rejection's reason.
    await page.getByRole('button', { name: 'Actions for Saoirse Nolan' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await page.waitForURL(/\/admin\/cv-management\/[^/?]+$/);
    const dialog = page.getByRole('main');
    await dialog.getByRole('heading', { name: 'Submissions' }).waitFor();
    expect(
      await dialog
        .getByRole('list', { name: 'Skills of Saoirse Nolan' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual([skill, 'Python', 'AWS', 'TypeScript', 'React', 'Docker']);
    await dialog.getByText(`Reason: ${CV_MESSAGES.cvNotDocument}`).waitFor();
    const items = dialog.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
    expect(await items.count()).toBe(2);
    await items.nth(0).getByText('Rejected', { exact: true }).waitFor();
    await items.nth(1).getByText('Accepted', { exact: true }).waitFor();
    expect(await items.nth(0).getByRole('button').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Download', exact: true }).waitFor();
    await screenshot(page, 'cv-management-submissions');

    // Download of the accepted submission: the file itself, read through a short-lived link.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      items
        .nth(1)
        .getByRole('button', { name: /^Download / })
        .click(),
    ]);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.goBack();

    // A record whose file is gone: No CV, and no CV Download on its page.
    await page.getByLabel('Skill', { exact: true }).fill('');
    // The skill filter's removal reaches the URL (and its list) before the search is typed: else the
    // search's list could be the one still filtered by the skill, without this candidate.
    await page.waitForURL((url) => !url.searchParams.get('skill'), { timeout: 10_000 });
    await searchCvList(page, expiredEmail);
    const expiredRow = page.getByRole('row', { name: /Padraig Expired/ });
    await expiredRow.getByText('No CV').waitFor();
    await page.getByRole('button', { name: 'Actions for Padraig Expired' }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await dialog.getByRole('heading', { name: 'Submissions' }).waitFor();
    await dialog.getByText('File no longer held').waitFor();
    expect(await dialog.getByRole('button', { name: 'Download', exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: /^Download / }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
