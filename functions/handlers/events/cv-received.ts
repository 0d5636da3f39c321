/**
 * S3 ObjectCreated on the CV bucket (docs/architecture.md#upload-path): checks each new object and accepts it into
 * its submission, or erases it. Records are handled one by one; a failure is rethrown so the event is retried
 * (the processing is idempotent).
 */
import type { S3Event } from 'aws-lambda';
import { processUploadedCv } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';

export const handler = async (event: S3Event): Promise<{ outcomes: string[] }> => {
  const outcomes: string[] = [];
  for (const record of event.Records ?? []) {
    // S3 URL-encodes keys in events, with '+' for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    // The check is on this event's own object version and ETag, never on the key alone.
    const { eTag, versionId } = record.s3.object as { eTag?: string; versionId?: string };
    const outcome = await processUploadedCv(key, { eTag, versionId });
    logger.info('cv-received', { outcome, event: record.eventName });
    outcomes.push(outcome);
  }
  return { outcomes };
};
