/**
 * The contact form's limits, e-mail pattern and texts (docs/requirements.md#contact-form), without
 * the zod schema: the landing page renders the form from these at once and loads the schema
 * (`schemas/contact.ts`) only when a message is sent.
 */

/** Limits of a contact message (docs/requirements.md#contact-form, #public-limits: the message needs at least 10 characters). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** docs/requirements.md#contact-form: "non-space-non-@ text, @, text, dot, more text". */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own texts (docs/requirements.md#contact-form), apart so the page carries only these. */
export const CONTACT_FORM_TEXTS = {
  /** The form's one validation text (docs/requirements.md#contact-form). */
  invalid: 'Please fill all fields correctly (message ≥ 10 chars).',
  /** docs/requirements.md#contact-form: any unsuccessful answer or a network failure. */
  failed: 'Failed to send message. Please try again.',
  /** docs/requirements.md#contact-form: shown in green after a successful send. */
  sent: "Thanks! We'll get back to you soon.",
} as const;

/** Texts of the contact form (docs/requirements.md#contact-form) and the API's field messages. */
export const CONTACT_MESSAGES = {
  ...CONTACT_FORM_TEXTS,
  name: 'Please enter your name.',
  nameLong: `Name must be at most ${CONTACT_LIMITS.nameMax} characters.`,
  email: 'Please enter a valid email address.',
  emailLong: 'Email address is too long. Please enter a shorter email.',
  messageShort: `Message must be at least ${CONTACT_LIMITS.messageMin} characters.`,
  messageLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters.`,
  throttled: 'Too many messages from your address. Please try again later.',
} as const;
