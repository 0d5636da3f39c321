/**
 * Candidate account calls (docs/requirements.md#api-calls).
 * Public code: no admin-area module is imported here.
 */

import type {
  CandidateForgotPasswordRequest,
  CandidateLoginRequest,
  CandidateLoginResponse,
  CandidateRegisterRequest,
  CandidateResetPasswordRequest,
  ConfirmSignUpRequest,
  ResendCodeRequest,
} from '@functions/contract/schemas/auth';
import type { CandidateProfile } from '@functions/contract/schemas/users';
import { apiPath, apiRequest, dataOf } from '@/lib/api';

/** `POST /user/auth/register`: answers the "check your e-mail" text (the same for any e-mail). */
export async function registerCandidate(body: CandidateRegisterRequest): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/user/auth/register'), { body, token: 'none' })).message;
}

/** `POST /user/auth/confirm` with the mailed code. */
export async function confirmCandidateEmail(body: ConfirmSignUpRequest): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/user/auth/confirm'), { body, token: 'none' })).message;
}

/** `POST /user/auth/resend-code`. */
export async function resendConfirmationCode(body: ResendCodeRequest): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/user/auth/resend-code'), { body, token: 'none' })).message;
}

/** `POST /user/auth/forgot-password`: answers the "if an account matches" text (the same for any e-mail). */
export async function requestPasswordReset(
  body: CandidateForgotPasswordRequest,
): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/user/auth/forgot-password'), { body, token: 'none' })).message;
}

/** `POST /user/auth/reset-password` with the mailed code and the new password. */
export async function resetPassword(body: CandidateResetPasswordRequest): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/user/auth/reset-password'), { body, token: 'none' })).message;
}

/** `POST /user/auth/logout`: the server revokes the refresh token of the cookie and clears it. */
export async function logoutCandidate(): Promise<void> {
  await apiRequest('POST', apiPath('/user/auth/logout'), { token: 'none' });
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
