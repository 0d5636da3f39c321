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

/** An open modal dialog (Radix marks its content `data-state="open"`). */
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

function subscribeDialogs(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  return () => observer.disconnect();
}

const dialogOpen = () => document.querySelector(OPEN_DIALOG) !== null;

/**
 * Where toasts show: bottom right, or, while a modal dialog is open, top centre. A dialog's actions
 * (Cancel, its submit) sit at its foot, which at 390 px (and for a tall, wide dialog on a desktop)
 * is where a bottom toast lands: a realtime notification must not hide them
 * (docs/requirements.md#notifications). Its title is what a top toast covers for a few seconds.
 */
function useToastPosition(): 'bottom-right' | 'top-center' {
  return useSyncExternalStore(subscribeDialogs, dialogOpen, () => false) ? 'top-center' : 'bottom-right';
}

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
  const position = useToastPosition();

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
      <Toaster position={position} richColors closeButton duration={duration} visibleToasts={visibleToasts} />
    </Suspense>
  );
}
