/**
 * Page metadata of `web/index.html` (docs/requirements.md#site-facts): the default title, `lang="en"`, `og:locale`
 * en_IE and the Organization structured data (founded 2024, Cork, IE, team size 10-50), checked
 * against the company facts so the static file cannot drift from them.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SITE } from '@/lib/site';
import { COMPANY } from '../../functions/contract/company';

// jsdom replaces the global URL class, so the path is built with node:path.
const here = dirname(fileURLToPath(import.meta.url));
const html = readFileSync(resolve(here, '../../web/index.html'), 'utf8');
const doc = new DOMParser().parseFromString(html, 'text/html');

describe('web/index.html', () => {
  it('has the default title, English language and the Irish locale', () => {
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe(SITE.defaultTitle);
    expect(doc.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_IE');
  });

  it('describes the company as an Organization founded 2024 in Cork, IE', () => {
    const script = doc.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: COMPANY.name,
      email: COMPANY.email,
      telephone: COMPANY.phone,
      foundingDate: String(COMPANY.founded),
      numberOfEmployees: { minValue: 10, maxValue: 50 },
      address: { addressLocality: COMPANY.locality, addressCountry: COMPANY.country },
      sameAs: [COMPANY.social.linkedin, COMPANY.social.instagram],
    });
    expect(`${data.numberOfEmployees.minValue}-${data.numberOfEmployees.maxValue}`).toBe(COMPANY.teamSize);
  });
});
