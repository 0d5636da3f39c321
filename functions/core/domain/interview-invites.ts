/**
 * Interview invitations (docs/requirements.md#interviews): an RFC 5545 iCalendar file made with
 * ical-generator (METHOD:REQUEST with one UID per interview and the interview's SEQUENCE, or
 * METHOD:CANCEL; ORGANIZER the company's sender, one ATTENDEE per person; times in UTC) and the mail
 * to the candidate and to each interviewer that carries it, queued in the interview's transaction.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { COMPANY } from '../../contract/company.js';
import { fillInviteMail, type InviteKind, type ReminderKind } from '../../contract/interview-mails.js';
import { interviewWhen, interviewWhere, type StatusMailText } from '../../contract/status-mails.js';
import { optionalConfig } from '../config.js';
import type { TransactItem } from '../data/db.js';
import type { InterviewItem } from '../data/interviews.js';
import { queueMailItems } from '../mail/queue.js';
import { LATE } from './candidate-mails.js';

/** The one UID of interview `id` in every calendar (RFC 5545 3.8.4.7: unique and stable). */
export const inviteUid = (id: string): string => `interview-${id}@${COMPANY.email.split('@')[1]}`;

/** The invite's `.ics` text for `interview` as it now is (`cancel`: METHOD:CANCEL). */
export function inviteCalendar(
  interview: InterviewItem,
  candidate: { name: string; email: string },
  kind: InviteKind,
  postingTitle: string,
): string {
  const organizer = optionalConfig('mailFrom') || COMPANY.careersEmail;
  const calendar = ical({
    prodId: { company: COMPANY.name, product: 'Recruitment', language: 'EN' },
    method: kind === 'cancel' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: inviteUid(interview.id),
    sequence: interview.sequence,
    stamp: new Date(interview.updatedAt),
    start: new Date(interview.startsAt),
    end: new Date(interview.endsAt),
    summary: `${interview.stageName}: ${postingTitle} (${COMPANY.name})`,
    description: interview.message ?? null,
    location: interview.location ?? interview.videoUrl ?? null,
    url: interview.videoUrl ?? null,
    status: kind === 'cancel' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: COMPANY.name, email: organizer },
    attendees: [candidate, ...interview.interviewers].map((p) => ({
      name: p.name,
      email: p.email,
      rsvp: kind !== 'cancel',
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
    })),
  });
  return calendar.toString();
}

/**
 * The values of an interview mail's placeholders for `interview` of posting `postingTitle` and
 * candidate `candidateName` (docs/requirements.md#interviews), but `name` (whom the mail is to).
 * Shared by the invites and the reminders (domain/my-interviews.ts).
 */
export function interviewPlaceholders(
  interview: Pick<InterviewItem, 'stageName' | 'startsAt' | 'endsAt'> & {
    location?: string | null;
    videoUrl?: string | null;
    slots?: readonly string[] | null;
    message?: string | null;
  },
  postingTitle: string,
  candidateName: string,
) {
  return {
    candidate: candidateName,
    stage: interview.stageName,
    role: postingTitle,
    when: interviewWhen(interview.startsAt),
    times: (interview.slots ?? [interview.startsAt]).map(interviewWhen).join('\n'),
    minutes: String(Math.round((Date.parse(interview.endsAt) - Date.parse(interview.startsAt)) / 60_000)),
    where: interviewWhere(interview),
    message: interview.message ?? '',
  };
}

/**
 * The transaction items that queue the invite mail of `kind` (its `texts`, saved or default) to the
 * candidate and to each interviewer, each with the same `.ics` (one per change: the event id holds
 * the sequence). The candidate's copy of an invitation or a new time also carries the private link
 * to /my-data (minted at delivery), where they confirm or ask for another time
 * (docs/requirements.md#interview-self-scheduling).
 */
export function inviteMailItems(
  interview: InterviewItem,
  candidate: { id: string; name: string; email: string },
  kind: Exclude<InviteKind, 'offer' | ReminderKind>,
  postingTitle: string,
  texts: StatusMailText,
): TransactItem[] {
  const ics = Buffer.from(inviteCalendar(interview, candidate, kind, postingTitle)).toString('base64');
  const common = interviewPlaceholders(interview, postingTitle, candidate.name);
  const attachments = [
    {
      fileName: kind === 'cancel' ? 'cancel.ics' : 'invite.ics',
      contentType: `text/calendar; charset=utf-8; method=${kind === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
      content: ics,
    },
  ];
  const eventId = (personId: string) => `interview:${interview.id}:${interview.sequence}:${kind}:${personId}`;
  const toCandidate = fillInviteMail(texts, { ...common, name: candidate.name });
  const about = { resumeId: candidate.id, details: { interviewId: interview.id } };
  return [
    ...queueMailItems(
      kind === 'cancel'
        ? {
            to: candidate.email,
            template: 'interview-invite',
            data: toCandidate,
            eventId: eventId(candidate.id),
            attachments,
            about,
          }
        : {
            to: candidate.email,
            template: 'interview-candidate',
            data: toCandidate,
            late: { fill: LATE.manageLink },
            eventId: eventId(candidate.id),
            attachments,
            about,
          },
    ),
    ...interview.interviewers.flatMap((p) =>
      queueMailItems({
        to: p.email,
        template: 'interview-invite',
        data: fillInviteMail(texts, { ...common, name: p.name }),
        eventId: eventId(p.id),
        attachments,
        // The invite names the candidate: their erasure gives it up while it waits.
        concerns: candidate.id,
      }),
    ),
  ];
}

/** The event id of the mail offering `interview`'s times to its candidate. */
export const offerMailEventId = (interview: Pick<InterviewItem, 'id' | 'sequence' | 'resumeId'>) =>
  `interview:${interview.id}:${interview.sequence}:offer:${interview.resumeId}`;

/**
 * The transaction items that queue the mail offering `interview`'s times (`texts`: the `offer`
 * text, saved or default) to its candidate, with the private link to /my-data where they choose
 * one (docs/requirements.md#interview-self-scheduling). No calendar file: nothing is booked yet.
 */
export function offerMailItems(
  interview: InterviewItem,
  candidate: { id: string; name: string; email: string },
  postingTitle: string,
  texts: StatusMailText,
): TransactItem[] {
  return queueMailItems({
    to: candidate.email,
    template: 'interview-candidate',
    data: fillInviteMail(texts, {
      ...interviewPlaceholders(interview, postingTitle, candidate.name),
      name: candidate.name,
    }),
    late: { fill: LATE.manageLink },
    eventId: offerMailEventId(interview),
    about: { resumeId: candidate.id, details: { interviewId: interview.id } },
  });
}
