/**
 * The schema.org JobPosting data of a posting's page (docs/requirements.md#site-facts) against Google's job posting
 * rules: required properties present and well-formed, salary read from the free-text range.
 */
import { describe, expect, it } from 'vitest';
import type { PublicJobPosting } from '../../functions/contract/schemas/catalog.js';
import {
  descriptionHtml,
  jobPostingJsonLd,
  jsonLdScriptText,
  parseSalary,
} from '../../web/src/features/jobs/structured-data.js';

const job: PublicJobPosting = {
  _id: '3f1c2a9e-0000-4000-8000-000000000001',
  job_title: 'Cloud Engineer',
  department: { _id: 'd1', name: 'engineering' },
  location: 'Cork (hybrid)',
  job_type: 'full-time',
  salary_range: '55,000 - 70,000',
  currency: 'EUR',
  description: 'Design & run AWS workloads.\n\nServerless <APIs>.',
  requirements: '3+ years with AWS',
  responsibilities: 'Deliver projects',
  benefits: 'Pension',
  qualifications: '',
  employment_type: 'FULL_TIME',
  work_hours: '40 hours per week',
  experience: 'experienced',
  status: 'active',
  deadline: '2031-06-30',
  createdAt: '2026-03-01T09:30:00.000Z',
};

describe('parseSalary', () => {
  it.each([
    ['55,000 - 70,000', { min: 55000, max: 70000, unit: 'YEAR' }],
    ['€45k-€55k', { min: 45000, max: 55000, unit: 'YEAR' }],
    ['450 - 550 per day', { min: 450, max: 550, unit: 'DAY' }],
    ['2,000 per month', { min: 2000, max: 2000, unit: 'MONTH' }],
    ['€18.50 per hour', { min: 18.5, max: 18.5, unit: 'HOUR' }],
  ])('%s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each([null, '', 'Competitive', 'DOE'])('%s → null', (text) => {
    expect(parseSalary(text)).toBeNull();
  });
});

describe('jobPostingJsonLd', () => {
  const data = jobPostingJsonLd(job, 'https://careers.example.ie');

  it("has every property Google requires, with the posting's values", () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Cloud Engineer',
      datePosted: '2026-03-01T09:30:00.000Z',
      validThrough: '2031-06-30T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Cork Digital Solutions' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Cork', addressCountry: 'IE' },
      },
      identifier: { '@type': 'PropertyValue', value: job._id },
    });
    expect(typeof data.description).toBe('string');
    expect(Number.isNaN(Date.parse(data.datePosted as string))).toBe(false);
    expect(Number.isNaN(Date.parse(data.validThrough as string))).toBe(false);
  });

  it('states the salary in EUR as a range with its period', () => {
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 55000, maxValue: 70000, unitText: 'YEAR' },
    });
    const single = jobPostingJsonLd({ ...job, salary_range: '2,000 per month' }, 'https://x.ie');
    expect(single.baseSalary).toMatchObject({ value: { value: 2000, unitText: 'MONTH' } });
    expect(jobPostingJsonLd({ ...job, salary_range: null }, 'https://x.ie').baseSalary).toBeUndefined();
  });

  it('leaves validThrough out when there is no deadline; remote jobs are TELECOMMUTE in Ireland', () => {
    const remote = jobPostingJsonLd({ ...job, deadline: null, job_type: 'remote' }, 'https://x.ie');
    expect(remote.validThrough).toBeUndefined();
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Ireland' },
    });
  });

  it('an employment type outside schema.org falls back to the job type', () => {
    expect(
      jobPostingJsonLd({ ...job, employment_type: 'whatever', job_type: 'contract' }, 'x').employmentType,
    ).toBe('CONTRACTOR');
  });
});

describe('descriptionHtml and the script text', () => {
  it('escapes HTML and keeps paragraphs and sections', () => {
    const html = descriptionHtml(job);
    expect(html).toContain('<p>Design &amp; run AWS workloads.</p><p>Serverless &lt;APIs&gt;.</p>');
    expect(html).toContain('<h3>Requirements</h3><p>3+ years with AWS</p>');
    expect(html).not.toContain('Qualifications');
  });

  it('no text of the posting can close the script element', () => {
    const text = jsonLdScriptText(jobPostingJsonLd({ ...job, job_title: '</script><b>x' }, 'https://x.ie'));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).title).toBe('</script><b>x');
  });
});
