/**
 * The security headers of every response of the site, API and error pages included. One source for
 * the local gateway and the CloudFront response headers policy of the cloud stack, so both serve
 * the same Content-Security-Policy and transport rules.
 */

/** Strict-Transport-Security settings: two years, subdomains included, not in the preload list. */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: false } as const;

/** Referrer-Policy value. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Pages answered with `Referrer-Policy: no-referrer` instead (docs/architecture.md#mail, manage
 * links): `/my-data` is opened from a mail link whose token once rode in the query string
 * (`?token=`, still honoured for links already sent), so none of the page's requests names its
 * address. Each entry also matches its sub-paths (CloudFront path pattern `{page}*`).
 */
export const NO_REFERRER_PAGES = ['/my-data'] as const;

/** The Referrer-Policy of the answer for `path` (no query): `no-referrer` on {@link NO_REFERRER_PAGES}. */
export const referrerPolicyFor = (path: string): string =>
  NO_REFERRER_PAGES.some((page) => path.startsWith(page)) ? 'no-referrer' : REFERRER_POLICY;

/**
 * Permissions-Policy value: the site uses no device or payment API (the CV is picked with a plain
 * file input), so every powerful feature is off for the site and any frame.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The Content-Security-Policy value.
 *
 * @param extraConnectSrc origins the SPA talks to besides its own: the CV bucket (presigned POST
 *   goes straight to S3) and the WebSocket API, e.g. `['https://bucket.s3.eu-west-1.amazonaws.com',
 *   'wss://abc.execute-api.eu-west-1.amazonaws.com']`. Duplicates and empty strings are dropped.
 * @returns the policy as one header value.
 */
export function contentSecurityPolicy(extraConnectSrc: readonly string[] = []): string {
  const connect = ["'self'", ...new Set(extraConnectSrc.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    `connect-src ${connect}`,
    "img-src 'self' data: blob:",
    // Inline styles: UI libraries position popovers and toasts through style attributes.
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Every security header as a name → value map (canonical header-name casing).
 *
 * @param extraConnectSrc see {@link contentSecurityPolicy}.
 */
export function securityHeaders(extraConnectSrc: readonly string[] = []): Record<string, string> {
  const hsts = [
    `max-age=${HSTS.maxAgeSeconds}`,
    HSTS.includeSubdomains ? 'includeSubDomains' : '',
    HSTS.preload ? 'preload' : '',
  ]
    .filter(Boolean)
    .join('; ');
  return {
    'Content-Security-Policy': contentSecurityPolicy(extraConnectSrc),
    'Strict-Transport-Security': hsts,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
