/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule),
 * finishes erasures an interruption left (docs/architecture.md#order-of-erasure), reminds the
 * candidates whose CV is erased within 7 days (docs/requirements.md#candidate-mails), then sends the
 * mails of the outbox that are due for a retry (docs/architecture.md#mail).
 */
import { mailExpiryReminders } from '../../core/domain/candidate-mails.js';
import { finishInterruptedErasures } from '../../core/domain/candidates.js';
import { sweepExpiredCvs } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';
import { retryDueMails } from '../../core/mail.js';
import { traced } from '../../core/observability.js';

export const handler = traced(
  // EventBridge Scheduler's event carries nothing the sweep reads.
  async (
    _event: unknown,
  ): Promise<{
    expiredCount: number;
    erasuresFinished: number;
    remindersSent: number;
    mails: { sent: number; failed: number };
  }> => {
    const result = await sweepExpiredCvs();
    const erasuresFinished = await finishInterruptedErasures();
    const remindersSent = await mailExpiryReminders();
    const mails = await retryDueMails();
    logger.info('expiry sweep', { ...result, erasuresFinished, remindersSent, mails });
    return { ...result, erasuresFinished, remindersSent, mails };
  },
);
