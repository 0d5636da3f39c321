/**
 * schema.org `JobPosting` structured data for a posting's own page (docs/requirements.md#site-facts: "a job posting
 * carries structured data for search engines"), following Google's job posting rules: the required
 * title, description (HTML), datePosted, hiringOrganization and jobLocation, plus validThrough,
 * employmentType, identifier and baseSalary (EUR) when the posting has them.
 * Pure functions: no DOM, so they are unit tested in Node.
 */
import { COMPANY } from '@functions/contract/company';
import { EMPLOYMENT_TYPE_OF_JOB_TYPE, EMPLOYMENT_TYPES } from '@functions/contract/job-types';
import type { PublicJobPosting } from '@functions/contract/schemas/catalog';

/** schema.org `unitText` values Google accepts for a salary. */
export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** The office the postings are based at (docs/requirements.md#public-records: location Cork; the company's address). */
export const JOB_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: COMPANY.postalAddress.street,
  addressLocality: COMPANY.postalAddress.locality,
  addressRegion: COMPANY.postalAddress.region,
  postalCode: COMPANY.postalAddress.postalCode,
  addressCountry: COMPANY.postalAddress.country,
} as const;

/**
 * Reads a free-text salary range such as `55,000 - 70,000`, `€45k-€55k`, `450 - 550 per day` or
 * `2,000 per month` into amounts in euro and a period (default: per year). Answers null when the
 * text holds no amount.
 */
export function parseSalary(
  text: string | null | undefined,
): { min: number; max: number; unit: SalaryUnit } | null {
  if (!text) return null;
  const amounts = [...text.matchAll(/(\d+(?:[.,]\d{3})*(?:\.\d+)?)\s*(k)?/gi)]
    .map((m) => {
      const value = Number((m[1] ?? '').replace(/,/g, ''));
      return m[2] ? value * 1000 : value;
    })
    .filter((n) => Number.isFinite(n) && n > 0)
    .slice(0, 2);
  if (amounts.length === 0) return null;
  const lower = text.toLowerCase();
  const unit: SalaryUnit = /\b(hour|hr|hourly)\b/.test(lower)
    ? 'HOUR'
    : /\b(day|daily)\b/.test(lower)
      ? 'DAY'
      : /\b(week|weekly)\b/.test(lower)
        ? 'WEEK'
        : /\b(month|monthly)\b/.test(lower)
          ? 'MONTH'
          : 'YEAR';
  return { min: Math.min(...amounts), max: Math.max(...amounts), unit };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The posting's sections as simple HTML (Google wants the full description, formatted). */
export function descriptionHtml(job: PublicJobPosting): string {
  const block = (title: string | null, text: string) => {
    const body = text.trim();
    if (!body) return '';
    const paragraphs = body
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
    return `${title ? `<h3>${title}</h3>` : ''}${paragraphs}`;
  };
  return [
    block(null, job.description),
    block('Responsibilities', job.responsibilities),
    block('Requirements', job.requirements),
    block('Qualifications', job.qualifications),
    block('Benefits', job.benefits),
  ].join('');
}

/**
 * The `JobPosting` object for `job`. `origin` is the site's origin (`https://...`), used for the
 * hiring organisation's URL.
 */
export function jobPostingJsonLd(job: PublicJobPosting, origin: string): Record<string, unknown> {
  const employmentType = (EMPLOYMENT_TYPES as readonly string[]).includes(job.employment_type)
    ? job.employment_type
    : EMPLOYMENT_TYPE_OF_JOB_TYPE[job.job_type];
  const salary = parseSalary(job.salary_range);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.job_title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: COMPANY.name, value: job._id },
    datePosted: job.createdAt,
    employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: COMPANY.name,
      sameAs: origin,
      url: origin,
      logo: `${origin}/images/logo.svg`,
    },
    jobLocation: { '@type': 'Place', address: { ...JOB_ADDRESS } },
    directApply: false,
  };
  if (job.deadline) data.validThrough = `${job.deadline.slice(0, 10)}T23:59:59Z`;
  if (job.job_type === 'remote') {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: 'Ireland' };
  }
  if (job.work_hours) data.workHours = job.work_hours;
  if (salary) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.currency || COMPANY.currency,
      value:
        salary.min === salary.max
          ? { '@type': 'QuantitativeValue', value: salary.min, unitText: salary.unit }
          : {
              '@type': 'QuantitativeValue',
              minValue: salary.min,
              maxValue: salary.max,
              unitText: salary.unit,
            },
    };
  }
  return data;
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can end the tag. */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
