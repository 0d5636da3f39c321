/**
 * The contact form's message path (docs/requirements.md#contact-form): store the message, then mail it to the
 * company (SES in the cloud, the log locally), and record how it was delivered.
 */

import { randomUUID } from 'node:crypto';
import { COMPANY } from '../../contract/company.js';
import { CONTACT_MESSAGES } from '../../contract/messages.js';
import { putContactMessage, setContactDelivery } from '../data/contact-messages.js';
import { ServiceUnavailableError } from '../errors.js';
import { logger } from '../log.js';
import { sendCompanyMail } from '../mail.js';

export interface IncomingContactMessage {
  name: string;
  email: string;
  message: string;
}

// A name is shown in a mail header: no line breaks, bounded length.
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').slice(0, 100);

/** The mail the company receives for one message (plain text; replies go to the visitor). */
export function contactMail(id: string, msg: IncomingContactMessage, receivedAt: string) {
  return {
    subject: `Website contact form: ${oneLine(msg.name)}`,
    replyTo: msg.email,
    reference: id,
    text: [
      `A visitor wrote through the contact form of ${COMPANY.name}.`,
      '',
      `Name:     ${oneLine(msg.name)}`,
      `Email:    ${msg.email}`,
      `Received: ${receivedAt}`,
      `Reference: ${id}`,
      '',
      msg.message,
      '',
      '--',
      'Reply to this mail to answer the visitor. The message is kept 90 days, then deleted.',
    ].join('\n'),
  };
}

/**
 * Stores the message and mails it to the company. Answers the message id.
 *
 * @throws ServiceUnavailableError when the mail could not be sent (the message stays stored,
 *   marked `failed`, so nothing is lost; the visitor is asked to try again).
 */
export async function receiveContactMessage(msg: IncomingContactMessage): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  await putContactMessage({ id, createdAt, ...msg });
  try {
    const delivery = await sendCompanyMail(contactMail(id, msg, createdAt));
    await setContactDelivery(id, delivery);
  } catch (err) {
    logger.error('contact mail failed', { reference: id, error: (err as Error)?.name });
    await setContactDelivery(id, 'failed').catch(() => undefined);
    throw new ServiceUnavailableError(CONTACT_MESSAGES.contactNotSent);
  }
  return id;
}
