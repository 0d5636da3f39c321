/**
 * Scorecards (docs/requirements.md#scorecards): `PUT /resume/{id}/interviews/{interviewId}/scorecard`
 * saves the caller's own scorecard (a draft, then submitted and final) of an interview they are on,
 * rating the stage's attributes from the posting's plan; `GET /resume/{id}/scorecards` answers what
 * the caller may read: their own, colleagues' submitted ones once they submitted their own, and
 * everything for hr-manager and above. Bad input 400/403/404/409 with nothing written; erasure takes
 * the scorecards with the candidate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InterviewPlan } from '../../functions/contract/schemas/interviews.js';
import { SCORECARD_MESSAGES, type Scorecard } from '../../functions/contract/schemas/scorecards.js';
import { queryAll } from '../../functions/core/data/db.js';
import { ranges } from '../../functions/core/data/keys.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { sessionFor } from '../support/users.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

let slot = 0;
/** A candidate with a technical interview of a new posting; interviewers a (recruiter) and b (viewer). */
async function panel() {
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const candidate = await candidateWithAttachedCv({ name: 'Aoife de Barra', source: 'careers' });
  const [a, b] = await Promise.all([sessionFor('admin', ['recruiter']), sessionFor('admin', ['viewer'])]);
  const res = await api<{ interview: { id: string } }>('POST', `/resume/${candidate.id}/interviews`, {
    token: callers.recruiter,
    body: {
      postingId: posting._id,
      stageId: 'technical-interview',
      startsAt: `2027-10-${String(4 + (slot++ % 20)).padStart(2, '0')}T10:00`,
      durationMinutes: 60,
      interviewerIds: [a.sub, b.sub],
    },
  });
  expect(res.status, String(res.body.message)).toBe(201);
  const plan = await api<InterviewPlan>('GET', `/admin/job-postings/${posting._id}/interview-plan`, {
    token: callers.viewer,
  });
  const stage = (plan.body.data as unknown as InterviewPlan).stages.find(
    (s) => s.id === 'technical-interview',
  )!;
  return {
    resumeId: candidate.id,
    interviewId: res.body.data!.interview.id,
    attributes: stage.attributes.map((x) => x.id),
    a,
    b,
  };
}

const save = (resumeId: string, interviewId: string, token: string | undefined, body: unknown) =>
  api<{ scorecard: Scorecard }>('PUT', `/resume/${resumeId}/interviews/${interviewId}/scorecard`, {
    token,
    body,
  });
const read = async (resumeId: string, token: string) => {
  const res = await api<{ scorecards: Scorecard[] }>('GET', `/resume/${resumeId}/scorecards`, { token });
  expect(res.status).toBe(200);
  return res.body.data!.scorecards;
};

