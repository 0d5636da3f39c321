/**
 * Password reset for candidates and admins (docs/requirements.md#password-reset; docs/architecture.md#auth:
 * password reset), on Cognito's own flow: ForgotPassword mails a code to the account's address,
 * ConfirmForgotPassword sets the new password with it. Asking for a code answers the same whether an
 * account matched or not, after the same minimum time; both steps count as code attempts per
 * e-mail (or admin identifier) and client address together (`CODE_RATE_RULES`); a reset ends every
 * session of the account signed in before it (docs/architecture.md#auth: revocation).
 */
import { CANDIDATE_AUTH_MESSAGES } from '../../contract/schemas/auth.js';
import { confirmForgotPassword, forgotPassword, pools } from '../auth/cognito.js';
import { signOutEverywhere } from '../auth/revocation.js';
import { getAccount } from '../data/accounts.js';
import { adminEmailForUserName, revokeAdminTokens } from '../data/admins.js';
import { getItem } from '../data/db.js';
import { keys } from '../data/keys.js';
import { ValidationError } from '../errors.js';
import { logger } from '../log.js';
import { closeConnectionsOf } from '../realtime.js';
import { consumeCodeAttempt, revokeSessionsNow, SIGNUP_ANSWER_FLOOR_MS } from './accounts.js';

const CODE_MESSAGES = {
  invalid: CANDIDATE_AUTH_MESSAGES.codeInvalid,
  expired: CANDIDATE_AUTH_MESSAGES.codeExpired,
  throttled: CANDIDATE_AUTH_MESSAGES.codeThrottled,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (which mails a code, or does nothing for an unknown account) and answers after at
 * least `SIGNUP_ANSWER_FLOOR_MS`, so the response time does not tell the two apart. A refusal of
 * Cognito's (its own limit) is logged, not answered: only existing accounts reach Cognito, so a 429
 * from there would say the account exists.
 */
async function mailCodeQuietly(work: () => Promise<void>): Promise<void> {
  const quiet = work().catch((err) => {
    logger.warn('password reset: no code was mailed', { error: (err as Error).name });
  });
  await Promise.all([quiet, sleep(SIGNUP_ANSWER_FLOOR_MS)]);
}

// ── candidates ───────────────────────────────────────────────────────────────────────────────

/**
 * `POST /user/auth/forgot-password`: mails a reset code when `email` has an active account
 * (confirmed sign-up); nothing otherwise, with the same answer.
 * @throws TooManyRequestsError past `CODE_RATE_RULES`.
 */
export async function requestCandidateReset(emailInput: string, address: string): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  await consumeCodeAttempt(email, address);
  await mailCodeQuietly(async () => {
    if ((await getAccount(email))?.state !== 'active') return;
    await forgotPassword(pools.candidate(), email, CODE_MESSAGES);
  });
}

/**
 * `POST /user/auth/reset-password`: sets the new `password` (already checked against the sign-up
 * rule by the route's schema) with the mailed `code`, then ends every session of the account.
 * @throws ValidationError (wrong or expired code; the same text for an e-mail without an active
 *   account), TooManyRequestsError.
 */
export async function resetCandidatePassword(
  emailInput: string,
  code: string,
  password: string,
  address: string,
): Promise<void> {
  const email = emailInput.trim().toLowerCase();
  await consumeCodeAttempt(email, address);
  const account = await getAccount(email);
  if (account?.state !== 'active' || !account.sub) throw new ValidationError(CODE_MESSAGES.invalid);
  await confirmForgotPassword(pools.candidate(), email, code, password, CODE_MESSAGES);
  await signOutEverywhere(email, 'candidate');
  await revokeSessionsNow(email, account.sub);
}

// ── admins ───────────────────────────────────────────────────────────────────────────────────

/** The admin an identifier (email or user_name, as the admin login takes it) names: email and `sub`. */
async function adminOf(identifier: string): Promise<{ email: string; sub: string } | undefined> {
  const id = identifier.trim().toLowerCase();
  const email = id.includes('@') ? id : await adminEmailForUserName(id);
  if (!email) return undefined;
  const guard = await getItem<{ id: string }>(keys.adminEmailGuard(email), true);
  return guard ? { email, sub: guard.id } : undefined;
}

/**
 * `POST /admin/auth/forgot-password`: mails a reset code to the admin `identifier` names (email or
 * user_name); nothing for an unknown one, with the same answer.
 * @throws TooManyRequestsError past `CODE_RATE_RULES` (counted under the identifier as given).
 */
export async function requestAdminReset(identifier: string, address: string): Promise<void> {
  await consumeCodeAttempt(identifier, address);
  await mailCodeQuietly(async () => {
    const admin = await adminOf(identifier);
    if (admin) await forgotPassword(pools.admin(), admin.email, CODE_MESSAGES);
  });
}

/**
 * `POST /admin/auth/reset-password`: sets the new `password` (already checked against the admin
 * rule by the route's schema) with the mailed `code`, then ends every session of the admin: ID
 * tokens at the next request, renewals, open sockets (as `ensureAdminAccount`'s reset does).
 * Answers once the revocation's seconds have passed, so a sign-in after the answer counts.
 * @throws ValidationError (wrong or expired code, unknown identifier), TooManyRequestsError.
 */
export async function resetAdminPassword(
  identifier: string,
  code: string,
  password: string,
  address: string,
): Promise<void> {
  await consumeCodeAttempt(identifier, address);
  const admin = await adminOf(identifier);
  if (!admin) throw new ValidationError(CODE_MESSAGES.invalid);
  await confirmForgotPassword(pools.admin(), admin.email, code, password, CODE_MESSAGES);
  // Sessions signed in up to the reset's second are refused: `tokensValidAfter` refuses those
  // before `at`, `refreshTokensRevokedAt` renewals up to `at`; so the answer waits until `at` is over.
  const at = Math.floor(Date.now() / 1000) + 1;
  await revokeAdminTokens(admin.sub, at, true);
  await signOutEverywhere(admin.email);
  await closeConnectionsOf(admin.sub);
  const wait = (at + 1) * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
}
