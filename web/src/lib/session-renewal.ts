/**
 * Token renewal of both sessions (docs/architecture.md#auth): the ID token lives one hour, so a
 * session is renewed from its HttpOnly session cookie before it expires, and a call refused with 401 may renew
 * once and retry. Shared by the session keeper and by calls made with the candidate token.
 */
import type { AdminProfile, RefreshResponse } from '@functions/contract/schemas/auth';
import { ApiError, apiPath, apiRequest, dataOf } from './api';
import {
  clearAdminSession,
  clearCandidateSession,
  getAdminRenewal,
  getCandidateRenewal,
  isAdminLoggedIn,
  isCandidateLoggedIn,
  updateAdminToken,
  updateCandidateToken,
} from './session';

/** `POST /user/auth/refresh`: the session cookie goes along by itself. */
export async function refreshCandidateToken(): Promise<RefreshResponse> {
  return dataOf(await apiRequest<RefreshResponse>('POST', apiPath('/user/auth/refresh'), { token: 'none' }));
}

/** `POST /admin/auth/refresh`: the new token and the admin's role as it is now. */
export async function refreshAdminToken(): Promise<RefreshResponse & { admin: AdminProfile }> {
  return dataOf(
    await apiRequest<RefreshResponse & { admin: AdminProfile }>('POST', apiPath('/admin/auth/refresh'), {
      token: 'none',
    }),
  );
}

const inFlight: { candidate?: Promise<boolean>; admin?: Promise<boolean> } = {};

/** True when the answer says the credentials are no longer good (not a network or server fault). */
const refused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

/**
 * Renews the candidate token. Answers whether the session is still usable; a refused refresh token
 * ends the session, a network failure keeps it (the next check tries again).
 */
export function renewCandidate(): Promise<boolean> {
  inFlight.candidate ??= (async () => {
    const renewal = getCandidateRenewal();
    if (!renewal) return isCandidateLoggedIn();
    try {
      const answer = await refreshCandidateToken();
      updateCandidateToken(answer.token, answer.expiresIn);
      return true;
    } catch (error) {
      if (refused(error)) {
        clearCandidateSession();
        return false;
      }
      return true;
    }
  })().finally(() => {
    inFlight.candidate = undefined;
  });
  return inFlight.candidate;
}

/** Renews the admin token (and the role copy: a role assigned since login shows up here). */
export function renewAdmin(): Promise<boolean> {
  inFlight.admin ??= (async () => {
    const renewal = getAdminRenewal();
    if (!renewal) return isAdminLoggedIn();
    try {
      const answer = await refreshAdminToken();
      updateAdminToken(answer.token, answer.expiresIn, answer.admin);
      return true;
    } catch (error) {
      if (refused(error)) {
        clearAdminSession();
        return false;
      }
      return true;
    }
  })().finally(() => {
    inFlight.admin = undefined;
  });
  return inFlight.admin;
}
