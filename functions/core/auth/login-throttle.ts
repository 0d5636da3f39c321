/**
 * Failed-login throttling for both login routes (candidate and admin), kept in DynamoDB through
 * `core/rate-limit.ts`, so it holds across concurrent Lambdas and locally alike.
 *
 * - Per account: at most 10 failed logins per 15-minute window; the next attempt (even with the right
 *   password) answers 429 until the window has passed.
 * - Per client address: at most 50 failures per window. Higher than the account limit because an
 *   office or a mobile carrier puts many people behind one address; it stops one address from
 *   guessing across many accounts.
 * Windows are fixed (aligned to the clock), so a burst straddling two windows can see up to twice
 * the limit in 15 minutes; that bound is what the limiter promises.
 */
import { assertNotLimited, consume, type RateRule } from '../rate-limit.js';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_ADDRESS = 50;

type Area = 'user' | 'admin';

const rules = (area: Area): { account: RateRule; address: RateRule } => ({
  account: {
    scope: `${area}-login-account`,
    limit: LOGIN_FAILURES_PER_ACCOUNT,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  },
  address: {
    scope: `${area}-login-ip`,
    limit: LOGIN_FAILURES_PER_ADDRESS,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  },
});

/** The 429 text: says why and for how long (minutes left in the current window). */
export function throttledMessage(nowMs = Date.now()): string {
  const windowEnd = (Math.floor(nowMs / 1000 / LOGIN_WINDOW_SECONDS) + 1) * LOGIN_WINDOW_SECONDS;
  const minutes = Math.max(1, Math.ceil((windowEnd - nowMs / 1000) / 60));
  return `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws 429 when the account or the address has used up its failures in this window. */
export async function assertLoginAllowed(area: Area, account: string, address: string): Promise<void> {
  const r = rules(area);
  const message = throttledMessage();
  await Promise.all([
    assertNotLimited(r.account, account, message),
    assertNotLimited(r.address, address, message),
  ]);
}

/** Counts one failed login for the account and the address. */
export async function recordLoginFailure(area: Area, account: string, address: string): Promise<void> {
  const r = rules(area);
  const message = throttledMessage();
  await Promise.all([consume(r.account, account, message), consume(r.address, address, message)]);
}
