/**
 * Candidate account calls (docs/requirements.md#api-calls).
 * Public code: no admin-area module is imported here.
 */

import type {
  CandidateLoginRequest,
  CandidateLoginResponse,
  CandidateRegisterRequest,
  CandidateUser,
} from '@functions/contract/schemas/auth';
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

/** The profile of `GET /user/profile` (the fields the session keeps). */
export interface CandidateProfileAnswer {
  user: CandidateUser & { applications?: { jobId: string; job_title: string; appliedAt: string }[] };
}

/** `GET /user/profile` with the candidate token: the current-user check (docs/requirements.md#candidate-session). */
export async function getCandidateProfile(signal?: AbortSignal): Promise<CandidateProfileAnswer['user']> {
  const answer = await apiRequest<CandidateProfileAnswer>('GET', apiPath('/user/profile'), {
    token: 'candidate',
    signal,
  });
  return dataOf(answer).user;
}
