/**
 * Issue 13 "Identity you can trust": the client address of the rate limits is the one the gateway
 * (API Gateway in the cloud) saw, whatever forwarding headers a client sends; anonymous upload
 * requests and sign-ups are limited per address and per e-mail (429 with Retry-After and a
 * message); every answer carries Permissions-Policy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ADDRESS } from '../../functions/core/auth/login-throttle.js';
import { ORIGIN_VERIFY_HEADER } from '../../functions/core/http/client-address.js';
import { UPLOAD_RATE_RULES, UPLOAD_THROTTLED } from '../../functions/handlers/resume/upload.js';
import { SIGNUP_RATE_RULES, SIGNUP_THROTTLED } from '../../functions/handlers/user-auth/register.js';
import { PERMISSIONS_POLICY } from '../../lib/security-headers.js';
import {
  type ApiAnswer,
  apiFrom,
  baseUrl,
  loopbackAddress,
  uniqueEmail,
  uploadBody,
} from '../support/api.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

const PASSWORD = 'Str0ng!pass';

/**
 * A test that starts with `inOneWindow` may first wait up to a minute for a fresh window (near the
 * hour, or the quarter), then make its requests: its own time limit covers both.
 */
const IN_WINDOW_TIMEOUT_MS = 180_000;

/** Waits until the current fixed window has at least `seconds` left, so a burst stays inside it. */
async function inOneWindow(windowSeconds: number, seconds = 60): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 500));
}

/** A spoofed address per attempt: what a client would rotate to look like many clients. */
const spoofed = (i: number) => `203.0.113.${(i % 250) + 1}`;

function expectThrottled(res: ApiAnswer, message: string | RegExp, windowSeconds: number): void {
  expect(res.status).toBe(429);
  expect(res.body.success).toBe(false);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('the login limit per address ignores forwarding headers sent by the client', () => {
  const LOGIN_THROTTLED = /Too many failed login attempts\. Please try again in \d+ minutes?\./;

  it.each([
    [
      'CloudFront-Viewer-Address (with a guessed origin-verify header)',
      (i: number) => ({
        'cloudfront-viewer-address': `${spoofed(i)}:443`,
        [ORIGIN_VERIFY_HEADER]: `guess-${i}`,
      }),
    ],
    [
      'Via: CloudFront + X-Forwarded-For',
      (i: number) => ({
        via: '1.1 3f2a.cloudfront.net (CloudFront)',
        'x-forwarded-for': `198.51.100.7, ${spoofed(i)}`,
      }),
    ],
  ])(
    'rotating %s still ends in 429 after the address limit',
    async (_, headersFor) => {
      await inOneWindow(15 * 60);
      const address = loopbackAddress();
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
        const res = await apiFrom(address, 'POST', '/user/auth/login', {
          body: { email: uniqueEmail('spoof'), password: 'Wrong!pass1' },
          headers: headersFor(i),
        });
        expect(res.status, `attempt ${i + 1}`).toBe(401);
      }
      const next = await apiFrom(address, 'POST', '/user/auth/login', {
        body: { email: uniqueEmail('spoof'), password: 'Wrong!pass1' },
        headers: headersFor(LOGIN_FAILURES_PER_ADDRESS),
      });
      expectThrottled(next, LOGIN_THROTTLED, 15 * 60);
    },
    IN_WINDOW_TIMEOUT_MS,
  );

  it(
    'rotating CloudFront-Viewer-Address on the admin login still ends in 429',
    async () => {
      await inOneWindow(15 * 60);
      const address = loopbackAddress();
      const attempt = (i: number) =>
        apiFrom(address, 'POST', '/admin/auth/login', {
          body: { identifier: uniqueEmail('spoof-admin'), password: 'Wrong!pass1' },
          headers: { 'cloudfront-viewer-address': `${spoofed(i)}:443` },
        });
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) expect((await attempt(i)).status).toBe(401);
      expectThrottled(await attempt(LOGIN_FAILURES_PER_ADDRESS), LOGIN_THROTTLED, 15 * 60);
    },
    IN_WINDOW_TIMEOUT_MS,
  );
});

