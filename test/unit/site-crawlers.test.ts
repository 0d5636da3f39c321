/**
 * The crawler files and page heads of the prerendered site (docs/architecture.md#prerendered-pages):
 * sitemap entries escaped and dated, robots.txt rules, a closed or expired posting marked noindex
 * without JSON-LD, an open one with its JobPosting.
 */
import { describe, expect, it } from 'vitest';
import type { PublicJobPosting } from '../../functions/contract/schemas/catalog.js';
import { pageFile, robotsTxt, sitemapXml } from '../../web/src/prerender/crawlers.js';
import { pageHead, postingExpired, withHead } from '../../web/src/prerender/render.js';

const origin = 'https://careers.example.ie';
const job: PublicJobPosting = {
  _id: 'a1',
  job_title: 'Cloud Engineer',
  department: null,
  location: 'Cork',
  job_type: 'full-time',
  salary_range: null,
  currency: 'EUR',
  description: 'Run AWS workloads.',
  requirements: 'AWS',
  responsibilities: '',
  benefits: '',
  qualifications: '',
  employment_type: 'FULL_TIME',
  work_hours: '40 hours per week',
  experience: 'experienced',
  status: 'active',
  deadline: '2031-06-30',
  createdAt: '2026-03-01T09:30:00.000Z',
};

describe('crawler files', () => {
  it('lists the static pages and each given posting with its lastmod, escaped', () => {
    const xml = sitemapXml(
      origin,
      [{ id: 'a&b', lastmod: '2026-04-01T00:00:00.000Z' }],
      '2026-05-01T00:00:00.000Z',
    );
    expect(xml).toContain(`<url><loc>${origin}/</loc><lastmod>2026-05-01T00:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<loc>${origin}/careers</loc>`);
    expect(xml).toContain(
      `<loc>${origin}/careers/jobs/a%26b</loc><lastmod>2026-04-01T00:00:00.000Z</lastmod>`,
    );
    expect(xml).not.toContain('/admin');
  });

  it('keeps crawlers out of the admin area, the API and the signed-in pages', () => {
    const robots = robotsTxt(origin);
    for (const path of ['/admin', '/admin-login', '/api/', '/jobs', '/profile', '/my-data'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('stores / as index.html and every other page as {path}/index.html', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/careers/jobs/a1')).toBe('careers/jobs/a1/index.html');
  });
});

describe('page heads', () => {
  it('gives an open posting its title, canonical URL and JobPosting', () => {
    const head = pageHead('/careers/jobs/a1', origin, { posting: job });
    expect(head).toMatchObject({
      title: 'Cloud Engineer | Cork Digital Solutions',
      canonical: `${origin}/careers/jobs/a1`,
    });
    expect(head.robots).toBeUndefined();
    expect(head.jsonLd[0]).toMatchObject({ '@type': 'JobPosting', title: 'Cloud Engineer' });
  });

  it('marks a posting that is not open, or past its closing date, noindex without JSON-LD', () => {
    expect(pageHead('/careers/jobs/a1', origin, { posting: null })).toMatchObject({
      robots: 'noindex',
      jsonLd: [],
    });
    expect(postingExpired({ ...job, deadline: '2026-01-31' }, '2026-02-01')).toBe(true);
    expect(postingExpired({ ...job, deadline: '2026-02-01' }, '2026-02-01')).toBe(false);
    const expired = pageHead('/careers/jobs/a1', origin, { posting: { ...job, deadline: '2000-01-01' } });
    expect(expired).toMatchObject({ robots: 'noindex', jsonLd: [] });
  });

  it('writes the head tags into the shell, escaping text', () => {
    const shell =
      '<head><title>x</title><meta name="description" content="d" /><meta property="og:type" content="website" /><meta property="og:title" content="t" /><meta property="og:description" content="d" /><meta property="og:image" content="/images/og-image.jpg" /></head>';
    const html = withHead(shell, {
      title: 'A "quoted" <title>',
      description: 'D & d',
      canonical: `${origin}/careers`,
      ogType: 'website',
      jsonLd: [{ name: '</script>' }],
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(html).toContain('<meta name="description" content="D &amp; d" />');
    expect(html).toContain(`<link rel="canonical" href="${origin}/careers" />`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/images/og-image.jpg" />`);
    expect(html).toContain('\\u003c/script>');
    expect(html).not.toContain('"</script>');
  });
});
