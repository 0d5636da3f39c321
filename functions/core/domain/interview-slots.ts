/**
 * Candidate self-scheduling (docs/requirements.md#interview-self-scheduling): the recruiter offers
 * 2-10 times; nothing is booked and no invite goes out until the candidate chooses one on /my-data
 * (the mail links there with the existing manage token). The first choice wins: the booking is
 * conditioned on the interview still having its slots, so of many choices at once exactly one lands;
 * the invites then go out as for a fixed time. A slot that overlaps another booking of the same
 * interviewers is no longer offered. The candidate may also confirm a fixed time or ask for another
 * one with a message; each answer (choice, confirmation, request) is a notification to the
 * recruiters, pushed to their sockets like a new CV.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { formatDate } from '../../contract/dates.js';
import { NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import {
  type askAnotherTimeRequest,
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
import {
  bookChosenSlot,
  createOfferedInterview,
  readGuards,
  writeCandidateAnswer,
} from '../data/interview-slots.js';
import {
  findConflicts,
  getInterview,
  type InterviewItem,
  listInterviews,
  toInterview,
} from '../data/interviews.js';
import { getJobPostingItem } from '../data/job-postings.js';
import { interviewReplyNotification, newNotificationItems } from '../data/notifications.js';
import { recordNotificationItem } from '../data/resume-cv.js';
import type { ResumeItem } from '../data/resumes.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { logger } from '../log.js';
import { broadcastToAdmins } from '../realtime.js';
import { inviteMailItems, offerMailItems } from './interview-invites.js';
import {
  applicationUpdate,
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
 * pipeline as for a fixed time, and gets the `offer` mail (its text editable like the invites) with
 * the private link to /my-data, queued in the same transaction (the outbox function sends it).
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
  const texts = await getInviteMail('offer');
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
    await createOfferedInterview(offered, [
      ...pipeline,
      ...offerMailItems(offered, record, posting.job_title, texts),
    ]);
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
): Promise<Interview> {
  // Transactions on the same items at once may be refused as a whole (TransactionConflict): read again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await chooseOnce(record, interviewId, body);
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
  const { slots: _offered, timeRequest: _asked, ...rest } = before;
  // The candidate's own choice is their confirmation.
  const after: InterviewItem = {
    ...rest,
    startsAt,
    endsAt,
    status: 'confirmed',
    updatedAt: new Date().toISOString(),
  };
  const reply = replyNotification(record, after, posting.job_title, 'chosen');
  try {
    await bookChosenSlot(before, after, guards, [
      ...(await applicationUpdate(await getApplication(record.id, before.postingId), after, after.updatedAt)),
      ...inviteMailItems(after, record, 'invite', posting.job_title, await getInviteMail('invite')),
      ...reply.items,
    ]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isConditionFailure(err, 0)) throw new ConflictError(SLOT_MESSAGES.alreadyChosen);
    if (isConditionFailure(err)) throw new ConflictError(SLOT_MESSAGES.taken);
    throw err;
  }
  await pushReply(reply.api, after);
  return toInterview(after);
}

type Reply = 'chosen' | 'confirmed' | 'asked';

/**
 * The recruiters' notification of a candidate's answer about `interview` (its id new each time),
 * stored with its id on the candidate's record (erasure deletes it by that id).
 */
function replyNotification(record: ResumeItem, interview: InterviewItem, postingTitle: string, reply: Reply) {
  const when = formatDate(interview.startsAt, 'dateTime') ?? interview.startsAt;
  const text =
    reply === 'chosen'
      ? {
          title: NOTIFICATION_MESSAGES.interviewChosenTitle,
          message: NOTIFICATION_MESSAGES.interviewChosenMessage(record.name, interview.stageName, when),
        }
      : reply === 'confirmed'
        ? {
            title: NOTIFICATION_MESSAGES.interviewConfirmedTitle,
            message: NOTIFICATION_MESSAGES.interviewConfirmedMessage(record.name, interview.stageName, when),
          }
        : {
            title: NOTIFICATION_MESSAGES.interviewAskedTitle,
            message: NOTIFICATION_MESSAGES.interviewAskedMessage(
              record.name,
              interview.stageName,
              interview.timeRequest?.message ?? '',
            ),
          };
  const n = interviewReplyNotification({
    id: randomUUID(),
    createdAt: interview.updatedAt,
    resume: { _id: record.id, name: record.name, email: record.email, role: postingTitle },
    text,
  });
  return {
    api: n.api,
    items: [...newNotificationItems(n.item), recordNotificationItem(record.id, n.api._id)],
  };
}

