/**
 * Revocation that takes effect on the next request (docs/architecture.md#auth: revocation). An ID
 * token stays valid for API Gateway until it expires (up to 1 h), so every admin request also reads
 * the admin's profile as it is now: a deleted admin is refused, a password reset refuses the
 * sessions signed in before it, and permissions come from the role stored now, not from the
 * token's `cognito:groups`.
 */
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AdminRole } from '../../contract/roles.js';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
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
 * Revokes every refresh token of admin `username` in Cognito (AdminUserGlobalSignOut), so no
 * session can renew. A user already gone is fine. A Cognito emulator without the operation answers
 * that it is unsupported: then `refreshTokensRevokedAt` on the profile, which the refresh checks,
 * gives the same effect (docs/architecture.md#auth: revocation).
 */
export async function signOutEverywhere(username: string): Promise<void> {
  try {
    await cognitoClient().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: config('adminPoolId'), Username: username }),
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
