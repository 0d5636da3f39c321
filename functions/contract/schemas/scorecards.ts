/**
 * Scorecards (docs/requirements.md#scorecards): each interviewer's ratings of the stage's
 * attributes, key take-aways and overall recommendation for one interview, exactly as issue 35's
 * API names them. `PUT /resume/{id}/interviews/{interviewId}/scorecard` takes
 * `scorecardRequest`; `GET /resume/{id}/scorecards` answers `{ scorecards: Scorecard[] }`.
 */
import * as z from 'zod';
import { idParam } from './common.js';

/** The four points of a rating, lowest first, with the words the form shows. */
export const RATING_LABELS = { 1: 'Strong no', 2: 'No', 3: 'Yes', 4: 'Strong yes' } as const;
export type Rating = 1 | 2 | 3 | 4;

/** The overall recommendations, from the strongest no to the strongest yes, then no decision. */
export const RECOMMENDATIONS = ['definitely_not', 'no', 'yes', 'strong_yes', 'no_decision'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  definitely_not: 'Definitely not',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
  no_decision: 'No decision',
};

export const SCORECARD_STATUSES = ['draft', 'submitted'] as const;
export type ScorecardStatus = (typeof SCORECARD_STATUSES)[number];

export const SCORECARD_LIMITS = { noteMax: 2000, notesMax: 5000, maxRatings: 15 } as const;

/** Texts of the scorecard checks (400) and refusals (403, 404, 409). */
export const SCORECARD_MESSAGES = {
  rating: 'A rating is 1 (strong no), 2 (no), 3 (yes), 4 (strong yes) or null (blank)',
  recommendation: `recommendation is one of ${RECOMMENDATIONS.join(', ')}`,
  note: `A note is at most ${SCORECARD_LIMITS.noteMax} characters`,
  notes: `Key take-aways are at most ${SCORECARD_LIMITS.notesMax} characters`,
  duplicateAttribute: 'An attribute is rated twice',
  unknownAttribute: "An attribute is not on this stage's scorecard",
  notInterviewer: 'Only an interviewer of this interview writes a scorecard for it',
  interviewNotFound: 'Interview not found',
  cancelled: 'This interview was cancelled: it takes no scorecard',
  submitted: 'This scorecard was submitted and is final',
  submitNeedsRecommendation: 'Choose an overall recommendation before submitting',
} as const;

const rating = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.null()], {
    error: SCORECARD_MESSAGES.rating,
  })
  .default(null);

/** `PUT /resume/{id}/interviews/{interviewId}/scorecard`: the whole scorecard (a draft or, with `submit`, final). */
export const scorecardRequest = z
  .object({
    ratings: z
      .array(
        z.object({
          attributeId: idParam,
          rating,
          note: z.string().max(SCORECARD_LIMITS.noteMax, SCORECARD_MESSAGES.note).optional(),
        }),
      )
      .max(SCORECARD_LIMITS.maxRatings)
      .refine(
        (r) => new Set(r.map((x) => x.attributeId)).size === r.length,
        SCORECARD_MESSAGES.duplicateAttribute,
      ),
    recommendation: z
      .enum(RECOMMENDATIONS, { error: SCORECARD_MESSAGES.recommendation })
      .nullable()
      .default(null),
    notes: z.string().max(SCORECARD_LIMITS.notesMax, SCORECARD_MESSAGES.notes).default(''),
    submit: z.boolean().default(false),
  })
  .refine((b) => !b.submit || b.recommendation !== null, {
    message: SCORECARD_MESSAGES.submitNeedsRecommendation,
    path: ['recommendation'],
  });
export type ScorecardRequest = z.input<typeof scorecardRequest>;

export interface ScorecardRating {
  attributeId: string;
  rating: Rating | null;
  note: string;
}

/** A scorecard as the API answers it. */
export interface Scorecard {
  id: string;
  interviewId: string;
  interviewerId: string;
  stageId: string;
  status: ScorecardStatus;
  ratings: ScorecardRating[];
  recommendation: Recommendation | null;
  notes: string;
  /** UTC ISO 8601, `null` while a draft. */
  submittedAt: string | null;
}
