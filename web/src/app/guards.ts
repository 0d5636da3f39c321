/**
 * Route guards as loaders: they run before a route renders or downloads its component (docs/requirements.md#admin-routes).
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isAdminLoggedIn, isCandidateLoggedIn, LOGIN_REDIRECT_PARAM } from '@/lib/session';

/** Any /admin path without an admin login goes to /admin-login. */
export function requireAdmin(): null {
  if (!isAdminLoggedIn()) throw redirect('/admin-login');
  return null;
}

/**
 * /admin-login: an admin goes to /admin; a logged-in candidate goes to / (docs/requirements.md#admin-login).
 */
export function adminLoginGuard(): null {
  if (isAdminLoggedIn()) throw redirect('/admin');
  if (isCandidateLoggedIn()) throw redirect('/');
  return null;
}

/**
 * /login and /signup are for visitors (docs/requirements.md#signup Rules): a logged-in candidate goes to /, a
 * logged-in admin to /admin.
 */
export function guestOnly(): null {
  if (isCandidateLoggedIn()) throw redirect('/');
  if (isAdminLoggedIn()) throw redirect('/admin');
  return null;
}

/**
 * /jobs is for logged-in candidates (docs/requirements.md#candidate-login): without a candidate login the visitor goes
 * to /login, and the page they wanted rides along as `?redirect=` so login can return them there.
 */
export function requireCandidate({ request }: LoaderFunctionArgs): null {
  if (isCandidateLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(`/login?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(url.pathname + url.search)}`);
}
