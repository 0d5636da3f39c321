/**
 * The full-screen notices of the app: a centred card with an icon (an error, a refusal) and a
 * "not found" block with one link back. Texts and actions come from the caller's messages
 * (docs/requirements.md#public-routes, docs/requirements.md#admin-routes).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tones = {
  danger: 'bg-danger-50 text-danger-600',
  warning: 'bg-warning-50 text-warning-700',
} as const;

/** Classes of the notice actions: the primary one is filled, the other outlined. */
export const statusActionClass = {
  primary: 'rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700',
  secondary: 'rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50',
} as const;

/** A card with a round icon (`iconPath`: one 24×24 stroke path), a title, a message and its actions. */
export function StatusCard({
  tone,
  iconPath,
  title,
  message,
  actions,
}: {
  tone: keyof typeof tones;
  iconPath: string;
  title: string;
  message: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <div className={`mx-auto flex size-12 items-center justify-center rounded-full ${tones[tone]}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d={iconPath} />
        </svg>
      </div>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}

/** "Page not found": an optional code line above the title, the body and one link (`to`) back. */
export function NotFoundNotice({
  code,
  title,
  body,
  to,
  linkLabel,
  className,
}: {
  code?: string;
  title: string;
  body: string;
  to: string;
  linkLabel: string;
  className: string;
}) {
  return (
    <div className={`flex flex-col items-center text-center ${className}`}>
      {code ? <p className="text-sm font-semibold text-accent-600">{code}</p> : null}
      <h1 className={code ? 'mt-2 text-3xl font-bold text-slate-900' : 'text-2xl font-bold text-slate-900'}>
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{body}</p>
      <Link to={to} className={`mt-8 ${statusActionClass.primary}`}>
        {linkLabel}
      </Link>
    </div>
  );
}
