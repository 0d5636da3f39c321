/**
 * S3 ObjectCreated on the CV bucket (docs/architecture.md#upload-path): checks each new object and accepts it into
 * its submission, or erases it. Records are handled one by one; a failure is rethrown so the event is retried
 * (the processing is idempotent).
 */
import type { S3Event } from 'aws-lambda';
import { parseCvKey } from '../../contract/cv-keys.js';
import { acceptedFileReader } from '../../core/cv-reading.js';
import { processUploadedCv } from '../../core/domain/cv.js';
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';

export const handler = traced(async (event: S3Event): Promise<{ outcomes: string[] }> => {
  const outcomes: string[] = [];
  for (const record of event.Records ?? []) {
    // S3 URL-encodes keys in events, with '+' for spaces.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    // The text this function stores beside an accepted file lands in the same bucket: it is not an
    // upload; nor is the search index the indexer keeps there (docs/architecture.md#search), nor an
    // offer letter the server wrote (docs/requirements.md#offers).
    const kind = parseCvKey(key).kind;
    if (kind === 'text' || kind === 'search' || kind === 'letter') continue;
    // The check is on this event's own object version and ETag, never on the key alone; an accepted
    // file is read under its final key (text beside it, facts on its submission).
    const { eTag, versionId } = record.s3.object as { eTag?: string; versionId?: string };
    const outcome = await processUploadedCv(key, { eTag, versionId }, acceptedFileReader);
    logger.info('cv-received', { outcome, event: record.eventName });
    outcomes.push(outcome);
  }
  return { outcomes };
});
