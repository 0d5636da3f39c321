/**
 * S3 ObjectCreated on the CV bucket (docs/architecture.md#upload-path): checks each new object and attaches it to its
 * resume record. Records are handled one by one; a failure is rethrown so the event is retried
 * (the processing is idempotent).
 */
import type { S3Event } from 'aws-lambda';
import { readAcceptedCv } from '../../core/cv-reading.js';
import { isCvTextKey, parseCvObjectKey, processUploadedCv } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';

export const handler = async (event: S3Event): Promise<{ outcomes: string[] }> => {
  const outcomes: string[] = [];
  for (const record of event.Records ?? []) {
    // S3 URL-encodes keys in events, with '+' for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    // The text this function stores beside a CV lands in the same bucket: it is not an upload.
    if (isCvTextKey(key)) continue;
    const outcome = await processUploadedCv(key);
    logger.info('cv-received', { outcome, event: record.eventName });
    outcomes.push(outcome);
    // ── CV reading (issue 14): the accepted file's text and facts. A repeated delivery reads
    // again, so a reading that failed after the attach is retried with the event.
    if (outcome === 'attached' || outcome === 'duplicate') {
      await readAcceptedCv(parseCvObjectKey(key)!.resumeId, key);
    }
  }
  return { outcomes };
};
