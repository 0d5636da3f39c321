/**
 * The sessions kept alive (docs/architecture.md#auth, docs/requirements.md#candidate-session, docs/requirements.md#admin-login): the ID token lives one hour,
 * so each session is renewed with its refresh token shortly before it expires (nobody is thrown
 * out mid-task); on app start a stored candidate session is checked with the current-user call and
 * a stored admin session with the admin users call (docs/requirements.md#api-calls: it "validates the admin token").
 */
import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { ApiError, apiPath, apiRequest } from '@/lib/api';
import {
  clearAdminSession,
  clearCandidateSession,
  getAdminRenewal,
  getCandidateRenewal,
  getCandidateUser,
  isAdminLoggedIn,
  isCandidateLoggedIn,
  subscribeCandidateSession,
  updateAdminToken,
  updateCandidateToken,
  updateCandidateUser,
} from '@/lib/session';
import { getCandidateProfile, refreshAdminToken, refreshCandidateToken } from './api';
import { authMessages as M } from './messages';

/** Renew when the token has less than this left (ms). */
export const RENEW_BEFORE_MS = 5 * 60_000;

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
      const answer = await refreshCandidateToken(renewal.refreshToken);
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

/**
 * Runs a candidate call; when it answers 401 (the token expired meanwhile) renews the token once and
 * runs it again. Throws what the call throws.
 */
export async function withCandidateRenewal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !(await renewCandidate())) throw error;
    return call();
  }
}

/** Renews the admin token (and the role copy: a role assigned since login shows up here). */
export function renewAdmin(): Promise<boolean> {
  inFlight.admin ??= (async () => {
    const renewal = getAdminRenewal();
    if (!renewal) return isAdminLoggedIn();
    try {
      const answer = await refreshAdminToken(renewal.refreshToken);
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

/** Renews whichever session is close to expiry. */
export async function renewDueSessions(now = Date.now()): Promise<void> {
  const candidate = getCandidateRenewal();
  if (candidate && candidate.expiresAt - now < RENEW_BEFORE_MS) await renewCandidate();
  const admin = getAdminRenewal();
  if (admin && admin.expiresAt - now < RENEW_BEFORE_MS) await renewAdmin();
}

/**
 * The current-user check of app start (docs/requirements.md#candidate-session): refreshes the stored user; a token the
 * server refuses is renewed once, and the session ends if that fails too. Any other failure keeps
 * the stored session (and says so).
 */
export async function verifyCandidateSession(): Promise<void> {
  if (!isCandidateLoggedIn()) return;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const user = await getCandidateProfile();
      updateCandidateUser({ _id: user._id, name: user.name, email: user.email, avatar: user.avatar ?? null });
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        clearCandidateSession(); // the account no longer exists
        return;
      }
      if (error instanceof ApiError && error.status === 401 && attempt === 0) {
        if (!(await renewCandidate())) return;
        continue;
      }
      if (error instanceof ApiError && error.status === 401) {
        clearCandidateSession();
        return;
      }
      toast.error(M.profileFailed(error instanceof Error ? error.message : undefined));
      return;
    }
  }
}

/** Checks a stored admin session once on app start (docs/requirements.md#admin-login); 401 → renew, else it ends. */
export async function verifyAdminSession(): Promise<void> {
  if (!isAdminLoggedIn()) return;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await apiRequest('GET', apiPath('/admin/dashboard/users'), {
        token: 'admin',
        query: { page: 1, limit: 1 },
      });
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) return;
      if (attempt === 0 && (await renewAdmin())) continue;
      clearAdminSession();
      return;
    }
  }
}

/** The signed-in candidate (or null), re-rendering on login, logout and renewal. */
export function useCandidateUser() {
  return useSyncExternalStore(subscribeCandidateSession, getCandidateUser, () => null);
}
