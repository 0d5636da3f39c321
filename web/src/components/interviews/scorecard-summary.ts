/**
 * The summary of a stage's scorecards on the candidate page (docs/requirements.md#scorecards): how
 * many of each recommendation, and the mean rating (1-4) of each attribute over the ratings given
 * (blank ones left out; `null` when nobody rated it).
 */
import { RECOMMENDATIONS, type Recommendation, type Scorecard } from '@functions/contract/schemas/scorecards';

export interface ScorecardSummary {
  recommendations: Record<Recommendation, number>;
  /** Attribute id to its mean rating and how many rated it. */
  means: Record<string, { mean: number | null; count: number }>;
}

/** Summary of `scorecards` over `attributeIds` (the stage's attributes, in the plan's order). */
export function summarizeScorecards(
  scorecards: readonly Scorecard[],
  attributeIds: readonly string[],
): ScorecardSummary {
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<
    Recommendation,
    number
  >;
  for (const s of scorecards) if (s.recommendation) recommendations[s.recommendation]++;
  const means: ScorecardSummary['means'] = {};
  for (const id of attributeIds) {
    const given = scorecards
      .flatMap((s) => s.ratings.filter((r) => r.attributeId === id).map((r) => r.rating))
      .filter((r): r is 1 | 2 | 3 | 4 => r !== null);
    means[id] = {
      mean: given.length ? given.reduce((a, b) => a + b, 0) / given.length : null,
      count: given.length,
    };
  }
  return { recommendations, means };
}
