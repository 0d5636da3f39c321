import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { type AdminLoginRequest, adminLoginRequest } from '../../../../functions/contract/schemas/auth';
import { ErrorBox } from '../../components/feedback';
import { loginAdmin } from '../../lib/api';
import { useDocumentTitle } from '../../lib/document-title';
import { saveAdminSession } from '../../lib/session';
import { SITE } from '../../lib/site';
import { adminAuthMessages as M } from './messages';

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

/**
 * /admin-login (admin-area §2 "Admin Login"): email or user name (sent as `identifier`) and
 * password with a show/hide toggle. The button stays disabled until both are filled; typing clears
 * the previous error. Success stores the admin session and does a full page load of /admin.
 */
export function AdminLoginPage() {
  useDocumentTitle(M.title);
  const [showPassword, setShowPassword] = useState(false);
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
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-accent-800 px-4 py-12">
      <main className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-8 shadow-2xl">
          <div className="text-center">
            <p className="text-lg font-extrabold text-brand-800">
              {SITE.name}{' '}
              <span className="text-xs font-semibold tracking-[0.3em] text-accent-600">{SITE.tagline}</span>
            </p>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{M.title}</h1>
            <p className="mt-2 text-sm text-slate-600">{M.subtitle}</p>
          </div>
          <form
            noValidate
            onSubmit={handleSubmit((values) => login.mutate(values))}
            className="mt-8 space-y-5"
          >
            <div>
              <label htmlFor="admin-identifier" className="mb-1.5 block text-sm font-medium text-slate-700">
                {M.identifierLabel}
              </label>
              <input
                id="admin-identifier"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={M.identifierPlaceholder}
                aria-describedby={errorText ? 'admin-login-error' : undefined}
                className={inputClass}
                {...register('identifier', { onChange: clearError })}
              />
            </div>
            <div>
              <label htmlFor="admin-password" className="mb-1.5 block text-sm font-medium text-slate-700">
                {M.passwordLabel}
              </label>
              <div className="relative">
                <input
                  id="admin-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  placeholder={M.passwordPlaceholder}
                  aria-describedby={errorText ? 'admin-login-error' : undefined}
                  className={`${inputClass} pr-12`}
                  {...register('password', { onChange: clearError })}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? M.hidePassword : M.showPassword}
                  aria-pressed={showPassword}
                  aria-controls="admin-password"
                  className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
                    <circle cx="12" cy="12" r="3" />
                    {showPassword ? null : <path strokeLinecap="round" d="M4 4l16 16" />}
                  </svg>
                </button>
              </div>
            </div>
            {errorText ? <ErrorBox id="admin-login-error">{errorText}</ErrorBox> : null}
            <button
              type="submit"
              disabled={!canSubmit}
              className="w-full rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy ? M.submitting : M.submit}
            </button>
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
        </div>
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="text-sm font-medium text-white/90 underline-offset-2 hover:text-white hover:underline"
          >
            {M.backToSite}
          </Link>
        </p>
      </main>
    </div>
  );
}
