/**
 * The Resume Assistant in Chromium (docs/requirements.md#resume-assistant, #public-limits): a visitor opens it, types name
 * and email, picks a job title and hands over a real PDF; the assistant reads the PDF (pdf.js,
 * downloaded only now), uploads it and thanks them, and the panel closes itself about 3 s later.
 * The seeded admin then finds the CV with the skills the assistant recognised and the consent
 * recorded from the assistant's notice.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeWithCv, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { gotoHome, openPage, VIEWPORTS } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A one-page CV whose text carries a phone number and some of the spec's keywords. */
async function cvPdf(name: string, email: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = [
    name,
    `${email}  |  Tel: 087 765 4321`,
    'Cloud engineer, Cork',
    'Skills: TypeScript, React, Node.js, AWS, Docker, Kubernetes',
    ...Array(18).fill('Built serverless systems for clients in Munster.'),
  ];
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font });
  return doc.save();
}

describe('Resume Assistant in Chromium', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['mobile', VIEWPORTS.mobile],
  ])('takes a CV from start to finish (%s)', async (_, viewport) => {
    const email = uniqueEmail('assistant');
    const dir = mkdtempSync(join(tmpdir(), 'assistant-'));
    const file = join(dir, 'ciara-doyle-cv.pdf');
    writeFileSync(file, await cvPdf('Ciara Doyle', email));

    const { context, page, errors } = await openPage(browser, viewport, { popupSeen: true });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await gotoHome(page);
    // The parsers are not downloaded before they are needed.
    expect(scripts.filter((s) => /pdf|mammoth/i.test(s))).toEqual([]);

    await page.getByRole('button', { name: 'Open the Resume Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Resume Assistant' });
    await panel.getByText("Hello! I'm your Resume Assistant. What's your name?").waitFor();

    await panel.getByLabel('Your name').fill('Ciara Doyle');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText("Nice to meet you, Ciara Doyle! What's your email address?").waitFor();
    await panel.getByLabel('Your email address').fill(email);
    await panel.getByLabel('Your email address').press('Enter');
    await panel.getByText('Which role are you interested in?').waitFor();
    await panel.getByRole('button', { name: 'Cloud Engineer' }).click();
    await panel.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    await panel.getByText('We keep it for 90 days', { exact: false }).waitFor();

    await panel.locator('input[type="file"]').setInputFiles(file);
    await panel
      .getByText(
        'Thank you for submitting your CV. We will contact you shortly. Your CV will be retained for 90 days as per our data retention policy.',
      )
      .waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    await page.getByText('Resume uploaded successfully!').waitFor();
    await page
      .getByText(
        'Our team will review your resume and get back to you soon. Your CV will be retained for 90 days.',
      )
      .waitFor();
    // The toast covers no part of the panel (at 390 px the panel spans the screen's width at its foot).
    const toastBox = (await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Resume uploaded' })
      .boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    const overlaps =
      toastBox.x < panelBox.x + panelBox.width &&
      panelBox.x < toastBox.x + toastBox.width &&
      toastBox.y < panelBox.y + panelBox.height &&
      panelBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over panel ${JSON.stringify(panelBox)}`).toBe(false);
    expect(scripts.some((s) => /pdf/i.test(s))).toBe(true);

    // Auto-close 3 s after success, with a 300 ms closing animation.
    await panel.waitFor({ state: 'detached', timeout: 6000 });
    const closedAfter = Date.now() - shownAt;
    expect(closedAfter).toBeGreaterThan(2800);
    expect(closedAfter).toBeLessThan(5000);
    await page.getByRole('button', { name: 'Open the Resume Assistant' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const resume = await resumeWithCv(email, 15_000);
    expect(resume).toMatchObject({
      name: 'Ciara Doyle',
      role: 'Cloud Engineer',
      status: 'new',
      // The phone number comes from the CV's text (the assistant does not ask for one).
      contact: { country_code: '+353', number: '877654321' },
      consent: { source: 'assistant' },
    });
    expect(resume.skills).toEqual(
      expect.arrayContaining(['TypeScript', 'React', 'Node.js', 'AWS', 'Docker', 'Kubernetes']),
    );
    expect(resume.cv).toMatchObject({ contentType: 'application/pdf', fileName: 'ciara-doyle-cv.pdf' });
  });

  it('says why an upload failed, in the chat and in a toast, and lets the visitor try again', async () => {
    const { context, page } = await openPage(browser, VIEWPORTS.desktop, { popupSeen: true });
    await gotoHome(page);
    // The file store (another origin than the site) refuses the file, as S3 does for a policy violation.
    await page.route(
      (url) => !url.pathname.startsWith('/api/') && url.port !== new URL(page.url()).port,
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 403,
              contentType: 'application/xml',
              body: '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>',
            })
          : route.continue(),
    );
    const dir = mkdtempSync(join(tmpdir(), 'assistant-'));
    const file = join(dir, 'cv.pdf');
    writeFileSync(file, await cvPdf('Dara Quinn', 'dara@example.ie'));

    await page.getByRole('button', { name: 'Open the Resume Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Resume Assistant' });
    await panel.getByLabel('Your name').fill('Dara Quinn');
    await panel.getByLabel('Your name').press('Enter');
    await panel.getByLabel('Your email address').fill(uniqueEmail('dara'));
    await panel.getByLabel('Your email address').press('Enter');
    await panel.getByRole('button', { name: 'Cloud Engineer' }).click();
    await panel.locator('input[type="file"]').setInputFiles(file);

    await panel
      .getByText('Upload failed: Invalid according to Policy (status 403)')
      .waitFor({ timeout: 20_000 });
    await page.getByText('Upload failed', { exact: true }).waitFor();
    // Still on the file step: the visitor can choose another file.
    await panel.getByRole('button', { name: 'Choose your CV' }).waitFor();

    // Closing animates for 300 ms, then the panel is gone and the button is back.
    await panel.getByRole('button', { name: 'Close the Resume Assistant' }).click();
    expect(await panel.getAttribute('data-state')).toBe('closing');
    await panel.waitFor({ state: 'detached', timeout: 2000 });
    await page.getByRole('button', { name: 'Open the Resume Assistant' }).waitFor();

    // Opening again starts afresh.
    await page.getByRole('button', { name: 'Open the Resume Assistant' }).click();
    await panel.getByLabel('Your name').waitFor();
    expect(await panel.getByText('Dara Quinn').count()).toBe(0);
    await context.close();
  });
});
