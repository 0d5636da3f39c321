/**
 * Browser-based POST uploads to S3 (docs/architecture.md#upload-path), signed here around the AWS
 * SDK's own SigV4 signer instead of by `@aws-sdk/s3-presigned-post`. That package needs an
 * `S3Client` (the client with its operations' schemas, checksums, S3 middleware and XML builder:
 * ~130 KB minified) only to read the credentials and region and to resolve the bucket's endpoint,
 * and every `POST /resume/upload` cold start compiled it for what is one HMAC of the policy (no
 * call to S3 is made). The policy and fields are built as that package builds them, field for
 * field and condition for condition, so S3 (and the local emulator's check,
 * lib/local/s3-post-policy.ts) sees the same form; `test/unit/presigned-post.test.ts` compares the
 * two for fixed inputs. Credentials come from the provider every SDK client of the functions uses
 * (`@aws-sdk/credential-provider-node`, which the Lambda bundles alias to
 * `core/lambda-credentials.ts`: the environment's). The rules are S3's:
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import {
  ALGORITHM_IDENTIFIER,
  ALGORITHM_QUERY_PARAM,
  AMZ_DATE_QUERY_PARAM,
  CREDENTIAL_QUERY_PARAM,
  createScope,
  SIGNATURE_QUERY_PARAM,
  SignatureV4,
  TOKEN_QUERY_PARAM,
} from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { onClientsReset } from './clients.js';
import { optionalConfig } from './config.js';
import { ConfigurationError } from './errors.js';

/** A policy condition: `[op, $field, value]`, `['content-length-range', min, max]` or `{ field: value }`. */
export type PostCondition =
  | ['eq' | 'starts-with', string, string]
  | ['content-length-range', number, number]
  | Record<string, string>;

/** What the browser needs: the URL to POST to and the form fields to send before the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Where and as whom a POST is signed (`postSigning` reads them from the environment). */
export interface PostSigning {
  credentials: AwsCredentialIdentity;
  region: string;
  /** A custom S3 endpoint (`AWS_ENDPOINT_URL_S3`, the local emulator); absent in AWS. */
  endpoint?: string;
  /** Path-style URLs (`{endpoint}/{bucket}`) instead of virtual-hosted ones. */
  forcePathStyle?: boolean;
  /** The signing time; the policy expires `expiresSeconds` after it. */
  now: Date;
}

/** The one object a POST may write. */
export interface PostTarget {
  bucket: string;
  /** The exact key (no `${filename}`: the server chooses every key). */
  key: string;
  /** Conditions beyond the ones every field gets. */
  conditions: PostCondition[];
  /** Form fields of the caller's (each also becomes an exact condition). */
  fields: Record<string, string>;
  expiresSeconds: number;
}

/** `2026-11-28T17:00:00.000Z` → `2026-11-28T17:00:00Z` (the policy's and the signature's ISO 8601). */
const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Bucket names S3 serves as `{bucket}.s3.{region}...` over HTTPS (no dots, DNS label rules). */
const virtualHostable = (bucket: string) =>
  /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket) && !/^\d+\.\d+\.\d+\.\d+$/.test(bucket);

/**
 * The URL a POST to `bucket` goes to, as the S3 client's endpoint rules resolve it for a
 * PutObject: in AWS (standard partition) `https://{bucket}.s3.{region}.amazonaws.com/`, or
 * `https://s3.{region}.amazonaws.com/{bucket}` for a name that cannot be a host label; with a custom
 * `endpoint`, `{endpoint}/{bucket}` path style (also for an IP address), or
 * `{scheme}://{bucket}.{host}{path}`.
 */
