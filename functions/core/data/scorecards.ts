/**
 * Scorecards (docs/requirements.md#scorecards): one item per interviewer and interview in the
 * candidate's partition (`USER#{id}` / `SCORECARD#{interviewId}#{sub}`), so the candidate's
 * scorecards are one Query and erasure takes them with the partition's other items.
 */
import type { Scorecard } from '../../contract/schemas/scorecards.js';
import { AUDITED, getItem, put, queryAll, remove } from './db.js';
import { keys, ranges } from './keys.js';

/** The stored scorecard: the API's shape plus its candidate and timestamps. */
export interface ScorecardItem extends Scorecard {
  resumeId: string;
  createdAt: string;
  updatedAt: string;
}

/** The API shape of a scorecard. */
export const toScorecard = (s: ScorecardItem): Scorecard => ({
  id: s.id,
  interviewId: s.interviewId,
  interviewerId: s.interviewerId,
  stageId: s.stageId,
  status: s.status,
  ratings: s.ratings,
  recommendation: s.recommendation,
  notes: s.notes,
  submittedAt: s.submittedAt,
});

/** Interviewer `sub`'s scorecard of interview `interviewId`, or `undefined` (strongly consistent). */
export async function getScorecard(
  resumeId: string,
  interviewId: string,
  sub: string,
): Promise<ScorecardItem | undefined> {
  return getItem<ScorecardItem>(keys.scorecard(resumeId, interviewId, sub), true);
}

/** Every scorecard on candidate `resumeId`. */
export async function listScorecards(resumeId: string): Promise<ScorecardItem[]> {
  return queryAll<ScorecardItem>(ranges.scorecardsOf(resumeId));
}

/**
 * Writes `item` (the audited change) unless a submitted one is there: a submitted scorecard is
 * final (docs/requirements.md#scorecards), checked in the write itself, so a save racing the
 * submit never overwrites it.
 * @throws a condition failure when the stored scorecard is submitted.
 */
export async function saveScorecard(item: ScorecardItem): Promise<void> {
  await put(
    { ...keys.scorecard(item.resumeId, item.interviewId, item.interviewerId), ...item },
    {
      expression: 'attribute_not_exists(pk) OR #status = :draft',
      names: { '#status': 'status' },
      values: { ':draft': 'draft' },
    },
    AUDITED,
  );
}

/**
 * Deletes every scorecard on candidate `resumeId` (erasure, docs/architecture.md#order-of-erasure);
 * idempotent (a rerun finds nothing left). Answers how many there were.
 */
export async function deleteScorecards(resumeId: string): Promise<number> {
  const items = await listScorecards(resumeId);
  for (const s of items) await remove(keys.scorecard(resumeId, s.interviewId, s.interviewerId));
  return items.length;
}
