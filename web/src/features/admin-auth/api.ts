/** The admin password reset calls (docs/requirements.md#password-reset, #api-calls). */
import type { AdminForgotPasswordRequest, AdminResetPasswordRequest } from '@functions/contract/schemas/auth';
import { apiPath, apiRequest } from '@/lib/api';

/** `POST /admin/auth/forgot-password`: answers the "if an account matches" text (the same for any identifier). */
export async function requestAdminPasswordReset(
  body: AdminForgotPasswordRequest,
): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/admin/auth/forgot-password'), { body, token: 'none' })).message;
}

/** `POST /admin/auth/reset-password` with the mailed code and the new password. */
export async function resetAdminPassword(body: AdminResetPasswordRequest): Promise<string | undefined> {
  return (await apiRequest('POST', apiPath('/admin/auth/reset-password'), { body, token: 'none' })).message;
}
