/**
 * SigV4 verification of the local `@connections` management API (docs/architecture.md#local-gateway):
 * API Gateway refuses unsigned calls and calls signed with other credentials, so the local one does
 * too. The request is signed again with the local credentials the handlers use
 * (`lib/local/resources.ts`), over exactly the headers the caller signed, and the two signatures
 * are compared in constant time.
 */
import { createHash, createHmac, type Hash, type Hmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

/** SHA-256 (HMAC-SHA-256 with a secret) on node:crypto, in the shape the signer takes. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret
      ? createHmac('sha256', typeof secret === 'string' ? secret : Buffer.from(secret as ArrayBuffer))
      : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** How far a request's `x-amz-date` may be from now, as in AWS (milliseconds). */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** `20240131T120000Z` → Date, or undefined. */
function amzDate(value: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

/**
 * Why `req` (with its already read `body`) is not a valid SigV4 request for `service` signed with
 * `credentials`, or `undefined` when it is.
 *
 * @param expect.region the region the signature must be scoped to.
 * @returns a short reason for the 403 answer.
 */
export async function sigV4Problem(
  req: IncomingMessage,
  body: Uint8Array,
  expect: { credentials: { accessKeyId: string; secretAccessKey: string }; region: string; service: string },
): Promise<string | undefined> {
  const header = req.headers.authorization;
  const m = header ? AUTHORIZATION.exec(header) : null;
  if (!m) return 'Missing Authentication Token';
  const [, accessKeyId, , region, service, signedHeaderList, signature] = m;
  if (accessKeyId !== expect.credentials.accessKeyId)
    return 'The security token included in the request is invalid.';
  if (region !== expect.region || service !== expect.service)
    return 'Credential should be scoped to a valid region.';
  const date = amzDate(req.headers['x-amz-date'] as string | undefined);
  if (!date || Math.abs(Date.now() - date.getTime()) > MAX_CLOCK_SKEW_MS) return 'Signature expired';

  const signed = signedHeaderList!.split(';');
  if (!signed.includes('host')) return 'Host must be signed';
  const headers: Record<string, string> = {};
  for (const name of signed) {
    const value = req.headers[name];
    if (value === undefined) return `Signed header ${name} is missing`;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const url = new URL(req.url ?? '/', 'http://gateway.invalid');
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = query[k];
    query[k] = prev === undefined ? v : ([] as string[]).concat(prev, v);
  }
  const request = {
    method: req.method ?? 'GET',
    protocol: 'http:',
    hostname: headers.host ?? '',
    // The path as sent (percent-encoded): the signer escapes it once more, as the client's did.
    path: (req.url ?? '/').split('?')[0] ?? '/',
    query,
    headers,
    body,
  };
  const signer = new SignatureV4({
    credentials: expect.credentials,
    region: region!,
    service: service!,
    sha256: Sha256,
  });
  const expected = await signer.sign(request, { signingDate: date, signableHeaders: new Set(signed) });
  const ours = AUTHORIZATION.exec(String(expected.headers.authorization ?? ''))?.[6] ?? '';
  const a = Buffer.from(ours, 'hex');
  const b = Buffer.from(signature!, 'hex');
  if (a.length !== b.length || !timingSafeEqual(a, b))
    return 'The request signature we calculated does not match the signature you provided.';
  return undefined;
}
