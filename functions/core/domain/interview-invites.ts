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
import { formatDate } from '../../contract/dates.js';
import { fillInviteMail, type InviteKind } from '../../contract/interview-mails.js';
import type { StatusMailText } from '../../contract/status-mails.js';
import { optionalConfig } from '../config.js';
import type { TransactItem } from '../data/db.js';
import type { InterviewItem } from '../data/interviews.js';
import { queueMailItems } from '../mail.js';

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
 * The transaction items that queue the invite mail of `kind` (its `texts`, saved or default) to the
 * candidate and to each interviewer, each with the same `.ics` (one per change: the event id holds
 * the sequence).
 */
export function inviteMailItems(
  interview: InterviewItem,
  candidate: { id: string; name: string; email: string },
  kind: InviteKind,
  postingTitle: string,
  texts: StatusMailText,
): TransactItem[] {
  const ics = Buffer.from(inviteCalendar(interview, candidate, kind, postingTitle)).toString('base64');
  const common = {
    stage: interview.stageName,
    role: postingTitle,
    when: formatDate(interview.startsAt, 'dateTime') ?? interview.startsAt,
    minutes: String(Math.round((Date.parse(interview.endsAt) - Date.parse(interview.startsAt)) / 60_000)),
    where: [interview.location, interview.videoUrl].filter(Boolean).join(', ') || 'to be confirmed',
    message: interview.message ?? '',
  };
  const people = [
    { ...candidate, isCandidate: true },
    ...interview.interviewers.map((p) => ({ ...p, isCandidate: false })),
  ];
  return people.flatMap((p) =>
    queueMailItems({
      to: p.email,
      template: 'interview-invite',
      data: fillInviteMail(texts, { ...common, name: p.name }),
      eventId: `interview:${interview.id}:${interview.sequence}:${kind}:${p.id}`,
      attachments: [
        {
          fileName: kind === 'cancel' ? 'cancel.ics' : 'invite.ics',
          contentType: `text/calendar; charset=utf-8; method=${kind === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
          content: ics,
        },
      ],
      ...(p.isCandidate ? { about: { resumeId: candidate.id, details: { interviewId: interview.id } } } : {}),
    }),
  );
}
