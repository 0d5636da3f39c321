/**
 * The delivering side of outgoing mail (docs/architecture.md#mail): every mail goes through Amazon
 * SES (v2 API) from the sender identity in MAIL_FROM, with an HTML and a text part: the React Email
 * template of `mail/templates.tsx`, rendered ahead of time into `mail/compiled.ts`, filled with the
 * values of `mail/catalog.ts`. Locally the SES endpoint is the SES v2 emulator the local stack runs
 * (`AWS_ENDPOINT_URL_SESV2`), whose viewer shows every mail.
 *
 * A mail is queued in the outbox (`data/sent-mails.ts`) by the change that causes it
 * (`core/mail/queue.ts`, which functions that only queue import instead of this module: no SES
 * client or templates in their bundles). The outbox function (`events/mail-outbox`) delivers it:
 * the table's stream hands it each queued mail (`deliverQueuedMails`), and every minute it sends
 * what is due (`retryDueMails`: mails the stream's attempt did not send, retries, claims that never
 * finished), at most once per event id. Only a request whose answer says whether its mail went
 * out (a mail a recruiter writes, the contact form) sends at once (`sendMail`). Once SES accepted a
 * mail, its record is retried for {@link MAIL_RECORD_PATIENCE_MS}, longer than a table stall, so an
 * accepted mail is not sent again; a mail given up is an alarm (`MailGivenUp`).
 */
import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CLIENT_OPTIONS } from './client-options.js';
import { onClientsReset } from './clients.js';
import { config, optionalConfig } from './config.js';
import { recordSystemEvent } from './data/audit.js';
import { isSuppressed } from './data/mail-suppressions.js';
import {
  claimMail,
  claimNewMail,
  dueMails,
  eventHash,
  MAIL_MAX_ATTEMPTS,
  type MailSubject,
  markMailFailed,
  markMailSent,
  type PendingMail,
  type SentMailItem,
} from './data/sent-mails.js';
import { logger } from './log.js';
import { MAIL_CATALOG, type MailData, type MailTemplate } from './mail/catalog.js';
import { COMPILED_MAILS } from './mail/compiled.js';
import {
  lateDataFiller,
  MailNotNeeded,
  type MailOutcome,
  type MailRequest,
  mailOn,
  pendingOf,
} from './mail/queue.js';
import { countEvent, traceClient } from './observability.js';

export type { MailData, MailTemplate } from './mail/catalog.js';
export {
  companyInbox,
  defineLateData,
  type LateData,
  MailNotNeeded,
  type MailOutcome,
  type MailRequest,
  queueMailItems,
} from './mail/queue.js';

/** When an attempt must be over: epoch ms (a request's own deadline); default now + {@link MAIL_RECORD_PATIENCE_MS}. */
export interface DeliveryOptions {
  deadline?: number;
}

/**
 * Delivery options of a request that sends a mail at once: its attempt ends 1.5 s before the
 * request's own deadline (`remainingMs`, core/http/api.ts), so the answer still goes out; the
 * outbox sends what the attempt did not.
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

/**
 * Sends one mail at once, for a request whose answer says whether it went out (a mail a recruiter
 * writes, `POST /resume/{id}/mails`; the contact form), once per `eventId`: written to the outbox
 * already claimed by this call (so the stream's consumer leaves it alone), then tried; a mail not
 * sent now answers `queued` and the outbox run sends it (after a failed send's back-off, or the
 * claim's timeout if this call dies). With `retry: false` it is tried once: a failed send is given
 * up at once and answers `failed` (the contact form asks the visitor to send again), and if this
 * call dies the outbox run gives it up rather than send it late. Throws only when the table cannot
 * write it. A mail whose sender needs no answer is queued instead (`queueMailAlone`,
 * core/mail/queue.ts).
 */
export async function sendMail<T extends MailTemplate>(
  req: MailRequest<T>,
  opts: { retry?: boolean; now?: Date } & DeliveryOptions = {},
): Promise<MailOutcome> {
  if (!mailOn(req)) return 'off';
  const retry = opts.retry !== false;
  const deadline = Math.min(opts.deadline ?? Number.POSITIVE_INFINITY, Date.now() + MAIL_RECORD_PATIENCE_MS);
  const mine = await claimNewMail(
    req.eventId,
    { ...pendingOf(req as MailRequest), ...(retry ? {} : { noRetry: true }) },
    opts.now ?? new Date(),
    randomUUID(),
  );
  return mine ? attempt(mine as SentMailItem & PendingMail, retry, deadline) : 'duplicate';
}

/**
 * An attempt at the queued mail of `eventId` (cv-received's at once): claims it (repeating
 * the claim while the table fails, until the deadline), sends it and records the outcome. Answers
 * `duplicate` when another sender has it or it was sent, `queued` when it could not be claimed or
 * sent now (the outbox sends it). Never throws.
 */
export async function deliverMail(eventId: string, opts: DeliveryOptions = {}): Promise<MailOutcome> {
  const outcome = await deliverQueuedMail(eventHash(eventId), opts);
  return outcome === 'unclaimed' ? 'queued' : outcome;
}

/**
 * The attempt at the queued mail stored under `hash` (its event id's hash: the outbox item's key),
 * as {@link deliverMail}, but answering `unclaimed` when the table failed until the deadline and
 * the mail is still queued (the stream's consumer reports that record as failed, to be retried).
 * The claim is conditioned on the mail being `queued`, so of this attempt and an outbox run at the
 * same time only one sends it (data/sent-mails.ts `claimMail`). Never throws.
 */
export async function deliverQueuedMail(
  hash: string,
  opts: DeliveryOptions = {},
): Promise<MailOutcome | 'unclaimed'> {
  const deadline = Math.min(opts.deadline ?? Number.POSITIVE_INFINITY, Date.now() + MAIL_RECORD_PATIENCE_MS);
  const claimId = randomUUID();
  let claimed: SentMailItem | undefined;
  try {
    claimed = await patiently(() => claimMail(hash, claimId, new Date()), deadline);
  } catch (err) {
    logger.warn('mail left for the outbox run', { mail: hash, error: (err as Error)?.name });
    return 'unclaimed';
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
    const late = item.late ? lateDataFiller(item.late.fill) : undefined;
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
 * The outbox run (every minute, by `events/mail-outbox`; docs/architecture.md#mail): sends every
 * mail due at `now`: queued mails the stream's attempt did not send, failed ones due for a
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
