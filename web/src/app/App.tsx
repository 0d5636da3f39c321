import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { router } from './router';
import { DeferredToaster } from './Toasts';

/** Toasts last 4 s by default, at most 3 visible (docs/requirements.md#public-limits, docs/requirements.md#admin-limits). */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 3 } as const;

/**
 * The app: error boundary, router and toasts. The query cache comes with the pages that read the
 * API (`withQueries` in `lib/query-provider.tsx`), not here, so the landing page loads without it.
 */
export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
      <DeferredToaster duration={TOAST_DEFAULTS.duration} visibleToasts={TOAST_DEFAULTS.visibleToasts} />
    </ErrorBoundary>
  );
}
