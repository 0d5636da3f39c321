/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule),
 * hands pending uploads whose file is in quarantine to cv-received instead of erasing them at their
 * 24 h (docs/architecture.md#upload-path),
 * marks sent offers past their expiry expired (docs/requirements.md#offers),
 * finishes erasures an interruption left (docs/architecture.md#order-of-erasure), reminds the
 * candidates whose CV is erased within 7 days (docs/requirements.md#candidate-mails), then sends the
 * mails of the outbox that are due (docs/architecture.md#mail). With `{ source: 'outbox' }` (the
 * schedule every minute; locally the gateway's timer) it runs the outbox only. The hourly interview
 * reminders are a function of their own (events/interview-reminders.ts).
 */
import { OUTBOX_RUN_EVENT } from '../../contract/routes.js';
import { mailExpiryReminders } from '../../core/domain/candidate-mails.js';
import { finishInterruptedErasures } from '../../core/domain/candidates.js';
import { handUploadToIntake } from '../../core/domain/cv-intake-handover.js';
import { sweepExpiredCvs } from '../../core/domain/cv-sweep.js';
import { expireOffers } from '../../core/domain/offers.js';
import { logger } from '../../core/log.js';
import { retryDueMails } from '../../core/mail.js';
import { traced } from '../../core/observability.js';

export const handler = traced(
  // EventBridge Scheduler's nightly event carries nothing the sweep reads.
  async (
    event: unknown,
  ): Promise<{
    expiredCount?: number;
    erasuresFinished?: number;
    offersExpired?: number;
    remindersSent?: number;
    mails: { sent: number; failed: number };
  }> => {
    if ((event as { source?: unknown } | undefined)?.source === OUTBOX_RUN_EVENT.source) {
      // Every minute: a failure (the table down) is the next run's work, not a dead letter per minute.
      const mails = await retryDueMails().catch((err) => {
        logger.warn('mail outbox run failed', { error: (err as Error)?.name });
        return { sent: 0, failed: 0 };
      });
      if (mails.sent || mails.failed) logger.info('mail outbox', { mails });
      return { mails };
    }
    // A pending upload whose file sits in quarantine goes to cv-received (the one intake), never erased.
    const result = await sweepExpiredCvs(new Date(), handUploadToIntake);
    // Sent offers past their expiry (docs/requirements.md#offers).
    const offersExpired = await expireOffers();
    const erasuresFinished = await finishInterruptedErasures();
    const remindersSent = await mailExpiryReminders();
    const mails = await retryDueMails();
    logger.info('expiry sweep', { ...result, offersExpired, erasuresFinished, remindersSent, mails });
    return { ...result, offersExpired, erasuresFinished, remindersSent, mails };
  },
);
