import { StatusCard, statusActionClass } from '@/components/status-screen';
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
      <StatusCard
        tone="danger"
        iconPath="M12 8v5m0 3.5v.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z"
        title={M.title}
        message={M.body}
        actions={
          <>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={statusActionClass.primary}
            >
              {M.refresh}
            </button>
            <a href="/admin/login" className={statusActionClass.secondary}>
              {M.goToLogin}
            </a>
          </>
        }
      />
    </div>
  );
}
