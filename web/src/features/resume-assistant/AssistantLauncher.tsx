import { lazy, Suspense, useEffect, useRef } from 'react';
import { launcherMessages as M } from './launcher-messages';

// The panel reads the public job titles, so the query cache comes with it.
const loadPanel = () => Promise.all([import('./ResumeAssistant'), import('@/lib/query-provider')]);
const ResumeAssistant = lazy(() =>
  loadPanel().then(([m, q]) => ({ default: q.withQueries(m.ResumeAssistant) })),
);

/**
 * The floating Resume Assistant button of the landing page (docs/requirements.md#resume-assistant). The chat panel (and
 * with it the upload code and, later, the file readers) downloads only when a visitor opens it;
 * hovering or focusing the button starts that download a moment earlier.
 */
export function AssistantLauncher({
  open,
  onOpen,
  onClose,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus returns to the button when the panel closes.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      {open ? null : (
        <button
          ref={buttonRef}
          type="button"
          onClick={onOpen}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label={M.launcher}
          title={M.title}
          className="fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-600 text-white shadow-lg shadow-brand-900/30 transition hover:scale-105 motion-reduce:transition-none"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M8 10h8M8 14h5m-9 6 2.5-3H18a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H6a3 3 0 0 0-3 3v7a3 3 0 0 0 1 2.2Z"
            />
          </svg>
        </button>
      )}
      {open ? (
        <Suspense
          fallback={
            <span
              role="status"
              aria-label={M.launcherLoading}
              className="fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 shadow-lg"
            >
              <span className="size-6 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            </span>
          }
        >
          <ResumeAssistant onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
