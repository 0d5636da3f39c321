/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule),
 * finishes erasures an interruption left (docs/architecture.md#order-of-erasure),
 * then sends the mails of the outbox that are due for a retry (docs/architecture.md#mail).
 */
import { finishInterruptedErasures } from '../../core/domain/candidates.js';
import { sweepExpiredCvs } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';
import { retryDueMails } from '../../core/mail.js';

export const handler = async (): Promise<{
  expiredCount: number;
  erasuresFinished: number;
  mails: { sent: number; failed: number };
}> => {
  const result = await sweepExpiredCvs();
  const erasuresFinished = await finishInterruptedErasures();
  const mails = await retryDueMails();
  logger.info('expiry sweep', { ...result, erasuresFinished, mails });
  return { ...result, erasuresFinished, mails };
};
