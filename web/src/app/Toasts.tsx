import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  isAdminLoggedIn,
  isCandidateLoggedIn,
  subscribeAdminSession,
  subscribeCandidateSession,
} from '@/lib/session';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function subscribeSessions(listener: () => void): () => void {
  const candidate = subscribeCandidateSession(listener);
  const admin = subscribeAdminSession(listener);
  return () => {
    candidate();
    admin();
  };
}

const hasSession = () => isCandidateLoggedIn() || isAdminLoggedIn();

/** Events that show a visitor is using the page: toasts only ever follow one of them. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The toast renderer (sonner), mounted when toasts can first be needed: at once for a signed-in
 * candidate or admin (session checks and realtime notices may toast without a click), else on the
 * visitor's first interaction. A visitor who only reads the landing page never downloads it.
 * Toasts raised before it mounts are not lost: sonner replays the active ones to a new Toaster.
 */
export function DeferredToaster({ duration, visibleToasts }: { duration: number; visibleToasts: number }) {
  const signedIn = useSyncExternalStore(subscribeSessions, hasSession, () => false);
  const [interacted, setInteracted] = useState(false);

  useEffect(() => {
    if (interacted) return;
    const on = () => setInteracted(true);
    for (const type of INTERACTIONS)
      window.addEventListener(type, on, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, on, { capture: true });
    };
  }, [interacted]);

  if (!signedIn && !interacted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        richColors
        closeButton
        duration={duration}
        visibleToasts={visibleToasts}
      />
    </Suspense>
  );
}
