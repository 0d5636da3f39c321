/** Texts of the compose dialog (docs/requirements.md#candidate-messages). */
import { CANDIDATE_MESSAGE_MESSAGES } from '@functions/contract/schemas/candidate-messages';

export const candidateMailMessages = {
  title: (name: string) => `Email ${name}`,
  description: (email: string) =>
    `Sent to ${email} from the company's address, and noted in the candidate's activity with your name.`,
  startFrom: 'Start from',
  startFromHint:
    'A company template fills the subject and text for this candidate; change anything before sending.',
  blank: 'A blank mail',
  templateOption: (status: string) => `Template: ${status}`,
  subject: 'Subject',
  body: 'Message',
  count: (n: number, max: number) =>
    `${n.toLocaleString('en-IE')} of ${max.toLocaleString('en-IE')} characters`,
  send: 'Send',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: (name: string) => `Mail sent to ${name}.`,
  queued: `${CANDIDATE_MESSAGE_MESSAGES.queued}.`,
  failed: (reason: string) => `The mail was not sent: ${reason}`,
} as const;
