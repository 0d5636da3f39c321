import { appMessages } from './messages';

const M = appMessages.error;

/**
 * The "Something went wrong" screen for unhandled render errors (docs/requirements.md#public-routes, docs/requirements.md#admin-routes):
 * Refresh Page reloads; Go to Login is a full page load of /admin/login, which leaves any broken
 * state behind.
 */
export function ErrorScreen() {
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
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
              d="M12 8v5m0 3.5v.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
            />
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{M.title}</h1>
        <p className="mt-2 text-slate-600">{M.body}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {M.refresh}
          </button>
          <a
            href="/admin/login"
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            {M.goToLogin}
          </a>
        </div>
      </div>
    </div>
  );
}
