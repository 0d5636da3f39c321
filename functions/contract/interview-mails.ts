/**
 * The texts of the interview invite mails (docs/requirements.md#interviews), editable like the
 * status mails (docs/requirements.md#status-mails): one per kind (invitation, new time,
 * cancellation), the defaults, the placeholders, and the filling the server (and a preview) uses.
 */
import * as z from 'zod';
import { COMPANY } from './company.js';
import { STATUS_MAIL_LIMITS, STATUS_MAIL_MESSAGES, type StatusMailText } from './status-mails.js';

/**
 * What an interview mail announces: `offer` asks the candidate to choose one of the times offered
 * (docs/requirements.md#interview-self-scheduling; the candidate only, no calendar file); the
 * reminders of the hourly run (docs/requirements.md#my-interviews): `reminder` to the candidate and
 * `interviewer-reminder` to each interviewer 24 h before, `feedback-due` to an interviewer whose
 * scorecard is 24 h overdue.
 */
export const INVITE_MAIL_KINDS = [
  'invite',
  'update',
  'cancel',
  'offer',
  'reminder',
  'interviewer-reminder',
  'feedback-due',
] as const;
export type InviteKind = (typeof INVITE_MAIL_KINDS)[number];
/** The reminder kinds: sent by the hourly run, without a calendar file. */
export type ReminderKind = Extract<InviteKind, 'reminder' | 'interviewer-reminder' | 'feedback-due'>;

/** The placeholders an invite text may use, with what each becomes. */
export const INVITE_MAIL_PLACEHOLDERS = {
  name: 'the name of the person the mail is to (the candidate or an interviewer)',
  stage: "the interview's stage (Phone screen, ...)",
  role: "the posting's title",
  company: 'the company name',
  when: 'the date and time, Dublin time (of an offer: the first time offered)',
  times: 'the times offered to choose from, one a line, Dublin time (otherwise the date and time)',
  minutes: 'the length in minutes',
  where: 'the location and the video link',
  message: "the recruiter's message",
  candidate: "the candidate's name (in the interviewers' mails)",
} as const;
type InvitePlaceholder = keyof typeof INVITE_MAIL_PLACEHOLDERS;

/** The texts every invite mail starts with, and returns to on "Reset to default". */
export const INVITE_MAIL_DEFAULTS: Record<InviteKind, StatusMailText> = {
  invite: {
    subject: 'Interview: {{stage}} for {{role}} at {{company}}',
    body:
      'Hello {{name}},\n\nYou are invited to the {{stage}} for the role of {{role}} on {{when}} (Dublin time), ' +
      'for {{minutes}} minutes.\n\nWhere: {{where}}\n\n{{message}}\n\n' +
      'The invitation is attached: open it to add it to your calendar.\n\nKind regards,\nThe recruitment team at {{company}}',
  },
  update: {
    subject: 'Interview moved: {{stage}} for {{role}} at {{company}}',
    body:
      'Hello {{name}},\n\nThe {{stage}} for the role of {{role}} is now on {{when}} (Dublin time), ' +
      'for {{minutes}} minutes.\n\nWhere: {{where}}\n\n{{message}}\n\n' +
      'The updated invitation is attached.\n\nKind regards,\nThe recruitment team at {{company}}',
  },
  cancel: {
    subject: 'Interview cancelled: {{stage}} for {{role}} at {{company}}',
    body:
      'Hello {{name}},\n\nThe {{stage}} for the role of {{role}} on {{when}} (Dublin time) is cancelled. ' +
      'The attached cancellation removes it from your calendar.\n\nKind regards,\nThe recruitment team at {{company}}',
  },
  offer: {
    subject: 'Choose a time: {{stage}} for {{role}} at {{company}}',
    body:
      'Hello {{name}},\n\nWe would like to invite you to the {{stage}} for the role of {{role}}, for {{minutes}} minutes. ' +
      'These times are open (Dublin time):\n\n{{times}}\n\nWhere: {{where}}\n\n{{message}}\n\n' +
      'Choose the time that suits you with the button below, or ask us for another. The calendar invitation ' +
      'follows once you have chosen.\n\nKind regards,\nThe recruitment team at {{company}}',
  },
  reminder: {
    subject: 'Reminder: {{stage}} on {{when}}',
    body:
      'Hello {{name}},\n\nA reminder of your {{stage}} with us for the role of {{role}} on {{when}} (Dublin time), ' +
      'for {{minutes}} minutes.\n\nWhere: {{where}}\n\nKind regards,\nThe recruitment team at {{company}}',
  },
  'interviewer-reminder': {
    subject: 'Reminder: {{stage}} on {{when}}',
    body:
      'Hello {{name}},\n\nA reminder: you interview {{candidate}} ({{stage}}, {{role}}) on {{when}} (Dublin time), ' +
      'for {{minutes}} minutes.\n\nWhere: {{where}}',
  },
  'feedback-due': {
    subject: 'Feedback due: {{candidate}}, {{stage}}',
    body:
      'Hello {{name}},\n\nYour feedback on {{candidate}} ({{stage}} for {{role}} on {{when}}, Dublin time) is more ' +
      'than a day overdue. Please fill in your scorecard under My interviews.',
  },
};

