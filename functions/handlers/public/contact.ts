/**
 * `POST /contact`: the landing page's contact form (docs/requirements.md#contact-form). The message is
 * stored and mailed to the company. Two guards keep bots out:
 * - the `website` honeypot, hidden from people: a request that fills it gets the same 202 answer
 *   as a real one, but nothing is stored, counted or sent (the bot learns nothing);
 * - a per-address limit of {@link CONTACT_RATE_RULE}: past it, 429 with Retry-After.
 */
import { CONTACT_MESSAGES, contactRequest } from '../../contract/schemas/contact.js';
import { receiveContactMessage } from '../../core/domain/contact.js';
import { apiHandler } from '../../core/http/api.js';
import { logger } from '../../core/log.js';
import { consume, type RateRule } from '../../core/rate-limit.js';

/** Five messages per client address per 15 minutes: more than a person writes, less than a bot. */
export const CONTACT_RATE_RULE: RateRule = { scope: 'contact-ip', limit: 5, windowSeconds: 15 * 60 };

const ACCEPTED = { statusCode: 202, message: 'Message received', data: { received: true } } as const;

export const handler = apiHandler(
  'public/contact',
  { body: contactRequest, maxBodyBytes: 16 * 1024 },
  async ({ body, sourceIp }) => {
    if (body.website?.trim()) {
      logger.info('contact form honeypot filled: request dropped');
      return ACCEPTED;
    }
    await consume(CONTACT_RATE_RULE, sourceIp, CONTACT_MESSAGES.throttled);
    await receiveContactMessage({ name: body.name, email: body.email, message: body.message });
    return ACCEPTED;
  },
);
