/**
 * Scheduling interviews (docs/requirements.md#interviews, docs/architecture.md#interview-times):
 * decide from the request, the candidate, the posting's plan and the interviewers' bookings what to
 * write, then write the interview, its bookings, the pipeline's application and the invites'
 * mails in one transaction; the outbox function sends the mails (docs/architecture.md#mail).
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { dublinToUtc, isCalendarTime } from '../../contract/local-time.js';
import type { ResumeStatus } from '../../contract/schemas/common.js';
import {
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewConflict,
  type InterviewPerson,
  type rescheduleInterviewRequest,
  type scheduleInterviewRequest,
} from '../../contract/schemas/interviews.js';
import { getAdmins } from '../data/admins.js';
import {
  type ApplicationItem,
  applicationMoveReport,
  getApplication,
  type NextInterview,
  nextInterviewItem,
} from '../data/applications.js';
import { isConditionFailure, retryOnConflict, type TransactItem } from '../data/db.js';
import { getInviteMail } from '../data/interview-mails.js';
import { findPlanStage } from '../data/interview-plans.js';
import { guardItems, readGuards } from '../data/interview-slots.js';
import {
  createInterview,
  findConflicts,
  getInterview,
  type InterviewItem,
  listInterviews,
  replaceInterview,
  toInterview,
} from '../data/interviews.js';
import type { JobPostingItem } from '../data/job-postings.js';
import { getResumeItem, type ResumeItem } from '../data/resumes.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { inviteMailItems } from './interview-invites.js';
import { addedApplication, addedApplicationItems, requirePosting } from './pipeline.js';

/** 409 with the clashing bookings: the handler answers `{ conflicts }` beside the message. */
export class InterviewConflictError extends ConflictError {
  constructor(readonly conflicts: InterviewConflict[]) {
    super(INTERVIEW_MESSAGES.conflict);
    this.answer = { conflicts };
  }
}

/** Stages before an interview: scheduling one moves the candidate's application on to Interview Scheduled. */
const BEFORE_INTERVIEW: readonly ResumeStatus[] = ['new', 'reviewed', 'under_review', 'shortlisted'];

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/**
 * The UTC instant of a request's `startsAt` (docs/architecture.md#interview-times): as given with
 * an offset; a Dublin wall time the first time it happens; a wall time in the spring gap refused.
 * @throws ValidationError for a time that does not exist or is not in the future.
 */
export function resolveStartsAt(input: string, now = Date.now()): string {
  let utc: string;
  const wall = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?/.exec(input)?.[0];
  if (!wall || !isCalendarTime(wall)) throw invalid('startsAt', INTERVIEW_MESSAGES.startsAt);
  if (/(Z|[+-]\d{2}:\d{2})$/.test(input)) {
    utc = new Date(Date.parse(input)).toISOString();
  } else {
    const found = dublinToUtc(input);
    if (found.kind === 'invalid') throw invalid('startsAt', INTERVIEW_MESSAGES.startsAt);
    if (found.kind === 'missing')
      throw invalid('startsAt', INTERVIEW_MESSAGES.noSuchLocalTime(input.slice(0, 16).replace('T', ' ')));
    utc = found.utc;
  }
  if (Date.parse(utc) <= now) throw invalid('startsAt', INTERVIEW_MESSAGES.inPast);
  return utc;
}

/** The admins of `ids` as interviewers, in that order. @throws ValidationError naming an unknown one. */
export async function interviewersOf(ids: readonly string[]): Promise<InterviewPerson[]> {
  const unique = [...new Set(ids)];
  const admins = await getAdmins(unique);
  return unique.map((id, i) => {
    const admin = admins[i];
    if (!admin) throw invalid('interviewerIds', INTERVIEW_MESSAGES.unknownInterviewer);
    return { id, name: admin.user_name, email: admin.email };
  });
}

/** The candidate `resumeId`, not being erased. @throws NotFoundError. */
export async function requireCandidate(resumeId: string): Promise<ResumeItem> {
  const record = await getResumeItem(resumeId, true);
  if (!record || record.erasingSince) throw new NotFoundError(INTERVIEW_MESSAGES.resumeNotFound);
  return record;
}

async function requireInterview(resumeId: string, interviewId: string): Promise<InterviewItem> {
  const interview = await getInterview(resumeId, interviewId);
  if (!interview) throw new NotFoundError(INTERVIEW_MESSAGES.interviewNotFound);
  return interview;
}

