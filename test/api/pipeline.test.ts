/**
 * `GET /job-posting/{id}/applicants` (docs/requirements.md#pipeline): a posting's applicants through
 * Apply Now with the status of their record and the count per status, for every admin role; 401
 * without a token, 404 for an unknown posting; a candidate who withdrew leaves the board.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineResponse } from '../../functions/contract/schemas/applications.js';
import { RESUME_STATUSES } from '../../functions/contract/schemas/common.js';
import { api } from '../support/api.js';
import { applicantTo } from '../support/applications.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'viewer');
}, 60_000);

const board = (jobId: string, token?: string) =>
  api<PipelineResponse>('GET', `/job-posting/${jobId}/applicants`, { token });

describe('GET /job-posting/{id}/applicants', () => {
  it("lists the posting's applicants with their record's status and counts each status", async () => {
    const department = await createDepartment(callers.admin);
    const posting = await createPosting(callers.admin, department._id);
    const other = await createPosting(callers.admin, department._id);
    const [first, second] = await Promise.all([
      applicantTo([posting], 'Siobhán Ó Briain'),
      applicantTo([posting, other], 'Pádraig Ní Bhriain'),
    ]);
    expect(
      (await api('PUT', `/resume/${second.id}`, { token: callers.admin, body: { status: 'shortlisted' } }))
        .status,
    ).toBe(200);

    const res = await board(posting._id, callers.viewer);
    expect(res.status).toBe(200);
    const { applicants, counts } = res.body.data!;
    expect(applicants.map((a) => a.resumeId).sort()).toEqual([first.id, second.id].sort());
    const byId = Object.fromEntries(applicants.map((a) => [a.resumeId, a]));
    expect(byId[first.id]).toMatchObject({ name: 'Siobhán Ó Briain', status: 'new', hasCv: true });
    expect(byId[second.id]?.status).toBe('shortlisted');
    expect(Object.keys(counts).sort()).toEqual([...RESUME_STATUSES].sort());
    expect(counts.new).toBe(1);
    expect(counts.shortlisted).toBe(1);
    // Newest application first (a page of them: test/api/pipeline-pages.test.ts).
    expect(applicants[0]!.appliedAt >= applicants[1]!.appliedAt).toBe(true);

    // The other posting lists only the one who applied to it; a withdrawal leaves the board.
    expect((await board(other._id, callers.viewer)).body.data!.applicants.map((a) => a.resumeId)).toEqual([
      second.id,
    ]);
    const withdrawn = await api('DELETE', `/my-data/applications/${other._id}`, { token: second.token });
    expect(withdrawn.status).toBe(200);
    expect((await board(other._id, callers.viewer)).body.data!.applicants).toEqual([]);
  }, 90_000);

  it('answers 401 without a token, 404 for an unknown posting and 400 for an id over 64 characters', async () => {
    expect((await board(unknownId())).status).toBe(401);
    const missing = await board(unknownId(), callers.viewer);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Job posting not found');
    const tooLong = await board('x'.repeat(65), callers.viewer);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/\S/);
  });
});
