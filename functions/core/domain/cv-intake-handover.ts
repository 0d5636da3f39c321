/**
 * An upload handed to `cv-received` (the one intake path, docs/architecture.md#upload-path) with the
 * S3 event it would have had: the scheduled sweep's way to take in a pending upload whose file sits
 * in quarantine after its event was lost or failed past its retries (docs/architecture.md#upload-path,
 * step 7), and the local gateway's start-up intake (docs/architecture.md#local-durability). The
 * sweep itself then bundles none of the intake (file sniffer, document parsers, fact finder, phone
 * rules, push), only the Lambda client, shipped beside its bundle and loaded on use
 * (docs/architecture.md#what-a-cold-start-loads).
 */
import { config } from '../config.js';
import { invokeAsyncOnUse } from '../invoke-async-on-use.js';
import { cvBucket } from '../storage.js';

/** One `ObjectCreated` record with the fields `cv-received` reads (functions/handlers/events/cv-received.ts). */
export type UploadCreatedRecord = {
  eventName: string;
  eventTime: string;
  awsRegion: string;
  s3: { bucket: { name: string; arn: string }; object: { key: string; eTag?: string; versionId?: string } };
};

/** A key as S3 event notifications write it: form-URL-encoded, `/` kept (cv-received decodes it). */
export function s3EventKey(key: string): string {
  return encodeURIComponent(key).replace(/%20/g, '+').replace(/%2F/gi, '/');
}

/**
 * The `ObjectCreated:Post` record S3 sends for a browser's upload of `key` (stored, not encoded) to
 * `bucket` in `region`, without a version: `cv-received` then checks the object's latest version.
 */
export function uploadCreatedRecord(bucket: string, key: string, region: string): UploadCreatedRecord {
  return {
    eventName: 'ObjectCreated:Post',
    eventTime: new Date().toISOString(),
    awsRegion: region,
    s3: { bucket: { name: bucket, arn: `arn:aws:s3:::${bucket}` }, object: { key: s3EventKey(key) } },
  };
}

/**
 * Starts `cv-received` (`CV_RECEIVED_FUNCTION_NAME`, an asynchronous Lambda `Event` invocation) with
 * the S3 event of the quarantine object `quarantineKey`; resolves once Lambda queued it, before the
 * intake ran. A failed intake is retried twice by Lambda, then parked in cv-received's dead-letter
 * queue; the submission stays pending and the next sweep hands it over again.
 *
 * @throws ConfigurationError without a configured cv-received function; the Lambda client's errors.
 */
export async function handUploadToIntake(quarantineKey: string): Promise<void> {
  const functionName = config('cvReceivedFunctionName');
  const region = process.env.AWS_REGION ?? '';
  await invokeAsyncOnUse(functionName, { Records: [uploadCreatedRecord(cvBucket(), quarantineKey, region)] });
}
