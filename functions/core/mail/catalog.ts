/**
 * The mails the product sends (docs/requirements.md#candidate-mails, #contact-form), as the
 * functions see them: each template's data, its subject, and the text slots its body is filled
 * with. The bodies are React Email components (`templates.tsx`), rendered ahead of time into
 * `compiled.ts` (`npm run build:mail`) with a `{{slot}}` marker in place of every value, so no
 * function carries React at run time (the bundle budget, docs/architecture.md#mail). Data are plain
 * JSON values, so a mail that failed can wait in the outbox and be filled again later.
 */
import { COMPANY } from '../../contract/company.js';
import { formatDate } from '../../contract/dates.js';

/** The contact form's message, to the company's inbox (replies go to the visitor). */
export interface ContactMessageData {
  name: string;
  email: string;
  message: string;
  receivedAt: string;
  reference: string;
}

/** An accepted CV: role, what is kept until when, and the private manage link. */
export interface CvAcknowledgementData {
  name: string;
  role: string;
  /** ISO time the CV is erased (its expiry date). */
  keptUntil: string;
  manageUrl: string;
}

/**
 * A CV sent without sign-in for an address that already had a candidate: confirm it, or let it be
 * erased (docs/requirements.md#cv-confirmation).
 */
export interface CvConfirmData {
  /** The record's name (never the one typed with the file). */
  name: string;
  /** The role typed with the file: visitor text, shown quoted. */
  role: string;
  /** ISO time the file arrived. */
  sentAt: string;
  /** ISO time the file is erased unless confirmed (the submission's own `expiresAt`). */
  confirmBy: string;
  confirmUrl: string;
}

/** Everything held about the candidate was erased at their request. */
export interface ErasureConfirmationData {
  name: string;
  erasedAt: string;
}

/** Seven days before a CV is erased: keep it another 90 days, or erase it now. */
export interface ExpiryReminderData {
  name: string;
  role: string;
  /** ISO time the CV will be erased (the record's expiry date). */
  erasesOn: string;
  /** `/my-data` with the manage token, opening on the keep choice. */
  keepUrl: string;
  /** `/my-data` with the manage token, opening on the erase confirmation. */
  eraseUrl: string;
}

/** A status change a recruiter chose to tell the candidate about: the filled template (docs/requirements.md#status-mails). */
export interface StatusUpdateData {
  subject: string;
  body: string;
}

/** A mail a recruiter wrote to the candidate from the candidate page (docs/requirements.md#candidate-messages). */
export interface CandidateMessageData {
  subject: string;
  body: string;
}

/**
 * An interview invitation, update or cancellation (docs/requirements.md#interviews): the filled
 * invite text; the iCalendar file travels as the mail's attachment.
 */
export interface InterviewInviteData {
  subject: string;
  body: string;
}

/**
 * The candidate's own interview mail (docs/requirements.md#interview-self-scheduling): the filled
 * invite or offer text and the private link to /my-data, where they choose a time, confirm, or ask
 * for another; an invitation's calendar file travels as the attachment.
 */
export interface InterviewCandidateData {
  subject: string;
  body: string;
  manageUrl: string;
}

/** Someone tried to create an account with an address that already has one. */
export interface SignUpAttemptData {
  attemptedAt: string;
  /** Where the owner of the address signs in or resets the password. */
  signInUrl: string;
}

// A value on one line: no line breaks, bounded length.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').slice(0, 100);
// Text a visitor typed (a role), shown as quoted data in a body, never in a subject
// (docs/requirements.md#candidate-mails).
const quoted = (s: string) => `“${oneLine(s)}”`;
const day = (iso: string) => formatDate(iso, 'longDay') ?? iso;
const when = (iso: string) => formatDate(iso, 'dateTime') ?? iso;

const cvSlots = (d: CvAcknowledgementData) => ({
  name: oneLine(d.name),
  role: quoted(d.role),
  keptUntil: day(d.keptUntil),
  manageUrl: d.manageUrl,
});

/**
 * Per template: `subject` (with `{{slot}}` markers) and `slots`, the values of its markers from
 * its data, already formatted for a reader (dates in Irish English, company.ts facts).
 */
export const MAIL_CATALOG = {
  'contact-message': {
    subject: 'Website contact form: message {{reference}}',
    slots: (d: ContactMessageData) => ({
      name: oneLine(d.name),
      email: d.email,
      message: d.message,
      receivedAt: when(d.receivedAt),
      reference: d.reference,
    }),
  },
  'cv-acknowledgement': {
    subject: 'We received your CV',
    slots: cvSlots,
  },
  /** A CV arrived for an address that already had one: "if this was not you, remove it". */
  'cv-replaced': {
    subject: 'A new CV was sent with your e-mail address',
    slots: cvSlots,
  },
  'cv-confirm': {
    subject: 'Please confirm the CV sent with your e-mail address',
    slots: (d: CvConfirmData) => ({
      name: oneLine(d.name),
      role: quoted(d.role),
      sentAt: when(d.sentAt),
      confirmBy: day(d.confirmBy),
      confirmUrl: d.confirmUrl,
    }),
  },
  'expiry-reminder': {
    subject: 'Your CV will be erased on {{erasesOn}}',
    slots: (d: ExpiryReminderData) => ({
      name: oneLine(d.name),
      role: quoted(d.role),
      erasesOn: day(d.erasesOn),
      keepUrl: d.keepUrl,
      eraseUrl: d.eraseUrl,
    }),
  },
  'status-update': {
    subject: '{{subject}}',
    slots: (d: StatusUpdateData) => ({ subject: oneLine(d.subject), body: d.body }),
  },
  'candidate-message': {
    subject: '{{subject}}',
    slots: (d: CandidateMessageData) => ({ subject: oneLine(d.subject), body: d.body }),
  },
  'interview-invite': {
    subject: '{{subject}}',
    slots: (d: InterviewInviteData) => ({ subject: oneLine(d.subject), body: d.body }),
  },
  'interview-candidate': {
    subject: '{{subject}}',
    slots: (d: InterviewCandidateData) => ({
      subject: oneLine(d.subject),
      body: d.body,
      manageUrl: d.manageUrl,
    }),
  },
  'erasure-confirmation': {
    subject: `Your data was erased from ${COMPANY.name}`,
    slots: (d: ErasureConfirmationData) => ({ name: oneLine(d.name), erasedAt: when(d.erasedAt) }),
  },
  'sign-up-attempt': {
    subject: 'Someone tried to create an account with your e-mail address',
    slots: (d: SignUpAttemptData) => ({ attemptedAt: when(d.attemptedAt), signInUrl: d.signInUrl }),
  },
} as const satisfies Record<
  string,
  // biome-ignore lint/suspicious/noExplicitAny: each template types its own data; the map only fixes the shape.
  { subject: string; slots: (d: any) => Record<string, string> }
>;

/** A template's name. */
export type MailTemplate = keyof typeof MAIL_CATALOG;

/** The data template `T` is filled from. */
export type MailData<T extends MailTemplate> = Parameters<(typeof MAIL_CATALOG)[T]['slots']>[0];

/** The slots of template `T`, each as its `{{name}}` marker (what `templates.tsx` renders with). */
export type MailSlots<T extends MailTemplate> = ReturnType<(typeof MAIL_CATALOG)[T]['slots']>;
