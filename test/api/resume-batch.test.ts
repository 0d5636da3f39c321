/**
 * `POST /resume/batch` (docs/requirements.md#cv-management: bulk actions): every auth level, each
 * action's own permission (the single route's), bad input answered 400 with nothing written
 * (501 ids, repeats, unknown action, a past expiry), mixed valid and unknown ids reported per id,
 * a record without a CV failing alone while the others change, and erasure of several at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_BATCH_MAX,
  type ResumeBatchResponse,
  todayUtc,
} from '../../functions/contract/schemas/resume-admin.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv, candidateWithoutCv, storedResume } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;

beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

const batch = (token: string | undefined, body: unknown) =>
  api<ResumeBatchResponse>('POST', '/resume/batch', { token, body });

describe('POST /resume/batch', () => {
  it('changes the status of each record and answers a result per id, in order, at the top level and in data', async () => {
    const [a, b] = await Promise.all([
      candidateWithAttachedCv(),
      candidateWithAttachedCv({ name: 'Siobhán Ní Bhriain' }),
    ]);
    const res = await batch(callers.recruiter, {
      action: 'status',
      ids: [a.id, b.id],
      status: 'shortlisted',
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
    ]);
    expect((res.body as unknown as ResumeBatchResponse).results).toEqual(res.body.data?.results);
    expect(res.body.message).toBe('2 of 2 resumes changed');
    expect((await storedResume(a.id))?.status).toBe('shortlisted');
    expect((await storedResume(b.id))?.status).toBe('shortlisted');
  });

  it('reports unknown ids and a record without a CV per id, and changes the others', async () => {
    const withCv = await candidateWithAttachedCv();
    const noCv = await candidateWithoutCv();
    const unknown = unknownId();
    const res = await batch(callers['hr-manager'], {
      action: 'status',
      ids: [unknown, withCv.id, noCv.id],
      status: 'interview_scheduled',
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.results?.map((r: { id: string; ok: boolean }) => [r.id, r.ok])).toEqual([
      [unknown, false],
      [withCv.id, true],
      [noCv.id, false],
    ]);
    expect(res.body.data?.results?.[0]?.message).toBe('Resume not found');
    expect(res.body.data?.results?.[2]?.message).toMatch(/\S/);
    expect((await storedResume(withCv.id))?.status).toBe('interview_scheduled');
    expect((await storedResume(noCv.id))?.status).not.toBe('interview_scheduled');
    expect(await storedResume(unknown)).toBeUndefined();
  });

  it('sets and removes the expiry of several records', async () => {
    const [a, b] = await Promise.all([candidateWithAttachedCv(), candidateWithAttachedCv()]);
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const set = await batch(callers.recruiter, { action: 'expiry', ids: [a.id, b.id], expiryDate: day });
    expect(set.body.data?.results?.every((r: { ok: boolean }) => r.ok)).toBe(true);
    expect((await storedResume(a.id))?.expiryDate?.slice(0, 10)).toBe(day);
    const removed = await batch(callers.recruiter, { action: 'expiry', ids: [a.id], expiryDate: null });
    expect(removed.body.data?.results).toEqual([{ id: a.id, ok: true }]);
    expect((await storedResume(a.id))?.expiryDate ?? null).toBeNull();
    expect((await storedResume(b.id))?.expiryDate?.slice(0, 10)).toBe(day);
  });

  it('erases several records for a role holding the delete permission, and only for it', async () => {
    const [a, b] = await Promise.all([candidateWithAttachedCv(), candidateWithAttachedCv()]);
    const refused = await batch(callers.recruiter, { action: 'delete', ids: [a.id, b.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect(await storedResume(a.id)).toBeDefined();
    const done = await batch(callers['hr-manager'], { action: 'delete', ids: [a.id, b.id] });
    expect(done.status).toBe(200);
    expect(done.body.data?.results?.every((r: { ok: boolean }) => r.ok)).toBe(true);
    expect(await storedResume(a.id)).toBeUndefined();
    expect(await storedResume(b.id)).toBeUndefined();
  });

  it('answers 401 without a token and 403 for the viewer, changing nothing', async () => {
    const a = await candidateWithAttachedCv();
    const body = { action: 'status', ids: [a.id], status: 'hired' };
    expect((await batch(undefined, body)).status).toBe(401);
    const viewer = await batch(callers.viewer, body);
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toMatch(/\S/);
    expect((await storedResume(a.id))?.status).toBe('new');
  });

  it('answers 400 with a message, writing nothing, for bad input', async () => {
    const a = await candidateWithAttachedCv();
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const tooMany = Array.from({ length: RESUME_BATCH_MAX + 1 }, (_, i) => `id-${i}`);
    for (const body of [
      {},
      { action: 'status', ids: [], status: 'hired' },
      { action: 'status', ids: tooMany, status: 'hired' },
      { action: 'status', ids: [a.id, a.id], status: 'hired' },
      { action: 'status', ids: [a.id], status: 'promoted' },
      { action: 'status', ids: [a.id] },
      { action: 'archive', ids: [a.id] },
      { action: 'status', ids: 'all', status: 'hired' },
      { action: 'status', ids: [42], status: 'hired' },
      { action: 'expiry', ids: [a.id], expiryDate: yesterday },
      { action: 'expiry', ids: [a.id], expiryDate: 'next week' },
    ]) {
      const res = await batch(callers.admin, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/\S/);
    }
    const after = await storedResume(a.id);
    expect(after?.status).toBe('new');
    expect(after?.expiryDate?.slice(0, 10)).not.toBe(yesterday);
    expect(todayUtc()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
