/**
 * The moving figures of `GET /admin/dashboard/stats` (`data.trends`, docs/requirements.md#dashboard)
 * and the `expiring` view of `GET /resume` they link to. Counters are global and other files write
 * at the same time: shared figures are compared as deltas (at least the writes made here), figures
 * of a posting created here exactly.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, DashboardTrends } from '../../functions/contract/schemas/dashboard.js';
import type { Resume, ResumeListResponse } from '../../functions/contract/schemas/resume.js';
import { api, seededAdminToken } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { createDepartment, createPosting, uniqueName } from '../support/catalog.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';
import { tokenFor } from '../support/users.js';

const DAY = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

let admin: string;
beforeAll(async () => {
  applyStackEnv();
  admin = await seededAdminToken();
});

const trends = async (): Promise<DashboardTrends> => {
  const res = await api<DashboardStats>('GET', '/admin/dashboard/stats', { token: admin });
  expect(res.status).toBe(200);
  return res.body.data!.trends;
};
const thisWeek = (t: DashboardTrends) => t.weeks.at(-1)!;

describe('GET /admin/dashboard/stats: trends', () => {
  it('has 12 weeks, oldest first, each with its Monday and a figure per source', async () => {
    const t = await trends();
    expect(t.weeks).toHaveLength(12);
    for (const w of t.weeks) {
      expect(w.week).toMatch(/^\d{4}-W\d{2}$/);
      expect(w.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(w.bySource).sort()).toEqual(['apply', 'assistant', 'careers', 'profile']);
    }
    expect(t.weeks.map((w) => w.from)).toEqual([...t.weeks.map((w) => w.from)].sort());
    expect(t.received.total).toBe(t.weeks.reduce((n, w) => n + w.total, 0));
    expect(t.expiringSoon.withinDays).toBe(7);
  });

  it('a CV from the careers form and one from the assistant count in this week, by source', async () => {
    const t0 = await trends();
    const before = thisWeek(t0);
    await candidateWithAttachedCv();
    await candidateWithAttachedCv({ source: 'assistant' });
    const t1 = await trends();
    const after = thisWeek(t1);
    expect(after.bySource.careers).toBeGreaterThanOrEqual(before.bySource.careers + 1);
    expect(after.bySource.assistant).toBeGreaterThanOrEqual(before.bySource.assistant + 1);
    expect(after.total).toBeGreaterThanOrEqual(before.total + 2);
    // The intake's accept lists both new candidates in this week's day item, with their sources.
    expect(t1.listed.thisWeek).toBeGreaterThanOrEqual(t0.listed.thisWeek + 2);
    expect(t1.listed.bySource.careers).toBeGreaterThanOrEqual(t0.listed.bySource.careers + 1);
    expect(t1.listed.bySource.assistant).toBeGreaterThanOrEqual(t0.listed.bySource.assistant + 1);
  });

  it('a CV leaving New is counted for the median; erasing it later takes nothing back', async () => {
    const c = await candidateWithAttachedCv();
    expect((await storedResume(c.id))!.newSince).toBe(c.record.cv!.uploadedAt);
    const before = await trends();
    expect((await api('PUT', `/resume/${c.id}`, { token: admin, body: { status: 'reviewed' } })).status).toBe(
      200,
    );
    // A second change (not out of New) is not counted again.
    await api('PUT', `/resume/${c.id}`, { token: admin, body: { status: 'shortlisted' } });
    const after = await trends();
    expect(after.daysInNew.count).toBeGreaterThanOrEqual(before.daysInNew.count + 1);
    expect(after.daysInNew.medianDays).not.toBeNull();
    expect(after.daysInNew.medianDays).toBeGreaterThanOrEqual(0);
    const received = thisWeek(after).total;
    expect((await api('DELETE', `/resume/${c.id}`, { token: admin })).status).toBe(200);
    expect(thisWeek(await trends()).total).toBeGreaterThanOrEqual(received);
  });

  it('an active posting shows its applicants: up on applying, down on withdrawal and on erasure; a paused one is not listed', async () => {
    const department = await createDepartment(admin);
    const posting = await createPosting(admin, department._id, { job_title: uniqueName('Trend Analyst') });
    const applicants = async () => (await trends()).postings.find((p) => p.id === posting._id)?.applicants;
    expect(await applicants()).toBe(0);

    const first = await applicantTo([posting]);
    const second = await applicantTo([posting]);
    expect(await applicants()).toBe(2);

    const withdrawn = await api('DELETE', `/my-data/applications/${posting._id}`, {
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(withdrawn.status).toBe(200);
    expect(await applicants()).toBe(1);

    expect((await api('DELETE', `/resume/${second.id}`, { token: admin })).status).toBe(200);
    expect(await applicants()).toBe(0);

    const paused = await createPosting(admin, department._id, {
      job_title: uniqueName('Trend Paused'),
      status: 'paused',
    });
    expect((await trends()).postings.some((p) => p.id === paused._id)).toBe(false);
  });

  it('counts the CVs expiring within 7 days; GET /resume?expiring=7 lists them soonest first', async () => {
    const [soon, sooner, later] = [
      await candidateWithAttachedCv(),
      await candidateWithAttachedCv(),
      await candidateWithAttachedCv(),
    ];
    const before = (await trends()).expiringSoon.count;
    const setExpiry = (id: string, date: string) =>
      api('PUT', `/resume/${id}/expiry`, { token: admin, body: { expiryDate: date } });
    expect((await setExpiry(soon.id, dateIn(4))).status).toBe(200);
    expect((await setExpiry(sooner.id, dateIn(2))).status).toBe(200);
    expect((await setExpiry(later.id, dateIn(20))).status).toBe(200);
    expect((await trends()).expiringSoon.count).toBeGreaterThanOrEqual(before + 2);

    const list = await api<ResumeListResponse>('GET', '/resume?expiring=7&limit=100', { token: admin });
    expect(list.status).toBe(200);
    const ids = list.body.data!.resumes.map((r: Resume) => r._id);
    expect(ids).toContain(soon.id);
    expect(ids).toContain(sooner.id);
    expect(ids).not.toContain(later.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(soon.id));
    const expiries = list.body.data!.resumes.map((r: Resume) => r.expiryDate!);
    expect(expiries).toEqual([...expiries].sort());
    expect(list.body.data!.totalResumes).toBeGreaterThanOrEqual(2);

    // With a status filter: only those.
    await api('PUT', `/resume/${soon.id}`, { token: admin, body: { status: 'reviewed' } });
    const reviewed = await api<ResumeListResponse>('GET', '/resume?expiring=7&status=reviewed&limit=100', {
      token: admin,
    });
    const reviewedIds = reviewed.body.data!.resumes.map((r: Resume) => r._id);
    expect(reviewedIds).toContain(soon.id);
    expect(reviewedIds).not.toContain(sooner.id);
  });

  it('GET /resume?source lists the records with a CV from that source, newest first', async () => {
    const fromAssistant = await candidateWithAttachedCv({ source: 'assistant' });
    const fromCareers = await candidateWithAttachedCv();
    expect([...((await storedResume(fromAssistant.id))!.sources ?? [])]).toEqual(['assistant']);
    const ids = async (q: string) => {
      const res = await api<ResumeListResponse>('GET', `/resume?${q}&from=${dateIn(0)}&limit=100`, {
        token: admin,
      });
      expect(res.status).toBe(200);
      expect(res.body.data!.totalResumes).toBeGreaterThanOrEqual(res.body.data!.resumes.length);
      return res.body.data!.resumes.map((r: Resume) => r._id);
    };
    const assistant = await ids('source=assistant');
    expect(assistant).toContain(fromAssistant.id);
    expect(assistant).not.toContain(fromCareers.id);
    const careers = await ids('source=careers&status=new');
    expect(careers).toContain(fromCareers.id);
    expect(careers).not.toContain(fromAssistant.id);
  });

  it('GET /resume?expiring and ?source refuse bad values with a message, and need a token', async () => {
    for (const q of [
      'expiring=0',
      'expiring=31',
      'expiring=abc',
      'expiring=7&search=ann',
      'expiring=7&skill=aws',
      'source=fax',
      'source=careers&search=ann',
      'source=careers&sort=name',
      'source=careers&expiring=7',
    ]) {
      const res = await api('GET', `/resume?${q}`, { token: admin });
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/expiring|source/);
    }
    expect((await api('GET', '/resume?expiring=7')).status).toBe(401);
    expect((await api('GET', '/resume?expiring=7', { token: await tokenFor('admin', []) })).status).toBe(403);
    expect((await api('GET', '/admin/dashboard/stats', { token: await tokenFor('admin', []) })).status).toBe(
      403,
    );
  });
});
