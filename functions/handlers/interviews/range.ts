/**
 * `GET /admin/interviews?mine=true&from=&to=` (docs/requirements.md#my-interviews): the live
 * interviews starting in [from, to] (UTC ISO; default from now for 30 days), soonest first, each with
 * the candidate's name. `mine=true`: the caller's own (every admin), each with `feedback`, their
 * scorecard's state (`none`, `draft`, `submitted`); without it every interviewer's,
 * for hr-manager and above (403 otherwise). `data: { interviews }`; 400 on a bad or reversed range
 * or one longer than {@link MAX_RANGE_DAYS} days.
 */
import * as z from 'zod';
import { can } from '../../core/auth/permissions.js';
import {
  allAdminIds,
  feedbackOf,
  interviewsBooked,
  MAX_RANGE_DAYS,
} from '../../core/domain/my-interviews.js';
import { ForbiddenError, ValidationError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

const RANGE_MESSAGES = {
  time: 'from and to are ISO 8601 times with an offset, e.g. 2027-03-28T00:00:00Z',
  order: 'to must not be before from',
  length: `A range is at most ${MAX_RANGE_DAYS} days`,
  mine: 'mine is true or false',
} as const;

const isoTime = z.iso.datetime({ offset: true, error: RANGE_MESSAGES.time });

export const rangeQuery = z.object({
  mine: z.enum(['true', 'false'], { error: RANGE_MESSAGES.mine }).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});

const DAY_MS = 24 * 60 * 60_000;

export const handler = apiHandler('interviews/range', { query: rangeQuery }, async ({ query, caller }) => {
  const from = query.from ? new Date(query.from) : new Date();
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + 30 * DAY_MS);
  const bad = (message: string) => new ValidationError(message, [{ path: 'to', message }]);
  if (to < from) throw bad(RANGE_MESSAGES.order);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) throw bad(RANGE_MESSAGES.length);
  const mine = query.mine === 'true';
  // Everyone's interviews: hr-manager and above (docs/requirements.md#my-interviews).
  if (!mine && !can(caller?.groups ?? [], 'interviews:read-all')) throw new ForbiddenError();
  const interviewers = mine ? [caller!.sub] : await allAdminIds();
  const interviews = await interviewsBooked(interviewers, from.toISOString(), to.toISOString());
  if (!mine) return { data: { interviews } };
  // The caller's own scorecard state on each: what "awaiting your feedback" reads.
  const feedback = await feedbackOf(caller!.sub, interviews);
  return { data: { interviews: interviews.map((i) => ({ ...i, feedback: feedback.get(i.id) ?? 'none' })) } };
});
