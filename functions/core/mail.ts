/**
 * Outgoing mail (docs/architecture.md#mail): every mail goes through Amazon SES (v2 API) from the
 * sender identity in MAIL_FROM, with an HTML and a text part: the React Email template of
 * `mail/templates.tsx`, rendered ahead of time into `mail/compiled.ts`, filled with the values of
 * `mail/catalog.ts`. Locally the SES endpoint is the SES v2 emulator the local stack runs
 * (`AWS_ENDPOINT_URL_SESV2`), whose viewer shows every mail.
 *
 * A mail is about one event (a CV accepted, an erasure, a status change) and goes through the
 * outbox (`data/sent-mails.ts`): it is queued in the same transaction as the change that causes it
 * (`queueMailItems`), so no change is made without its mail; the function that made the change
 * then tries it at once (`deliverMail`), and whatever that attempt did not send the outbox run
 * sends (`retryDueMails`, every minute and in the nightly sweep), at most once per event id.
 * Once SES accepted a mail, its record is retried for {@link MAIL_RECORD_PATIENCE_MS}, longer
 * than a table stall, so an accepted mail is not sent again; a mail given up is an alarm
 * (`MailGivenUp`).
 */
import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CLIENT_OPTIONS } from './client-options.js';
import { onClientsReset } from './clients.js';
import { config, optionalConfig } from './config.js';
import { recordSystemEvent } from './data/audit.js';
import type { TransactItem } from './data/db.js';
import { isSuppressed } from './data/mail-suppressions.js';
import {
  claimMail,
  claimNewMail,
  dueMails,
  eventHash,
  type LateRef,
  MAIL_MAX_ATTEMPTS,
  type MailAttachment,
  type MailSubject,
  markMailFailed,
  markMailSent,
  type PendingMail,
  queuedMailItem,
  queueMail,
  type SentMailItem,
} from './data/sent-mails.js';
import { logger } from './log.js';
import { MAIL_CATALOG, type MailData, type MailTemplate } from './mail/catalog.js';
import { COMPILED_MAILS } from './mail/compiled.js';
import { countEvent, traceClient } from './observability.js';

export type { MailData, MailTemplate } from './mail/catalog.js';

/**
 * What became of a mail: `sent`; `duplicate` (the event already had its mail, another sender
 * holds it, or it is no longer needed); `queued` (not sent yet: the outbox run sends it); `failed` (the send failed and no
 * retry was asked for); `off` (no sender identity is configured: nothing sent); `suppressed` (the
 * address bounced for good or complained: never sent).
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

/** When an attempt must be over: epoch ms (a request's own deadline); default now + {@link MAIL_RECORD_PATIENCE_MS}. */
export interface DeliveryOptions {
  deadline?: number;
}

/**
 * Delivery options of a request that queued a mail: its attempt ends 1.5 s before the request's
 * own deadline (`remainingMs`, core/http/api.ts), so the answer still goes out; the outbox sends
 * what the attempt did not.
 */
export const withinRequest = (remainingMs: () => number): DeliveryOptions => ({
  deadline: Date.now() + remainingMs() - 1_500,
});

/**
 * How long a sender keeps trying to claim a queued mail and, once SES accepted it, to record it as
 * sent (ms): longer than a 20 s stall of the table (docs/architecture.md#mail), below the claim
 * timeout after which the outbox run would send it again.
 */
export const MAIL_RECORD_PATIENCE_MS = 45_000;

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
 * that queues such mails, at load: a function that delivers them must import it (one that does not
 * fails the attempt, and the outbox run, which does, sends the mail).
 */
export function defineLateData(name: string, fill: LateData): void {
  LATE_DATA.set(name, fill);
}

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

let ses: SESv2Client | undefined;
onClientsReset(() => {
  ses = undefined;
});

/** The company's inbox (MAIL_TO): where contact messages go; empty when unset (mail off). */
export const companyInbox = (): string => optionalConfig('mailTo') ?? '';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** `text` with each `{{slot}}` replaced by `encode(value)`; unknown markers stay as they are. */
function fill(text: string, slots: Record<string, string>, encode: (s: string) => string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (marker, name: string) =>
    Object.hasOwn(slots, name) ? encode(slots[name]!) : marker,
  );
}

/**
 * Renders `template` with `data`: subject and text part get the values as they are, the HTML
 * part gets them escaped (line breaks as `<br>`), so no value can add markup or a link.
 * Throws for a template name it does not know (an outbox item written by another version).
 */
