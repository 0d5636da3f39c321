/**
 * Who is calling, as far as rate limits are concerned (docs/architecture.md#api-conventions: browsers reach `/api/v1`
 * through CloudFront). Only what API Gateway and our own distribution set is trusted:
 *
 * - `requestContext.http.sourceIp` is the peer API Gateway saw. Locally that is the browser; in the
 *   cloud, behind CloudFront, it is an edge server.
 * - CloudFront's `CloudFront-Viewer-Address` (`ip:port`) names the viewer, but any client can send
 *   that header itself. It is trusted only when the request also carries the origin-verify header
 *   with the stack's secret, which CloudFront adds on its way to the API (lib/constructs/site.ts)
 *   and which no client knows.
 *
 * `Via`, `X-Forwarded-For` and every other client-supplied header are ignored.
 */
import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { optionalConfig } from '../config.js';

/** The origin custom header CloudFront adds to every `/api/*` request (lower case, as events carry it). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * True when `event` came through our distribution: the origin-verify header equals `secret`
 * (constant-time comparison). Always false without a secret (the local stack has no CloudFront).
 */
export function viaDistribution(
  event: APIGatewayProxyEventV2,
  secret = optionalConfig('originVerifySecret'),
): boolean {
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!secret || !sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client's IP address (no port, IPv6 without brackets): CloudFront's viewer address when
 * {@link viaDistribution}, else API Gateway's `sourceIp`; `'unknown'` if neither is present.
 */
export function clientAddress(
  event: APIGatewayProxyEventV2,
  secret = optionalConfig('originVerifySecret'),
): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer && viaDistribution(event, secret)) {
    return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  }
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