describe('scorecards', () => {
  it('saves a draft, submits it as final, and shows colleagues only after one submitted their own', async () => {
    const { resumeId, interviewId, attributes, a, b } = await panel();
    const [first, second] = attributes;
    const draft = await save(resumeId, interviewId, a.token, {
      ratings: [{ attributeId: first, rating: 3, note: 'Good on queues' }],
      recommendation: null,
      notes: 'Calm',
      submit: false,
    });
    expect(draft.status, String(draft.body.message)).toBe(200);
    expect(draft.body.data!.scorecard).toMatchObject({
      interviewId,
      interviewerId: a.sub,
      stageId: 'technical-interview',
      status: 'draft',
      recommendation: null,
      notes: 'Calm',
      submittedAt: null,
    });
    // Every attribute of the stage, in the plan's order; the ones not sent are blank.
    expect(draft.body.data!.scorecard.ratings.map((r) => r.attributeId)).toEqual(attributes);
    expect(draft.body.data!.scorecard.ratings[0]).toEqual({
      attributeId: first,
      rating: 3,
      note: 'Good on queues',
    });
    expect(draft.body.data!.scorecard.ratings[1]).toEqual({ attributeId: second, rating: null, note: '' });

    // Own draft: its author reads it; a colleague who has not submitted does not; hr-manager and above read all.
    expect((await read(resumeId, a.token)).map((s) => s.interviewerId)).toEqual([a.sub]);
    expect(await read(resumeId, b.token)).toEqual([]);
    expect((await read(resumeId, callers['hr-manager'])).map((s) => s.status)).toEqual(['draft']);
    expect((await read(resumeId, callers.admin)).length).toBe(1);
    // A recruiter or viewer who is not on the panel reads nothing.
    expect(await read(resumeId, callers.recruiter)).toEqual([]);
    expect(await read(resumeId, callers.viewer)).toEqual([]);

    // b submits: b now reads a's scorecard only once a submitted it (a draft stays private).
    const bSubmit = await save(resumeId, interviewId, b.token, {
      ratings: [{ attributeId: second, rating: 1 }],
      recommendation: 'no',
      notes: 'Struggled with design',
      submit: true,
    });
    expect(bSubmit.status).toBe(200);
    expect(bSubmit.body.data!.scorecard.status).toBe('submitted');
    expect(Date.parse(bSubmit.body.data!.scorecard.submittedAt!)).toBeGreaterThan(Date.now() - 120_000);
    expect((await read(resumeId, b.token)).map((s) => s.interviewerId)).toEqual([b.sub]);
    // a has not submitted: a reads only their own draft, not b's submitted scorecard.
    expect((await read(resumeId, a.token)).map((s) => s.interviewerId)).toEqual([a.sub]);

    const aSubmit = await save(resumeId, interviewId, a.token, {
      ratings: [{ attributeId: first, rating: 4 }],
      recommendation: 'strong_yes',
      notes: 'Hire',
      submit: true,
    });
    expect(aSubmit.status).toBe(200);
    expect(aSubmit.body.data!.scorecard.id).toBe(draft.body.data!.scorecard.id);
    expect((await read(resumeId, a.token)).map((s) => s.interviewerId).sort()).toEqual([a.sub, b.sub].sort());
    expect((await read(resumeId, b.token)).map((s) => s.recommendation).sort()).toEqual(['no', 'strong_yes']);

    // Submitted is final: a later save is refused and changes nothing.
    const again = await save(resumeId, interviewId, a.token, {
      ratings: [],
      recommendation: 'no',
      notes: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SCORECARD_MESSAGES.submitted);
    const kept = (await read(resumeId, callers.admin)).find((s) => s.interviewerId === a.sub)!;
    expect(kept).toMatchObject({ recommendation: 'strong_yes', notes: 'Hire', status: 'submitted' });
  }, 120_000);

  it('lets only an interviewer of the interview write, and refuses bad input with nothing written', async () => {
    const { resumeId, interviewId, attributes, a } = await panel();
    const ok = { ratings: [{ attributeId: attributes[0], rating: 2 }], recommendation: 'no', notes: '' };
    expect((await save(resumeId, interviewId, undefined, ok)).status).toBe(401);
    for (const token of [callers.admin, callers['hr-manager'], callers.recruiter, callers.viewer]) {
      const res = await save(resumeId, interviewId, token, ok);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SCORECARD_MESSAGES.notInterviewer);
    }
    const bad: [unknown, number, string?][] = [
      [{ ...ok, ratings: [{ attributeId: attributes[0], rating: 5 }] }, 400, SCORECARD_MESSAGES.rating],
      [{ ...ok, ratings: [{ attributeId: attributes[0], rating: '3' }] }, 400, SCORECARD_MESSAGES.rating],
      [{ ...ok, ratings: [{ attributeId: attributes[0], rating: 2.5 }] }, 400],
      [
        { ...ok, ratings: [{ attributeId: unknownId(), rating: 2 }] },
        400,
        SCORECARD_MESSAGES.unknownAttribute,
      ],
      [
        {
          ...ok,
          ratings: [
            { attributeId: attributes[0], rating: 2 },
            { attributeId: attributes[0], rating: 3 },
          ],
        },
        400,
        SCORECARD_MESSAGES.duplicateAttribute,
      ],
      [{ ...ok, recommendation: 'maybe' }, 400, SCORECARD_MESSAGES.recommendation],
      [{ ...ok, notes: 'x'.repeat(5001) }, 400, SCORECARD_MESSAGES.notes],
      [{ ...ok, ratings: [{ attributeId: attributes[0], rating: 2, note: 'x'.repeat(2001) }] }, 400],
      [{ ...ok, recommendation: null, submit: true }, 400, SCORECARD_MESSAGES.submitNeedsRecommendation],
      [{ ...ok, ratings: 'all good' }, 400],
    ];
    for (const [body, status, message] of bad) {
      const res = await save(resumeId, interviewId, a.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (message) expect(res.body.message).toContain(message);
    }
    const unknownInterview = await save(resumeId, unknownId(), a.token, ok);
    expect(unknownInterview.status).toBe(404);
    expect(unknownInterview.body.message).toBe(SCORECARD_MESSAGES.interviewNotFound);
    expect((await save(unknownId(), interviewId, a.token, ok)).status).toBe(404);
    expect((await api('GET', `/resume/${unknownId()}/scorecards`, { token: a.token })).status).toBe(404);
    expect(await queryAll(ranges.scorecardsOf(resumeId))).toEqual([]);

    // A cancelled interview takes no scorecard.
    expect(
      (await api('DELETE', `/resume/${resumeId}/interviews/${interviewId}`, { token: callers.recruiter }))
        .status,
    ).toBe(200);
    expect((await save(resumeId, interviewId, a.token, ok)).status).toBe(409);
    expect(await queryAll(ranges.scorecardsOf(resumeId))).toEqual([]);
  }, 120_000);

  it('erases the scorecards with the candidate', async () => {
    const { resumeId, interviewId, attributes, a, b } = await panel();
    const body = { ratings: [{ attributeId: attributes[0], rating: 4 }], recommendation: 'yes', notes: 'n' };
    expect((await save(resumeId, interviewId, a.token, { ...body, submit: true })).status).toBe(200);
    expect((await save(resumeId, interviewId, b.token, body)).status).toBe(200);
    expect((await queryAll(ranges.scorecardsOf(resumeId))).length).toBe(2);
    expect((await api('DELETE', `/resume/${resumeId}`, { token: callers.admin })).status).toBe(200);
    expect(await queryAll(ranges.scorecardsOf(resumeId))).toEqual([]);
  }, 120_000);
});
