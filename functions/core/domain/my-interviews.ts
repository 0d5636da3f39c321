/**
 * "My interviews" and the interview reminders (docs/requirements.md#my-interviews,
 * docs/architecture.md#interview-reminders): read from the interviewers' booking items
 * (`ADMIN#{sub}` / `BOOKING#{startsAt}#{id}`), one Query per interviewer over a time range, never a
 * Scan; every interview in a range is the same Query over each admin account (a bounded set).
 */

import { fillInviteMail, type ReminderKind } from '../../contract/interview-mails.js';
import type { Interview } from '../../contract/schemas/interviews.js';
import type { AdminItem } from '../data/admins.js';
import { getItems, queryAll } from '../data/db.js';
import { listInviteMails } from '../data/interview-mails.js';
import type { InterviewItem } from '../data/interviews.js';
import { toInterview } from '../data/interviews.js';
import { getJobPostingItem } from '../data/job-postings.js';
import { keys, partitions, ranges } from '../data/keys.js';
import type { ResumeItem } from '../data/resumes.js';
import type { ScorecardItem } from '../data/scorecards.js';
import { logger } from '../log.js';
import { type MailRequest, queueMailAlone } from '../mail/queue.js';
import { interviewPlaceholders } from './interview-invites.js';

/** How a reminder names a candidate erased meanwhile (their name is gone). */
const ERASED_CANDIDATE = 'a candidate';

/** An interview of the admin list: the interview's shape plus the candidate's name (null once erased). */
export type ListedInterview = Interview & { candidateName: string | null };

/** How long the admin list's range may be (days): bounds the Queries of one request. */
export const MAX_RANGE_DAYS = 366;

interface BookingRef {
  interviewId: string;
  resumeId: string;
}

/**
 * The live interviews starting in [`fromIso`, `toIso`] (UTC ISO) of `interviewerIds`, soonest
 * first, each once however many of them sit on it. Cancelled interviews hold no bookings, so they
 * are not listed.
 */
