/**
 * Route guards as loaders: they run before a route renders or downloads its component (admin-area
 * §2 "Guards").
 */
import { redirect } from 'react-router';
import { isAdminLoggedIn, isCandidateLoggedIn } from '@/lib/session';

/** Any /admin path without an admin login goes to /admin-login. */
export function requireAdmin(): null {
  if (!isAdminLoggedIn()) throw redirect('/admin-login');
  return null;
}

/**
 * /admin-login: an admin goes to /admin; a logged-in candidate goes to / (admin-area §2).
 */
export function adminLoginGuard(): null {
  if (isAdminLoggedIn()) throw redirect('/admin');
  if (isCandidateLoggedIn()) throw redirect('/');
  return null;
}

/**
 * /login and /signup are for visitors (public-site §2 Rules): a logged-in candidate goes to /, a
 * logged-in admin to /admin.
 */
export function guestOnly(): null {
  if (isCandidateLoggedIn()) throw redirect('/');
  if (isAdminLoggedIn()) throw redirect('/admin');
  return null;
}
