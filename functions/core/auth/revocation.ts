/**
 * Revocation that takes effect on the next request (docs/architecture.md#auth: revocation). An ID
 * token stays valid for API Gateway until it expires (up to 1 h), so every admin request also reads
 * the admin's profile as it is now: a deleted admin is refused, a password reset refuses the
 * sessions signed in before it, and permissions come from the role stored now, not from the
 * token's `cognito:groups`. Every candidate request reads the candidate's account the same way: a
 * logout or a password reset refuses the sessions signed in before it.
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AdminRole } from '../../contract/roles.js';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
import { type AccountItem, getAccount } from '../data/accounts.js';
import { type AdminState, getAdminState } from '../data/admins.js';
import { UnauthorizedError } from '../errors.js';
import { logger } from '../log.js';

/**
 * True while a session that signed in at `authTime` (epoch seconds) still counts for `state`:
 * the profile exists and no password reset came after the sign-in (a token of the reset's own
 * second still counts, so the sign-in right after a reset works). `forRefresh` also applies
 * `refreshTokensRevokedAt` (a demotion ends the sessions' renewals, not the token in hand).
 */
export function sessionValid(state: AdminState | undefined, authTime: number, forRefresh = false): boolean {
  if (!state) return false;
  if (state.tokensValidAfter !== undefined && authTime < state.tokensValidAfter) return false;
  // Times are whole seconds: a session of the revocation's own second counts as revoked, since it
  // may have signed in just before it (a renewal refused too many only asks for a new sign-in).
  if (forRefresh && state.refreshTokensRevokedAt !== undefined && authTime <= state.refreshTokensRevokedAt)
    return false;
  return true;
}

/**
 * The current roles of the admin `sub` whose token signed in at `authTime` (epoch seconds): the
 * profile's role (none when the profile holds no role). One strongly consistent GetItem.
 *
 * @throws UnauthorizedError when the admin was deleted or the session was revoked.
 */
export async function currentAdminRoles(sub: string, authTime: number): Promise<AdminRole[]> {
  const state = await getAdminState(sub);
  if (!sessionValid(state, authTime)) throw new UnauthorizedError();
  return state?.role ? [state.role] : [];
}

/**
 * True when a logout or a password reset of the account ended the candidate session of `sub` that
 * signed in at `authTime` (epoch seconds): `sessionsRevokedAt` at or after it. A session of that very
 * second counts as ended; the routes that revoke answer only once that second has passed, so a
 * sign-in after them is never taken for an ended one.
 */
export function candidateSessionRevoked(
  account: AccountItem | undefined,
  sub: string,
  authTime: number,
): boolean {
  return (
    account?.sub === sub && account.sessionsRevokedAt !== undefined && authTime <= account.sessionsRevokedAt
  );
}

/** True while the session still counts: the account is active, that Cognito user's, and the session not ended. */
export function candidateSessionValid(
  account: AccountItem | undefined,
  sub: string,
  authTime: number,
): boolean {
  return (
    account?.state === 'active' && account.sub === sub && !candidateSessionRevoked(account, sub, authTime)
  );
}

/**
 * Refuses a candidate token whose session a logout or a password reset ended: one strongly
 * consistent GetItem of the account. (A token without an account is left to the route, which
 * answers it as it always did.)
 * @throws UnauthorizedError.
 */
export async function assertCandidateSession(caller: {
  sub: string;
  email: string;
  authTime: number;
}): Promise<void> {
  const account = caller.email ? await getAccount(caller.email) : undefined;
  if (candidateSessionRevoked(account, caller.sub, caller.authTime)) throw new UnauthorizedError();
}

/**
 * Revokes every refresh token of `username` in `pool`'s Cognito pool (AdminUserGlobalSignOut), so
 * no session can renew. A user already gone is fine. A Cognito emulator without the operation
 * answers that it is unsupported: then the revocation time the refresh checks (the admin profile's
 * `refreshTokensRevokedAt`, the candidate account's `sessionsRevokedAt`) gives the same effect
 * (docs/architecture.md#auth: revocation).
 */
export async function signOutEverywhere(
  username: string,
  pool: 'admin' | 'candidate' = 'admin',
): Promise<void> {
  try {
    await cognitoClient().send(
      new AdminUserGlobalSignOutCommand({
        UserPoolId: config(pool === 'admin' ? 'adminPoolId' : 'candidatePoolId'),
        Username: username,
      }),
    );
  } catch (err) {
    const name = (err as { name?: string }).name ?? '';
    if (name === 'UserNotFoundException') return;
    if (/Unsupported/.test(name) || /Unsupported/.test(String((err as Error).message))) {
      logger.info('global sign-out not available here; the refresh check revokes the sessions');
      return;
    }
    throw err;
  }
}

/**
 * When the session of a refresh signed in (epoch seconds). Cognito keeps the sign-in time as the
 * renewed ID token's `auth_time`; a Cognito emulator that stamps a renewal's own time there instead
 * issues refresh tokens as signed JWTs whose `iat` is the sign-in, so the earlier of the two counts.
 * (Cognito's own refresh tokens are encrypted and yield no `iat`.)
 */
export function sessionSignInTime(refreshToken: string, claims: object): number {
  const claimed = (claims as { auth_time?: unknown }).auth_time;
  const authTime = typeof claimed === 'number' ? claimed : Number.POSITIVE_INFINITY;
  let issuedAt = Number.POSITIVE_INFINITY;
  const parts = refreshToken.split('.');
  if (parts.length === 3) {
    try {
      const iat = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')).iat;
      if (typeof iat === 'number') issuedAt = iat;
    } catch {
      // not a readable JWT: Cognito's encrypted refresh token
    }
  }
  const earliest = Math.min(authTime, issuedAt);
  return Number.isFinite(earliest) ? earliest : 0;
}
