import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { accessDeniedMessages as M } from './messages';

/** Navigation state a guard may pass to explain the refusal: `navigate('/access-denied', { state: { message } })`. */
export interface AccessDeniedState {
  message?: string;
}

/**
 * /access-denied (docs/requirements.md#public-routes, docs/requirements.md#admin-routes): 'Access Denied' with a message (by default: no
 * permission), Go Back (the previous page, or home when there is none) and Go to Home.
 */
export function AccessDeniedPage() {
  useDocumentTitle(M.title);
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as AccessDeniedState | null;
  const message = typeof state?.message === 'string' && state.message ? state.message : M.defaultMessage;
  // Something to go back to: an earlier entry of this app (the router's index), or an earlier
  // page of the tab. A tab opened on this page goes home instead.
  const canGoBack =
    ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 || window.history.length > 1;

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning-50 text-warning-700">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6Zm6 4v2"
            />
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{M.title}</h1>
        <p className="mt-2 text-slate-600">{message}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            {M.goBack}
          </button>
          <Link
            to="/"
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {M.goHome}
          </Link>
        </div>
      </div>
    </div>
  );
}
