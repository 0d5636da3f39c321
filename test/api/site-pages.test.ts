/**
 * The prerendered public pages as crawlers fetch them, no JavaScript run (docs/architecture.md#prerendered-pages):
 * each page's HTML carries its heading, texts, title, description, canonical and social tags; a
 * posting's page carries its schema.org JobPosting; an edit rewrites the page and the sitemap
 * within 5 s; a paused posting leaves the sitemap and is marked noindex; robots.txt keeps crawlers
 * out of the admin area and the API; another spelling of a page redirects to its canonical address.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { careersPageMessages } from '../../web/src/features/careers/page-messages.js';
import { homeMessages } from '../../web/src/features/home/messages.js';
import { privacyMessages } from '../../web/src/features/privacy/messages.js';
import { api, baseUrl, eventually, seededAdminToken } from '../support/api.js';
import { createDepartment, createPosting, postingBody, uniqueName } from '../support/catalog.js';

/** The document at `path` as a crawler reads it: parsed, scripts not run. */
async function page(path: string): Promise<{ status: number; doc: Document; html: string }> {
  const res = await fetch(`${baseUrl()}${path}`);
  const html = await res.text();
  return { status: res.status, html, doc: new JSDOM(html).window.document };
}

const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

/** Every JSON-LD block of the document, parsed. */
const jsonLd = (doc: Document) =>
  [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );

async function text(path: string): Promise<string> {
  return (await fetch(`${baseUrl()}${path}`)).text();
}

describe('public pages without JavaScript', () => {
  it.each([
    ['/', homeMessages.hero.title, 'Cork Digital Solutions | A Complete Digital Service Provider'],
    ['/careers', careersPageMessages.page.heading, 'Careers | Cork Digital Solutions'],
    ['/privacy-policy', privacyMessages.title, 'Privacy Policy | Cork Digital Solutions'],
  ])('%s has its heading, text and head tags in the HTML', async (path, heading, title) => {
    const { status, doc } = await page(path);
    expect(status).toBe(200);
    expect(doc.querySelector('#root h1')?.textContent).toContain(heading);
    expect(doc.title).toBe(title);
    expect(meta(doc, 'meta[name="description"]')?.length).toBeGreaterThan(40);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${baseUrl()}${path === '/' ? '/' : path}`,
    );
    expect(meta(doc, 'meta[property="og:title"]')).toBe(title);
    expect(meta(doc, 'meta[property="og:url"]')).toMatch(/^http/);
    expect(meta(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta(doc, 'meta[name="twitter:title"]')).toBe(title);
    expect(doc.querySelector('noscript')).toBeNull();
  });

  it('a page that is not prerendered gets the shell; an unknown path the shell with 404', async () => {
    const login = await page('/login');
    expect(login.status).toBe(200);
    expect(login.doc.querySelector('#root')?.childElementCount).toBe(0);
    const unknown = await page(`/no-such-page-${Date.now()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.doc.querySelector('#root')?.childElementCount).toBe(0);
  });

  it('answers another spelling of a page with a 301 to its one canonical address, query kept', async () => {
    const token = await seededAdminToken();
    const job = await createPosting(token, (await createDepartment(token))._id);
    const posting = `/careers/jobs/${job._id}`;
    for (const [asked, canonical] of [
      ['/careers/', '/careers'],
      ['/careers/index.html?utm_source=linkedin', '/careers?utm_source=linkedin'],
      ['/index.html', '/'],
      [`${posting}/`, posting],
      [`${posting}/index.html`, posting],
      ['/login/', '/login'],
    ]) {
      const res = await fetch(`${baseUrl()}${asked}`, { redirect: 'manual' });
      expect(res.status, asked).toBe(301);
      expect(res.headers.get('location'), asked).toBe(canonical);
    }
    // The canonical addresses themselves answer 200, and the page (written after the create) names it.
    await eventually(async () => ((await text(posting)).includes(job.job_title) ? true : undefined));
    const { status, doc } = await page(posting);
    expect(status).toBe(200);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`${posting}$`),
    );
    expect((await fetch(`${baseUrl()}/no-such-page/`, { redirect: 'manual' })).status).toBe(404);
  });

  it('robots.txt keeps crawlers out of the admin area and the API and names the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe('a posting page', () => {
  it('is written on create with its JobPosting, rewritten after an edit, and leaves the sitemap when paused', async () => {
    const token = await seededAdminToken();
    const department = await createDepartment(token);
    const job = await createPosting(token, department._id, {
      job_type: 'remote',
      salary_range: '55,000 - 70,000',
    });
    const path = `/careers/jobs/${job._id}`;

    const created = await eventually(async () => {
      const p = await page(path);
      return p.doc.querySelector('#root h1')?.textContent === job.job_title ? p : undefined;
    });
    expect(created.status).toBe(200);
    expect(created.doc.title).toBe(`${job.job_title} | Cork Digital Solutions`);
    expect(created.doc.querySelector('#root')?.textContent).toContain(job.description);
    const posting = jsonLd(created.doc).find((d) => d['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      title: job.job_title,
      datePosted: job.createdAt,
      validThrough: '2031-06-30T23:59:59Z',
      employmentType: 'FULL_TIME',
      directApply: false,
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Ireland' },
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Cork Digital Solutions',
        logo: `${baseUrl()}/images/logo.svg`,
      },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IE' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 55000, maxValue: 70000, unitText: 'YEAR' },
      },
    });
    expect(String(posting?.description)).toContain('<p>');
    const sitemap = await text('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${baseUrl()}${path}</loc>`);
    const careers = await page('/careers');
    expect(careers.doc.querySelector('#open-positions-heading')).not.toBeNull();
    // Each open position is a link to its page: crawlers and a tap before hydration reach it.
    expect(careers.doc.querySelector(`#root a[href="${path}"]`)?.textContent).toContain(job.job_title);

    // An edit: the page and the sitemap's lastmod follow (how fast is the bench's row, bench/spa.ts:
    // a posting's pages within 5 s; here the test waits on the page, as a busy host may be slower).
    const title = uniqueName('Site Reliability Engineer');
    const put = await api('PUT', `/job-posting/${job._id}`, {
      token,
      body: postingBody(department._id, { job_title: title }),
    });
    expect(put.status).toBe(200);
    const after = await eventually(async () => {
      const p = await page(path);
      return p.doc.querySelector('#root h1')?.textContent === title ? p : undefined;
    }, 30_000);
    expect(jsonLd(after.doc).find((d) => d['@type'] === 'JobPosting')).toMatchObject({ title });
    const lastmod = (xml: string) =>
      new RegExp(`<loc>${baseUrl()}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    expect(lastmod(await text('/sitemap.xml'))).not.toBe(lastmod(sitemap));

    // Paused: the page says so, is kept out of the index and leaves the sitemap.
    expect((await api('PUT', `/job-posting/${job._id}/pause`, { token })).status).toBe(200);
    const paused = await eventually(async () => {
      const p = await page(path);
      return meta(p.doc, 'meta[name="robots"]') === 'noindex' ? p : undefined;
    }, 30_000);
    expect(jsonLd(paused.doc).some((d) => d['@type'] === 'JobPosting')).toBe(false);
    expect(await text('/sitemap.xml')).not.toContain(path);
  });
});
