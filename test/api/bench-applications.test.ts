/**
 * The bench's applications (bench/applications.ts) are what the product would have written: one
 * candidate put into a posting and moved to Shortlisted through the API, another written by the
 * bench's bulk seeding at the same stage and source; the pipeline board shows both cards alike and
 * the hiring report counts both alike (docs/architecture.md#applications-and-stages, #hiring-reports).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { benchApplicationItems, writeInBulk } from '../../bench/applications.js';
import type { PipelineApplicant, PipelineResponse } from '../../functions/contract/schemas/applications.js';
import type { HiringReport } from '../../functions/contract/schemas/reports.js';
import { readCounters } from '../../functions/core/data/db.js';
import { counters } from '../../functions/core/data/keys.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'recruiter');
}, 60_000);

describe('bench applications', () => {
  it('a seeded application reads on the board and in the report as one added and moved through the API', async () => {
    const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const viaApi = await candidateWithAttachedCv({ name: 'Aoife Murphy', source: 'careers' });
    const seeded = await candidateWithAttachedCv({ name: 'Cian Kelly', source: 'careers' });

    const added = await api('POST', `/job-posting/${posting._id}/applicants`, {
      token: callers.recruiter,
      body: { resumeIds: [viaApi.id] },
    });
    expect(added.status).toBe(200);
    const moved = await api('PUT', `/job-posting/${posting._id}/applicants/${viaApi.id}`, {
      token: callers.recruiter,
      body: { stage: 'shortlisted' },
    });
    expect(moved.status, moved.body.message).toBe(200);

    // The bench's n-th application whose stage and source are the API one's.
    const target = { id: posting._id, job_title: posting.job_title };
    const now = Date.now();
    const items = Array.from({ length: 105 }, (_, n) =>
      benchApplicationItems(seeded.record, target, n, now),
    ).find((its) => {
      const put = its[0]!.Put!.Item as { stage?: string; source?: string };
      return put.stage === 'shortlisted' && put.source === 'careers';
    });
    expect(items).toBeDefined();
    await writeInBulk(items!);

    const board = await api<PipelineResponse>('GET', `/job-posting/${posting._id}/applicants`, {
      token: callers.recruiter,
    });
    expect(board.status).toBe(200);
    const card = (id: string) => {
      const { resumeId, name, appliedAt, ...rest } = board.body.data!.applicants.find(
        (a) => a.resumeId === id,
      ) as PipelineApplicant;
      expect([resumeId, typeof name, typeof appliedAt]).toEqual([id, 'string', 'string']);
      return rest;
    };
    expect(card(seeded.id)).toEqual(card(viaApi.id));
    expect(card(seeded.id)).toMatchObject({
      status: 'shortlisted',
      via: 'added',
      source: 'careers',
      hasCv: true,
    });
    expect(board.body.data!.counts.shortlisted).toBe(2);
    const applicants = counters.applicantsOf(posting._id);
    expect((await readCounters([applicants]))[applicants]).toBe(2);

    // Both in the default range (the last 30 days): counted at each step up to Shortlisted, from the careers form.
    const report = await api<HiringReport>('GET', `/admin/reports/hiring?postingId=${posting._id}`, {
      token: callers.admin,
    });
    expect(report.status).toBe(200);
    const r = report.body.data!;
    expect(Object.fromEntries(r.funnel.map((f) => [f.stage, f.count]))).toMatchObject({
      applied: 2,
      reviewed: 2,
      under_review: 2,
      shortlisted: 2,
      interview_scheduled: 0,
      hired: 0,
    });
    expect(Object.fromEntries(r.sources.map((s) => [s.source, s.count]))).toEqual({
      careers: 2,
      assistant: 0,
      apply: 0,
      added: 0,
    });
  });
});