const MARKER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;
const ANY_MARKER = /\{\{([^{}]*)\}\}/g;
const isPlaceholder = (name: string): name is InvitePlaceholder =>
  Object.hasOwn(INVITE_MAIL_PLACEHOLDERS, name);

/** `template` filled with `values` (`company` is the company's name); an empty message leaves no gap. */
export function fillInviteMail(
  template: StatusMailText,
  values: Omit<Record<InvitePlaceholder, string>, 'company'>,
): StatusMailText {
  const all: Record<InvitePlaceholder, string> = { ...values, company: COMPANY.name };
  const fill = (text: string) =>
    text.replace(MARKER, (m, name: string) => (isPlaceholder(name) ? all[name] : m));
  return {
    subject: fill(template.subject).replace(/[\r\n]+/g, ' '),
    body: fill(template.body).replace(/\n{3,}/g, '\n\n'),
  };
}

/** 400 text naming the markers of `names` that are not among `placeholders`. */
export const unknownPlaceholderOf =
  (placeholders: Readonly<Record<string, string>>) =>
  (names: string[]): string =>
    `Unknown placeholder${names.length > 1 ? 's' : ''}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use ${Object.keys(
      placeholders,
    )
      .map((n) => `{{${n}}}`)
      .join(', ')}.`;

/** 400 text naming the markers that are not invite placeholders. */
export const unknownInvitePlaceholder = unknownPlaceholderOf(INVITE_MAIL_PLACEHOLDERS);

/**
 * A template's subject or body field (the status mails' limits and texts) whose every `{{...}}` must
 * be one of `placeholders`: any `{{...}}` counts, not only the word-shaped ones the filling replaces,
 * so `{{when2}}` or `{{ role name }}` never reach a reader as typed. Shared by every editable mail
 * with placeholders of its own (invites, the offer mail: contract/offer-mails.ts).
 */
export const placeholderText =
  (placeholders: Readonly<Record<string, string>>) => (required: string, long: string, max: number) =>
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, long)
      .superRefine((value, ctx) => {
        const unknown = [...value.matchAll(ANY_MARKER)]
          .map((m) => m[1]!.trim())
          .filter((n) => !Object.hasOwn(placeholders, n));
        if (unknown.length)
          ctx.addIssue({ code: 'custom', message: unknownPlaceholderOf(placeholders)(unknown) });
      });

/**
 * A `{ subject, body }` template body (the status mails' limits and texts) whose every `{{...}}`
 * must be one of `placeholders` (`placeholderText`).
 */
export const placeholderTemplateBody = (placeholders: Readonly<Record<string, string>>) => {
  const text = placeholderText(placeholders);
  return z.object({
    subject: text(
      STATUS_MAIL_MESSAGES.subjectRequired,
      STATUS_MAIL_MESSAGES.subjectLong,
      STATUS_MAIL_LIMITS.subjectMax,
    ),
    body: text(STATUS_MAIL_MESSAGES.bodyRequired, STATUS_MAIL_MESSAGES.bodyLong, STATUS_MAIL_LIMITS.bodyMax),
  });
};

/** `PUT /admin/interview-mail-templates/{kind}` body (the status mails' limits and texts). */
export const inviteMailBody = placeholderTemplateBody(INVITE_MAIL_PLACEHOLDERS);

/** The `{kind}` path value. */
export const inviteMailParams = z.object({
  kind: z.enum(INVITE_MAIL_KINDS, { error: `kind must be one of ${INVITE_MAIL_KINDS.join(', ')}` }),
});

/** An invite text as the API answers it. */
export interface InviteMailTemplate extends StatusMailText {
  kind: InviteKind;
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
