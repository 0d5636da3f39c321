/**
 * The public pages that are not prerendered (docs/requirements.md#public-routes): a candidate's
 * pages, the sign-in pages and the links from mails. The browser's tree (`router.tsx`) puts them
 * under `PublicLayout` after `prerenderedPages`; the prerenderer never imports this module, nor the
 * route guards it uses (docs/architecture.md#prerendered-pages).
 */
import type { RouteObject } from 'react-router';
import { guestOnly, requireCandidate } from './guards';
import { withCache } from './public-routes';

/** The candidate's and the sign-in pages, behind their guards; pages reached from a mail's link. */
export const candidatePages: RouteObject[] = [
  {
    path: 'jobs',
    loader: requireCandidate,
    lazy: withCache(async () => (await import('./JobsRoute')).JobsRoute),
  },
  {
    path: 'profile',
    loader: requireCandidate,
    lazy: withCache(async () => (await import('@/features/auth/ProfilePage')).ProfilePage),
  },
  {
    path: 'login',
    loader: guestOnly,
    lazy: withCache(async () => (await import('@/features/auth/LoginPage')).LoginPage),
  },
  {
    path: 'signup',
    loader: guestOnly,
    lazy: withCache(async () => (await import('@/features/auth/SignupPage')).SignupPage),
  },
  {
    path: 'forgot-password',
    loader: guestOnly,
    lazy: withCache(async () => (await import('@/features/auth/ForgotPasswordPage')).ForgotPasswordPage),
  },
  {
    path: 'confirm-email',
    loader: guestOnly,
    lazy: withCache(async () => (await import('@/features/auth/ConfirmEmailPage')).ConfirmEmailPage),
  },
  {
    path: 'my-data',
    lazy: withCache(async () => (await import('@/features/my-data/MyDataPage')).MyDataPage),
  },
  {
    path: 'confirm-cv',
    lazy: withCache(async () => (await import('@/features/cv-confirm/ConfirmCvPage')).ConfirmCvPage),
  },
  {
    path: 'access-denied',
    lazy: withCache(async () => (await import('@/features/access-denied/AccessDeniedPage')).AccessDeniedPage),
  },
];
