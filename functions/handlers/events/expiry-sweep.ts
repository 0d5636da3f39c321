/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule),
 * runs the intake of pending uploads whose file is in quarantine before their 24 h would erase them
 * (docs/architecture.md#upload-path),
 * marks sent offers past their expiry expired (docs/requirements.md#offers),
 * finishes erasures an interruption left (docs/architecture.md#order-of-erasure), reminds the
 * candidates whose CV is erased within 7 days (docs/requirements.md#candidate-mails), then sends the
 * mails of the outbox that are due (docs/architecture.md#mail). With `{ source: 'outbox' }` (the
 * schedule every minute; locally the gateway's timer) it runs the outbox only; with
 * `{ source: 'interview-reminders' }` (hourly) the interview reminders only
 * (docs/architecture.md#interview-reminders).
 */
import { INTERVIEW_REMINDERS_EVENT, OUTBOX_RUN_EVENT } from '../../contract/routes.js';
import { mailExpiryReminders } from '../../core/domain/candidate-mails.js';
import { finishInterruptedErasures } from '../../core/domain/candidates.js';
import { sweepExpiredCvs } from '../../core/domain/cv.js';
import type { AcceptedFileReader } from '../../core/domain/cv-intake-steps.js';
import { sendInterviewReminders } from '../../core/domain/my-interviews.js';
import { expireOffers } from '../../core/domain/offers.js';
import { logger } from '../../core/log.js';
import { retryDueMails } from '../../core/mail.js';
import { traced } from '../../core/observability.js';

/**
 * cv-received's reader (core/cv-reading.ts), loaded when a quarantined upload is first read: the
 * document parsers it brings (unpdf, mammoth; most of the bundle) stay off the sweep's cold start,
 * and most runs (the outbox's, every minute) read no file at all (docs/architecture.md#observability).
 */
const acceptedFileReader: AcceptedFileReader = {
  read: async (cvKey, options) =>
    (await import('../../core/cv-reading.js')).acceptedFileReader.read(cvKey, options),
  requestOcr: async (target) =>
    (await import('../../core/cv-reading.js')).acceptedFileReader.requestOcr(target),
};

export const handler = traced(
  // EventBridge Scheduler's nightly event carries nothing the sweep reads.
  async (
    event: unknown,
  ): Promise<{
    expiredCount?: number;
    erasuresFinished?: number;
    offersExpired?: number;
    remindersSent?: number;
    interviewReminders?: { before: number; feedback: number };
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
    if ((event as { source?: unknown } | undefined)?.source === INTERVIEW_REMINDERS_EVENT.source) {
      const interviewReminders = await sendInterviewReminders();
      logger.info('interview reminders', interviewReminders);
      return { interviewReminders, mails: { sent: 0, failed: 0 } };
    }
    // With the reader cv-received uses: a pending upload whose file sits in quarantine is taken in, never erased.
    const result = await sweepExpiredCvs(new Date(), acceptedFileReader);
    // Sent offers past their expiry (docs/requirements.md#offers).
    const offersExpired = await expireOffers();
    const erasuresFinished = await finishInterruptedErasures();
    const remindersSent = await mailExpiryReminders();
    const mails = await retryDueMails();
    logger.info('expiry sweep', { ...result, offersExpired, erasuresFinished, remindersSent, mails });
    return { ...result, offersExpired, erasuresFinished, remindersSent, mails };
  },
);
