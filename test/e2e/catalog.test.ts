/**
 * The jobs catalogue end to end in Chromium (issue "Jobs catalog"): an admin creates a job title, a
 * department and a posting through the admin screens; a visitor sees it on /careers, opens its
 * dialog and its own page, whose schema.org JobPosting data is valid; the admin pauses it and it
 * leaves the public list.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicJobPosting } from '../../functions/contract/schemas/catalog.js';
import { api, baseUrl } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { uniqueName } from '../support/catalog.js';
import { gotoHydrated, htmlSettles, hydrated } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function adminPage(): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${baseUrl()}/admin-login`);
  await page.locator('#admin-identifier').fill(inject('adminEmail'));
  await page.locator('#admin-password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin(\/|$)/);
  return page;
}

/** Every JSON-LD block of the page, parsed (the site also carries its Organization data). */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

describe('jobs catalogue in Chromium', () => {
  it('admin creates title, department and posting; visitor sees it with valid JSON-LD; pause hides it', async () => {
    const errors: string[] = [];
    const title = uniqueName('Kubernetes Engineer');
    const department = uniqueName('Platform Team');

    // ── Admin: a job title ──
    const admin = await adminPage();
    admin.on('pageerror', (e) => errors.push(`admin: ${e.message}`));
    await admin.getByRole('link', { name: 'Job Titles' }).click();
    await admin.getByRole('heading', { name: 'Job Titles Management' }).waitFor();
    await admin.getByRole('button', { name: 'Add Job Title' }).click();
    await admin.getByLabel('Job Title Name').fill(`  ${title}  `);
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.getByText('Job title created successfully!').waitFor();
    await admin.getByRole('cell', { name: title, exact: true }).waitFor();

    // ── Admin: a department ──
    await admin.getByRole('link', { name: 'Departments' }).click();
    await admin.getByRole('heading', { name: 'Departments', exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add Department' }).click();
    await admin.getByLabel('Department Name').fill(department);
    await admin.getByRole('button', { name: 'Create', exact: true }).click();
    await admin.getByText('Department created successfully!').waitFor();
    await admin.getByRole('cell', { name: department, exact: true }).waitFor();

    // ── Admin: the posting, through the job form ──
    await admin.getByRole('link', { name: 'Job Postings' }).click();
    await admin.getByRole('link', { name: 'Post New Job' }).click();
    await admin.getByRole('heading', { name: 'Create New Job' }).waitFor();
    for (const section of [
      'Basic Information',
      'Compensation & Timeline',
      'Job Description',
      'Requirements',
      'Contact & Status',
    ]) {
      await admin.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    // Required fields are checked before anything is sent.
    await admin.getByRole('textbox', { name: 'Location', exact: true }).fill('');
    await admin.getByRole('button', { name: 'Create Job' }).click();
    await admin.getByText('Job title is required').waitFor();
    await admin.getByText('Location is required').waitFor();

    await admin.getByRole('combobox', { name: 'Job Title', exact: true }).selectOption(title);
    await admin
      .getByRole('combobox', { name: 'Department', exact: true })
      .selectOption({ label: department });
    await admin.getByRole('textbox', { name: 'Location', exact: true }).fill('Cork');
    await admin.getByRole('textbox', { name: /^Salary Range/ }).fill('60,000 - 75,000');
    await admin.getByLabel(/^Application Deadline/).fill('2031-09-30');
    await admin
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Run Kubernetes platforms for Cork clients.');
    await admin
      .getByRole('textbox', { name: 'Requirements', exact: true })
      .fill('Kubernetes, Terraform, on-call experience.');
    await admin.getByRole('textbox', { name: /^Benefits/ }).fill('Pension and health insurance.');
    await admin.getByRole('button', { name: 'Create Job' }).click();
    await admin.getByText('Job posting created successfully!').waitFor();
    await admin.waitForURL(/\/admin\/job-postings$/);
    await admin.getByRole('heading', { name: title }).waitFor();

    const created = await api<{ jobs: PublicJobPosting[] }>(
      'GET',
      `/public/job-postings?q=${encodeURIComponent(title)}`,
    );
    const job = created.body.data!.jobs[0]!;
    expect(job).toMatchObject({
      job_title: title,
      department: { name: department },
      salary_range: '60,000 - 75,000',
    });

    // ── Visitor: careers panel, detail dialog, the posting's own page ──
    const visitor = await (await browser.newContext()).newPage();
    visitor.on('pageerror', (e) => errors.push(`visitor: ${e.message}`));
    // /careers is prerendered again after the create (docs/architecture.md#prerendered-pages).
    await htmlSettles('/careers', title, true);
    await gotoHydrated(visitor, '/careers');
    const panel = visitor.getByRole('region', { name: 'Open Positions' });
    const position = panel.getByRole('link', { name: new RegExp(title) });
    await hydrated(position);
    await position.click();
    const dialog = visitor.getByRole('dialog', { name: title });
    await dialog.waitFor();
    for (const text of [
      department,
      '€60,000 - 75,000',
      'Run Kubernetes platforms for Cork clients.',
      '30 September 2031',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await dialog.getByRole('link', { name: 'View full posting' }).click();
    await visitor.waitForURL(new RegExp(`/careers/jobs/${job._id}$`));
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await visitor.title()).toBe(`${title} | Cork Digital Solutions`);
    expect(await visitor.locator('meta[name="description"]').getAttribute('content')).toMatch(
      new RegExp(`^${title} in Cork: Run Kubernetes platforms`),
    );
    const ld = (await jsonLdOf(visitor)).find((d) => d['@type'] === 'JobPosting');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title,
      datePosted: job.createdAt,
      validThrough: '2031-09-30T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Cork Digital Solutions' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Cork', addressCountry: 'IE' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
      },
    });
    expect(ld?.description).toContain('<p>Run Kubernetes platforms for Cork clients.</p>');

    // Without JavaScript (a crawler, or a tap before the page is interactive) the position is a
    // link to the posting's own prerendered page.
    const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noScript.goto(`${baseUrl()}/careers`);
    await noScript.getByRole('link', { name: new RegExp(title) }).click();
    await noScript.waitForURL(new RegExp(`/careers/jobs/${job._id}$`));
    await noScript.getByRole('heading', { level: 1, name: title }).waitFor();
    await noScript.context().close();

    // ── Admin pauses it: it leaves the public list and its page ──
    await admin.getByRole('button', { name: `Pause ${title}` }).click();
    await admin.getByText('Job posting paused successfully!').waitFor();
    await admin.getByRole('button', { name: `Resume ${title}` }).waitFor();

    // The pages are written one after another (/careers, then the posting's own): wait for both.
    await htmlSettles('/careers', title, false);
    await htmlSettles(`/careers/jobs/${job._id}`, 'This position is not open', true);
    await gotoHydrated(visitor, '/careers');
    await visitor.getByRole('region', { name: 'Open Positions' }).getByRole('list').waitFor();
    expect(await visitor.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    await visitor.goto(`${baseUrl()}/careers/jobs/${job._id}`);
    await visitor.getByRole('heading', { name: 'This position is not open' }).waitFor();
    expect((await jsonLdOf(visitor)).filter((d) => d['@type'] === 'JobPosting')).toEqual([]);
    const after = await api<{ jobs: PublicJobPosting[] }>(
      'GET',
      `/public/job-postings?q=${encodeURIComponent(title)}`,
    );
    expect(after.body.data!.jobs).toHaveLength(0);

    expect(errors).toEqual([]);
  });
});