export function postUrl(
  bucket: string,
  s: Pick<PostSigning, 'region' | 'endpoint' | 'forcePathStyle'>,
): string {
  if (s.endpoint) {
    const base = new URL(s.endpoint);
    const path = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    const ipHost = /^\d+\.\d+\.\d+\.\d+$|^\[/.test(base.hostname);
    if (s.forcePathStyle || ipHost || !virtualHostable(bucket))
      return `${base.origin}${path}${encodeURIComponent(bucket)}`;
    return `${base.protocol}//${bucket}.${base.host}${base.pathname}`;
  }
  const dnsSuffix = s.region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  if (s.forcePathStyle || !virtualHostable(bucket))
    return `https://s3.${s.region}.${dnsSuffix}/${encodeURIComponent(bucket)}`;
  return `https://${bucket}.s3.${s.region}.${dnsSuffix}/`;
}

/**
 * Signs a POST policy for `target`. Pure: the same inputs give the same form.
 *
 * @returns the URL and the fields in the order `@aws-sdk/s3-presigned-post` gives them: the
 *   caller's fields, `bucket`, `X-Amz-Algorithm`, `X-Amz-Credential`, `X-Amz-Date`,
 *   `X-Amz-Security-Token` (only with a session token), `key`, `Policy` (base64 of the JSON
 *   policy) and `X-Amz-Signature` (hex HMAC-SHA256 of `Policy` with the SigV4 key of the day,
 *   region and `s3`).
 */
export async function signPost(target: PostTarget, s: PostSigning): Promise<PresignedPost> {
  const signingDate = iso8601(s.now).replace(/[-:]/g, '');
  const scope = createScope(signingDate.slice(0, 8), s.region, 's3');
  const fields: Record<string, string> = {
    ...target.fields,
    bucket: target.bucket,
    [ALGORITHM_QUERY_PARAM]: ALGORITHM_IDENTIFIER,
    [CREDENTIAL_QUERY_PARAM]: `${s.credentials.accessKeyId}/${scope}`,
    [AMZ_DATE_QUERY_PARAM]: signingDate,
    ...(s.credentials.sessionToken ? { [TOKEN_QUERY_PARAM]: s.credentials.sessionToken } : {}),
  };
  // Each condition once, in this order: the caller's, one per field, the key.
  const conditions = new Set<string>();
  for (const condition of target.conditions) conditions.add(JSON.stringify(condition));
  for (const [name, value] of Object.entries(fields)) conditions.add(JSON.stringify({ [name]: value }));
  conditions.add(JSON.stringify({ key: target.key }));
  const policy = Buffer.from(
    JSON.stringify({
      expiration: iso8601(new Date(s.now.getTime() + target.expiresSeconds * 1000)),
      conditions: [...conditions].map((c) => JSON.parse(c)),
    }),
    'utf8',
  ).toString('base64');
  const signer = new SignatureV4({
    credentials: s.credentials,
    region: s.region,
    service: 's3',
    sha256: Sha256,
  });
  return {
    url: postUrl(target.bucket, s),
    fields: {
      ...fields,
      key: target.key,
      Policy: policy,
      [SIGNATURE_QUERY_PARAM]: await signer.sign(policy, { signingDate: s.now }),
    },
  };
}

let credentials: AwsCredentialIdentityProvider | undefined;
onClientsReset(() => {
  credentials = undefined;
});

/**
 * The signing context of this function, read as the SDK clients read theirs: the credentials of
 * the provider every client uses (memoised: refreshed before they expire), `AWS_REGION`, the S3
 * endpoint `AWS_ENDPOINT_URL_S3` (or `AWS_ENDPOINT_URL`) unless `AWS_IGNORE_CONFIGURED_ENDPOINT_URLS`,
 * and `S3_FORCE_PATH_STYLE` (core/config.ts). Throws `ConfigurationError` without a region.
 */
export async function postSigning(now = new Date()): Promise<PostSigning> {
  const region = process.env.AWS_REGION;
  if (!region) throw new ConfigurationError('AWS_REGION is not set');
  credentials ??= defaultProvider();
  const endpoint =
    process.env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS === 'true'
      ? undefined
      : process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL || undefined;
  return {
    credentials: await credentials(),
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: optionalConfig('s3ForcePathStyle') === 'true',
    now,
  };
}
