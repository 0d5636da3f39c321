import { type AdminLoginRequest, adminLoginRequest } from '@functions/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, fieldClass, PasswordInput, SubmitButton } from '@/components/account-form';
import { ErrorBox } from '@/components/feedback';
import { PASSWORD_RESET_TEXTS } from '@/components/password-reset-form';
import { loginAdmin } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { saveAdminSession } from '@/lib/session';
import { SITE } from '@/lib/site';
import { AdminAuthFrame } from './AdminAuthFrame';
import { adminForgotPasswordPath } from './AdminForgotPasswordPage';
import { adminAuthMessages as M } from './messages';

/**
 * /admin-login (docs/requirements.md#admin-login): email or user name (sent as `identifier`) and
 * password with a show/hide toggle. The button stays disabled until both are filled; typing clears
 * the previous error. Success stores the admin session and does a full page load of /admin.
 * "Forgot password?" leads to /admin-forgot-password (docs/requirements.md#password-reset) with what
 * the identifier field holds.
 */
export function AdminLoginPage() {
  useDocumentTitle(M.title);
  const { register, handleSubmit, control } = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequest),
    defaultValues: { identifier: '', password: '' },
  });
  const [identifier, password] = useWatch({ control, name: ['identifier', 'password'] });

  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: (answer) => {
      saveAdminSession(answer);
      // A full page load, as the spec asks: the admin area starts from a clean state.
      window.location.assign('/admin');
    },
  });
  // Stays busy after success until the browser has left the page.
  const busy = login.isPending || login.isSuccess;
  const canSubmit = identifier.trim() !== '' && password !== '' && !busy;
  const clearError = () => {
    if (login.isError) login.reset();
  };

  const errorText = login.isError ? login.error.message || M.failureFallback : null;

  return (
    <AdminAuthFrame title={M.title} subtitle={M.subtitle}>
      <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="mt-8 space-y-5">
        <FormField id="admin-identifier" label={M.identifierLabel}>
          <input
            id="admin-identifier"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={M.identifierPlaceholder}
            aria-describedby={errorText ? 'admin-login-error' : undefined}
            className={fieldClass}
            {...register('identifier', { onChange: clearError })}
          />
        </FormField>
        <FormField id="admin-password" label={M.passwordLabel}>
          <PasswordInput
            id="admin-password"
            autoComplete="current-password"
            placeholder={M.passwordPlaceholder}
            aria-describedby={errorText ? 'admin-login-error' : undefined}
            {...register('password', { onChange: clearError })}
          />
        </FormField>
        <div className="flex justify-end text-sm">
          <Link
            to={adminForgotPasswordPath(identifier.trim())}
            className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
          >
            {PASSWORD_RESET_TEXTS.forgotLink}
          </Link>
        </div>
        {errorText ? <ErrorBox id="admin-login-error">{errorText}</ErrorBox> : null}
        <SubmitButton disabled={!canSubmit} busy={busy} label={M.submit} busyLabel={M.submitting} />
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {M.helpBefore}
        <a
          href={`mailto:${SITE.adminContactEmail}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {SITE.adminContactEmail}
        </a>
        {M.helpAfter}
      </p>
    </AdminAuthFrame>
  );
}
