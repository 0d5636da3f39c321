/**
 * The mails a recruiter may send a candidate on a status change (docs/requirements.md#status-mails):
 * which statuses have one, the default texts, the placeholders, and the filling that both the admin
 * screens (preview) and the server (the mail itself) use, so the preview is the mail.
 */
import * as z from 'zod';
import { COMPANY } from './company.js';
import { formatDate } from './dates.js';
import { firstNameOf } from './first-name.js';
import type { ResumeStatus } from './schemas/common.js';

/** Statuses with a candidate mail: rejected, interview scheduled, and hired (the offer). */
export const STATUS_MAIL_STATUSES = ['rejected', 'interview_scheduled', 'hired'] as const;
export type StatusMailStatus = (typeof STATUS_MAIL_STATUSES)[number];

/** True when a change to `status` can notify the candidate. */
export const hasStatusMail = (status: ResumeStatus): status is StatusMailStatus =>
  (STATUS_MAIL_STATUSES as readonly string[]).includes(status);

/** The placeholders a template may use, with what each becomes. */
export const STATUS_MAIL_PLACEHOLDERS = {
  firstName: "the candidate's first name",
  name: "the candidate's full name",
  role: 'the role of their CV or application',
  company: 'the company name',
  when: 'the date and time of their next interview, Dublin time',
  where: 'the place and video link of their next interview',
} as const;
export type StatusMailPlaceholder = keyof typeof STATUS_MAIL_PLACEHOLDERS;

/** Lengths of a template (characters). */
export const STATUS_MAIL_LIMITS = { subjectMax: 150, bodyMax: 5000 } as const;

/** A template: subject line and plain-text body (paragraphs separated by blank lines). */
export interface StatusMailText {
  subject: string;
  body: string;
}

/** The texts every status mail starts with, and returns to on "Reset to default". */
export const STATUS_MAIL_DEFAULTS: Record<StatusMailStatus, StatusMailText> = {
  rejected: {
    subject: 'Your application for {{role}} at {{company}}',
    body:
      'Hello {{firstName}},\n\nThank you for your interest in the role of {{role}} and for the time you gave us. ' +
      'After careful consideration we will not take your application further this time.\n\n' +
      'We keep your CV for the period our privacy policy states, and may contact you about other roles.\n\n' +
      'Kind regards,\nThe recruitment team at {{company}}',
  },
  interview_scheduled: {
    subject: 'Interview for {{role}} at {{company}}',
    body:
      'Hello {{firstName}},\n\nThank you for your application for the role of {{role}}. We would like to meet you for an interview.\n\n' +
      'When: {{when}}\nWhere: {{where}}\n\n' +
      'Kind regards,\nThe recruitment team at {{company}}',
  },
  hired: {
    subject: 'An offer for {{role}} at {{company}}',
    body:
      'Hello {{firstName}},\n\nWe are delighted to offer you the role of {{role}}. ' +
      'A member of our team will contact you shortly with the details of the offer.\n\n' +
      'Kind regards,\nThe recruitment team at {{company}}',
  },
};

const MARKER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/**
 * True when `name` is one of the template's own placeholders. Own properties only: `in` would also
 * accept what every object inherits (`constructor`, `toString`, `valueOf`, ...).
 */
export const isStatusMailPlaceholder = (name: string): name is StatusMailPlaceholder =>
  Object.hasOwn(STATUS_MAIL_PLACEHOLDERS, name);

/** The `{{...}}` markers of `text` that are not placeholders (an author's typo). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(MARKER)].map((m) => m[1]!).filter((name) => !isStatusMailPlaceholder(name));
}

/** The fields of an interview a status mail names (functions/contract/schemas/interviews.ts `Interview`). */
export interface StatusMailInterview {
  /** UTC ISO 8601. */
  startsAt: string;
  location?: string | null;
  videoUrl?: string | null;
}

/**
 * The interview a status mail's `{{when}}` / `{{where}}` name among `interviews`: the soonest one
 * still to come at `now` that is booked (not cancelled, its time fixed: not one whose times the
 * candidate is still to choose), in posting `postingId` when given; `undefined` without one.
 */
export function nextInterviewOf<
  T extends StatusMailInterview & { status: string; postingId: string; slots?: string[] | null },
>(interviews: readonly T[], now: string, postingId?: string): T | undefined {
  return interviews
    .filter(
      (i) =>
        i.status !== 'cancelled' && !i.slots && i.startsAt > now && (!postingId || i.postingId === postingId),
    )
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
}

/** `{{when}}` and `{{where}}` while the candidate has no interview booked (docs/requirements.md#status-mails). */
export const NO_INTERVIEW_YET = {
  when: 'to be agreed: a member of our team will contact you shortly',
  where: 'to be confirmed',
} as const;

