/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule),
 * then sends the mails of the outbox that are due for a retry (docs/architecture.md#mail).
 */
import { sweepExpiredCvs } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';
import { retryDueMails } from '../../core/mail.js';

export const handler = async (): Promise<{
  expiredCount: number;
  mails: { sent: number; failed: number };
}> => {
  const result = await sweepExpiredCvs();
  const mails = await retryDueMails();
  logger.info('expiry sweep', { ...result, mails });
  return { ...result, mails };
};
