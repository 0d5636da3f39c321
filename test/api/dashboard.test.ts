/**
 * `GET /admin/dashboard/stats` (docs/requirements.md#dashboard, the shell's badges): every
 * figure equals its counter item, and moves when a write it counts happens.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../functions/contract/schemas/dashboard.js';
import { getItem } from '../../functions/core/data/db.js';
import { counters, keys } from '../../functions/core/data/keys.js';
import { api, eventually } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { tokenFor } from '../support/users.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const counter = async (name: Parameters<typeof keys.counter>[0]) =>
  (await getItem<{ count: number }>(keys.counter(name), true))?.count ?? 0;

const stats = async (token = admin) => api<DashboardStats>('GET', '/admin/dashboard/stats', { token });

describe('GET /admin/dashboard/stats', () => {
  it('answers the counters: totals, per status, derived card figures, jobs, catalogue, admins', async () => {
    // Other test files write concurrently: compare with the counters until one read agrees.
    const { data, expected } = await eventually(async () => {
      const res = await stats();
      expect(res.status).toBe(200);
      const d = res.body.data!;
      const e = {
        total: await counter(counters.resumes),
        new: await counter(counters.resumesByStatus('new')),
        shortlisted: await counter(counters.resumesByStatus('shortlisted')),
        activeJobs: await counter(counters.jobsByStatus('active')),
        departments: await counter(counters.departments),
        jobTitles: await counter(counters.jobTitles),
        admins: await counter(counters.admins),
      };
      const same =
        d.resumes.total === e.total &&
        d.resumes.byStatus.new === e.new &&
        d.resumes.byStatus.shortlisted === e.shortlisted &&
        d.jobs.active === e.activeJobs &&
        d.departments === e.departments &&
        d.jobTitles === e.jobTitles &&
        d.admins === e.admins;
      return same ? { data: d, expected: e } : undefined;
    });
    expect(data.resumes.total).toBe(expected.total);
    expect(data.resumes.awaitingReview).toBe(data.resumes.byStatus.new);
    const { byStatus } = data.resumes;
    expect(data.resumes.shortlisted).toBe(
      byStatus.shortlisted + byStatus.interview_scheduled + byStatus.hired,
    );
    expect(data.resumes.reviewed).toBe(
      Object.entries(byStatus)
        .filter(([s]) => s !== 'new')
        .reduce((n, [, v]) => n + v, 0),
    );
    // The seed holds active job postings, departments, job titles and the super admin.
    expect(data.jobs.active).toBeGreaterThan(0);
    expect(data.departments).toBeGreaterThan(0);
    expect(data.jobTitles).toBeGreaterThan(0);
    expect(data.admins).toBeGreaterThanOrEqual(1);
  });

  it('a new CV and a status change move the figures', async () => {
    const before = (await stats()).body.data!;
    const c = await candidateWithAttachedCv();
    await api('PUT', `/resume/${c.id}`, { token: admin, body: { status: 'hired' } });
    const after = (await stats()).body.data!;
    expect(after.resumes.total).toBeGreaterThanOrEqual(before.resumes.total + 1);
    expect(after.resumes.byStatus.hired).toBeGreaterThanOrEqual(before.resumes.byStatus.hired + 1);
    expect(after.resumes.shortlisted).toBeGreaterThanOrEqual(before.resumes.shortlisted + 1);
  });

  it('no token 401, candidate 401, an admin without a role 403; a viewer may read it', async () => {
    expect((await api('GET', '/admin/dashboard/stats')).status).toBe(401);
    expect((await stats(await tokenFor('candidate'))).status).toBe(401);
    expect((await stats(await tokenFor('admin', []))).status).toBe(403);
    expect((await stats(await tokenFor('admin', ['viewer']))).status).toBe(200);
  });
});
