/**
 * The candidate page's summary of a stage's scorecards (docs/requirements.md#scorecards): how many
 * of each recommendation, the mean rating per attribute over the ratings given (blank ones left
 * out, `null` when nobody rated it).
 */
import { describe, expect, it } from 'vitest';
import type { Scorecard } from '../../functions/contract/schemas/scorecards.js';
import { summarizeScorecards } from '../../web/src/components/interviews/scorecard-summary.js';

const card = (
  recommendation: Scorecard['recommendation'],
  ratings: [string, 1 | 2 | 3 | 4 | null][],
): Scorecard => ({
  id: Math.random().toString(36),
  interviewId: 'i',
  interviewerId: 'a',
  stageId: 's',
  status: 'submitted',
  ratings: ratings.map(([attributeId, rating]) => ({ attributeId, rating, note: '' })),
  recommendation,
  notes: '',
  submittedAt: '2027-01-01T10:00:00.000Z',
});

describe('summarizeScorecards', () => {
  it('counts each recommendation and averages the given ratings per attribute', () => {
    const s = summarizeScorecards(
      [
        card('yes', [
          ['x', 3],
          ['y', null],
        ]),
        card('strong_yes', [
          ['x', 4],
          ['y', null],
        ]),
        card('yes', [
          ['x', 2],
          ['y', null],
        ]),
        card(null, [['x', null]]),
      ],
      ['x', 'y', 'z'],
    );
    expect(s.recommendations).toEqual({ definitely_not: 0, no: 0, yes: 2, strong_yes: 1, no_decision: 0 });
    expect(s.means).toEqual({
      x: { mean: 3, count: 3 },
      y: { mean: null, count: 0 },
      z: { mean: null, count: 0 },
    });
  });

  it('answers zeros and no means for no scorecards', () => {
    const s = summarizeScorecards([], ['x']);
    expect(Object.values(s.recommendations)).toEqual([0, 0, 0, 0, 0]);
    expect(s.means).toEqual({ x: { mean: null, count: 0 } });
  });
});
