import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import {
  isAdminLoggedIn,
  isCandidateLoggedIn,
  subscribeAdminSession,
  subscribeCandidateSession,
} from '@/lib/session';
import { ScrollToTop } from './ScrollToTop';

// The session keeper (API client, schemas, toasts) downloads only when there is a session to keep:
// visitors never fetch it, which keeps the landing page's first download within its budget.
const SessionKeeper = lazy(() =>
  import('@/features/auth/SessionKeeper').then((m) => ({ default: m.SessionKeeper })),
);

/** The root route: scroll handling for every page, session upkeep when signed in, then the matched layout. */
export function RootLayout() {
  const candidate = useSyncExternalStore(subscribeCandidateSession, isCandidateLoggedIn, () => false);
  const admin = useSyncExternalStore(subscribeAdminSession, isAdminLoggedIn, () => false);
  return (
    <>
      <ScrollToTop />
      {candidate || admin ? (
        <Suspense fallback={null}>
          <SessionKeeper />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