/**
 * The soonest live future interview of `all` for posting `postingId` (`changed` in place of its
 * stored version), as the pipeline card shows it; null when none.
 */
async function nextOf(
  resumeId: string,
  postingId: string,
  changed: InterviewItem,
): Promise<NextInterview | null> {
  const now = new Date().toISOString();
  const all = (await listInterviews(resumeId)).filter((i) => i.id !== changed.id);
  const next = [...all, changed]
    // An interview whose time the candidate has not chosen yet is no next interview.
    .filter((i) => i.postingId === postingId && i.status !== 'cancelled' && !i.slots && i.startsAt > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  return next ? { id: next.id, startsAt: next.startsAt, stageName: next.stageName } : null;
}

/** The application's item of an interview change: its next interview, moved on to Interview Scheduled from an earlier stage. */
export async function applicationUpdate(
  application: ApplicationItem | undefined,
  changed: InterviewItem,
  now: string,
): Promise<TransactItem[]> {
  if (!application) return [];
  const next = await nextOf(changed.resumeId, changed.postingId, changed);
  const moveOn =
    changed.status !== 'cancelled' && application.stage && BEFORE_INTERVIEW.includes(application.stage);
  if (!moveOn || !application.stage) return [nextInterviewItem(application, next, now)];
  // Counted in the hiring report as the board's move is (docs/architecture.md#hiring-reports).
  const report = applicationMoveReport(application, application.stage, 'interview_scheduled', now);
  return [nextInterviewItem(application, next, now, 'interview_scheduled', report.changes), ...report.items];
}

/**
 * The pipeline's items of new interview `item`: the candidate's application to the posting updated
 * (`applicationUpdate`), or, not in it yet, added at Interview Scheduled with `item` as its next
 * interview (none while the candidate has a time to choose), with the record's copy of its
 * applications (conditioned on the record: a concurrent change makes the caller read again).
 */
export async function pipelineItems(
  record: ResumeItem,
  posting: JobPostingItem,
  item: InterviewItem,
  actorId: string | undefined,
  now: string,
): Promise<TransactItem[]> {
  const application = await getApplication(record.id, posting.id);
  if (application) return applicationUpdate(application, item, now);
  // The record as it is now: its copy of the applications is written conditioned on it.
  const current = (await getResumeItem(record.id, true)) ?? record;
  return addedApplicationItems(current, {
    ...addedApplication(current, posting, actorId, now, 'interview_scheduled'),
    ...(item.slots
      ? {}
      : { nextInterview: { id: item.id, startsAt: item.startsAt, stageName: item.stageName } }),
  });
}

/** The time fields shared by scheduling and rescheduling, checked. */
async function booking(
  body: z.output<typeof rescheduleInterviewRequest>,
  exceptId?: string,
): Promise<
  Pick<InterviewItem, 'startsAt' | 'endsAt' | 'interviewers' | 'location' | 'videoUrl' | 'message'>
> {
  const startsAt = resolveStartsAt(body.startsAt);
  const endsAt = new Date(Date.parse(startsAt) + body.durationMinutes * 60_000).toISOString();
  const interviewers = await interviewersOf(body.interviewerIds);
  if (!body.allowConflicts) {
    const conflicts = await findConflicts(
      interviewers.map((p) => p.id),
      startsAt,
      endsAt,
      exceptId,
    );
    if (conflicts.length) throw new InterviewConflictError(conflicts);
  }
  return {
    startsAt,
    endsAt,
    interviewers,
    ...(body.location ? { location: body.location } : {}),
    ...(body.videoUrl ? { videoUrl: body.videoUrl } : {}),
    ...(body.message?.trim() ? { message: body.message.trim() } : {}),
  };
}

/**
 * `POST /resume/{id}/interviews`: books the interview, puts the candidate into the posting's
 * pipeline at Interview Scheduled when not in it yet (or moves them on from an earlier stage), and
 * queues the invites, in one transaction. Answers the interview (`status: scheduled`, `sequence: 0`).
 *
 * @throws NotFoundError (candidate, posting); ValidationError (stage, interviewers, time);
 *   InterviewConflictError (409 with the clashing bookings) unless `allowConflicts`.
 */
export async function scheduleInterview(
  resumeId: string,
  body: z.output<typeof scheduleInterviewRequest> & { startsAt: string },
  actorId: string | undefined,
): Promise<Interview> {
  const [record, posting] = await Promise.all([requireCandidate(resumeId), requirePosting(body.postingId)]);
  const stage = await findPlanStage(posting.id, body.stageId);
  if (!stage) throw invalid('stageId', INTERVIEW_MESSAGES.unknownStage);
  const texts = await getInviteMail('invite');
  const interview = await retryOnConflict(async () => {
    // The interviewers' guards are read before the clash check and raised in the booking's
    // transaction: of two bookings at once, the later one fails and checks again (data/interview-slots.ts).
    const guards = await readGuards(body.interviewerIds);
    const times = await booking(body);
    const now = new Date().toISOString();
    const item: InterviewItem = {
      id: randomUUID(),
      resumeId,
      postingId: posting.id,
      stageId: stage.id,
      stageName: stage.name,
      ...times,
      status: 'scheduled',
      sequence: 0,
      createdAt: now,
      updatedAt: now,
    };
    const pipeline = await pipelineItems(record, posting, item, actorId, now);
    await createInterview(item, [
      ...pipeline,
      ...guardItems(guards),
      ...inviteMailItems(item, record, 'invite', posting.job_title, texts),
    ]);
    return item;
  });
  return toInterview(interview);
}

/**
 * `PUT /resume/{id}/interviews/{interviewId}`: a new time, length, place or interviewers; `sequence`
 * + 1, the bookings moved and the updated invites queued in one transaction.
 * @throws NotFoundError; ConflictError for a cancelled interview or a concurrent change;
 *   ValidationError; InterviewConflictError.
 */
export async function rescheduleInterview(
  resumeId: string,
  interviewId: string,
  body: z.output<typeof rescheduleInterviewRequest>,
): Promise<Interview> {
  const record = await requireCandidate(resumeId);
  const before = await requireInterview(resumeId, interviewId);
  if (before.status === 'cancelled') throw new ConflictError(INTERVIEW_MESSAGES.cancelled);
  const posting = await requirePosting(before.postingId);
  const guards = await readGuards(body.interviewerIds);
  const times = await booking(body, interviewId);
  const after: InterviewItem = {
    ...before,
    location: undefined,
    videoUrl: undefined,
    message: undefined,
    // A recruiter fixing the time of an interview offered at several times ends the candidate's choice.
    slots: undefined,
    // A new time answers the candidate's request for another one.
    timeRequest: undefined,
    ...times,
    status: 'scheduled',
    sequence: before.sequence + 1,
    updatedAt: new Date().toISOString(),
  };
  await writeChange(before, after, [
    ...guardItems(guards),
    ...(await applicationUpdate(await getApplication(resumeId, before.postingId), after, after.updatedAt)),
    ...inviteMailItems(after, record, 'update', posting.job_title, await getInviteMail('update')),
  ]);
  return toInterview(after);
}

/**
 * `DELETE /resume/{id}/interviews/{interviewId}`: `status: cancelled`, `sequence` + 1, the bookings
 * freed and METHOD:CANCEL sent to everyone invited. Cancelling a cancelled interview changes nothing.
 * @throws NotFoundError; ConflictError on a concurrent change.
 */
export async function cancelInterview(resumeId: string, interviewId: string): Promise<Interview> {
  const record = await requireCandidate(resumeId);
  const before = await requireInterview(resumeId, interviewId);
  if (before.status === 'cancelled') return toInterview(before);
  const posting = await requirePosting(before.postingId);
  const after: InterviewItem = {
    ...before,
    status: 'cancelled',
    sequence: before.sequence + 1,
    updatedAt: new Date().toISOString(),
  };
  await writeChange(before, after, [
    ...(await applicationUpdate(await getApplication(resumeId, before.postingId), after, after.updatedAt)),
    ...inviteMailItems(after, record, 'cancel', posting.job_title, await getInviteMail('cancel')),
  ]);
  return toInterview(after);
}

async function writeChange(before: InterviewItem, after: InterviewItem, mails: TransactItem[]) {
  try {
    await replaceInterview(before, after, mails);
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The interview (index 0) or an interviewer's booking guard changed since it was read.
    if (isConditionFailure(err)) throw new ConflictError(INTERVIEW_MESSAGES.busy);
    throw err;
  }
}

/** `GET /resume/{id}/interviews`: the candidate's interviews, soonest first. @throws NotFoundError. */
export async function interviewsOf(resumeId: string): Promise<Interview[]> {
  await requireCandidate(resumeId);
  return (await listInterviews(resumeId)).map(toInterview);
}
