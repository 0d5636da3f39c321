/**
 * Every text of the landing page's contact form (docs/requirements.md#contact-form). The texts
 * the API shares come from the contract.
 */

import { CONTACT_FORM_TEXTS } from '@functions/contract/contact-policy';
import { CV_RETENTION_TEXT } from '@functions/contract/retention';

export const contactMessages = {
  heading: 'Send us a message',
  nameLabel: 'Name',
  namePlaceholder: 'Your name',
  emailLabel: 'Email',
  emailPlaceholder: 'you@example.com',
  messageLabel: 'Message',
  messagePlaceholder: 'How can we help? Tell us about the course, project or role you have in mind.',
  /** The honeypot's label: people never see it, screen readers skip it. */
  honeypotLabel: 'Leave this field empty',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Sent',
  /** docs/requirements.md#contact-form: one text for every validation failure. */
  invalid: CONTACT_FORM_TEXTS.invalid,
  /** docs/requirements.md#contact-form. */
  failed: CONTACT_FORM_TEXTS.failed,
  /** docs/requirements.md#contact-form, shown in green. */
  success: CONTACT_FORM_TEXTS.sent,
  privacyNote: `We use your details only to answer you and delete the message after ${CV_RETENTION_TEXT}.`,
} as const;
