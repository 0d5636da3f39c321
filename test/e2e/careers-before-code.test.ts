/**
 * The prerendered careers form before its code has arrived (docs/architecture.md#prerendered-pages,
 * web/src/lib/intent.ts): the page downloads none of the form stack until the visitor turns to
 * the form; what the visitor does meanwhile (typing, a chosen file, a click on the country picker
 * or the consent box, Enter) is kept and acted on once the form's code has hydrated it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, resumeWithCv, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { makePdf } from '../support/files.js';
import { htmlSettles } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scripts of the form stack: react-hook-form and zod, and the form's own chunk. */
const FORM_CODE = /\/assets\/(vendor-forms|CareersForm)-[^/]+\.js$/;

/**
 * A page whose form code answers only once `release()` is called, so the test acts on the
 * prerendered form for as long as it needs; `requested` lists the form scripts asked for.
 */
async function pageWithHeldFormCode(): Promise<{ page: Page; requested: string[]; release: () => void }> {
  const page = await browser.newPage();
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FORM_CODE, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { page, requested, release };
}

describe('careers form before its code', () => {
  it('loads no form code until the visitor turns to the form, keeps what was done meanwhile and sends it', async () => {
    await htmlSettles('/careers', 'careers-form-heading', true);
    const email = uniqueEmail('early');
    const dir = mkdtempSync(join(tmpdir(), 'cv-'));
    const file = join(dir, 'siobhan-ni-bhriain-cv.pdf');
    writeFileSync(file, await makePdf('Siobhán Ní Bhriain', email));
    const { page, requested, release } = await pageWithHeldFormCode();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') failures.push(m.text());
    });

    await page.goto(`${baseUrl()}/careers`, { waitUntil: 'networkidle' });
    expect(requested, 'form code requested before any interaction').toEqual([]);
    // Nothing loads until the visitor turns to the form, so the HTML promises no loading.
    expect(await page.getByLabel('Job Title').locator('option').allTextContents()).toEqual([
      'Select a job title',
    ]);

    // All of this happens on the prerendered form while its code is held back.
    await page.getByLabel('Full Name').fill('Siobhán Ní Bhriain');
    await page.getByLabel('Email Address').fill(email);
    await page.getByPlaceholder('87 123 4567').fill('871234567');
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText('I consent to the processing').click();
    await page.getByLabel('Email Address').press('Enter');
    expect(page.url(), 'the early Enter did not leave the page').toBe(`${baseUrl()}/careers`);
    expect(requested.length, 'turning to the form requested its code').toBeGreaterThan(0);

    release();
    // The held Enter is submitted once the form works: only the job title is missing.
    await page.getByText('Please fill all fields and accept the privacy policy.').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Siobhán Ní Bhriain');
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email);
    expect(await page.getByPlaceholder('87 123 4567').inputValue()).toBe('871234567');
    expect(await page.getByRole('checkbox').getAttribute('aria-checked')).toBe('true');

    await page.getByLabel('Job Title').selectOption('Cloud Engineer');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page
      .getByText("Application submitted successfully! We'll review your CV and contact you soon.")
      .waitFor({ timeout: 15_000 });
    expect(failures).toEqual([]);
    await page.close();

    const resume = await resumeWithCv(email);
    expect(resume).toMatchObject({
      name: 'Siobhán Ní Bhriain',
      role: 'Cloud Engineer',
      contact: { country_code: '+353', number: '871234567' },
    });
    expect(resume.cv).toMatchObject({ fileName: 'siobhan-ni-bhriain-cv.pdf' });
  });

  it('asks for a chunk of the form and the chunks it imports at once on intent (web/vite.config.ts: modulePreload)', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first chunk of the form's code (the contact details' rules) is held: what it imports is
    // asked for meanwhile only if it was preloaded with it.
    await page.route(/\/assets\/person-[^/]+\.js$/, async (route) => {
      asked.push('person');
      await released;
      await route.continue();
    });
    page.on('request', (request) => {
      if (/\/assets\/vendor-forms-[^/]+\.js$/.test(request.url())) asked.push('vendor-forms');
    });
    await page.goto(`${baseUrl()}/careers`, { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);
    await page.getByLabel('Full Name').focus();
    await expect.poll(() => [...asked].sort(), { timeout: 10_000 }).toEqual(['person', 'vendor-forms']);
    release();
    await page.close();
  });

  it('opens the country picker clicked before the code arrived', async () => {
    const { page, requested, release } = await pageWithHeldFormCode();
    await page.goto(`${baseUrl()}/careers`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Country code: Ireland +353' }).click();
    // The form's chunk is asked for on the press; its own imports once it has arrived.
    await expect.poll(() => requested.length, { timeout: 10_000 }).toBeGreaterThan(0);
    release();
    await page.getByPlaceholder('Search countries').fill('iceland');
    await page.getByRole('option', { name: /Iceland/ }).click();
    await page.getByRole('button', { name: 'Country code: Iceland +354' }).waitFor();
    await page.close();
  });
});
