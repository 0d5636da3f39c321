/**
 * The landing page's contact form (docs/requirements.md#contact-form): the request of
 * `POST /contact`, shared by the handler and the web form so both apply the same rules.
 */
import * as z from 'zod';
import { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS, CONTACT_MESSAGES } from '../contact-policy.js';

export { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS, CONTACT_MESSAGES } from '../contact-policy.js';

/**
 * `POST /contact` body. `website` is a honeypot: the form hides it from people, so only bots fill
 * it in. The handler answers such a request like any other but neither stores nor sends it.
 */
export const contactRequest = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameLong),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailLong)
    .regex(CONTACT_EMAIL_PATTERN, CONTACT_MESSAGES.email),
  message: z
    .string({ error: CONTACT_MESSAGES.messageShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
    .max(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageLong),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequest>;

/** `data` of `POST /contact`: nothing the client needs beyond `success`; `received` for clarity. */
export interface ContactResponse {
  received: true;
}
