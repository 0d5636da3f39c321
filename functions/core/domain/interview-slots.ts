/**
 * Candidate self-scheduling (docs/requirements.md#interview-self-scheduling): the recruiter offers
 * 2-10 times; nothing is booked and no invite goes out until the candidate chooses one on /my-data
 * (the mail links there with the existing manage token). The first choice wins: the booking is
 * conditioned on the interview still having its slots, so of many choices at once exactly one lands;
 * the invites then go out as for a fixed time. A slot that overlaps another booking of the same
 * interviewers is no longer offered.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import {
  type chooseSlotRequest,
  INTERVIEW_MESSAGES,
  type Interview,
  SLOT_MESSAGES,
  type scheduleInterviewRequest,
} from '../../contract/schemas/interviews.js';
import { getApplication } from '../data/applications.js';
import { isConditionFailure, retryOnConflict } from '../data/db.js';
import { getInviteMail } from '../data/interview-mails.js';
import { findPlanStage } from '../data/interview-plans.js';
import { bookChosenSlot, createOfferedInterview, readGuards } from '../data/interview-slots.js';
import {
  findConflicts,
  getInterview,
  type InterviewItem,
  listInterviews,
  toInterview,
} from '../data/interviews.js';
import type { ResumeItem } from '../data/resumes.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import type { DeliveryOptions } from '../mail.js';
import { inviteMailItems } from './interview-invites.js';
import {
  applicationUpdate,
  deliverInvites,
  InterviewConflictError,
  interviewersOf,
  pipelineItems,
  requireCandidate,
  resolveStartsAt,
} from './interviews.js';
import { requirePosting } from './pipeline.js';

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

const endOf = (startsAt: string, minutes: number) =>
  new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

/** Minutes an interview lasts. */
const minutesOf = (i: Pick<InterviewItem, 'startsAt' | 'endsAt'>) =>
  (Date.parse(i.endsAt) - Date.parse(i.startsAt)) / 60_000;

/**
 * `POST /resume/{id}/interviews` with `slots`: the interview offered at those times (each resolved
 * like `startsAt`: Dublin wall time or ISO, in the future), `status: scheduled` with `slots` and
 * `startsAt` the earliest of them, no bookings and no invite; the candidate is put into the posting's
 * pipeline as for a fixed time.
 * @throws NotFoundError (candidate, posting); ValidationError (stage, interviewers, a slot).
 */
export async function offerInterview(
  resumeId: string,
  body: z.output<typeof scheduleInterviewRequest> & { slots: string[] },
  actorId: string | undefined,
): Promise<Interview> {
  const [record, posting] = await Promise.all([requireCandidate(resumeId), requirePosting(body.postingId)]);
  const stage = await findPlanStage(posting.id, body.stageId);
  if (!stage) throw invalid('stageId', INTERVIEW_MESSAGES.unknownStage);
  const slots = body.slots.map((s, i) => {
    try {
      return resolveStartsAt(s);
    } catch (err) {
      if (err instanceof ValidationError) throw invalid(`slots.${i}`, err.message);
      throw err;
    }
  });
  if (new Set(slots).size !== slots.length) throw invalid('slots', SLOT_MESSAGES.duplicateSlot);
  slots.sort();
  const interviewers = await interviewersOf(body.interviewerIds);
  const item = await retryOnConflict(async () => {
    const now = new Date().toISOString();
    const offered: InterviewItem = {
      id: randomUUID(),
      resumeId,
      postingId: posting.id,
      stageId: stage.id,
      stageName: stage.name,
      startsAt: slots[0]!,
      endsAt: endOf(slots[0]!, body.durationMinutes),
      interviewers,
      ...(body.location ? { location: body.location } : {}),
      ...(body.videoUrl ? { videoUrl: body.videoUrl } : {}),
      ...(body.message?.trim() ? { message: body.message.trim() } : {}),
      slots,
      status: 'scheduled',
      sequence: 0,
      createdAt: now,
      updatedAt: now,
    };
    const pipeline = await pipelineItems(record, posting, offered, actorId, now);
    await createOfferedInterview(offered, pipeline);
    return offered;
  });
  return toInterview(item);
}

