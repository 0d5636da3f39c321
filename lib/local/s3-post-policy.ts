/**
 * The checks S3 makes on a browser-based POST upload, for the local S3 (s3rver, which checks none)
 * (docs/architecture.md#upload-path): the policy's SigV4 signature with the local credentials, its
 * expiration, every condition (`eq`, `starts-with`, exact `{ field: value }`, `content-length-range`)
 * and no form field outside the conditions. The rules are S3's own:
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Transform } from 'node:stream';

/** A refusal as S3 words it: the error code (its HTTP status follows from it) and the message. */
export interface PostRefusal {
  code: 'AccessDenied' | 'InvalidPolicyDocument' | 'EntityTooLarge' | 'EntityTooSmall';
  message: string;
}

/** What a POST may write once its policy holds: the byte range of `content-length-range`, if any. */
export interface PostGrant {
  minBytes: number;
  maxBytes: number;
}

/** Form fields S3 never asks a condition for (the signature cannot sign itself; `x-ignore-*` by rule). */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

type Condition = Record<string, unknown> | unknown[];

const denied = (message: string): PostRefusal => ({ code: 'AccessDenied', message });

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * Checks a POST form against its policy.
 *
 * @param form the form fields sent before the file, names lower-cased (values as sent).
 * @param target the bucket of the URL; `now` the time of the check.
 * @param expect the local credentials and region the policy must be signed with.
 * @returns the size range to enforce on the file, or the refusal (403 `AccessDenied` for a missing,
 *   badly signed or expired policy and for any failed condition; 400 `InvalidPolicyDocument` for a
 *   policy that is not JSON of the documented shape).
 */
export function checkPostPolicy(
  form: Record<string, string>,
  target: { bucket: string; now: Date },
  expect: { credentials: { accessKeyId: string; secretAccessKey: string }; region: string },
): PostGrant | PostRefusal {
  const policyB64 = form.policy;
  if (!policyB64) return denied('Bucket POST must contain a policy (anonymous uploads are not allowed).');
  if (form['x-amz-algorithm'] !== 'AWS4-HMAC-SHA256')
    return denied('Bucket POST must be signed with x-amz-algorithm AWS4-HMAC-SHA256.');
  const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(form['x-amz-credential'] ?? '');
  if (!credential) return denied('Bucket POST has no valid x-amz-credential.');
  const [, accessKeyId, day, region] = credential;
  if (accessKeyId !== expect.credentials.accessKeyId)
    return denied('The AWS Access Key Id you provided does not exist in our records.');
  if (region !== expect.region) return denied('The credential is scoped to another region.');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${expect.credentials.secretAccessKey}`, day!), region!), 's3'),
    'aws4_request',
  );
  const ours = hmac(signingKey, policyB64);
  const theirs = Buffer.from(
    /^[0-9a-f]{64}$/.test(form['x-amz-signature'] ?? '') ? form['x-amz-signature']! : '',
    'hex',
  );
  if (theirs.length !== ours.length || !timingSafeEqual(ours, theirs))
    return denied('The request signature we calculated does not match the signature you provided.');

  let policy: { expiration?: unknown; conditions?: unknown };
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8'));
  } catch {
    return { code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  const expiration = typeof policy.expiration === 'string' ? Date.parse(policy.expiration) : Number.NaN;
  if (!Array.isArray(policy.conditions) || Number.isNaN(expiration))
    return { code: 'InvalidPolicyDocument', message: 'Invalid Policy: needs an expiration and conditions.' };
  if (target.now.getTime() > expiration) return denied('Invalid according to Policy: Policy expired.');

  // The values a condition is checked against: the form's fields, and the bucket of the URL.
  const values: Record<string, string> = { ...form, bucket: target.bucket };
  const conditioned = new Set<string>();
  const grant: PostGrant = { minBytes: 0, maxBytes: Number.POSITIVE_INFINITY };
  const failed = (condition: Condition) =>
    denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);

  for (const condition of policy.conditions as Condition[]) {
    if (Array.isArray(condition)) {
      const [op, field, value] = condition;
      if (op === 'content-length-range') {
        grant.minBytes = Number(field);
        grant.maxBytes = Number(value);
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || typeof field !== 'string' || !field.startsWith('$'))
        return {
          code: 'InvalidPolicyDocument',
          message: `Invalid Policy: unknown condition ${JSON.stringify(condition)}`,
        };
      const name = field.slice(1).toLowerCase();
      conditioned.add(name);
      const actual = values[name] ?? '';
      const ok = op === 'eq' ? actual === String(value) : actual.startsWith(String(value ?? ''));
      if (!ok) return failed(condition);
    } else if (condition && typeof condition === 'object') {
      for (const [field, value] of Object.entries(condition)) {
        const name = field.toLowerCase();
        conditioned.add(name);
        if ((values[name] ?? '') !== String(value)) return failed({ [field]: value });
      }
    } else {
      return {
        code: 'InvalidPolicyDocument',
        message: 'Invalid Policy: a condition is neither an array nor an object.',
      };
    }
  }
  const extra = Object.keys(form).filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !conditioned.has(name),
  );
  if (extra.length) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return grant;
}

/**
 * A pass-through stream that fails with `EntityTooLarge` as soon as more than `grant.maxBytes` have
 * passed, and with `EntityTooSmall` at the end when fewer than `grant.minBytes` did; `toError` turns
 * the refusal into the error the server answers with.
 */
export function sizeLimit(grant: PostGrant, toError: (refusal: PostRefusal) => Error): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > grant.maxBytes)
        return callback(
          toError({
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size',
          }),
        );
      callback(null, chunk);
    },
    flush(callback) {
      if (bytes < grant.minBytes)
        return callback(
          toError({
            code: 'EntityTooSmall',
            message: 'Your proposed upload is smaller than the minimum allowed size',
          }),
        );
      callback();
    },
  });
}
