/**
 * The private CV bucket: presigned POSTs for uploads straight from the browser, presigned GETs for
 * admins, and erasure of every version of an object (the bucket is versioned in the cloud, so a plain
 * DeleteObject would only hide the file: GDPR erasure must remove each version).
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from './clients.js';
import { config } from './config.js';
import { type PresignedPost, postSigning, signPost } from './presigned-post.js';

export const cvBucket = (): string => config('cvBucket');

/** Seconds a presigned POST stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 300;

/**
 * A presigned POST for exactly one object: the key we chose, the exact Content-Type, and a size range
 * in bytes (enforced by S3 in the cloud and by the local platform's check of the policy,
 * lib/local/s3-post-policy.ts; `cv-received` still re-checks size and magic bytes). Signed without
 * the S3 client (core/presigned-post.ts): the upload's cold start loads no S3 code.
 */
export async function presignCvUpload(opts: {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
}): Promise<PresignedPost> {
  return signPost(
    {
      bucket: cvBucket(),
      key: opts.key,
      conditions: [
        ['content-length-range', opts.minBytes, opts.maxBytes],
        ['eq', '$Content-Type', opts.contentType],
      ],
      fields: { 'Content-Type': opts.contentType },
      expiresSeconds: UPLOAD_URL_TTL_SECONDS,
    },
    await postSigning(),
  );
}

/** A presigned GET valid for `ttlSeconds`; `attachment` makes the browser download instead of display. */
export async function presignCvDownload(
  key: string,
  fileName: string,
  attachment: boolean,
  ttlSeconds = 300,
) {
  const disposition = `${attachment ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({ Bucket: cvBucket(), Key: key, ResponseContentDisposition: disposition }),
    { expiresIn: ttlSeconds },
  );
}

/** Size in bytes of an object, or `undefined` when it does not exist. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: cvBucket(), Key: key }));
    return head.ContentLength;
  } catch (err) {
    if ((err as { name?: string }).name === 'NotFound' || (err as { name?: string }).name === 'NoSuchKey') {
      return undefined;
    }
    throw err;
  }
}

/** The whole object as bytes (CVs are at most 5 MB). */
export async function readObject(key: string): Promise<Uint8Array> {
  const out = await s3Client().send(new GetObjectCommand({ Bucket: cvBucket(), Key: key }));
  return out.Body!.transformToByteArray();
}

/** Writes a small object the server produces itself (a CV's extracted text), replacing any previous one. */
export async function writeObject(
  key: string,
  body: string | Uint8Array,
  contentType: string,
): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: cvBucket(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** One version of an object as read: its bytes, ETag (quotes stripped) and version id when versioned. */
export interface ObjectVersion {
  bytes: Uint8Array;
  eTag: string;
  versionId?: string;
}

const isMissing = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || name === 'NoSuchVersion';
};

const bareETag = (eTag: string | undefined) => (eTag ?? '').replace(/"/g, '');

/**
 * The object `key` (the version `versionId` when given: an event names the version it reports), or
 * `undefined` when it does not exist (any more).
 */
export async function readObjectVersion(key: string, versionId?: string): Promise<ObjectVersion | undefined> {
  try {
    const out = await s3Client().send(
      new GetObjectCommand({ Bucket: cvBucket(), Key: key, ...(versionId ? { VersionId: versionId } : {}) }),
    );
    return {
      bytes: await out.Body!.transformToByteArray(),
      eTag: bareETag(out.ETag),
      ...(out.VersionId && out.VersionId !== 'null' ? { versionId: out.VersionId } : {}),
    };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/**
 * Copies exactly the version read (`from.versionId` when versioned) to `to` with its detected
 * `contentType`, and answers the copy's ETag (equal to the source's for the same bytes).
 */
export async function copyObjectVersion(
  from: { key: string; versionId?: string },
  to: string,
  contentType: string,
): Promise<string> {
  const source = `${cvBucket()}/${encodeURIComponent(from.key).replace(/%2F/g, '/')}`;
  const out = await s3Client().send(
    new CopyObjectCommand({
      Bucket: cvBucket(),
      Key: to,
      CopySource: from.versionId ? `${source}?versionId=${from.versionId}` : source,
      ContentType: contentType,
      MetadataDirective: 'REPLACE',
    }),
  );
  return bareETag(out.CopyObjectResult?.ETag);
}

/** Keys under `prefix` last written before `before` (abandoned quarantine objects, for the sweep). */
export async function listObjectsOlderThan(prefix: string, before: Date): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({ Bucket: cvBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? [])
      if (o.Key && o.LastModified && o.LastModified.getTime() < before.getTime()) found.push(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/**
 * Removes an object for good: every version and delete marker when the bucket is versioned, the
 * object itself otherwise. Deleting a missing key is not an error (idempotent).
 */
export async function eraseObject(key: string): Promise<void> {
  let versions: { Key?: string; VersionId?: string }[] = [];
  try {
    const listed = await s3Client().send(new ListObjectVersionsCommand({ Bucket: cvBucket(), Prefix: key }));
    versions = [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])].filter((v) => v.Key === key);
  } catch {
    // Stores without versioning support (the local emulator) fall through to a plain delete.
  }
  const withIds = versions.filter((v) => v.VersionId && v.VersionId !== 'null');
  if (withIds.length === 0) {
    await s3Client().send(new DeleteObjectCommand({ Bucket: cvBucket(), Key: key }));
    return;
  }
  for (const v of withIds) {
    await s3Client().send(new DeleteObjectCommand({ Bucket: cvBucket(), Key: key, VersionId: v.VersionId }));
  }
}

/**
 * Erases every object (and every version of each) whose key starts with `prefix`, e.g. all the CV
 * uploads of one candidate (`cvs/{resumeId}/`): the current CV, replaced or rejected uploads, and
 * an upload that arrived after its record changed. Returns how many objects were erased.
 */
export async function erasePrefix(prefix: string): Promise<number> {
  const objectKeys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({ Bucket: cvBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) if (o.Key) objectKeys.add(o.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // Versions whose current object is already a delete marker do not show in the listing above.
  try {
    let keyMarker: string | undefined;
    let versionMarker: string | undefined;
    do {
      const page = await s3Client().send(
        new ListObjectVersionsCommand({
          Bucket: cvBucket(),
          Prefix: prefix,
          KeyMarker: keyMarker,
          VersionIdMarker: versionMarker,
        }),
      );
      for (const v of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])])
        if (v.Key) objectKeys.add(v.Key);
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      versionMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (keyMarker);
  } catch (err) {
    // Stores without versioning support (the local emulator) answer NotImplemented: the plain
    // listing above found every object there is.
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 501) {
      const name = (err as { name?: string }).name ?? '';
      if (!/NotImplemented|MethodNotAllowed/.test(name)) throw err;
    }
  }
  for (const key of objectKeys) await eraseObject(key);
  return objectKeys.size;
}
