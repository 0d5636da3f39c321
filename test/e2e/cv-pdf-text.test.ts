/**
 * A PDF CV on the candidate page is text, not a picture (docs/requirements.md#candidate-page, issue
 * 38 item 5): pdf.js's text layer lies over each page canvas, so a word of the CV is selectable and
 * found by the browser's find, a web link in the PDF is a link, and each page is a group named
 * "CV page n of total". At 1280 and 390 px the layer covers the drawn page and axe finds nothing.
 * The candidate's phone on the page is grouped ("+353 87 123 4567").
 */
import PDFKit from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, uniqueEmail, uniqueSurname } from '../support/api.js';
import { adminPageIn, launchBrowser } from '../support/browser.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { accessibilityViolations, describeViolations, TOASTER } from './public-helpers.js';

/** A one-page CV by pdfkit: plain lines and a "Portfolio" line that links to https://aoife.dev. */
function cvWithLink(name: string, email: string): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.font('Helvetica').fontSize(14).text(name);
    doc.fontSize(11).text(email);
    doc.text('Platform engineer: Kubernetes, Terraform and Go.');
    doc.fillColor('#1d4ed8').text('Portfolio', { link: 'https://aoife.dev/', underline: true });
    doc.fillColor('#000000');
    for (let i = 0; i < 20; i++) doc.text('Cork, Ireland');
    doc.end();
  });
}

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The preview's page box and canvas rectangles agree (the layers follow the drawn size). */
async function layerCoversCanvas(page: Page) {
  const [layer, canvas] = await Promise.all([
    page.getByTestId('cv-pdf').locator('.textLayer').first().boundingBox(),
    page.getByTestId('cv-pdf').locator('canvas').first().boundingBox(),
  ]);
  expect(layer && canvas).toBeTruthy();
  expect(Math.abs(layer!.width - canvas!.width)).toBeLessThan(3);
  expect(Math.abs(layer!.height - canvas!.height)).toBeLessThan(3);
}

describe('PDF CV as text on the candidate page', () => {
  it('selects and finds a word of the CV, opens its link, and passes axe at 1280 and 390 px', async () => {
    const name = `Aoife ${uniqueSurname()}`;
    const email = uniqueEmail('pdftext');
    const { id } = await candidateWithAttachedCv({ name, email, file: await cvWithLink(name, email) });
    const page = await adminPageIn(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseUrl()}/admin/cv-management/${id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const preview = page.getByTestId('cv-pdf');
      await preview.and(page.locator('[data-pages="1"]')).waitFor({ timeout: 20_000 });
      await preview.getByRole('group', { name: 'CV page 1 of 1' }).waitFor();
      // The typed phone is grouped as people read it (issue 38 item 9), not "+353 871234567".
      await page.getByText('+353 87 123 4567').first().waitFor({ timeout: 5000 });

      // The word is text in the page: visible to the locator, selectable, found by find.
      const word = preview.getByText('Kubernetes', { exact: false });
      await word.waitFor({ timeout: 10_000 });
      await word.dblclick();
      expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('Kubernetes');
      await page.evaluate(() => window.getSelection()?.removeAllRanges());
      const found = await page.evaluate(() =>
        (window as unknown as { find: (s: string) => boolean }).find('Terraform'),
      );
      expect(found).toBe(true);

      // The PDF's link is a link, named by its words, to its address, opened apart from the page.
      const link = preview.getByRole('link', { name: 'Portfolio' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://aoife.dev/');
      expect(await link.getAttribute('rel')).toContain('noopener');
      await layerCoversCanvas(page);

      const settled = () =>
        expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
      await settled();
      expect(
        describeViolations(
          'candidate page 1280',
          await accessibilityViolations(page, { exclude: [TOASTER] }),
        ),
      ).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(async () => (await preview.locator('canvas').boundingBox())?.width ?? 0)
        .toBeLessThan(390);
      await expect
        .poll(async () => {
          const [layer, canvas] = await Promise.all([
            preview.locator('.textLayer').boundingBox(),
            preview.locator('canvas').boundingBox(),
          ]);
          return Math.abs((layer?.width ?? 0) - (canvas?.width ?? 0));
        })
        .toBeLessThan(3);
      const box = await preview.locator('canvas').boundingBox();
      const wordBox = await word.boundingBox();
      expect(wordBox!.x + wordBox!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
      await settled();
      expect(
        describeViolations('candidate page 390', await accessibilityViolations(page, { exclude: [TOASTER] })),
      ).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