export function renderMail<T extends MailTemplate>(template: T, data: MailData<T>): RenderedMail {
  const entry = MAIL_CATALOG[template] as {
    subject: string;
    slots: (d: MailData<T>) => Record<string, string>;
  };
  const compiled = COMPILED_MAILS[template];
  if (!entry || !compiled) throw new Error(`unknown mail template ${template}`);
  const slots = entry.slots(data);
  return {
    subject: fill(entry.subject, slots, (s) => s),
    html: fill(compiled.html, slots, (s) => escapeHtml(s).replace(/\r?\n/g, '<br>')),
    text: fill(compiled.text, slots, (s) => s),
  };
}

/** The outbox's copy of a request: what is needed to render and send it later. */
function pendingOf(req: MailRequest): PendingMail {
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
function mailOn(req: Pick<MailRequest, 'to' | 'template'>): boolean {
  if (optionalConfig('mailFrom') && req.to) return true;
  logger.warn('mail is not configured (MAIL_FROM, MAIL_TO): not sent', { template: req.template });
  return false;
}

/**
 * The transaction items that queue `req` (docs/architecture.md#mail), for the transaction of the
 * change that causes the mail; none when mail is off. The transaction is cancelled (a condition
 * failure) when `req.eventId` has a mail already. After it, `deliverMail(req.eventId)` tries the
 * mail at once.
 */
export function queueMailItems<T extends MailTemplate>(
  req: MailRequest<T>,
  now = new Date(),
): TransactItem[] {
  return mailOn(req) ? [queuedMailItem(req.eventId, pendingOf(req as MailRequest), now)] : [];
}

/**
 * Sends one mail that no change goes with (a sign-up attempt, a contact message), once per
 * `eventId`: queued on its own, then delivered at once; a mail not sent now answers `queued` and
 * the outbox run sends it. With `retry: false` it is written claimed by this call and tried once:
 * a failed send is given up at once and answers `failed` (the contact form asks the visitor to
 * send again), and if this call dies the outbox run gives it up rather than send it late. Throws
 * only when the table cannot write it.
 */
export async function sendMail<T extends MailTemplate>(
  req: MailRequest<T>,
  opts: { retry?: boolean; now?: Date } & DeliveryOptions = {},
): Promise<MailOutcome> {
  if (!mailOn(req)) return 'off';
  const now = opts.now ?? new Date();
  if (opts.retry === false) {
    const deadline = Math.min(
      opts.deadline ?? Number.POSITIVE_INFINITY,
      Date.now() + MAIL_RECORD_PATIENCE_MS,
    );
    const mine = await claimNewMail(
      req.eventId,
      { ...pendingOf(req as MailRequest), noRetry: true },
      now,
      randomUUID(),
    );
    return mine ? attempt(mine as SentMailItem & PendingMail, false, deadline) : 'duplicate';
  }
  if (!(await queueMail(req.eventId, pendingOf(req as MailRequest), now))) return 'duplicate';
  return deliverMail(req.eventId, opts);
}

/**
 * The change's own attempt at the queued mail of `eventId`: claims it (repeating the claim while
 * the table fails, until the deadline), sends it and records the outcome. Answers `duplicate` when
 * another sender has it or it was sent, `queued` when it could not be claimed or sent now (the
 * outbox run sends it). Never throws.
 */
export async function deliverMail(eventId: string, opts: DeliveryOptions = {}): Promise<MailOutcome> {
  const deadline = Math.min(opts.deadline ?? Number.POSITIVE_INFINITY, Date.now() + MAIL_RECORD_PATIENCE_MS);
  const hash = eventHash(eventId);
  const claimId = randomUUID();
  let claimed: SentMailItem | undefined;
  try {
    claimed = await patiently(() => claimMail(hash, claimId, new Date()), deadline);
  } catch (err) {
    logger.warn('mail left for the outbox run', { mail: hash, error: (err as Error)?.name });
    return 'queued';
  }
  if (!claimed?.to || !claimed.data) return 'duplicate';
  return attempt(claimed as SentMailItem & PendingMail, true, deadline);
}

/**
 * `work`, repeated while it throws (a stalled or failing table), with a back-off of 0.25 s doubling
 * to 2 s, until it succeeds or the next try would start past `deadline` (then its last error).
 */
async function patiently<T>(work: () => Promise<T>, deadline: number): Promise<T> {
  for (let wait = 250; ; wait = Math.min(2_000, wait * 2)) {
    try {
      return await work();
    } catch (err) {
      if (Date.now() + wait >= deadline) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/** One send of a claimed mail, with its outcome recorded. Never throws. */
async function attempt(
  item: SentMailItem & PendingMail,
  retry: boolean,
  deadline: number,
): Promise<MailOutcome> {
  let messageId: string | undefined;
  try {
    // SES reported this address as bouncing for good or complaining (events/mail-feedback).
    if (await isSuppressed(item.to)) {
      logger.info('mail not sent: the address is suppressed', { template: item.template });
      await markMailFailed(item, 'suppressed', new Date(), false);
      return 'suppressed';
    }
    const late = item.late ? LATE_DATA.get(item.late.fill) : undefined;
    if (item.late && !late) throw new Error(`late data ${item.late.fill} is not defined in this function`);
    const data = late ? { ...item.data, ...(await late(item, new Date())) } : item.data;
    messageId = await deliver(item, renderMail(item.template as MailTemplate, data as never));
  } catch (err) {
    if (err instanceof MailNotNeeded) {
      logger.info('mail not needed any more: not sent', { template: item.template, mail: item.hash });
      await markMailFailed(item, err.name, new Date(), false).catch(() => undefined);
      return 'duplicate';
    }
    return failed(item, (err as Error)?.name ?? 'Error', retry, deadline);
  }
  try {
    await patiently(() => markMailSent(item.hash, messageId, new Date()), deadline);
  } catch (err) {
    // The outbox run would send it again after the claim timeout: the one duplicate left.
    logger.error('mail sent but not recorded', {
      template: item.template,
      mail: item.hash,
      error: (err as Error)?.name,
    });
  }
  logger.info('mail sent', { template: item.template, mail: item.hash, messageId });
  countEvent('MailSent', { template: item.template });
  if (item.about) await recordMailSent(item.about, item.template);
  return 'sent';
}

/** Records a failed attempt (retried or given up, the latter an alarm) and answers the outcome. */
async function failed(
  item: SentMailItem & PendingMail,
  error: string,
  retry: boolean,
  deadline: number,
): Promise<MailOutcome> {
  const recorded = await patiently(() => markMailFailed(item, error, new Date(), retry), deadline).catch(
    // Unrecorded: the claim times out and the outbox run tries again.
    () => 'retry' as const,
  );
  if (recorded === 'abandoned' && retry) {
    logger.error('mail given up', {
      template: item.template,
      mail: item.hash,
      attempts: item.attempts,
      error,
    });
    countEvent('MailGivenUp', { template: item.template });
  } else {
    logger.error('mail not sent', {
      template: item.template,
      mail: item.hash,
      attempts: item.attempts,
      error,
    });
  }
  return recorded === 'abandoned' ? 'failed' : 'queued';
}

/**
 * The `mail.sent` line of the candidate's activity, with the admin who wrote it when one did. The mail is out whatever happens here, so a
 * failure is logged, never thrown (a throw would count the sent mail as failed and send it again).
 */
async function recordMailSent(about: MailSubject, template: string): Promise<void> {
  try {
    await recordSystemEvent(
      { action: 'mail.sent', targetId: about.resumeId, details: { template, ...about.details } },
      about.actorId,
    );
  } catch (err) {
    logger.warn('mail sent but not recorded in the activity', { error: (err as Error)?.name });
  }
}

/** Hands a rendered mail to SES. Answers SES's message id; throws SES's error. */
async function deliver(to: PendingMail, mail: RenderedMail): Promise<string | undefined> {
  ses ??= traceClient(new SESv2Client(CLIENT_OPTIONS));
  const configurationSet = optionalConfig('mailConfigurationSet');
  const out = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config('mailFrom'),
      Destination: { ToAddresses: [to.to] },
      ...(to.replyTo ? { ReplyToAddresses: [to.replyTo] } : {}),
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          ...(to.attachments?.length
            ? {
                Attachments: to.attachments.map((a) => ({
                  FileName: a.fileName,
                  ContentType: a.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                  RawContent: Buffer.from(a.content, 'base64'),
                })),
              }
            : {}),
        },
      },
    }),
  );
  return out.MessageId;
}

