/**
 * `GET|PUT /admin/job-postings/{id}/interview-plan` (docs/requirements.md#interview-plan): the
 * default plan until one is saved; the whole plan replaced (ids kept, new ones minted); 1-8 stages
 * and 1-15 attributes, each broken rule a 400 with a message and nothing written; read by every
 * admin, written by those who may write postings; audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type InterviewPlan, PLAN_MESSAGES } from '../../functions/contract/schemas/interviews.js';
import { queryAll } from '../../functions/core/data/db.js';
import { partitions } from '../../functions/core/data/keys.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

const path = (id: string) => `/admin/job-postings/${id}/interview-plan`;
const read = (id: string, token?: string) => api<InterviewPlan>('GET', path(id), { token });
const save = (id: string, body: unknown, token?: string) =>
  api<InterviewPlan>('PUT', path(id), { token, body });
const posting = async () => createPosting(callers.admin, (await createDepartment(callers.admin))._id);

const attribute = (n: number): { name: string; guidance?: string } => ({ name: `Attribute ${n}` });
const stage = (name: string, attributes = [attribute(1)]) => ({ name, durationMinutes: 45, attributes });

describe('interview plan per posting', () => {
  it('answers the default plan, then the saved one with its ids kept and new ones minted', async () => {
    const p = await posting();
    const first = await read(p._id, callers.viewer);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ isDefault: true, updatedAt: null });
    expect(first.body.data!.stages.map((s) => [s.id, s.name, s.durationMinutes])).toEqual([
      ['phone-screen', 'Phone screen', 30],
      ['technical-interview', 'Technical interview', 60],
      ['final-interview', 'Final interview', 45],
    ]);

    const [screen] = first.body.data!.stages;
    const saved = await save(
      p._id,
      {
        stages: [
          { ...screen, durationMinutes: 20 },
          stage('Take-home review', [
            { name: 'Code quality', guidance: 'Tests, naming, small functions.' },
            attribute(2),
          ]),
        ],
      },
      callers['hr-manager'],
    );
    expect(saved.status).toBe(200);
    const plan = saved.body.data!;
    expect(plan.isDefault).toBe(false);
    expect(Date.parse(plan.updatedAt!)).not.toBeNaN();
    expect(plan.stages[0]).toMatchObject({ id: 'phone-screen', durationMinutes: 20 });
    expect(plan.stages[0]!.attributes.map((a) => a.id)).toEqual(screen!.attributes.map((a) => a.id));
    expect(plan.stages[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.stages[1]!.attributes[0]).toMatchObject({
      name: 'Code quality',
      guidance: 'Tests, naming, small functions.',
    });
    expect((await read(p._id, callers.recruiter)).body.data).toEqual(plan);

    const entries = await queryAll<{ action: string }>(partitions.auditOfTarget(p._id));
    expect(entries.filter((e) => e.action === 'interview-plan.save')).toHaveLength(1);
  });

  it('takes 1 and 8 stages, 1 and 15 attributes; refuses 0 and 9 stages, 0 and 16 attributes and bad fields', async () => {
    const p = await posting();
    const many = (n: number) => Array.from({ length: n }, (_, i) => attribute(i));
    expect((await save(p._id, { stages: [stage('Only', many(15))] }, callers.admin)).status).toBe(200);
    expect(
      (await save(p._id, { stages: Array.from({ length: 8 }, (_, i) => stage(`S${i}`)) }, callers.admin))
        .status,
    ).toBe(200);
    const before = (await read(p._id, callers.admin)).body.data;

    const bad: [unknown, string][] = [
      [{ stages: [] }, PLAN_MESSAGES.stages],
      [{ stages: Array.from({ length: 9 }, (_, i) => stage(`S${i}`)) }, PLAN_MESSAGES.stages],
      [{ stages: [stage('No attributes', [])] }, PLAN_MESSAGES.attributes],
      [{ stages: [stage('Too many', many(16))] }, PLAN_MESSAGES.attributes],
      [{ stages: [{ ...stage('Short'), durationMinutes: 5 }] }, PLAN_MESSAGES.duration],
      [{ stages: [{ ...stage('Long'), durationMinutes: '60' }] }, PLAN_MESSAGES.duration],
      [{ stages: [stage('')] }, PLAN_MESSAGES.name],
      [{ stages: [stage('x'.repeat(81))] }, PLAN_MESSAGES.name],
      [
        {
          stages: [
            { ...stage('A'), id: 'same' },
            { ...stage('B'), id: 'same' },
          ],
        },
        PLAN_MESSAGES.duplicateStage,
      ],
      [{ stages: [stage('G', [{ name: 'A', guidance: 'g'.repeat(501) }])] }, PLAN_MESSAGES.guidance],
      [{}, PLAN_MESSAGES.stages],
    ];
    for (const [body, message] of bad) {
      const res = await save(p._id, body, callers.admin);
      expect(res.status, message).toBe(400);
      expect(JSON.stringify(res.body), message).toContain(message);
    }
    expect((await read(p._id, callers.admin)).body.data).toEqual(before);
  });

  it('lets every admin read and hr-manager and above write; 401, 403 and 404 otherwise', async () => {
    const p = await posting();
    const body = { stages: [stage('Chat')] };
    expect((await read(p._id)).status).toBe(401);
    expect((await save(p._id, body)).status).toBe(401);
    for (const role of ['recruiter', 'viewer'] as const) {
      const res = await save(p._id, body, callers[role]);
      expect(res.status, role).toBe(403);
    }
    expect((await read(p._id, callers.viewer)).body.data!.isDefault).toBe(true);
    const missing = await read(unknownId(), callers.viewer);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Job posting not found');
    expect((await save(unknownId(), body, callers.admin)).status).toBe(404);
  });
});
