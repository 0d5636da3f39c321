import { Link, useLocation, useNavigate } from 'react-router';
import { StatusCard, statusActionClass } from '@/components/status-screen';
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
      <StatusCard
        tone="warning"
        iconPath="M7 11V8a5 5 0 0 1 10 0v3M6 11h12v10H6Zm6 4v2"
        title={M.title}
        message={message}
        actions={
          <>
            <button
              type="button"
              onClick={() => (canGoBack ? navigate(-1) : navigate('/'))}
              className={statusActionClass.secondary}
            >
              {M.goBack}
            </button>
            <Link to="/" className={statusActionClass.primary}>
              {M.goHome}
            </Link>
          </>
        }
      />
    </div>
  );
}
