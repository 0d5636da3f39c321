/**
 * Outgoing mail of the contact form. In the cloud it goes through Amazon SES (v2 API, the sender
 * identity in MAIL_FROM, the company's inbox in MAIL_TO). Locally there is no SES: with
 * MAIL_TRANSPORT=log (set by the local stack) the mail is only noted in the log, without the
 * visitor's name, address or text (they stay in the table, where the developer can read them).
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { optionalConfig } from './config.js';
import { logger } from './log.js';

/** What happened to a mail: sent with SES, written to the log, or not sent because mail is off. */
export type MailOutcome = 'ses' | 'log' | 'off';

export interface OutgoingMail {
  subject: string;
  text: string;
  /** The visitor's address, so that the company's reply goes to them. */
  replyTo: string;
  /** An id that lets the log line be matched with the stored message. */
  reference: string;
}

let ses: SESv2Client | undefined;

/** The transport configured: `log` locally, `ses` when a sender is configured, else `off`. */
export function mailTransport(): MailOutcome {
  const configured = optionalConfig('mailTransport');
  if (configured === 'log' || configured === 'ses') return configured;
  return optionalConfig('mailFrom') && optionalConfig('mailTo') ? 'ses' : 'off';
}

/**
 * Sends `mail` to the company's inbox. Throws the SES error when sending fails (the http layer
 * maps throttling and outages to 503).
 */
export async function sendCompanyMail(mail: OutgoingMail): Promise<MailOutcome> {
  const transport = mailTransport();
  if (transport === 'off') {
    logger.warn('contact mail is not configured (MAIL_FROM / MAIL_TO): message stored only', {
      reference: mail.reference,
    });
    return 'off';
  }
  const to = optionalConfig('mailTo');
  if (transport === 'log') {
    logger.info('mail (log transport): contact message for the company inbox', {
      reference: mail.reference,
      to,
      chars: mail.text.length,
    });
    return 'log';
  }
  ses ??= new SESv2Client({});
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: optionalConfig('mailFrom'),
      Destination: { ToAddresses: [to!] },
      ReplyToAddresses: [mail.replyTo],
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
  return 'ses';
}
