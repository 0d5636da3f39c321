/**
 * The text of the mail that sends an offer (docs/requirements.md#offers), editable like the status
 * mails (docs/requirements.md#status-mails): the default, the placeholders, and the filling the
 * server uses. `{{link}}` (the private /my-data link where the candidate reads, downloads and
 * answers the offer) must stay in the body: without it the candidate could not answer.
 */
import * as z from 'zod';
import { COMPANY } from './company.js';
import { placeholderTemplateBody, placeholderText, unknownPlaceholderOf } from './interview-mails.js';
import { STATUS_MAIL_LIMITS, STATUS_MAIL_MESSAGES, type StatusMailText } from './status-mails.js';

/** The placeholders an offer mail may use, with what each becomes. */
export const OFFER_MAIL_PLACEHOLDERS = {
  name: "the candidate's name",
  role: "the offer's job title",
  company: 'the company name',
  salary: 'the salary with its currency and period',
  startDate: 'the start date',
  expiresAt: 'the date and time (Dublin) the offer expires',
  link: 'the private link to the offer on /my-data (required)',
} as const;
type OfferPlaceholder = keyof typeof OFFER_MAIL_PLACEHOLDERS;

/** The marker the server replaces with the candidate's private link at each delivery. */
export const OFFER_LINK_MARKER = '{{link}}';

/** The text the offer mail starts with, and returns to on "Reset to default". */
export const OFFER_MAIL_DEFAULT: StatusMailText = {
  subject: 'Your offer for {{role}} at {{company}}',
  body:
    'Hello {{name}},\n\nWe are delighted to offer you the role of {{role}} at {{company}}, starting on {{startDate}}, ' +
    'at {{salary}}.\n\nRead the offer, download your offer letter (PDF) and accept or decline it here before ' +
    '{{expiresAt}} (Irish time):\n\n{{link}}\n\nThe link is private to you: do not forward this mail.\n\n' +
    'Kind regards,\nThe recruitment team at {{company}}',
};

const MARKER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;
const isPlaceholder = (name: string): name is OfferPlaceholder =>
  Object.hasOwn(OFFER_MAIL_PLACEHOLDERS, name);

/**
 * `template` filled with `values`, except `{{link}}`, which stays as {@link OFFER_LINK_MARKER} for
 * the delivery to replace with a new link (no token waits in the outbox).
 */
export function fillOfferMail(
  template: StatusMailText,
  values: Omit<Record<OfferPlaceholder, string>, 'company' | 'link'>,
): StatusMailText {
  const all: Record<OfferPlaceholder, string> = { ...values, company: COMPANY.name, link: OFFER_LINK_MARKER };
  const fill = (text: string) =>
    text.replace(MARKER, (m, name: string) => (isPlaceholder(name) ? all[name] : m));
  return { subject: fill(template.subject).replace(/[\r\n]+/g, ' '), body: fill(template.body) };
}

/** Texts of the offer mail's checks. */
export const OFFER_MAIL_MESSAGES = {
  unknownPlaceholder: unknownPlaceholderOf(OFFER_MAIL_PLACEHOLDERS),
  linkRequired: 'The message must contain {{link}}: the candidate answers the offer through it',
  linkInSubject: 'The subject cannot contain {{link}}',
} as const;

const text = placeholderText(OFFER_MAIL_PLACEHOLDERS);

const hasLink = (s: string) => [...s.matchAll(MARKER)].some((m) => m[1] === 'link');

/** `PUT /admin/offer-mail-template` body (the status mails' limits and texts). */
export const offerMailBody = z.object({
  subject: text(
    STATUS_MAIL_MESSAGES.subjectRequired,
    STATUS_MAIL_MESSAGES.subjectLong,
    STATUS_MAIL_LIMITS.subjectMax,
  ).refine((s) => !hasLink(s), OFFER_MAIL_MESSAGES.linkInSubject),
  body: text(
    STATUS_MAIL_MESSAGES.bodyRequired,
    STATUS_MAIL_MESSAGES.bodyLong,
    STATUS_MAIL_LIMITS.bodyMax,
  ).refine(hasLink, OFFER_MAIL_MESSAGES.linkRequired),
});

/**
 * The placeholders of the mail telling a candidate that an offer they were sent is withdrawn
 * (docs/requirements.md#offers): no link, the offer can no longer be answered.
 */
export const OFFER_WITHDRAWN_MAIL_PLACEHOLDERS = {
  name: "the candidate's name",
  role: "the offer's job title",
  company: 'the company name',
} as const;
type WithdrawnPlaceholder = keyof typeof OFFER_WITHDRAWN_MAIL_PLACEHOLDERS;

/** The withdrawn-offer mail's text by default, and on "Reset to default". */
export const OFFER_WITHDRAWN_MAIL_DEFAULT: StatusMailText = {
  subject: 'Your offer for {{role}} at {{company}} is withdrawn',
  body:
    'Hello {{name}},\n\nWe are sorry to tell you that we have withdrawn our offer of the role of {{role}} at ' +
    '{{company}}. It can no longer be accepted.\n\nWe are sorry for the disappointment this may cause, and ' +
    'thank you for the time you gave us.\n\nKind regards,\nThe recruitment team at {{company}}',
};

/** `template` (the withdrawn-offer mail's text) filled with `values`. */
export function fillOfferWithdrawnMail(
  template: StatusMailText,
  values: Omit<Record<WithdrawnPlaceholder, string>, 'company'>,
): StatusMailText {
  const all: Record<WithdrawnPlaceholder, string> = { ...values, company: COMPANY.name };
  const fill = (text: string) =>
    text.replace(MARKER, (m, name: string) =>
      Object.hasOwn(all, name) ? all[name as WithdrawnPlaceholder] : m,
    );
  return { subject: fill(template.subject).replace(/[\r\n]+/g, ' '), body: fill(template.body) };
}

/** `PUT /admin/offer-mail-template/withdrawn` body (the status mails' limits and texts). */
export const offerWithdrawnMailBody = placeholderTemplateBody(OFFER_WITHDRAWN_MAIL_PLACEHOLDERS);

/** The offer mails' texts: the offer itself, and its withdrawal once sent. */
export type OfferMailKind = 'offer' | 'withdrawn';

/** The offer mail's text as the API answers it. */
export interface OfferMailTemplate extends StatusMailText {
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