/** The slots of `interview` still open: in the future and clear of its interviewers' other bookings. */
export async function openSlots(interview: InterviewItem, now = Date.now()): Promise<string[]> {
  if (!interview.slots || interview.status === 'cancelled') return [];
  const minutes = minutesOf(interview);
  const ids = interview.interviewers.map((p) => p.id);
  const open = await Promise.all(
    interview.slots.map(async (s) =>
      Date.parse(s) > now && !(await findConflicts(ids, s, endOf(s, minutes), interview.id)).length
        ? s
        : null,
    ),
  );
  return open.filter((s): s is string => s !== null);
}

/**
 * The interviews `GET /my-data` lists for the candidate: every one not cancelled, each with the
 * slots still open while none is chosen (`slots: null` once a time is fixed).
 */
export async function myInterviews(resumeId: string): Promise<Interview[]> {
  const all = (await listInterviews(resumeId)).filter((i) => i.status !== 'cancelled');
  return Promise.all(
    all.map(async (i) => ({ ...toInterview(i), ...(i.slots ? { slots: await openSlots(i) } : {}) })),
  );
}

/**
 * `POST /my-data/interviews/{id}/choose`: books the offered time `startsAt` for `record`'s candidate
 * and sends the invites (METHOD:REQUEST, SEQUENCE 0). The first choice wins.
 * @throws NotFoundError (no such interview of theirs); ValidationError (not an offered time);
 *   ConflictError (a time already chosen, the slot taken meanwhile, or the interview cancelled).
 */
export async function chooseSlot(
  record: ResumeItem,
  interviewId: string,
  body: z.output<typeof chooseSlotRequest>,
  delivery: DeliveryOptions,
): Promise<Interview> {
  // Transactions on the same items at once may be refused as a whole (TransactionConflict): read again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await chooseOnce(record, interviewId, body, delivery);
    } catch (err) {
      if (!isTransactionConflict(err) || attempt === 3) {
        if (isTransactionConflict(err)) throw new ConflictError(INTERVIEW_MESSAGES.busy);
        throw err;
      }
    }
  }
}

const isTransactionConflict = (err: unknown) =>
  (err as { name?: string })?.name === 'TransactionCanceledException' &&
  !isConditionFailure(err) &&
  ((err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
    (r) => r.Code === 'TransactionConflict',
  );

async function chooseOnce(
  record: ResumeItem,
  interviewId: string,
  body: z.output<typeof chooseSlotRequest>,
  delivery: DeliveryOptions,
): Promise<Interview> {
  const before = await getInterview(record.id, interviewId);
  if (!before) throw new NotFoundError(INTERVIEW_MESSAGES.interviewNotFound);
  if (before.status === 'cancelled') throw new ConflictError(INTERVIEW_MESSAGES.cancelled);
  if (!before.slots) throw new ConflictError(SLOT_MESSAGES.alreadyChosen);
  let startsAt: string;
  try {
    startsAt = resolveStartsAt(body.startsAt);
  } catch (err) {
    if (err instanceof ValidationError) throw invalid('startsAt', SLOT_MESSAGES.notOffered);
    throw err;
  }
  if (!before.slots.includes(startsAt)) throw invalid('startsAt', SLOT_MESSAGES.notOffered);
  const endsAt = endOf(startsAt, minutesOf(before));
  const ids = before.interviewers.map((p) => p.id);
  // The guards are read before the clash check: a booking landing between the two moves a guard.
  const guards = await readGuards(ids);
  const conflicts = await findConflicts(ids, startsAt, endsAt, before.id);
  if (conflicts.length) throw new InterviewConflictError(conflicts);
  const posting = await requirePosting(before.postingId);
  const { slots: _offered, ...rest } = before;
  const after: InterviewItem = { ...rest, startsAt, endsAt, updatedAt: new Date().toISOString() };
  try {
    await bookChosenSlot(before, after, guards, [
      ...(await applicationUpdate(await getApplication(record.id, before.postingId), after, after.updatedAt)),
      ...inviteMailItems(after, record, 'invite', posting.job_title, await getInviteMail('invite')),
    ]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isConditionFailure(err, 0)) throw new ConflictError(SLOT_MESSAGES.alreadyChosen);
    if (isConditionFailure(err)) throw new ConflictError(SLOT_MESSAGES.taken);
    throw err;
  }
  await deliverInvites(after, 'invite', delivery);
  return toInterview(after);
}
