/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule),
 * hands pending uploads whose file is in quarantine to cv-received instead of erasing them at their
 * 24 h (docs/architecture.md#upload-path),
 * marks sent offers past their expiry expired (docs/requirements.md#offers),
 * finishes erasures an interruption left (docs/architecture.md#order-of-erasure), reminds the
 * candidates whose CV is erased within 7 days (docs/requirements.md#candidate-mails): their mails are
 * queued, and the outbox function sends them (events/mail-outbox.ts, docs/architecture.md#mail). The
 * hourly interview reminders are a function of their own (events/interview-reminders.ts).
 */
import { mailExpiryReminders } from '../../core/domain/candidate-mails.js';
import { finishInterruptedErasures } from '../../core/domain/candidates.js';
import { handUploadToIntake } from '../../core/domain/cv-intake-handover.js';
import { sweepExpiredCvs } from '../../core/domain/cv-sweep.js';
import { expireOffers } from '../../core/domain/offers.js';
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';

export const handler = traced(
  // EventBridge Scheduler's nightly event carries nothing the sweep reads.
  async (): Promise<{
    expiredCount?: number;
    erasuresFinished?: number;
    offersExpired?: number;
    remindersSent?: number;
  }> => {
    // A pending upload whose file sits in quarantine goes to cv-received (the one intake), never erased.
    const result = await sweepExpiredCvs(new Date(), handUploadToIntake);
    // Sent offers past their expiry (docs/requirements.md#offers).
    const offersExpired = await expireOffers();
    const erasuresFinished = await finishInterruptedErasures();
    const remindersSent = await mailExpiryReminders();
    logger.info('expiry sweep', { ...result, offersExpired, erasuresFinished, remindersSent });
    return { ...result, offersExpired, erasuresFinished, remindersSent };
  },
);
