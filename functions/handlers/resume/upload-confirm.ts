/**
 * `POST /resume/upload/confirm` `{ token }` (docs/requirements.md#cv-confirmation): the owner of an
 * address confirms, with the token of the link mailed to it, a CV sent without sign-in for that
 * address; it becomes the candidate's current CV. Public (the mailbox is the proof), single use
 * (a repeated call answers `alreadyConfirmed` and changes nothing), rate limited per client address.
 * 404 `CV_CONFIRM_MESSAGES.linkInvalid` for an unknown, expired or replaced token.
 */
import { CV_CONFIRM_MESSAGES } from '../../contract/messages.js';
import { cvConfirmRequest } from '../../contract/schemas/resume.js';
import { confirmCv } from '../../core/domain/cv.js';
import { apiHandler } from '../../core/http/api.js';
import { consume, type RateRule } from '../../core/rate-limit.js';

/** Confirmations per client address and hour: a person clicks once or twice; guessing 256-bit tokens is hopeless anyway. */
export const CONFIRM_RATE_RULE = {
  scope: 'cv-confirm-ip',
  limit: 30,
  windowSeconds: 60 * 60,
} as const satisfies RateRule;

export const handler = apiHandler(
  'resume/upload-confirm',
  { body: cvConfirmRequest },
  async ({ body, sourceIp }) => {
    await consume(CONFIRM_RATE_RULE, sourceIp, CV_CONFIRM_MESSAGES.throttled);
    const done = await confirmCv(body.token);
    return {
      message: done.alreadyConfirmed ? CV_CONFIRM_MESSAGES.alreadyConfirmed : CV_CONFIRM_MESSAGES.confirmed,
      data: done,
    };
  },
);
