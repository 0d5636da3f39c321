/**
 * `POST /resume/{id}/mails` with `{ subject, body, template? }` (docs/requirements.md#candidate-messages):
 * the recruiter's own mail to the candidate, through the outbox like every candidate mail
 * (docs/architecture.md#mail): queued, tried at once within the request's time, retried by the
 * outbox otherwise. Answers 201 `{ outcome: 'sent' }` or 202 `{ outcome: 'queued' }`. Once SES
 * accepted it, the candidate's activity has a `mail.sent` line with the subject and the admin who
 * wrote it. 404 for an unknown or erased candidate, 409 for an address that refused mail before,
 * 503 when mail is not set up; nothing is queued then.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import {
  candidateMessageBody,
  CANDIDATE_MESSAGE_MESSAGES as T,
} from '../../contract/schemas/candidate-messages.js';
import { idParam } from '../../contract/schemas/common.js';
import { isSuppressed } from '../../core/data/mail-suppressions.js';
import { requireResume } from '../../core/data/resumes.js';
import { ConflictError, ServiceUnavailableError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';
import { sendMail, withinRequest } from '../../core/mail.js';

export const handler = apiHandler(
  'resume/mail-send',
  { params: z.object({ id: idParam }), body: candidateMessageBody },
  async ({ params, body, caller, remainingMs }) => {
    const record = await requireResume(params.id);
    // Refused before anything is queued: the outbox would only give it up.
    if (await isSuppressed(record.email)) throw new ConflictError(T.suppressed);
    const outcome = await sendMail(
      {
        to: record.email,
        template: 'candidate-message',
        data: { subject: body.subject, body: body.body },
        eventId: `message:${record.id}:${randomUUID()}`,
        // No subject in the entry: it is free text, and audit entries outlive an erasure with ids
        // and changed values only (docs/architecture.md#audit-log).
        about: {
          resumeId: record.id,
          ...(body.template ? { details: { from: body.template } } : {}),
          actorId: caller!.sub,
        },
      },
      withinRequest(remainingMs),
    );
    if (outcome === 'off') throw new ServiceUnavailableError(T.off);
    if (outcome === 'suppressed') throw new ConflictError(T.suppressed);
    const sent = outcome === 'sent';
    return {
      statusCode: sent ? 201 : 202,
      message: sent ? T.sent : T.queued,
      data: { outcome: sent ? 'sent' : 'queued' },
    };
  },
);
