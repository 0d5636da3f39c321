/** The parts of the account forms (candidate login and sign-up, admin login and registration). */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Link } from 'react-router';

/** The accessible names of the show/hide toggle (docs/requirements.md#candidate-login, #admin-login). */
const PASSWORD_TOGGLE_LABELS = { show: 'Show password', hide: 'Hide password' } as const;

/** The text inputs of the account forms. */
export const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-danger-500';

/** The full-width submit button of the account forms. */
const submitClass =
  'w-full rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';

/** The submit button of an account form, with its busy label while the request runs. */
export function SubmitButton({
  disabled,
  busy,
  label,
  busyLabel,
}: {
  disabled: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={disabled} className={submitClass}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The line under a candidate account form that leads to the other one ("Don't have an account? …"). */
export function AuthSwitch({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600">
      {text}{' '}
      <Link to={to} className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
        {label}
      </Link>
    </p>
  );
}

/** A labelled field of the account forms: the label above its input and whatever follows it. */
export function FormField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A field's error line under its input, or nothing. */
export function FieldError({ message }: { message?: string | false | null }) {
  return message ? <p className="mt-1 text-sm text-danger-700">{message}</p> : null;
}

/**
 * A labelled text input of the account forms, marked invalid and followed by `error` when there is
 * one; `inputProps` carry the input's own attributes and react-hook-form's `register(...)`.
 */
export const TextField = forwardRef<
  HTMLInputElement,
  { id: string; label: string; error?: string | false | null } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id'
  >
>(function TextField({ id, label, error, ...inputProps }, ref) {
  return (
    <FormField id={id} label={label}>
      <input ref={ref} id={id} aria-invalid={Boolean(error)} className={fieldClass} {...inputProps} />
      <FieldError message={error} />
    </FormField>
  );
});

/**
 * A password input with a show/hide toggle (docs/requirements.md#candidate-login, docs/requirements.md#admin-login).
 */
export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>
>(function PasswordInput({ id, className, ...props }, ref) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type={shown ? 'text' : 'password'}
        className={`${fieldClass} pr-12 ${className ?? ''}`}
        {...props}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? PASSWORD_TOGGLE_LABELS.hide : PASSWORD_TOGGLE_LABELS.show}
        aria-pressed={shown}
        aria-controls={id}
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
          {shown ? null : <path strokeLinecap="round" d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
});

/** The card both candidate account pages sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-gradient-to-br from-brand-50 via-white to-accent-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl">
        <div className="text-center">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
