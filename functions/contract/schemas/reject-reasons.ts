/**
 * Rejection reasons (docs/requirements.md#rejection-reasons, docs/architecture.md#rejection-reasons):
 * the managed list `GET|PUT /admin/reject-reasons` answers and takes, its defaults, its bounds and
 * texts, and the `rejectReasonId` every rejection carries. Shared by the handlers and the screens.
 */
import * as z from 'zod';

/** One reason as the API answers it: `{ id, name, active }`, nothing more. */
export interface RejectReason {
  id: string;
  name: string;
  active: boolean;
}

/** `data` (and top level) of `GET|PUT /admin/reject-reasons`. */
export interface RejectReasonList {
  reasons: RejectReason[];
}

/** Bounds of the list. */
export const REJECT_REASON_LIMITS = { maxReasons: 40, maxName: 60 } as const;

/** Ids are short slugs or UUIDs: they name report attributes and audit details. */
export const REJECT_REASON_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The list a new site starts with (docs/requirements.md#rejection-reasons), in this order. */
export const DEFAULT_REJECT_REASONS: readonly RejectReason[] = [
  { id: 'not-enough-experience', name: 'Not enough experience', active: true },
  { id: 'skills-do-not-match', name: 'Skills do not match', active: true },
  { id: 'position-filled', name: 'Position filled', active: true },
  { id: 'candidate-withdrew', name: 'Candidate withdrew', active: true },
  { id: 'no-response', name: 'No response', active: true },
  { id: 'salary-expectations', name: 'Salary expectations', active: true },
  { id: 'location', name: 'Location', active: true },
  { id: 'other', name: 'Other', active: true },
];

/** Texts of the list and of the `rejectReasonId` checks (docs/requirements.md#rejection-reasons). */
export const REJECT_REASON_MESSAGES = {
  saved: 'Rejection reasons saved',
  required: 'Choose a rejection reason (rejectReasonId) to reject',
  unknown: 'This rejection reason does not exist or is no longer active',
  onlyForRejected: 'rejectReasonId is only taken with the status rejected',
  list: `reasons must be a list of 1 to ${REJECT_REASON_LIMITS.maxReasons} reasons`,
  id: 'Each reason id is 1-64 lowercase letters, digits or dashes',
  name: `Each reason needs a name of 1 to ${REJECT_REASON_LIMITS.maxName} characters`,
  active: 'active must be true or false',
  duplicateId: 'Two reasons have the same id',
  duplicateName: 'Two reasons have the same name',
  noneActive: 'Keep at least one reason active: every rejection needs one',
} as const;

/** The `rejectReasonId` field of a rejection (status change, board move, batch). */
export const rejectReasonIdField = z
  .string({ error: REJECT_REASON_MESSAGES.required })
  .regex(REJECT_REASON_ID, REJECT_REASON_MESSAGES.unknown);

/**
 * Refinement of a body with a status (or stage) field `key` and an optional `rejectReasonId`: the
 * reason is required when it is `rejected` and refused otherwise.
 */
export function requireReasonWhenRejected(key: 'status' | 'stage') {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const rejected = value[key] === 'rejected';
    if (rejected && value.rejectReasonId === undefined)
      ctx.addIssue({ code: 'custom', path: ['rejectReasonId'], message: REJECT_REASON_MESSAGES.required });
    if (!rejected && value.rejectReasonId !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['rejectReasonId'],
        message: REJECT_REASON_MESSAGES.onlyForRejected,
      });
  };
}

const reason = z.object({
  /** Absent for a reason added on the screen: the server mints one. */
  id: z
    .string({ error: REJECT_REASON_MESSAGES.id })
    .regex(REJECT_REASON_ID, REJECT_REASON_MESSAGES.id)
    .optional(),
  name: z
    .string({ error: REJECT_REASON_MESSAGES.name })
    .trim()
    .min(1, REJECT_REASON_MESSAGES.name)
    .max(REJECT_REASON_LIMITS.maxName, REJECT_REASON_MESSAGES.name),
  active: z.boolean({ error: REJECT_REASON_MESSAGES.active }),
});

/**
 * `PUT /admin/reject-reasons` body: the whole list in its order. A reason left out is deleted,
 * unless a rejection used it: then it is kept, deactivated (docs/architecture.md#rejection-reasons).
 */
export const rejectReasonsRequest = z
  .object({
    reasons: z
      .array(reason, { error: REJECT_REASON_MESSAGES.list })
      .min(1, REJECT_REASON_MESSAGES.list)
      .max(REJECT_REASON_LIMITS.maxReasons, REJECT_REASON_MESSAGES.list),
  })
  .superRefine((body, ctx) => {
    const ids = body.reasons.map((r) => r.id).filter((i): i is string => Boolean(i));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: REJECT_REASON_MESSAGES.duplicateId });
    const names = body.reasons.map((r) => r.name.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: REJECT_REASON_MESSAGES.duplicateName });
    if (!body.reasons.some((r) => r.active))
      ctx.addIssue({ code: 'custom', path: ['reasons'], message: REJECT_REASON_MESSAGES.noneActive });
  });
export type RejectReasonsRequest = z.input<typeof rejectReasonsRequest>;
