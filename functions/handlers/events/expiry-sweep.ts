/**
 * The nightly expiry sweep (EventBridge 02:00 Europe/Dublin; locally on start and hourly; `npm run
 * sweep`): marks records past `expiryDate` expired and erases their CV files (docs/architecture.md#realtime-and-schedule).
 */
import { sweepExpiredCvs } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';

export const handler = async (): Promise<{ expiredCount: number }> => {
  const result = await sweepExpiredCvs();
  logger.info('expiry sweep', result);
  return result;
};
