/**
 * A mail a recruiter writes to one candidate from the candidate page (`POST /resume/{id}/mails`,
 * docs/requirements.md#candidate-messages): a subject and a plain-text body, optionally started
 * from one of the company's status mail templates (named in `template`, kept in the activity).
 */
import * as z from 'zod';
import { STATUS_MAIL_LIMITS, STATUS_MAIL_MESSAGES, STATUS_MAIL_STATUSES } from '../status-mails.js';

/** Lengths of a written mail (characters): those of a template, so a template always fits. */
export const CANDIDATE_MESSAGE_LIMITS = STATUS_MAIL_LIMITS;

/** Texts of the route's answers and the compose dialog. */
export const CANDIDATE_MESSAGE_MESSAGES = {
  subjectRequired: STATUS_MAIL_MESSAGES.subjectRequired,
  subjectLong: STATUS_MAIL_MESSAGES.subjectLong,
  subjectOneLine: 'The subject must be on one line',
  bodyRequired: STATUS_MAIL_MESSAGES.bodyRequired,
  bodyLong: STATUS_MAIL_MESSAGES.bodyLong,
  template: 'template must be rejected, interview_scheduled or hired',
  sent: 'Mail sent to the candidate',
  queued: 'The mail could not be sent now; it is queued and will be retried',
  off: 'Mail is not set up on this site: nothing was sent',
  suppressed: 'This address refused earlier mail (it bounced or was reported): nothing was sent',
} as const;
const T = CANDIDATE_MESSAGE_MESSAGES;

/** `POST /resume/{id}/mails` body. */
export const candidateMessageBody = z.object({
  subject: z
    .string({ error: T.subjectRequired })
    .trim()
    .min(1, T.subjectRequired)
    .max(CANDIDATE_MESSAGE_LIMITS.subjectMax, T.subjectLong)
    .refine((s) => !/[\r\n]/.test(s), T.subjectOneLine),
  body: z
    .string({ error: T.bodyRequired })
    .trim()
    .min(1, T.bodyRequired)
    .max(CANDIDATE_MESSAGE_LIMITS.bodyMax, T.bodyLong),
  /** The company template the text started from, if any (docs/requirements.md#status-mails). */
  template: z.enum(STATUS_MAIL_STATUSES, { error: T.template }).optional(),
});
export type CandidateMessageRequest = z.input<typeof candidateMessageBody>;

/** `data` of `POST /resume/{id}/mails`: `sent` when out now, `queued` when the outbox sends it. */
export interface CandidateMessageResponse {
  outcome: 'sent' | 'queued';
}
