/**
 * Outgoing mail (docs/architecture.md#mail): every mail goes through Amazon SES (v2 API) from the
 * sender identity in MAIL_FROM, with an HTML and a text part: the React Email template of
 * `mail/templates.tsx`, rendered ahead of time into `mail/compiled.ts`, filled with the values of
 * `mail/catalog.ts`. Locally the SES endpoint is the SES v2 emulator the local stack runs
 * (`AWS_ENDPOINT_URL_SESV2`), whose viewer shows every mail.
 *
 * A mail is about one event (a CV accepted, an erasure, a contact message) and is sent at most once
 * per event id (`data/sent-mails.ts`). It is sent after the change that caused it; a failed send
 * never undoes that change: it is logged and left in the outbox, which the nightly sweep retries
 * (`retryDueMails`).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CLIENT_OPTIONS } from './client-options.js';
import { onClientsReset } from './clients.js';
import { config, optionalConfig } from './config.js';
import { recordSystemEvent } from './data/audit.js';
import { isSuppressed } from './data/mail-suppressions.js';
import {
  claimMail,
  dueMails,
  eventHash,
  type MailSubject,
  markMailFailed,
  markMailSent,
  type PendingMail,
  reclaimMail,
  type SentMailItem,
} from './data/sent-mails.js';
import { logger } from './log.js';
import { MAIL_CATALOG, type MailData, type MailTemplate } from './mail/catalog.js';
import { COMPILED_MAILS } from './mail/compiled.js';
import { countEvent, traceClient } from './observability.js';

export type { MailData, MailTemplate } from './mail/catalog.js';

/**
 * What became of a mail: `sent`; `duplicate` (the event already had its mail); `queued` (the send
 * failed and the sweep retries it); `failed` (the send failed and no retry was asked for); `off`
 * (no sender identity is configured: nothing sent).
 */
export type MailOutcome = 'sent' | 'duplicate' | 'queued' | 'failed' | 'off' | 'suppressed';

/** One mail to send. */
export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  data: MailData<T>;
  /** The id of the event the mail is about (e.g. `cv-accepted:{uploadId}`): one mail per id. */
  eventId: string;
  /** Where replies go (the contact form: the visitor). */
  replyTo?: string;
  /** The candidate the mail is to: once sent it is a line of their activity timeline (`mail.sent`). */
  about?: MailSubject;
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

/**
 * Sends one mail, once per `eventId`. Never throws for a failed send (the outcome says what
 * happened; with `retry` (default) a failed mail is kept for the sweep); throws only when the
 * table cannot record the claim.
 */
export async function sendMail<T extends MailTemplate>(
  req: MailRequest<T>,
  opts: { retry?: boolean; now?: Date } = {},
): Promise<MailOutcome> {
  if (!optionalConfig('mailFrom') || !req.to) {
    logger.warn('mail is not configured (MAIL_FROM, MAIL_TO): not sent', { template: req.template });
    return 'off';
  }
  // SES reported this address as bouncing for good or complaining (events/mail-feedback).
  if (await isSuppressed(req.to)) {
    logger.info('mail not sent: the address is suppressed', { template: req.template });
    return 'suppressed';
  }
  const now = opts.now ?? new Date();
  const pending: PendingMail = {
    to: req.to,
    template: req.template,
    data: req.data as unknown as Record<string, unknown>,
    ...(req.replyTo ? { replyTo: req.replyTo } : {}),
    ...(req.about ? { about: req.about } : {}),
  };
  if (!(await claimMail(req.eventId, pending, now))) return 'duplicate';
  return attempt({ hash: eventHash(req.eventId), attempts: 1, ...pending }, opts.retry ?? true);
}

/** One send of a claimed mail, with its outcome recorded. */
async function attempt(
  item: Pick<SentMailItem, 'hash' | 'attempts'> & PendingMail,
  retry: boolean,
): Promise<MailOutcome> {
  try {
    const rendered = renderMail(item.template as MailTemplate, item.data as never);
    const messageId = await deliver(item, rendered);
    await markMailSent(item.hash, messageId, new Date());
    logger.info('mail sent', { template: item.template, mail: item.hash, messageId });
    countEvent('MailSent', { template: item.template });
    if (item.about) await recordMailSent(item.about, item.template);
    return 'sent';
  } catch (err) {
    const error = (err as Error)?.name ?? 'Error';
    const again = await markMailFailed(item, error, new Date(), retry);
    logger.error('mail not sent', {
      template: item.template,
      mail: item.hash,
      attempts: item.attempts,
      error,
      again,
    });
    return again ? 'queued' : 'failed';
  }
}

/**
 * The `mail.sent` line of the candidate's activity. The mail is out whatever happens here, so a
 * failure is logged, never thrown (a throw would count the sent mail as failed and send it again).
 */
async function recordMailSent(about: MailSubject, template: string): Promise<void> {
  try {
    await recordSystemEvent({
      action: 'mail.sent',
      targetId: about.resumeId,
      details: { template, ...about.details },
    });
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
        },
      },
    }),
  );
  return out.MessageId;
}

/**
 * The outbox retry (run by the expiry sweep): sends every mail due at `now` whose earlier attempt
 * failed or never finished. Two sweeps at once are safe (each mail is re-claimed conditionally).
 * Answers how many were sent and how many failed again.
 */
export async function retryDueMails(now = new Date()): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const item of await dueMails(now, 100)) {
    const claimed = await reclaimMail(item, now);
    if (!claimed?.to || !claimed.data) continue;
    const outcome = await attempt(claimed as SentMailItem & PendingMail, true);
    if (outcome === 'sent') sent++;
    else failed++;
  }
  return { sent, failed };
}
