import type { ReactNode } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { DeferredToaster } from './Toasts';

/** Toasts last 4 s by default, at most 3 visible (docs/requirements.md#public-limits, docs/requirements.md#admin-limits). */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 3 } as const;

/**
 * What surrounds the router in the browser and in the prerenderer alike (so a prerendered page
 * hydrates onto the same tree): error boundary and toasts. The query cache comes with the pages
 * that read the API (`withQueries` in `lib/query-provider.tsx`), not here, so the landing page
 * loads without it.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      {children}
      <DeferredToaster duration={TOAST_DEFAULTS.duration} visibleToasts={TOAST_DEFAULTS.visibleToasts} />
    </ErrorBoundary>
  );
}

/** The app in the browser: {@link AppFrame} around the browser router made in `start.tsx`. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
