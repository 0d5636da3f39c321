/**
 * The queueing side of outgoing mail (docs/architecture.md#mail): what a function that makes a
 * change needs to have its mail sent, without the SES client, the templates or their rendering
 * (those are `core/mail.ts`, the delivering side, bundled only by the functions that deliver).
 *
 * A mail is about one event (a CV accepted, an erasure, a status change) and is queued in the
 * outbox (`data/sent-mails.ts`) in the same transaction as the change that causes it
 * (`queueMailItems`), or on its own when no change goes with it (`queueMailAlone`). The outbox function
 * (`events/mail-outbox`) delivers it: started by the table's stream for each queued mail, and every
 * minute for what that did not send. Values minted at delivery (a manage link) are named here by
 * the module that queues the mail (`defineLateData`) and filled by whichever function delivers it.
 */
import { optionalConfig } from '../config.js';
import type { TransactItem } from '../data/db.js';
import {
  type LateRef,
  type MailAttachment,
  type MailSubject,
  type PendingMail,
  queuedMailItem,
  queueMail,
} from '../data/sent-mails.js';
import { logger } from '../log.js';
import type { MailData, MailTemplate } from './catalog.js';

export type { MailData, MailTemplate } from './catalog.js';

/**
 * What became of a mail: `sent`; `duplicate` (the event already had its mail, another sender
 * holds it, or it is no longer needed); `queued` (not sent yet: the outbox sends it); `failed` (the
 * send failed and no retry was asked for); `off` (no sender identity is configured: nothing sent);
 * `suppressed` (the address bounced for good or complained: never sent).
 */
export type MailOutcome = 'sent' | 'duplicate' | 'queued' | 'failed' | 'off' | 'suppressed';

/** One mail to send. */
export type MailRequest<T extends MailTemplate = MailTemplate> = {
  to: string;
  template: T;
  /** The id of the event the mail is about (e.g. `cv-accepted:{uploadId}`): one mail per id. */
  eventId: string;
  /** Where replies go (the contact form: the visitor). */
  replyTo?: string;
  /** The candidate the mail is to: once sent it is a line of their activity timeline (`mail.sent`). */
  about?: MailSubject;
  /**
   * The candidate a mail to someone else speaks of (an interviewer's invite or reminder names them):
   * erasing the candidate gives it up while it waits (docs/architecture.md#order-of-erasure).
   */
  concerns?: string;
  /** Files sent with it (an interview's invite.ics, docs/requirements.md#interviews). */
  attachments?: MailAttachment[];
} & (
  | { data: MailData<T>; late?: undefined }
  /** The rest of the data is minted at each delivery by the `defineLateData` filler `late.fill`. */
  | { data: Partial<MailData<T>>; late: LateRef }
);

/**
 * Fills the values of a mail minted at delivery (`late`): given the mail (its `about` and
 * `late.ids`) and the time, answers data fields (a manage link). Throws to fail the attempt
 * (retried), or `MailNotNeeded` when the mail has lost its point (given up without an alarm).
 */
export type LateData = (mail: PendingMail, now: Date) => Promise<Record<string, string>>;

/** Thrown by a `LateData` filler when the mail is no longer needed (what it asks for was done meanwhile). */
export class MailNotNeeded extends Error {
  override name = 'MailNotNeeded';
}
const LATE_DATA = new Map<string, LateData>();

/**
 * Names a filler of values minted at delivery (docs/architecture.md#mail). Defined by the module
 * that queues such mails, at load: a function that delivers them must import it (`events/mail-outbox`
 * imports every one; a deliverer that does not fails the attempt, and the outbox sends it later).
 */
export function defineLateData(name: string, fill: LateData): void {
  LATE_DATA.set(name, fill);
}

/** The filler named `name`, or `undefined` when no module of this function defined it. */
export const lateDataFiller = (name: string): LateData | undefined => LATE_DATA.get(name);

/** The company's inbox (MAIL_TO): where contact messages go; empty when unset (mail off). */
export const companyInbox = (): string => optionalConfig('mailTo') ?? '';

/** The outbox's copy of a request: what is needed to render and send it later. */
export function pendingOf(req: MailRequest): PendingMail {
  return {
    to: req.to,
    template: req.template,
    data: req.data as Record<string, unknown>,
    ...(req.replyTo ? { replyTo: req.replyTo } : {}),
    ...(req.about ? { about: req.about } : {}),
    ...(req.concerns ? { concerns: req.concerns } : {}),
    ...(req.late ? { late: req.late } : {}),
    ...(req.attachments?.length ? { attachments: req.attachments } : {}),
  };
}

/** Whether mails go out at all: a sender identity (MAIL_FROM) and an address. */
export function mailOn(req: Pick<MailRequest, 'to' | 'template'>): boolean {
  if (optionalConfig('mailFrom') && req.to) return true;
  logger.warn('mail is not configured (MAIL_FROM, MAIL_TO): not sent', { template: req.template });
  return false;
}

/**
 * The transaction items that queue `req` (docs/architecture.md#mail), for the transaction of the
 * change that causes the mail; none when mail is off. The transaction is cancelled (a condition
 * failure) when `req.eventId` has a mail already. Once written, the outbox function delivers it
 * (the table's stream starts it within about a second).
 */
export function queueMailItems<T extends MailTemplate>(
  req: MailRequest<T>,
  now = new Date(),
): TransactItem[] {
  return mailOn(req) ? [queuedMailItem(req.eventId, pendingOf(req as MailRequest), now)] : [];
}

/**
 * Queues one mail that no change goes with (a sign-up attempt, an interview reminder), once per
 * `eventId`, for the outbox function to deliver: `queued`, `duplicate` when the event has a mail
 * already, `off` when mail is not configured. Throws only when the table cannot write it.
 */
export async function queueMailAlone<T extends MailTemplate>(
  req: MailRequest<T>,
  now = new Date(),
): Promise<'queued' | 'duplicate' | 'off'> {
  if (!mailOn(req)) return 'off';
  return (await queueMail(req.eventId, pendingOf(req as MailRequest), now)) ? 'queued' : 'duplicate';
}