/** When an interview is, as its mails say it: date and time in Dublin ("8 Dec 2026, 10:00"). */
export const interviewWhen = (startsAt: string): string => formatDate(startsAt, 'dateTime') ?? startsAt;

/** Where an interview is, as its mails say it: the place, the video link, both, or "to be confirmed". */
export const interviewWhere = (i: Pick<StatusMailInterview, 'location' | 'videoUrl'>): string =>
  [i.location, i.videoUrl].filter(Boolean).join(', ') || NO_INTERVIEW_YET.where;

/**
 * `template` with every placeholder replaced by its value: `firstName` from the name
 * (`firstNameOf`), `company` the company's name, `when` / `where` the candidate's next
 * `interview` (Dublin time), or `NO_INTERVIEW_YET` without one.
 */
export function fillStatusMail(
  template: StatusMailText,
  values: { name: string; role: string; interview?: StatusMailInterview | null },
): StatusMailText {
  const { interview, ...given } = values;
  const all: Record<StatusMailPlaceholder, string> = {
    ...given,
    firstName: firstNameOf(given.name),
    company: COMPANY.name,
    when: interview ? interviewWhen(interview.startsAt) : NO_INTERVIEW_YET.when,
    where: interview ? interviewWhere(interview) : NO_INTERVIEW_YET.where,
  };
  const fill = (text: string) =>
    text.replace(MARKER, (marker, name: string) => (isStatusMailPlaceholder(name) ? all[name] : marker));
  return { subject: fill(template.subject).replace(/[\r\n]+/g, ' '), body: fill(template.body) };
}

/** Texts of the answers and the admin screens. */
export const STATUS_MAIL_MESSAGES = {
  saved: 'Mail template saved',
  reset: 'Mail template reset to the default',
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use ${Object.keys(
      STATUS_MAIL_PLACEHOLDERS,
    )
      .map((n) => `{{${n}}}`)
      .join(', ')}.`,
  subjectRequired: 'Subject is required',
  subjectLong: `Subject must be at most ${STATUS_MAIL_LIMITS.subjectMax} characters`,
  bodyRequired: 'Message is required',
  bodyLong: `Message must be at most ${STATUS_MAIL_LIMITS.bodyMax} characters`,
} as const;

const noUnknownPlaceholders = (text: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length)
    ctx.addIssue({ code: 'custom', message: STATUS_MAIL_MESSAGES.unknownPlaceholder(unknown) });
};

/** `PUT /admin/mail-templates/{status}` body. */
export const statusMailBody = z.object({
  subject: z
    .string({ error: STATUS_MAIL_MESSAGES.subjectRequired })
    .trim()
    .min(1, STATUS_MAIL_MESSAGES.subjectRequired)
    .max(STATUS_MAIL_LIMITS.subjectMax, STATUS_MAIL_MESSAGES.subjectLong)
    .superRefine(noUnknownPlaceholders),
  body: z
    .string({ error: STATUS_MAIL_MESSAGES.bodyRequired })
    .trim()
    .min(1, STATUS_MAIL_MESSAGES.bodyRequired)
    .max(STATUS_MAIL_LIMITS.bodyMax, STATUS_MAIL_MESSAGES.bodyLong)
    .superRefine(noUnknownPlaceholders),
});

/** 400 text of `notify` with a status that has no mail. */
export const NO_STATUS_MAIL = 'There is no candidate mail for this status';

/** `notify` of a status change (`PUT /resume/{id}`, `POST /resume/batch`, a board move): off unless true. */
export const notifyField = z.boolean({ error: 'notify must be true or false' }).optional();

/**
 * Refuses `notify: true` with a status (named by `field`) that has no mail: the candidate would
 * expect a mail that cannot go (docs/requirements.md#status-mails).
 */
export const notifyOnlyWithMail =
  <K extends string>(field: K) =>
  (value: { notify?: boolean | undefined } & Record<K, ResumeStatus>, ctx: z.RefinementCtx) => {
    if (value.notify && !hasStatusMail(value[field]))
      ctx.addIssue({ code: 'custom', path: ['notify'], message: NO_STATUS_MAIL });
  };

/** The `{status}` path value of the template routes. */
export const statusMailParams = z.object({
  status: z.enum(STATUS_MAIL_STATUSES, { error: 'status must be rejected, interview_scheduled or hired' }),
});

/** A template as the API answers it. */
export interface StatusMailTemplate extends StatusMailText {
  status: StatusMailStatus;
  /** False once someone saved their own text. */
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
