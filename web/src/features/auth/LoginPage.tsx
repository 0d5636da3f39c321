import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  AuthCard,
  AuthSwitch,
  FormField,
  fieldClass,
  PasswordInput,
  SubmitButton,
} from '@/components/account-form';
import { PASSWORD_RESET_TEXTS } from '@/components/password-reset-form';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { LOGIN_REDIRECT_PARAM, saveCandidateSession } from '@/lib/session';
import { loginCandidate } from './api';
import { confirmEmailPath } from './ConfirmEmailPage';
import { forgotPasswordPath } from './ForgotPasswordPage';
import { authMessages } from './messages';

const M = authMessages.login;

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

/** A same-site path to go back to after login (never another origin: `//host` or a scheme). */
export function safeReturnPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/**
 * /login (docs/requirements.md#candidate-login): "Email or Username" (an email input), password with a
 * show/hide toggle, Remember me (keeps the session across browser restarts), Sign in / Signing in...,
 * and the Login Failed box; "Forgot password?" leads to /forgot-password (docs/requirements.md#password-reset)
 * with the e-mail typed so far. Success: the toast 'Login successful!' and back to where the visitor was
 * sent from (/jobs), else /.
 */
export function LoginPage() {
  useDocumentTitle(M.documentTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control } = useForm<LoginForm>({
    defaultValues: { email: '', password: '', remember: false },
  });
  const typedEmail = useWatch({ control, name: 'email' });

  const login = useMutation({
    mutationFn: (values: LoginForm) =>
      loginCandidate({ email: values.email.trim(), password: values.password, remember: values.remember }),
    onSuccess: (answer, values) => {
      saveCandidateSession(answer, values.remember);
      toast.success(M.success);
      navigate(safeReturnPath(params.get(LOGIN_REDIRECT_PARAM)), { replace: true });
    },
    onError: (error, values) => {
      // A right password of an e-mail not confirmed yet: on to the confirmation screen.
      if (error instanceof ApiError && error.status === 403) {
        toast.info(error.message);
        navigate(confirmEmailPath(values.email.trim()));
        return;
      }
      // Too many attempts says so (and for how long); every other failure is the one spec text.
      setFormError(error instanceof ApiError && error.status === 429 ? error.message : M.failed);
    },
  });

  const onSubmit = handleSubmit((values) => {
    if (!values.email.trim() || !values.password) {
      setFormError(M.required);
      return;
    }
    setFormError(null);
    login.mutate(values);
  });
  const clear = () => setFormError(null);

  return (
    <AuthCard title={M.title} subtitle={M.subtitle}>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
        <FormField id="login-email" label={M.identifierLabel}>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            placeholder={M.identifierPlaceholder}
            className={fieldClass}
            {...register('email', { onChange: clear })}
          />
        </FormField>
        <FormField id="login-password" label={M.passwordLabel}>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder={M.passwordPlaceholder}
            {...register('password', { onChange: clear })}
          />
          <div className="mt-1.5 flex justify-end text-sm">
            <Link
              to={forgotPasswordPath(typedEmail.trim())}
              className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
            >
              {PASSWORD_RESET_TEXTS.forgotLink}
            </Link>
          </div>
        </FormField>
        <div className="flex items-center justify-between text-sm">
          <label className="flex min-h-6 items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-300 accent-brand-600"
              {...register('remember')}
            />
            {M.remember}
          </label>
          <Link
            to="/signup"
            className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline"
          >
            {M.createAccount}
          </Link>
        </div>
        {formError ? (
          <div
            role="alert"
            className="rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-700"
          >
            <p className="font-semibold">{M.failedTitle}</p>
            <p className="mt-1">{formError}</p>
          </div>
        ) : null}
        <SubmitButton
          disabled={login.isPending}
          busy={login.isPending}
          label={M.submit}
          busyLabel={M.submitting}
        />
      </form>
      <AuthSwitch text={M.noAccount} to="/signup" label={M.createAccount} />
    </AuthCard>
  );
}
