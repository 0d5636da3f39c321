/**
 * Applications with their own stage (docs/requirements.md#pipeline, docs/architecture.md#applications-and-stages):
 * "Add to posting" (`POST /job-posting/{id}/applicants`) puts careers-form CVs into a posting's
 * pipeline with their source; `PUT /job-posting/{id}/applicants/{resumeId}` moves one posting's
 * stage and leaves the other's; the CV status follows the most advanced stage; an application
 * written before stages existed reads as the record's status and keeps it when another moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  PipelineAddResponse,
  PipelineMoveResponse,
  PipelineResponse,
} from '../../functions/contract/schemas/applications.js';
import type { ApplicationItem } from '../../functions/core/data/applications.js';
import { getItem, put, queryAll } from '../../functions/core/data/db.js';
import { indexKeys, keys, partitions } from '../../functions/core/data/keys.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv, counterValue, storedResume } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

type AuditRow = { action: string; targetId: string; details: Record<string, unknown> };

const add = (jobId: string, resumeIds: unknown, token?: string) =>
  api<PipelineAddResponse>('POST', `/job-posting/${jobId}/applicants`, { token, body: { resumeIds } });
const move = (jobId: string, resumeId: string, stage: unknown, token?: string) =>
  api<PipelineMoveResponse>('PUT', `/job-posting/${jobId}/applicants/${resumeId}`, {
    token,
    body: { stage, ...(stage === 'rejected' ? { rejectReasonId: 'position-filled' } : {}) },
  });
const board = async (jobId: string) => {
  const res = await api<PipelineResponse>('GET', `/job-posting/${jobId}/applicants`, {
    token: callers.viewer,
  });
  expect(res.status).toBe(200);
  return res.body.data!;
};
const twoPostings = async () => {
  const department = await createDepartment(callers.admin);
  return Promise.all([
    createPosting(callers.admin, department._id),
    createPosting(callers.admin, department._id),
  ]);
};

describe('Add to posting and stages per posting', () => {
  it('adds careers-form CVs to two postings (source kept) and moves each posting on its own', async () => {
    const [first, second] = await twoPostings();
    const [a, b] = await Promise.all([
      candidateWithAttachedCv({ name: 'Niamh Ó Súilleabháin', source: 'careers' }),
      candidateWithAttachedCv({ name: 'Ciarán de Búrca', source: 'careers' }),
    ]);
    const missing = unknownId();
    const bulk = await add(first._id, [a.id, b.id, missing], callers.recruiter);
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ added: [a.id, b.id], already: [], notFound: [missing] });
    expect((await add(second._id, [a.id], callers.recruiter)).body.data!.added).toEqual([a.id]);
    // Adding again changes nothing and counts nothing twice.
    expect((await add(first._id, [a.id], callers.recruiter)).body.data).toEqual({
      added: [],
      already: [a.id],
      notFound: [],
    });
    expect(await counterValue(`JOBS#APPLICANTS#${first._id}`)).toBe(2);

    const before = await board(first._id);
    expect(before.applicants.find((x) => x.resumeId === a.id)).toMatchObject({
      status: 'new',
      via: 'added',
      source: 'careers',
      hasCv: true,
    });
    expect(before.counts.new).toBe(2);

    const interview = await move(first._id, a.id, 'interview_scheduled', callers.recruiter);
    expect(interview.status).toBe(200);
    expect(interview.body.data).toEqual({
      resumeId: a.id,
      jobId: first._id,
      stage: 'interview_scheduled',
      resumeStatus: 'interview_scheduled',
      // No notify asked: no status mail (docs/requirements.md#status-mails).
      notified: false,
    });
    // Rejected for the second posting: the first keeps its interview, and so does the CV status.
    const rejected = await move(second._id, a.id, 'rejected', callers.recruiter);
    expect(rejected.body.data).toMatchObject({ stage: 'rejected', resumeStatus: 'interview_scheduled' });
    expect((await board(first._id)).applicants.find((x) => x.resumeId === a.id)?.status).toBe(
      'interview_scheduled',
    );
    expect((await board(second._id)).applicants.find((x) => x.resumeId === a.id)?.status).toBe('rejected');
    expect((await board(first._id)).applicants.find((x) => x.resumeId === b.id)?.status).toBe('new');
    // Rejected everywhere: now the CV status says so.
    expect((await move(first._id, a.id, 'rejected', callers.recruiter)).body.data!.resumeStatus).toBe(
      'rejected',
    );
    expect((await storedResume(a.id))?.status).toBe('rejected');

    // Each write has its audit entry: an addition on the candidate, a move on the posting with the
    // candidate and the stages.
    const onCandidate = await queryAll<{ action: string }>(partitions.auditOfTarget(a.id));
    expect(onCandidate.filter((e) => e.action === 'application.add')).toHaveLength(2);
    const moves = [
      ...(await queryAll<AuditRow>(partitions.auditOfTarget(first._id))),
      ...(await queryAll<AuditRow>(partitions.auditOfTarget(second._id))),
    ].filter((e) => e.action === 'application.stage');
    expect(moves.map((e) => [e.targetId, e.details.resumeId, e.details.from, e.details.to]).sort()).toEqual(
      [
        [first._id, a.id, 'new', 'interview_scheduled'],
        [second._id, a.id, 'new', 'rejected'],
        [first._id, a.id, 'interview_scheduled', 'rejected'],
      ].sort(),
    );
  }, 120_000);

  it('reads an application written before stages existed as the record status, and keeps it when another moves', async () => {
    const [first, second] = await twoPostings();
    const c = await candidateWithAttachedCv({ name: 'Róisín Nic Aodha', source: 'careers' });
    expect(
      (await api('PUT', `/resume/${c.id}`, { token: callers.admin, body: { status: 'shortlisted' } })).status,
    ).toBe(200);
    // An application item as the code before this change wrote it: no stage, no via.
    const at = new Date().toISOString();
    const legacy: ApplicationItem = {
      userId: c.id,
      jobId: first._id,
      job_title: first.job_title,
      name: 'Róisín Nic Aodha',
      email: c.email,
      contact: { country_code: '+353', number: '851234567' },
      appliedAt: at,
      updatedAt: at,
      submissionId: unknownId(),
    };
    await put({ ...keys.application(c.id, first._id), ...indexKeys.application(legacy), ...legacy });
    expect((await board(first._id)).applicants.find((x) => x.resumeId === c.id)).toMatchObject({
      status: 'shortlisted',
      via: 'apply',
      source: null,
    });

    await add(second._id, [c.id], callers.recruiter);
    const hired = await move(second._id, c.id, 'hired', callers.recruiter);
    expect(hired.body.data!.resumeStatus).toBe('hired');
    // The old application stayed where it was shown, now as its own stage; nothing else was lost.
    const stored = await getItem<ApplicationItem>(keys.application(c.id, first._id), true);
    expect(stored).toMatchObject({ ...legacy, stage: 'shortlisted', updatedAt: expect.any(String) });
    expect((await board(first._id)).applicants.find((x) => x.resumeId === c.id)?.status).toBe('shortlisted');
  }, 120_000);

  it('lets recruiter and above write, refuses the viewer (403) and the anonymous (401)', async () => {
    const [posting] = await twoPostings();
    const c = await candidateWithAttachedCv({ source: 'careers' });
    expect((await add(posting._id, [c.id])).status).toBe(401);
    expect((await add(posting._id, [c.id], callers.viewer)).status).toBe(403);
    expect((await move(posting._id, c.id, 'reviewed', callers.viewer)).status).toBe(403);
    expect((await move(posting._id, c.id, 'reviewed')).status).toBe(401);
    expect((await board(posting._id)).applicants).toEqual([]);
    expect((await add(posting._id, [c.id], callers['hr-manager'])).status).toBe(200);
    expect((await move(posting._id, c.id, 'reviewed', callers.admin)).status).toBe(200);
    expect((await move(posting._id, c.id, 'under_review', callers['hr-manager'])).status).toBe(200);
  }, 90_000);

  it('answers bad input with 400 or 404 and a message, and writes nothing', async () => {
    const [posting] = await twoPostings();
    const c = await candidateWithAttachedCv({ source: 'careers' });
    for (const bad of [
      [],
      Array.from({ length: 101 }, unknownId),
      'abc',
      [42],
      ['x'.repeat(65)],
      undefined,
    ]) {
      const res = await add(posting._id, bad, callers.recruiter);
      expect(res.status, JSON.stringify(bad)?.slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(/\S/);
    }
    const unknownPosting = await add(unknownId(), [c.id], callers.recruiter);
    expect(unknownPosting.status).toBe(404);
    expect(unknownPosting.body.message).toBe('Job posting not found');
    const notIn = await move(posting._id, c.id, 'reviewed', callers.recruiter);
    expect(notIn.status).toBe(404);
    expect(notIn.body.message).toBe('This candidate is not in this posting');
    await add(posting._id, [c.id], callers.recruiter);
    for (const stage of ['interviewing', 3, null]) {
      const res = await move(posting._id, c.id, stage, callers.recruiter);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/\S/);
    }
    expect((await board(posting._id)).applicants.map((x) => x.status)).toEqual(['new']);
    expect((await storedResume(c.id))?.status).toBe('new');
  }, 90_000);
});
