import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE } from '@/lib/site';
import { adminAuthMessages as M } from './messages';

/**
 * The page around the admin sign-in forms (/admin-login, /admin-forgot-password;
 * docs/requirements.md#admin-login): the brand, `title` and `subtitle` on a card, the form, whatever
 * follows it, and "Back to website".
 */
export function AdminAuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-950 via-brand-900 to-accent-800 px-4 py-12">
      <main className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-8 shadow-2xl">
          <div className="text-center">
            <p className="text-lg font-extrabold text-brand-800">
              {SITE.name}{' '}
              <span className="text-xs font-semibold tracking-[0.3em] text-accent-600">{SITE.tagline}</span>
            </p>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
          </div>
          {children}
        </div>
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex min-h-6 items-center text-sm font-medium text-white/90 underline-offset-2 hover:text-white hover:underline"
          >
            {M.backToSite}
          </Link>
        </p>
      </main>
    </div>
  );
}
