import {
  candidateForgotPasswordRequest,
  candidateResetPasswordRequest,
} from '@functions/contract/schemas/auth';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthSwitch } from '@/components/account-form';
import { PASSWORD_RESET_TEXTS, PasswordResetForm } from '@/components/password-reset-form';
import { useDocumentTitle } from '@/lib/document-title';
import { requestPasswordReset, resetPassword } from './api';
import { authMessages } from './messages';

const M = authMessages.login;

/** The path of the candidate's password reset, starting with `email` when given. */
export function forgotPasswordPath(email?: string): string {
  return email ? `/forgot-password?${new URLSearchParams({ email })}` : '/forgot-password';
}

/**
 * /forgot-password (docs/requirements.md#password-reset): "Forgot password?" of /login. The e-mail
 * (from `?email=` when the login form held one), then the mailed code and the new password under
 * the sign-up rule; success goes to /login.
 */
export function ForgotPasswordPage() {
  useDocumentTitle(PASSWORD_RESET_TEXTS.askTitle);
  const [params] = useSearchParams();
  return (
    <AuthCard title={PASSWORD_RESET_TEXTS.askTitle} subtitle={PASSWORD_RESET_TEXTS.askSubtitle}>
      <PasswordResetForm
        area={{
          field: 'email',
          fieldLabel: authMessages.signup.emailLabel,
          fieldPlaceholder: M.identifierPlaceholder,
          fieldType: 'email',
          askSchema: candidateForgotPasswordRequest,
          resetSchema: candidateResetPasswordRequest,
          ask: requestPasswordReset,
          reset: resetPassword,
          loginPath: '/login',
          initial: params.get('email') ?? undefined,
        }}
      />
      <AuthSwitch text={PASSWORD_RESET_TEXTS.remembered} to="/login" label={M.submit} />
    </AuthCard>
  );
}
