/** `GET /public/job-titles` and `GET /public/job-postings` (docs/requirements.md#public-records, #api-calls) on the seeded data. */
import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_JOB_TITLES } from '../../functions/contract/catalog-defaults.js';
import type { JobTitle, PublicJobPosting } from '../../functions/contract/schemas/catalog.js';
import { createJobPosting } from '../../functions/core/data/job-postings.js';
import { api } from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';

type Postings = {
  jobs: PublicJobPosting[];
  pagination: { totalJobs: number; currentPage: number; totalPages: number; limit: number };
};

beforeAll(() => applyStackEnv());

describe('GET /public/job-titles', () => {
  it('answers the seeded titles from DynamoDB', async () => {
    const res = await api<{ jobTitles: JobTitle[] }>('GET', '/public/job-titles');
    expect(res.status).toBe(200);
    const names = res.body.data!.jobTitles.map((t) => t.name);
    for (const n of FALLBACK_JOB_TITLES) expect(names).toContain(n);
    expect(res.body.data!.jobTitles.every((t) => !t.isDeleted)).toBe(true);
  });
});

describe('GET /public/job-postings', () => {
  it('lists active postings only, newest first, with public field names and defaults', async () => {
    const paused = await createJobPosting({
      job_title: 'Paused Role',
      job_type: 'full-time',
      experience: 'fresher',
      status: 'paused',
      description: 'hidden',
      requirements: 'hidden',
      contact_email: 'hr@example.ie',
    });
    const bare = await createJobPosting({
      job_title: 'Data Analyst',
      job_type: 'part-time',
      experience: 'fresher',
      status: 'active',
      description: 'Analyse data for Cork clients.',
      requirements: 'SQL',
      contact_email: 'hr@example.ie',
    });
    const res = await api<Postings>('GET', '/public/job-postings?page=1&limit=100');
    expect(res.status).toBe(200);
    const jobs = res.body.data!.jobs;
    expect(jobs.every((j) => j.status === 'active')).toBe(true);
    expect(jobs.find((j) => j._id === paused.id)).toBeUndefined();
    const shown = jobs.find((j) => j._id === bare.id)!;
    expect(shown).toMatchObject({
      location: 'Cork',
      employment_type: 'FULL_TIME',
      work_hours: '40 hours per week',
      currency: 'EUR',
    });
    // Other files of the run add postings of their own: page 1 holds the newest 100 of them.
    const total = res.body.data!.pagination.totalJobs;
    expect(jobs.length).toBe(Math.min(100, total));
    const dates = jobs.map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages with page and limit (5 on the careers page)', async () => {
    const all = (await api<Postings>('GET', '/public/job-postings?limit=100')).body.data!;
    const p2 = await api<Postings>('GET', '/public/job-postings?page=2&limit=2');
    expect(p2.body.data!.pagination).toMatchObject({
      currentPage: 2,
      limit: 2,
      totalPages: Math.ceil(all.pagination.totalJobs / 2),
    });
    expect(p2.body.data!.jobs.map((j) => j._id)).toEqual(all.jobs.slice(2, 4).map((j) => j._id));
  });

  it('q searches title, location and description', async () => {
    const res = await api<Postings>('GET', '/public/job-postings?q=cloud');
    expect(res.body.data!.jobs.length).toBeGreaterThan(0);
    for (const j of res.body.data!.jobs)
      expect(`${j.job_title} ${j.location} ${j.description}`.toLowerCase()).toContain('cloud');
  });

  it.each(['limit=0', 'limit=x', 'page=-1', `q=${'a'.repeat(101)}`])('?%s → 400', async (q) => {
    const res = await api('GET', `/public/job-postings?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
