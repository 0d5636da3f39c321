/**
 * `GET /job-posting/{id}/applicants` reads one page of the posting's applications, newest first
 * (docs/requirements.md#pipeline, docs/architecture.md#applications-and-stages): a page of
 * `PIPELINE_PAGE_SIZE` with an opaque `nextCursor` and the posting's `total`, `?cursor=` the next
 * page, so the board's read cost does not grow with the posting. A cursor that is not one the
 * route gave is 400 with a message, never a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedApplications } from '../../bench/applications.js';
import { seedCandidates } from '../../bench/seed.js';
import { PIPELINE_PAGE_SIZE, type PipelineResponse } from '../../functions/contract/schemas/applications.js';
import { RESUME_STATUSES } from '../../functions/contract/schemas/common.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'viewer' | 'recruiter' | 'candidate'>>>;
let postingId: string;
/** The first page's cursor, for a posting it was not given for. */
let firstCursor = '';
const SEEDED = PIPELINE_PAGE_SIZE + 5;

beforeAll(async () => {
  callers = await signIn('admin', 'viewer', 'recruiter', 'candidate');
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  postingId = posting._id;
  const records = await seedCandidates(0, SEEDED, randomUUID().slice(0, 8));
  await seedApplications(records, [{ id: posting._id, job_title: posting.job_title }]);
}, 120_000);

const board = (query = '', token?: string) =>
  api<PipelineResponse>('GET', `/job-posting/${postingId}/applicants${query}`, { token });

describe('GET /job-posting/{id}/applicants, by pages', () => {
  it('answers a page, newest first, with a nextCursor and the total; the cursor reads the rest, no repeats', async () => {
    const first = await board('', callers.viewer);
    expect(first.status, first.body.message).toBe(200);
    const one = first.body.data!;
    expect(one.applicants).toHaveLength(PIPELINE_PAGE_SIZE);
    expect(one.total).toBe(SEEDED);
    expect(typeof one.nextCursor).toBe('string');
    firstCursor = one.nextCursor!;
    const times = one.applicants.map((a) => a.appliedAt);
    expect(times).toEqual([...times].sort().reverse());
    // The counts are of the page's cards.
    expect(Object.keys(one.counts).sort()).toEqual([...RESUME_STATUSES].sort());
    expect(Object.values(one.counts).reduce((a, b) => a + b, 0)).toBe(PIPELINE_PAGE_SIZE);

    const second = await board(`?cursor=${encodeURIComponent(one.nextCursor!)}`, callers.recruiter);
    expect(second.status, second.body.message).toBe(200);
    const two = second.body.data!;
    expect(two.applicants).toHaveLength(SEEDED - PIPELINE_PAGE_SIZE);
    expect(two.nextCursor).toBeNull();
    expect(two.total).toBe(SEEDED);
    expect(two.applicants[0]!.appliedAt <= times.at(-1)!).toBe(true);
    const ids = [...one.applicants, ...two.applicants].map((a) => a.resumeId);
    expect(new Set(ids).size).toBe(SEEDED);
  }, 60_000);

  it('a posting within one page answers no cursor, and refuses the cursor of another', async () => {
    const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
    const res = await api<PipelineResponse>('GET', `/job-posting/${posting._id}/applicants`, {
      token: callers.viewer,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applicants: [], total: 0, nextCursor: null });
    const foreign = await api('GET', `/job-posting/${posting._id}/applicants?cursor=${firstCursor}`, {
      token: callers.viewer,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/cursor/);
  });

  it("answers 400 with a message for a cursor it did not give, 401 without a token or with a candidate's", async () => {
    const sortKey = Buffer.from('2026-01-01T00:00:00.000Z#x', 'utf8').toString('base64url');
    for (const cursor of ['abc', '%%%', 'x'.repeat(500), sortKey, Buffer.from('{}').toString('base64url')]) {
      const res = await board(`?cursor=${encodeURIComponent(cursor)}`, callers.viewer);
      expect(res.status, cursor).toBe(400);
      expect(res.body.message).toMatch(/cursor/i);
      expect(JSON.stringify(res.body)).not.toMatch(/gsi1|JOB#|stack/i);
    }
    const empty = await board('?cursor=', callers.viewer);
    expect(empty.status).toBe(400);
    expect((await board('')).status).toBe(401);
    // A candidate's token is not one of the admin area's (test/api/authz-matrix.test.ts).
    expect((await board('', callers.candidate)).status).toBe(401);
  });
});
