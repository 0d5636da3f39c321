/**
 * Route guards as loaders: they run before a route renders or downloads its component (docs/requirements.md#admin-routes).
 * Each first settles the sessions it looks at (renewal from the session cookie when the page was
 * just loaded: docs/architecture.md#auth), while the "Verifying access..." screen shows.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isAdminLoggedIn, isCandidateLoggedIn, LOGIN_REDIRECT_PARAM } from '@/lib/session';

/**
 * Settles one session before a guard decides. Without a hint there is nothing to renew, and the API
 * client is not even downloaded: public pages stay light (docs/architecture.md#auth).
 */
async function restoreSession(kind: 'candidate' | 'admin'): Promise<void> {
  if (!(kind === 'admin' ? isAdminLoggedIn() : isCandidateLoggedIn())) return;
  const api = await import('@/lib/api');
  await api.restoreSession(kind);
}

const restoreBoth = () => Promise.all([restoreSession('candidate'), restoreSession('admin')]);

/** Any /admin path without an admin login goes to /admin-login. */
export async function requireAdmin(): Promise<null> {
  await restoreSession('admin');
  if (!isAdminLoggedIn()) throw redirect('/admin-login');
  return null;
}

/**
 * /admin-login: an admin goes to /admin; a logged-in candidate goes to / (docs/requirements.md#admin-login).
 */
export async function adminLoginGuard(): Promise<null> {
  await restoreBoth();
  if (isAdminLoggedIn()) throw redirect('/admin');
  if (isCandidateLoggedIn()) throw redirect('/');
  return null;
}

/**
 * /login and /signup are for visitors (docs/requirements.md#signup Rules): a logged-in candidate goes to /, a
 * logged-in admin to /admin.
 */
export async function guestOnly(): Promise<null> {
  await restoreBoth();
  if (isCandidateLoggedIn()) throw redirect('/');
  if (isAdminLoggedIn()) throw redirect('/admin');
  return null;
}

/**
 * /jobs is for logged-in candidates (docs/requirements.md#candidate-login): without a candidate login the visitor goes
 * to /login, and the page they wanted rides along as `?redirect=` so login can return them there.
 */
export async function requireCandidate({ request }: LoaderFunctionArgs): Promise<null> {
  await restoreSession('candidate');
  if (isCandidateLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(`/login?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(url.pathname + url.search)}`);
}
