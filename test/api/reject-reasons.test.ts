/**
 * Rejection reasons (docs/requirements.md#rejection-reasons, docs/architecture.md#rejection-reasons):
 * `GET|PUT /admin/reject-reasons` with `{ reasons: [{ id, name, active }] }`, the defaults, every
 * auth level, bad input; every way of rejecting (`PUT /resume/{id}`, the board's move, `POST
 * /resume/batch`) needs an active `rejectReasonId` (400 and nothing written without one); the reason
 * is kept on the record, the application and the audit entry, never in what the candidate reads; a
 * used reason left out of the list is kept, deactivated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REJECT_REASONS,
  REJECT_REASON_MESSAGES,
  type RejectReason,
} from '../../functions/contract/schemas/reject-reasons.js';
import type { ApplicationItem } from '../../functions/core/data/applications.js';
import { getItem, queryAll } from '../../functions/core/data/db.js';
import { keys, partitions } from '../../functions/core/data/keys.js';
import { exportMyData } from '../../functions/core/domain/my-data.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

type AuditRow = { action: string; details: Record<string, unknown> };
const list = async (token = callers.viewer) => {
  const res = await api<{ reasons: RejectReason[] }>('GET', '/admin/reject-reasons', { token });
  expect(res.status).toBe(200);
  return res.body.data!.reasons;
};
const save = (body: unknown, token = callers['hr-manager']) =>
  api<{ reasons: RejectReason[] }>('PUT', '/admin/reject-reasons', { token, body });

describe('GET|PUT /admin/reject-reasons', () => {
  it('answers the defaults, in order, to every admin (top level and in data); 401 without a token', async () => {
    for (const token of [callers.viewer, callers.recruiter, callers['hr-manager'], callers.admin]) {
      const res = await api<{ reasons: RejectReason[] }>('GET', '/admin/reject-reasons', { token });
      expect(res.status).toBe(200);
      expect(res.body.data!.reasons.slice(0, DEFAULT_REJECT_REASONS.length)).toEqual(DEFAULT_REJECT_REASONS);
      expect((res.body as unknown as { reasons: RejectReason[] }).reasons).toEqual(res.body.data!.reasons);
    }
    expect((await api('GET', '/admin/reject-reasons')).status).toBe(401);
  });

  it('hr-manager saves the list (new ids minted, order kept, audited); recruiter and viewer get 403', async () => {
    const before = await list();
    for (const token of [callers.recruiter, callers.viewer]) {
      const res = await save({ reasons: before }, token);
      expect(res.status).toBe(403);
    }
    const extra = { name: `Visa sponsorship ${Date.now()}`, active: true };
    const res = await save({ reasons: [...before, extra] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REJECT_REASON_MESSAGES.saved);
    const saved = res.body.data!.reasons;
    const added = saved.at(-1)!;
    expect(added).toMatchObject({ ...extra, id: expect.stringMatching(/^[a-z0-9-]+$/) });
    expect(saved.slice(0, before.length)).toEqual(before);
    expect(await list()).toEqual(saved);
    const entries = await queryAll<AuditRow>(partitions.auditOfAction('reject-reasons.save'));
    expect(entries.length).toBeGreaterThan(0);

    // Left out and never used: deleted.
    const dropped = await save({ reasons: before });
    expect(dropped.status).toBe(200);
    expect((await list()).find((r) => r.id === added.id)).toBeUndefined();
  });

  it.each([
    ['no list', {}, REJECT_REASON_MESSAGES.list],
    ['an empty list', { reasons: [] }, REJECT_REASON_MESSAGES.list],
    ['a name too long', { reasons: [{ name: 'x'.repeat(61), active: true }] }, REJECT_REASON_MESSAGES.name],
    ['an empty name', { reasons: [{ name: '  ', active: true }] }, REJECT_REASON_MESSAGES.name],
    ['active not a boolean', { reasons: [{ name: 'A', active: 'yes' }] }, REJECT_REASON_MESSAGES.active],
    ['a bad id', { reasons: [{ id: 'Bad Id!', name: 'A', active: true }] }, REJECT_REASON_MESSAGES.id],
    [
      'two of one name',
      {
        reasons: [
          { name: 'Same', active: true },
          { name: 'same', active: true },
        ],
      },
      REJECT_REASON_MESSAGES.duplicateName,
    ],
    ['none active', { reasons: [{ name: 'Only', active: false }] }, REJECT_REASON_MESSAGES.noneActive],
    [
      '41 reasons',
      { reasons: Array.from({ length: 41 }, (_, i) => ({ name: `R${i}`, active: true })) },
      REJECT_REASON_MESSAGES.list,
    ],
  ])('refuses %s with 400 and its message, and writes nothing', async (_label, body, message) => {
    const before = await list();
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await list()).toEqual(before);
  });
});

describe('rejecting needs a reason', () => {
  it('PUT /resume/{id}: 400 without a reason, with an unknown or inactive one, or a reason with another status; nothing written', async () => {
    const c = await candidateWithAttachedCv({ source: 'careers' });
    const cases: [unknown, string][] = [
      [{ status: 'rejected' }, REJECT_REASON_MESSAGES.required],
      [{ status: 'rejected', rejectReasonId: 'no-such-reason' }, REJECT_REASON_MESSAGES.unknown],
      [{ status: 'rejected', rejectReasonId: 42 }, REJECT_REASON_MESSAGES.required],
      [{ status: 'shortlisted', rejectReasonId: 'other' }, REJECT_REASON_MESSAGES.onlyForRejected],
    ];
    for (const [body, message] of cases) {
      const res = await api('PUT', `/resume/${c.id}`, { token: callers.recruiter, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await storedResume(c.id))!.status).toBe('new');

    const done = await api('PUT', `/resume/${c.id}`, {
      token: callers.recruiter,
      body: { status: 'rejected', rejectReasonId: 'salary-expectations' },
    });
    expect(done.status).toBe(200);
    const stored = await storedResume(c.id);
    expect(stored).toMatchObject({ status: 'rejected', rejectReasonId: 'salary-expectations' });
    const entries = await queryAll<AuditRow>(partitions.auditOfTarget(c.id));
    expect(entries.find((e) => e.action === 'resume.status')?.details).toMatchObject({
      to: 'rejected',
      rejectReasonId: 'salary-expectations',
    });
    // Never in what the candidate reads of their data.
    expect(JSON.stringify(await exportMyData(stored!))).not.toContain('salary-expectations');
    // Moving on takes the reason off the record.
    await api('PUT', `/resume/${c.id}`, { token: callers.recruiter, body: { status: 'reviewed' } });
    expect((await storedResume(c.id))!.rejectReasonId).toBeUndefined();
  }, 60_000);

  it('the board: 400 without a reason (nothing moved); with one the application keeps it', async () => {
    const department = await createDepartment(callers.admin);
    const posting = await createPosting(callers.admin, department._id);
    const c = await candidateWithAttachedCv({ source: 'careers' });
    await api('POST', `/job-posting/${posting._id}/applicants`, {
      token: callers.recruiter,
      body: { resumeIds: [c.id] },
    });
    const path = `/job-posting/${posting._id}/applicants/${c.id}`;
    const bare = await api('PUT', path, { token: callers.recruiter, body: { stage: 'rejected' } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(REJECT_REASON_MESSAGES.required);
    const unknown = await api('PUT', path, {
      token: callers.recruiter,
      body: { stage: 'rejected', rejectReasonId: 'nope' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(REJECT_REASON_MESSAGES.unknown);
    expect(
      (await getItem<ApplicationItem>(keys.application(c.id, posting._id), true))?.stage,
    ).toBeUndefined();

    const done = await api('PUT', path, {
      token: callers.recruiter,
      body: { stage: 'rejected', rejectReasonId: 'location' },
    });
    expect(done.status).toBe(200);
    expect(await getItem<ApplicationItem>(keys.application(c.id, posting._id), true)).toMatchObject({
      stage: 'rejected',
      rejectReasonId: 'location',
    });
    // The record followed (its only posting), with the reason.
    expect(await storedResume(c.id)).toMatchObject({ status: 'rejected', rejectReasonId: 'location' });
    const moves = (await queryAll<AuditRow>(partitions.auditOfTarget(posting._id))).filter(
      (e) => e.action === 'application.stage',
    );
    expect(moves[0]?.details).toMatchObject({ to: 'rejected', rejectReasonId: 'location' });
  }, 60_000);

  it('the batch: 400 for the whole batch without a reason or with an unknown one (nothing written); with one each record keeps it', async () => {
    const [a, b] = await Promise.all([candidateWithAttachedCv(), candidateWithAttachedCv()]);
    for (const body of [
      { action: 'status', ids: [a.id, b.id], status: 'rejected' },
      { action: 'status', ids: [a.id, b.id], status: 'rejected', rejectReasonId: 'gone-reason' },
    ]) {
      const res = await api('POST', '/resume/batch', { token: callers.recruiter, body });
      expect(res.status).toBe(400);
    }
    expect((await storedResume(a.id))!.status).toBe('new');
    expect((await storedResume(b.id))!.status).toBe('new');
    const done = await api<{ results: { ok: boolean }[] }>('POST', '/resume/batch', {
      token: callers.recruiter,
      body: { action: 'status', ids: [a.id, b.id], status: 'rejected', rejectReasonId: 'no-response' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data!.results.every((r) => r.ok)).toBe(true);
    for (const c of [a, b])
      expect(await storedResume(c.id)).toMatchObject({ status: 'rejected', rejectReasonId: 'no-response' });
  }, 60_000);

  it('a used reason left out of the list is kept, deactivated, and then refused for new rejections', async () => {
    const before = await list();
    const name = `Failed reference check ${Date.now()}`;
    const added = (await save({ reasons: [...before, { name, active: true }] })).body.data!.reasons.at(-1)!;
    const c = await candidateWithAttachedCv();
    expect(
      (
        await api('PUT', `/resume/${c.id}`, {
          token: callers.recruiter,
          body: { status: 'rejected', rejectReasonId: added.id },
        })
      ).status,
    ).toBe(200);
    const kept = await save({ reasons: before });
    expect(kept.status).toBe(200);
    expect(kept.body.data!.reasons.find((r) => r.id === added.id)).toEqual({
      id: added.id,
      name,
      active: false,
    });
    const other = await candidateWithAttachedCv();
    const refused = await api('PUT', `/resume/${other.id}`, {
      token: callers.recruiter,
      body: { status: 'rejected', rejectReasonId: added.id },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(REJECT_REASON_MESSAGES.unknown);
    // The rejection that used it keeps it.
    expect((await storedResume(c.id))!.rejectReasonId).toBe(added.id);
  }, 60_000);
});
