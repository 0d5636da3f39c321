import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './query-client';
import { router } from './router';

// The toast renderer loads right after the first paint; no toast is raised before it is there.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Toasts last 4 s by default, at most 3 visible (public-site §9, admin-area §9). */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 3 } as const;

/** The app: error boundary, query cache, router and toasts. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster
            position="top-right"
            richColors
            closeButton
            duration={TOAST_DEFAULTS.duration}
            visibleToasts={TOAST_DEFAULTS.visibleToasts}
          />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
