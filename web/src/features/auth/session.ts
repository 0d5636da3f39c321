/**
 * The sessions kept alive (docs/architecture.md#auth, docs/requirements.md#candidate-session, docs/requirements.md#admin-login):
 * each session is renewed shortly before its token expires (nobody is thrown out mid-task; the
 * renewal itself is in lib/api.ts; on load, with no token held yet, it runs at once); on app start a
 * candidate session is checked with the current-user call and an admin session with the admin users call (docs/requirements.md#api-calls:
 * it "validates the admin token").
 */
import { toast } from 'sonner';
import { ApiError, apiPath, apiRequest, renewAdmin, renewCandidate } from '@/lib/api';
import {
  clearAdminSession,
  clearCandidateSession,
  getAdminRenewal,
  getCandidateRenewal,
  isAdminLoggedIn,
  isCandidateLoggedIn,
  updateCandidateUser,
} from '@/lib/session';
import { getCandidateProfile } from './api';
import { authMessages as M } from './messages';

/** Renew when the token has less than this left (ms). */
export const RENEW_BEFORE_MS = 5 * 60_000;

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