describe('POST /resume/upload limits', () => {
  const upload = (address: string, email: string, headers: Record<string, string> = {}) =>
    apiFrom(address, 'POST', '/resume/upload', {
      body: uploadBody(new Uint8Array(2000), { email }),
      headers,
    });
  const { address: perAddress, email: perEmail } = UPLOAD_RATE_RULES;

  it(
    `allows ${perAddress.limit} requests per address per hour, then 429 with Retry-After, spoofed headers or not`,
    async () => {
      await inOneWindow(perAddress.windowSeconds);
      const address = loopbackAddress();
      for (let i = 0; i < perAddress.limit; i++) {
        const res = await upload(address, uniqueEmail('up-ip'), {
          'cloudfront-viewer-address': `${spoofed(i)}:1`,
        });
        expect(res.status, `request ${i + 1}`).toBe(201);
      }
      expectThrottled(
        await upload(address, uniqueEmail('up-ip')),
        UPLOAD_THROTTLED,
        perAddress.windowSeconds,
      );
      // Another address is not affected.
      expect((await upload(loopbackAddress(), uniqueEmail('up-ip'))).status).toBe(201);
    },
    IN_WINDOW_TIMEOUT_MS,
  );

  it(
    `allows ${perEmail.limit} requests per e-mail per hour from any addresses, then 429`,
    async () => {
      await inOneWindow(perEmail.windowSeconds);
      const email = uniqueEmail('up-mail');
      for (let i = 0; i < perEmail.limit; i++) {
        expect((await upload(loopbackAddress(), email)).status, `request ${i + 1}`).toBe(201);
      }
      expectThrottled(await upload(loopbackAddress(), email), UPLOAD_THROTTLED, perEmail.windowSeconds);
      expectThrottled(
        await upload(loopbackAddress(), email.toUpperCase()),
        UPLOAD_THROTTLED,
        perEmail.windowSeconds,
      );
      // Another e-mail is not affected.
      expect((await upload(loopbackAddress(), uniqueEmail('up-mail'))).status).toBe(201);
    },
    IN_WINDOW_TIMEOUT_MS,
  );
});

describe('POST /user/auth/register limits', () => {
  const register = (address: string, email: string) =>
    apiFrom(address, 'POST', '/user/auth/register', {
      body: { name: 'Ciara Byrne', email, password: PASSWORD, confirm_password: PASSWORD },
      headers: { 'cloudfront-viewer-address': `${spoofed(Math.floor(Math.random() * 250))}:1` },
    });
  const { address: perAddress, email: perEmail } = SIGNUP_RATE_RULES;

  it(
    `allows ${perAddress.limit} sign-ups per address per hour, then 429 with Retry-After`,
    async () => {
      await inOneWindow(perAddress.windowSeconds);
      const address = loopbackAddress();
      for (let i = 0; i < perAddress.limit; i++) {
        expect((await register(address, uniqueEmail('su-ip'))).status, `sign-up ${i + 1}`).toBe(201);
      }
      const email = uniqueEmail('su-ip');
      expectThrottled(await register(address, email), SIGNUP_THROTTLED, perAddress.windowSeconds);
      // Nothing was created for the refused sign-up: the e-mail is still free elsewhere.
      expect((await register(loopbackAddress(), email)).status).toBe(201);
    },
    IN_WINDOW_TIMEOUT_MS,
  );

  it(
    `allows ${perEmail.limit} sign-up attempts per e-mail per hour from any addresses, then 429`,
    async () => {
      await inOneWindow(perEmail.windowSeconds);
      const email = uniqueEmail('su-mail');
      expect((await register(loopbackAddress(), email)).status).toBe(201);
      for (let i = 1; i < perEmail.limit; i++) {
        // A registered or pending e-mail gets the same answer as a new one (no account enumeration).
        expect((await register(loopbackAddress(), email)).status, `attempt ${i + 1}`).toBe(201);
      }
      expectThrottled(await register(loopbackAddress(), email), SIGNUP_THROTTLED, perEmail.windowSeconds);
      // Another e-mail is not affected.
      expect((await register(loopbackAddress(), uniqueEmail('su-mail'))).status).toBe(201);
    },
    IN_WINDOW_TIMEOUT_MS,
  );
});

describe('Permissions-Policy', () => {
  it('is on API answers (success and error) and on the site', async () => {
    const ok = await apiFrom(loopbackAddress(), 'GET', '/public/job-titles');
    expect(ok.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    const notFound = await apiFrom(loopbackAddress(), 'GET', '/no-such-route');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    const site = await fetch(`${baseUrl()}/`);
    expect(site.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });
});