/** Pushes a stored reply notification to the admins' sockets; best effort (the list has it anyway). */
async function pushReply(
  notification: ReturnType<typeof replyNotification>['api'],
  interview: InterviewItem,
) {
  try {
    await broadcastToAdmins({
      type: 'interview-reply',
      notification,
      interview: { id: interview.id, resumeId: interview.resumeId },
    });
  } catch (err) {
    logger.warn('interview reply: broadcast failed', { error: err as Error });
  }
}

/** An interview of `record`'s candidate they may still answer about. @throws NotFoundError; ConflictError. */
async function answerable(record: ResumeItem, interviewId: string): Promise<InterviewItem> {
  const interview = await getInterview(record.id, interviewId);
  if (!interview) throw new NotFoundError(INTERVIEW_MESSAGES.interviewNotFound);
  if (interview.status === 'cancelled') throw new ConflictError(INTERVIEW_MESSAGES.cancelled);
  if (interview.status === 'completed' || (!interview.slots && Date.parse(interview.startsAt) <= Date.now()))
    throw new ConflictError(SLOT_MESSAGES.over);
  return interview;
}

/** Writes the candidate's answer `after` and its notification; a concurrent change of the interview is 409. */
async function saveAnswer(record: ResumeItem, before: InterviewItem, after: InterviewItem, reply: Reply) {
  const posting = await getJobPostingItem(before.postingId);
  const notification = replyNotification(record, after, posting?.job_title ?? '', reply);
  try {
    await writeCandidateAnswer(before, after, notification.items);
  } catch (err) {
    if (isConditionFailure(err)) throw new ConflictError(INTERVIEW_MESSAGES.busy);
    throw err;
  }
  await pushReply(notification.api, after);
}

/**
 * `POST /my-data/interviews/{id}/confirm`: the candidate confirms the fixed time of their interview
 * (`status: confirmed`, no new invite: the time is unchanged); the recruiters are notified. Confirming
 * a confirmed interview changes nothing.
 * @throws NotFoundError; ConflictError (cancelled, over, or times still to choose from).
 */
export async function confirmInterview(record: ResumeItem, interviewId: string): Promise<Interview> {
  const before = await answerable(record, interviewId);
  if (before.slots) throw new ConflictError(SLOT_MESSAGES.chooseFirst);
  if (before.status === 'confirmed' && !before.timeRequest) return toInterview(before);
  const { timeRequest: _asked, ...rest } = before;
  const after: InterviewItem = { ...rest, status: 'confirmed', updatedAt: new Date().toISOString() };
  await saveAnswer(record, before, after, 'confirmed');
  return toInterview(after);
}

/**
 * `POST /my-data/interviews/{id}/ask-another-time` with `{ message }`: the candidate asks for another
 * time (a fixed one, or none of the offered ones suits); kept on the interview as `timeRequest` until
 * a recruiter reschedules it, `status` back to `scheduled`; the recruiters are notified with the message.
 * @throws NotFoundError; ConflictError (cancelled or over).
 */
export async function askAnotherTime(
  record: ResumeItem,
  interviewId: string,
  body: z.output<typeof askAnotherTimeRequest>,
): Promise<Interview> {
  const before = await answerable(record, interviewId);
  const now = new Date().toISOString();
  const after: InterviewItem = {
    ...before,
    status: 'scheduled',
    timeRequest: { message: body.message, requestedAt: now },
    updatedAt: now,
  };
  await saveAnswer(record, before, after, 'asked');
  return toInterview(after);
}
