/**
 * Job postings (docs/requirements.md#admin-records, #job-postings, #api-calls; docs/requirements.md#public-records, #api-calls): the admin CRUD routes, pause/resume
 * transitions, validation of the job form, counters, and the public list and single-posting route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminJobPostingListResponse,
  Department,
  JobPosting,
  PublicJobPosting,
} from '../../functions/contract/schemas/catalog.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import {
  createDepartment,
  createPosting,
  expectCountersMatch,
  postingBody,
  uniqueName,
  unknownId,
} from '../support/catalog.js';

let admin: string;
let viewer: string;
let candidate: string;
let dept: Department;

beforeAll(async () => {
  ({ admin, viewer, candidate } = await signIn('admin', 'viewer', 'candidate'));
  dept = await createDepartment(admin);
});

const getJob = (id: string) => api<{ job: JobPosting }>('GET', `/job-posting/${id}`, { token: admin });
const search = (q: string, extra = '') =>
  api<AdminJobPostingListResponse>('GET', `/job-posting?limit=100&q=${encodeURIComponent(q)}${extra}`, {
    token: admin,
  });
const publicSearch = (q: string) =>
  api<{ jobs: PublicJobPosting[]; pagination: { totalJobs: number } }>(
    'GET',
    `/public/job-postings?limit=100&q=${encodeURIComponent(q)}`,
  );

describe('POST /job-posting', () => {
  it('creates a posting with every form field; 201 with the admin view', async () => {
    const body = postingBody(dept._id, { job_type: 'contract', deadline: '2031-01-15T12:00:00Z' });
    const res = await api<{ job: JobPosting }>('POST', '/job-posting', { token: admin, body });
    expect(res.status).toBe(201);
    const job = res.body.data!.job;
    expect(job).toMatchObject({
      job_title: body.job_title,
      department: { _id: dept._id, name: dept.name },
      location: 'Cork',
      job_type: 'contract',
      employment_type: 'CONTRACTOR',
      experience: 'experienced',
      status: 'active',
      salary_range: '50,000 - 60,000',
      deadline: '2031-01-15',
      contact_email: 'careers@example.ie',
      company: 'Cork Digital Solutions',
      currency: 'EUR',
    });
    expect(job.postedDate).toBe(job.createdAt);
    expect((await getJob(job._id)).body.data!.job).toEqual(job);
  });

  it('salary and deadline are optional (empty strings count as none)', async () => {
    const job = await createPosting(admin, dept._id, { salary_range: '', deadline: '' });
    expect(job).toMatchObject({ salary_range: null, deadline: null });
  });

  it.each([
    ['job_title missing', { job_title: undefined }, /Job title is required/],
    ['job_title blank', { job_title: '   ' }, /Job title is required/],
    ['department missing', { department: undefined }, /Department is required/],
    ['location missing', { location: undefined }, /Location is required/],
    ['description missing', { description: '' }, /Description is required/],
    ['requirements missing', { requirements: undefined }, /Requirements is required/],
    ['contact_email missing', { contact_email: undefined }, /Contact email/],
    ['contact_email invalid', { contact_email: 'not-an-email' }, /Contact email must be a valid email/],
    ['job_type unknown', { job_type: 'freelance' }, /Job type must be one of full-time/],
    ['experience unknown', { experience: 'guru' }, /Experience must be one of fresher, experienced/],
    ['status unknown', { status: 'draft' }, /Status must be one of active, paused, closed/],
    ['status missing', { status: undefined }, /Status must be one of/],
    ['deadline not a date', { deadline: 'next friday' }, /Deadline must be a date/],
    ['deadline impossible', { deadline: '2031-02-30' }, /Deadline must be a date/],
    ['description as a number', { description: 7 }, /Description/],
    ['description too long', { description: 'x'.repeat(5001) }, /Description must be at most 5000/],
    ['job_title too long', { job_title: 't'.repeat(121) }, /Job title must be at most 120/],
  ])('%s → 400 with message, nothing written', async (_l, over, message) => {
    const marker = uniqueName('Invalid Posting');
    const body = { ...postingBody(dept._id, { job_title: marker }), ...over } as Record<string, unknown>;
    if ('job_title' in over) body.description = marker;
    const res = await api('POST', '/job-posting', { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect((await search(marker)).body.data!.pagination.totalJobs).toBe(0);
  });

  it('an unknown department → 400, nothing written (no posting, no counter moved)', async () => {
    const marker = uniqueName('Orphan');
    const res = await api('POST', '/job-posting', {
      token: admin,
      body: postingBody(unknownId(), { job_title: marker }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/department does not exist/);
    expect((await search(marker)).body.data!.pagination.totalJobs).toBe(0);
    await expectCountersMatch();
  });

  it('a body over 64 KB → 413', async () => {
    const res = await api('POST', '/job-posting', {
      token: admin,
      body: postingBody(dept._id, { benefits: 'b'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
  });
});

describe('GET /job-posting', () => {
  it('answers data.jobs and data.pagination newest first, totals from the counters', async () => {
    await createPosting(admin, dept._id);
    const res = await api<AdminJobPostingListResponse>('GET', '/job-posting?page=1&limit=3', {
      token: admin,
    });
    expect(res.status).toBe(200);
    const { jobs, pagination } = res.body.data!;
    expect(jobs.length).toBeLessThanOrEqual(3);
    expect(pagination).toMatchObject({ currentPage: 1, limit: 3 });
    expect(pagination.totalJobs).toBeGreaterThanOrEqual(jobs.length);
    expect(pagination.totalPages).toBe(Math.ceil(pagination.totalJobs / 3));
    const dates = jobs.map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by status and searches title, location and description', async () => {
    const word = uniqueName('Zebrafish').replace(' ', '');
    const a = await createPosting(admin, dept._id, { job_title: `${word} Analyst` });
    const b = await createPosting(admin, dept._id, { location: `${word} Quay, Cork`, status: 'paused' });
    const c = await createPosting(admin, dept._id, { description: `Work on ${word.toLowerCase()} data.` });
    const all = (await search(word.toUpperCase())).body.data!;
    expect(all.jobs.map((j) => j._id).sort()).toEqual([a._id, b._id, c._id].sort());
    expect(all.pagination.totalJobs).toBe(3);
    const paused = (await search(word, '&status=paused')).body.data!;
    expect(paused.jobs.map((j) => j._id)).toEqual([b._id]);
    const page2 = (
      await api<AdminJobPostingListResponse>('GET', `/job-posting?q=${word}&limit=2&page=2`, { token: admin })
    ).body.data!;
    expect(page2.jobs).toHaveLength(1);
    expect(page2.pagination).toMatchObject({ totalJobs: 3, totalPages: 2, currentPage: 2 });
  });

  it.each(['limit=0', 'limit=101', 'page=zero', 'status=draft', `q=${'q'.repeat(101)}`])(
    '?%s → 400',
    async (q) => {
      const res = await api('GET', `/job-posting?${q}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    },
  );
});

describe('GET/PUT/DELETE /job-posting/{id}', () => {
  it('unknown ids → 404 on get, update, delete, pause and resume', async () => {
    const id = unknownId();
    for (const [method, path, body] of [
      ['GET', `/job-posting/${id}`, undefined],
      ['PUT', `/job-posting/${id}`, postingBody(dept._id)],
      ['DELETE', `/job-posting/${id}`, undefined],
      ['PUT', `/job-posting/${id}/pause`, undefined],
      ['PUT', `/job-posting/${id}/resume`, undefined],
    ] as const) {
      const res = await api(method, path, { token: admin, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Job posting not found');
    }
  });

  it('PUT replaces the fields; status changes move the counters', async () => {
    const job = await createPosting(admin, dept._id);
    const body = postingBody(dept._id, {
      job_title: uniqueName('Senior Platform Engineer'),
      status: 'closed',
      job_type: 'part-time',
      experience: 'fresher',
      salary_range: null,
      benefits: undefined,
    });
    const res = await api<{ job: JobPosting }>('PUT', `/job-posting/${job._id}`, { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body.data!.job).toMatchObject({
      _id: job._id,
      job_title: body.job_title,
      status: 'closed',
      job_type: 'part-time',
      employment_type: 'PART_TIME',
      salary_range: null,
      benefits: '',
      createdAt: job.createdAt,
    });
    expect((await getJob(job._id)).body.data!.job.status).toBe('closed');
    await expectCountersMatch();
  });

  it('PUT with bad input → 400 and the posting is unchanged', async () => {
    const job = await createPosting(admin, dept._id);
    for (const over of [{ status: 'archived' }, { contact_email: 'x' }, { department: unknownId() }]) {
      const res = await api('PUT', `/job-posting/${job._id}`, {
        token: admin,
        body: { ...postingBody(dept._id), ...over },
      });
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    expect((await getJob(job._id)).body.data!.job).toEqual(job);
  });

  it('DELETE removes it from every list', async () => {
    const job = await createPosting(admin, dept._id);
    expect((await api('DELETE', `/job-posting/${job._id}`, { token: admin })).status).toBe(200);
    expect((await getJob(job._id)).status).toBe(404);
    expect((await search(job.job_title)).body.data!.jobs).toHaveLength(0);
    expect((await publicSearch(job.job_title)).body.data!.jobs).toHaveLength(0);
    expect((await api('DELETE', `/job-posting/${job._id}`, { token: admin })).status).toBe(404);
    await expectCountersMatch();
  });
});

describe('pause and resume (docs/requirements.md#cv-management)', () => {
  it('active → paused leaves the public lists; paused → active comes back', async () => {
    const job = await createPosting(admin, dept._id);
    expect((await publicSearch(job.job_title)).body.data!.jobs.map((j) => j._id)).toEqual([job._id]);
    expect((await api('GET', `/public/job-postings/${job._id}`)).status).toBe(200);

    const paused = await api<{ job: JobPosting }>('PUT', `/job-posting/${job._id}/pause`, { token: admin });
    expect(paused.status).toBe(200);
    expect(paused.body.data!.job.status).toBe('paused');
    expect((await publicSearch(job.job_title)).body.data!.jobs).toHaveLength(0);
    expect((await api('GET', `/public/job-postings/${job._id}`)).status).toBe(404);

    const resumed = await api<{ job: JobPosting }>('PUT', `/job-posting/${job._id}/resume`, { token: admin });
    expect(resumed.body.data!.job.status).toBe('active');
    expect((await publicSearch(job.job_title)).body.data!.jobs).toHaveLength(1);
    await expectCountersMatch();
  });

  it('pause only from active, resume only from paused: 409 otherwise, nothing changed', async () => {
    const active = await createPosting(admin, dept._id);
    const resumeActive = await api('PUT', `/job-posting/${active._id}/resume`, { token: admin });
    expect(resumeActive.status).toBe(409);
    expect(resumeActive.body.message).toBe('Only a paused job posting can be resumed (this one is active)');

    const closed = await createPosting(admin, dept._id, { status: 'closed' });
    const pauseClosed = await api('PUT', `/job-posting/${closed._id}/pause`, { token: admin });
    expect(pauseClosed.status).toBe(409);
    expect(pauseClosed.body.message).toBe('Only an active job posting can be paused (this one is closed)');
    expect((await api('PUT', `/job-posting/${closed._id}/resume`, { token: admin })).status).toBe(409);
    expect((await getJob(closed._id)).body.data!.job.status).toBe('closed');

    await api('PUT', `/job-posting/${active._id}/pause`, { token: admin });
    const twice = await api('PUT', `/job-posting/${active._id}/pause`, { token: admin });
    expect(twice.status).toBe(409);
  });

  it('two admins pausing at once: exactly one wins', async () => {
    const job = await createPosting(admin, dept._id);
    const results = await Promise.all(
      [1, 2, 3].map(() => api('PUT', `/job-posting/${job._id}/pause`, { token: admin })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await expectCountersMatch();
  });
});

describe('public job postings (docs/requirements.md#public-records, #api-calls)', () => {
  it('GET /public/job-postings/{id}: the public view, no internal fields', async () => {
    const job = await createPosting(admin, dept._id, { job_type: 'internship' });
    const res = await api<{ job: PublicJobPosting & Record<string, unknown> }>(
      'GET',
      `/public/job-postings/${job._id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.job).toMatchObject({
      _id: job._id,
      job_title: job.job_title,
      department: { _id: dept._id, name: dept.name },
      employment_type: 'INTERN',
      work_hours: '40 hours per week',
      currency: 'EUR',
    });
    expect(res.body.data!.job.contact_email).toBeUndefined();
  });

  it('closed and unknown postings → 404 with a message; an over-long id → 400', async () => {
    const closed = await createPosting(admin, dept._id, { status: 'closed' });
    for (const id of [closed._id, unknownId()]) {
      const res = await api('GET', `/public/job-postings/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/not open/);
    }
    expect((await api('GET', `/public/job-postings/${'x'.repeat(65)}`)).status).toBe(400);
  });
});

describe('job postings: auth levels', () => {
  const routesFor = (id: string, body: unknown) =>
    [
      ['GET', '/job-posting', undefined, false],
      ['GET', `/job-posting/${id}`, undefined, false],
      ['POST', '/job-posting', body, true],
      ['PUT', `/job-posting/${id}`, body, true],
      ['DELETE', `/job-posting/${id}`, undefined, true],
      ['PUT', `/job-posting/${id}/pause`, undefined, true],
      ['PUT', `/job-posting/${id}/resume`, undefined, true],
    ] as const;

  it('no token or a candidate token → 401 on every route', async () => {
    for (const [method, path, body] of routesFor(unknownId(), postingBody(dept._id))) {
      for (const token of [undefined, candidate]) {
        const res = await api(method, path, { token, body });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('a viewer reads but cannot write (403, nothing changed)', async () => {
    const job = await createPosting(admin, dept._id);
    const marker = uniqueName('Viewer Posting');
    for (const [method, path, body, write] of routesFor(
      job._id,
      postingBody(dept._id, { job_title: marker }),
    )) {
      const res = await api(method, path, { token: viewer, body });
      expect(res.status, `${method} ${path}`).toBe(write ? 403 : 200);
    }
    expect((await getJob(job._id)).body.data!.job).toEqual(job);
    expect((await search(marker)).body.data!.pagination.totalJobs).toBe(0);
  });
});
