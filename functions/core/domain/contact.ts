/**
 * The contact form's message path (docs/requirements.md#contact-form): store the message, then mail it to the
 * company (core/mail.ts: SES, locally its emulator), and record how it was delivered.
 */

import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES } from '../../contract/messages.js';
import { putContactMessage, setContactDelivery } from '../data/contact-messages.js';
import { ServiceUnavailableError } from '../errors.js';
import { logger } from '../log.js';
import { companyInbox, sendMail } from '../mail.js';

export interface IncomingContactMessage {
  name: string;
  email: string;
  message: string;
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
  // The visitor is told when the mail could not be sent and asked to send again, so a failed
  // send is not retried later (the company would get the message twice).
  const outcome = await sendMail(
    {
      to: companyInbox(),
      template: 'contact-message',
      data: { ...msg, receivedAt: createdAt, reference: id },
      eventId: `contact:${id}`,
      replyTo: msg.email,
    },
    { retry: false },
  ).catch((err) => {
    logger.error('contact mail failed', { reference: id, error: (err as Error)?.name });
    return 'failed' as const;
  });
  if (outcome === 'failed' || outcome === 'queued') {
    await setContactDelivery(id, 'failed').catch(() => undefined);
    throw new ServiceUnavailableError(CONTACT_MESSAGES.contactNotSent);
  }
  await setContactDelivery(id, outcome === 'off' ? 'off' : 'ses');
  return id;
}
