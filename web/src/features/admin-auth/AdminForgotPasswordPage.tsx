import { adminForgotPasswordRequest, adminResetPasswordRequest } from '@functions/contract/schemas/auth';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_RESET_TEXTS, PasswordResetForm } from '@/components/password-reset-form';
import { useDocumentTitle } from '@/lib/document-title';
import { AdminAuthFrame } from './AdminAuthFrame';
import { requestAdminPasswordReset, resetAdminPassword } from './api';
import { adminAuthMessages as M } from './messages';

/** The path of the admin password reset, starting with `identifier` when given. */
export function adminForgotPasswordPath(identifier?: string): string {
  return identifier
    ? `/admin-forgot-password?${new URLSearchParams({ identifier })}`
    : '/admin-forgot-password';
}

/**
 * /admin-forgot-password (docs/requirements.md#password-reset): "Forgot password?" of /admin-login.
 * The email or user name the login takes, then the code mailed to the admin's address and the new
 * password under the admin rule; success goes to /admin-login.
 */
export function AdminForgotPasswordPage() {
  useDocumentTitle(PASSWORD_RESET_TEXTS.askTitle);
  const [params] = useSearchParams();
  return (
    <AdminAuthFrame title={PASSWORD_RESET_TEXTS.askTitle} subtitle={PASSWORD_RESET_TEXTS.askSubtitle}>
      <PasswordResetForm
        area={{
          field: 'identifier',
          fieldLabel: M.identifierLabel,
          fieldPlaceholder: M.identifierPlaceholder,
          fieldType: 'text',
          askSchema: adminForgotPasswordRequest,
          resetSchema: adminResetPasswordRequest,
          ask: requestAdminPasswordReset,
          reset: resetAdminPassword,
          loginPath: '/admin-login',
          initial: params.get('identifier') ?? undefined,
        }}
      />
      <p className="mt-6 text-center text-sm">
        <Link
          to="/admin-login"
          className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
        >
          {PASSWORD_RESET_TEXTS.backToLogin}
        </Link>
      </p>
    </AdminAuthFrame>
  );
}