export async function interviewsBooked(
  interviewerIds: readonly string[],
  fromIso: string,
  toIso: string,
): Promise<ListedInterview[]> {
  const bookings = (
    await Promise.all(
      [...new Set(interviewerIds)].map((id) => queryAll<BookingRef>(ranges.bookingsOf(id, fromIso, toIso))),
    )
  ).flat();
  const refs = [...new Map(bookings.map((b) => [b.interviewId, b])).values()];
  if (!refs.length) return [];
  const [interviews, records] = await Promise.all([
    getItems<InterviewItem>(refs.map((r) => keys.interview(r.resumeId, r.interviewId))),
    getItems<Pick<ResumeItem, 'id' | 'name'>>(
      [...new Set(refs.map((r) => r.resumeId))].map((id) => keys.user(id)),
    ),
  ]);
  const names = new Map(records.filter((r) => r).map((r) => [r!.id, r!.name]));
  return interviews
    .filter((i): i is InterviewItem => Boolean(i) && i!.status !== 'cancelled')
    .map((i) => ({ ...toInterview(i), candidateName: names.get(i.resumeId) ?? null }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** Where an interviewer's feedback on an interview stands: their scorecard's status, or `none`. */
export type FeedbackState = 'none' | 'draft' | 'submitted';

/**
 * Interviewer `sub`'s scorecard state on each of `interviews` (one BatchGet of the scorecard items,
 * `USER#{resumeId}` / `SCORECARD#{interviewId}#{sub}`), keyed by interview id.
 */
export async function feedbackOf(
  sub: string,
  interviews: readonly Pick<Interview, 'id' | 'resumeId'>[],
): Promise<Map<string, FeedbackState>> {
  if (!interviews.length) return new Map();
  const cards = await getItems<Pick<ScorecardItem, 'status'>>(
    interviews.map((i) => keys.scorecard(i.resumeId, i.id, sub)),
  );
  return new Map(interviews.map((i, n) => [i.id, cards[n]?.status ?? 'none']));
}

/** The ids of every admin account (the `ADMINS` index partition, a Query). */
export async function allAdminIds(): Promise<string[]> {
  return (await queryAll<Pick<AdminItem, 'id'>>(partitions.admins)).map((a) => a.id);
}

/** Reminders go out this long before an interview starts (ms): docs/requirements.md#my-interviews. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;
/** Feedback is overdue this long after an interview ends (ms). */
export const FEEDBACK_OVERDUE_MS = 24 * 60 * 60_000;
/** Interviews that ended longer ago than this get no feedback reminder (ms): bounds the Query. */
export const FEEDBACK_LOOKBACK_MS = 14 * 24 * 60 * 60_000;

/**
 * An interview awaits an interviewer's feedback when it has ended, is live, and their scorecard is
 * not submitted (docs/requirements.md#my-interviews, #scorecards).
 */
export const awaitsFeedback = (
  i: Pick<Interview, 'endsAt' | 'status'>,
  feedback: FeedbackState,
  now: Date,
): boolean => i.status !== 'cancelled' && feedback !== 'submitted' && Date.parse(i.endsAt) <= now.getTime();

/**
 * The reminders of the hourly run (docs/architecture.md#interview-reminders): to the candidate and
 * each interviewer of every live interview starting within the next 24 h, and to each interviewer
 * of an interview that ended more than 24 h ago and still awaits feedback. Their texts are the
 * editable interview mails `reminder`, `interviewer-reminder` and `feedback-due`
 * (contract/interview-mails.ts, saved or default), read once per run. Each is sent once: its
 * mail's event id names the interview, its start time and the person, and the outbox's conditional
 * put of that id refuses a second one (a rescheduled interview is reminded of its new time).
 * Answers how many mails were queued now (the outbox function sends them).
 */
export async function sendInterviewReminders(
  now = new Date(),
): Promise<{ before: number; feedback: number }> {
  const admins = await allAdminIds();
  const nowIso = now.toISOString();
  const soon = await interviewsBooked(
    admins,
    nowIso,
    new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString(),
  );
  const past = await interviewsBooked(
    admins,
    new Date(now.getTime() - FEEDBACK_LOOKBACK_MS).toISOString(),
    nowIso,
  );
  let before = 0;
  let feedbackSent = 0;
  const texts = new Map((await listInviteMails()).map((t) => [t.kind, t]));
  const titles = new Map<string, Promise<string>>();
  const titleOf = (postingId: string) => {
    if (!titles.has(postingId))
      titles.set(
        postingId,
        getJobPostingItem(postingId).then((p) => p?.job_title ?? ''),
      );
    return titles.get(postingId)!;
  };
  /** The reminder of `kind` (its text, saved or default) to `name`, filled for `i`. */
  const reminder = async (kind: ReminderKind, i: ListedInterview, name: string) =>
    fillInviteMail(texts.get(kind)!, {
      ...interviewPlaceholders(i, await titleOf(i.postingId), i.candidateName ?? ERASED_CANDIDATE),
      name,
    });
  // Queued; the outbox function sends them (docs/architecture.md#mail).
  const send = async (req: MailRequest<'interview-invite'>) => {
    try {
      const outcome = await queueMailAlone(req, now);
      return outcome !== 'duplicate' && outcome !== 'off';
    } catch (err) {
      logger.error('interview reminder not sent', { error: (err as Error)?.name });
      return false;
    }
  };
  for (const i of soon) {
    if (i.startsAt <= nowIso) continue;
    const candidate = (await getItems<Pick<ResumeItem, 'email' | 'name'>>([keys.user(i.resumeId)]))[0];
    const people = [
      ...(candidate
        ? [{ id: i.resumeId, name: candidate.name, email: candidate.email, isCandidate: true }]
        : []),
      ...i.interviewers.map((p) => ({ ...p, isCandidate: false })),
    ];
    for (const p of people) {
      if (
        await send({
          to: p.email,
          template: 'interview-invite',
          data: await reminder(p.isCandidate ? 'reminder' : 'interviewer-reminder', i, p.name),
          eventId: `interview-reminder:${i.id}:${i.startsAt}:${p.id}`,
          ...(p.isCandidate
            ? { about: { resumeId: i.resumeId, details: { interviewId: i.id } } }
            : { concerns: i.resumeId }),
        })
      )
        before++;
    }
  }
  const overdueBefore = now.getTime() - FEEDBACK_OVERDUE_MS;
  for (const i of past) {
    if (Date.parse(i.endsAt) > overdueBefore) continue;
    for (const p of i.interviewers) {
      const state = (await feedbackOf(p.id, [i])).get(i.id) ?? 'none';
      if (!awaitsFeedback(i, state, now)) continue;
      if (
        await send({
          to: p.email,
          template: 'interview-invite',
          data: await reminder('feedback-due', i, p.name),
          eventId: `interview-feedback-reminder:${i.id}:${i.startsAt}:${p.id}`,
          concerns: i.resumeId,
        })
      )
        feedbackSent++;
    }
  }
  return { before, feedback: feedbackSent };
}
