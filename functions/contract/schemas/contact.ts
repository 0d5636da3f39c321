/**
 * The landing page's contact form (docs/requirements.md#contact-form): the request of
 * `POST /contact`, shared by the handler and the web form so both apply the same rules.
 */
import * as z from 'zod';

/** Limits of a contact message (docs/requirements.md#contact-form, #public-limits: the message needs at least 10 characters). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** docs/requirements.md#contact-form: "non-space-non-@ text, @, text, dot, more text". */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Texts of the contact form (docs/requirements.md#contact-form) and the API's field messages. */
export const CONTACT_MESSAGES = {
  /** The form's one validation text (docs/requirements.md#contact-form). */
  invalid: 'Please fill all fields correctly (message ≥ 10 chars).',
  /** docs/requirements.md#contact-form: any unsuccessful answer or a network failure. */
  failed: 'Failed to send message. Please try again.',
  /** docs/requirements.md#contact-form: shown in green after a successful send. */
  sent: "Thanks! We'll get back to you soon.",
  name: 'Please enter your name.',
  nameLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  email: 'Please enter a valid email address.',
  emailLong: 'Email address is too long. Please enter a shorter email.',
  messageShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
  throttled: 'Too many messages from your address. Please try again later.',
} as const;

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