/**
 * The outbox run (every minute, and in the nightly sweep; docs/architecture.md#mail): sends every
 * mail due at `now`: queued mails their change's own attempt did not send, failed ones due for a
 * retry, claims that never finished. Two runs at once are safe (each mail is claimed
 * conditionally on the outbox entry read). A mail past {@link MAIL_MAX_ATTEMPTS} is given up.
 * Answers how many were sent and how many were not.
 */
export async function retryDueMails(now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let notSent = 0;
  for (const item of await dueMails(now, 100)) {
    const claimed = await claimMail(item.hash, randomUUID(), now, item);
    if (!claimed?.to || !claimed.data) continue;
    const deadline = Date.now() + MAIL_RECORD_PATIENCE_MS;
    const mail = claimed as SentMailItem & PendingMail;
    // A mail tried once whose sender died is given up; attempts that never finished (each claim
    // timed out) count towards the last one.
    const outcome = mail.noRetry
      ? await failed(mail, 'NotRetried', false, deadline)
      : mail.attempts > MAIL_MAX_ATTEMPTS
        ? await failed(mail, 'TooManyAttempts', true, deadline)
        : await attempt(mail, true, deadline);
    if (outcome === 'sent') sent++;
    else notSent++;
  }
  return { sent, failed: notSent };
}
