/**
 * Scorecards (docs/requirements.md#scorecards): an interviewer writes only their own scorecard of
 * an interview they are on, rating the attributes of the interview's stage in the posting's plan;
 * a draft is saved as they type and a submitted scorecard is final. Who reads which scorecard:
 * `readableScorecards`.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { Scorecard, ScorecardRating, scorecardRequest } from '../../contract/schemas/scorecards.js';
import { SCORECARD_MESSAGES } from '../../contract/schemas/scorecards.js';
import type { Caller } from '../auth/claims.js';
import { can } from '../auth/permissions.js';
import { describeAudit } from '../data/audit-scope.js';
import { isConditionFailure } from '../data/db.js';
import { findPlanStage } from '../data/interview-plans.js';
import { getInterview } from '../data/interviews.js';
import {
  getScorecard,
  listScorecards,
  type ScorecardItem,
  saveScorecard,
  toScorecard,
} from '../data/scorecards.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
import { requireCandidate } from './interviews.js';

/**
 * Saves caller `sub`'s scorecard of interview `interviewId` of candidate `resumeId` from `body`
 * (the whole card; `submit: true` makes it final). The ratings are kept in the order of the
 * stage's attributes, an attribute not sent as blank.
 * @returns the saved scorecard.
 * @throws NotFoundError (candidate, interview), ForbiddenError (not an interviewer of it),
 *   ValidationError (an attribute not on the stage's scorecard), ConflictError (a cancelled
 *   interview, or the scorecard was already submitted).
 */
export async function saveOwnScorecard(
  resumeId: string,
  interviewId: string,
  sub: string,
  body: z.output<typeof scorecardRequest>,
): Promise<Scorecard> {
  await requireCandidate(resumeId);
  const interview = await getInterview(resumeId, interviewId);
  if (!interview) throw new NotFoundError(SCORECARD_MESSAGES.interviewNotFound);
  if (!interview.interviewers.some((p) => p.id === sub))
    throw new ForbiddenError(SCORECARD_MESSAGES.notInterviewer);
  if (interview.status === 'cancelled') throw new ConflictError(SCORECARD_MESSAGES.cancelled);
  const stage = await findPlanStage(interview.postingId, interview.stageId);
  const attributeIds = stage?.attributes.map((a) => a.id) ?? [];
  const given = new Map(body.ratings.map((r) => [r.attributeId, r]));
  for (const id of given.keys())
    if (!attributeIds.includes(id))
      throw new ValidationError(SCORECARD_MESSAGES.unknownAttribute, [
        { path: 'ratings', message: `${SCORECARD_MESSAGES.unknownAttribute}: ${id}` },
      ]);
  const ratings: ScorecardRating[] = attributeIds.map((attributeId) => ({
    attributeId,
    rating: given.get(attributeId)?.rating ?? null,
    note: given.get(attributeId)?.note?.trim() ?? '',
  }));
  const before = await getScorecard(resumeId, interviewId, sub);
  if (before?.status === 'submitted') throw new ConflictError(SCORECARD_MESSAGES.submitted);
  const now = new Date().toISOString();
  const item: ScorecardItem = {
    id: before?.id ?? randomUUID(),
    resumeId,
    interviewId,
    interviewerId: sub,
    stageId: interview.stageId,
    status: body.submit ? 'submitted' : 'draft',
    ratings,
    recommendation: body.recommendation,
    notes: body.notes.trim(),
    submittedAt: body.submit ? now : null,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  describeAudit({ status: item.status });
  try {
    await saveScorecard(item);
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(SCORECARD_MESSAGES.submitted);
    throw err;
  }
  return toScorecard(item);
}

/**
 * The scorecards on candidate `resumeId` that `caller` may read (docs/requirements.md#scorecards):
 * with `scorecards:read` (hr-manager and above) all of them, drafts included; anyone else their
 * own, drafts included, and their colleagues' submitted ones once they have submitted one of
 * their own on this candidate (their judgement is on record before they read others').
 * @throws NotFoundError when the candidate does not exist.
 */
export async function readableScorecards(resumeId: string, caller: Caller): Promise<Scorecard[]> {
  await requireCandidate(resumeId);
  const all = await listScorecards(resumeId);
  const own = all.filter((s) => s.interviewerId === caller.sub);
  const readsAll = can(caller.groups, 'scorecards:read');
  const submittedOwn = own.some((s) => s.status === 'submitted');
  return all
    .filter((s) => readsAll || s.interviewerId === caller.sub || (submittedOwn && s.status === 'submitted'))
    .sort((a, b) => (a.submittedAt ?? a.updatedAt).localeCompare(b.submittedAt ?? b.updatedAt))
    .map(toScorecard);
}
