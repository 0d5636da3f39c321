/**
 * Candidate account calls (docs/requirements.md#api-calls) and token renewal of both sessions (docs/architecture.md#auth).
 * Public code: no admin-area module is imported here.
 */

import type {
  AdminProfile,
  CandidateLoginRequest,
  CandidateLoginResponse,
  CandidateRegisterRequest,
  CandidateUser,
  RefreshResponse,
} from '@functions/contract/schemas/auth';
import type { CandidateProfile } from '@functions/contract/schemas/users';
import { apiPath, apiRequest, dataOf } from '@/lib/api';

/** `POST /user/auth/register`. */
export async function registerCandidate(body: CandidateRegisterRequest): Promise<CandidateUser> {
  const answer = await apiRequest<{ user: CandidateUser }>('POST', apiPath('/user/auth/register'), {
    body,
    token: 'none',
  });
  return dataOf(answer).user;
}

/** `POST /user/auth/login`. */
export async function loginCandidate(body: CandidateLoginRequest): Promise<CandidateLoginResponse> {
  return dataOf(
    await apiRequest<CandidateLoginResponse>('POST', apiPath('/user/auth/login'), { body, token: 'none' }),
  );
}

/**
 * `GET /user/profile` with the candidate token: the current-user check (docs/requirements.md#candidate-session)
 * and the profile page's details and CV on file.
 */
export async function getCandidateProfile(signal?: AbortSignal): Promise<CandidateProfile> {
  const answer = await apiRequest<{ user: CandidateProfile }>('GET', apiPath('/user/profile'), {
    token: 'candidate',
    signal,
  });
  return dataOf(answer).user;
}

/** `POST /user/auth/refresh`. */
export async function refreshCandidateToken(refreshToken: string): Promise<RefreshResponse> {
  return dataOf(
    await apiRequest<RefreshResponse>('POST', apiPath('/user/auth/refresh'), {
      body: { refreshToken },
      token: 'none',
    }),
  );
}

/** `POST /admin/auth/refresh`: the new token and the admin's role as it is now. */
export async function refreshAdminToken(
  refreshToken: string,
): Promise<RefreshResponse & { admin: AdminProfile }> {
  return dataOf(
    await apiRequest<RefreshResponse & { admin: AdminProfile }>('POST', apiPath('/admin/auth/refresh'), {
      body: { refreshToken },
      token: 'none',
    }),
  );
}
