import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { createQueryClient } from './query-client';
import { router } from './router';
import { DeferredToaster } from './Toasts';

/** Toasts last 4 s by default, at most 3 visible (docs/requirements.md#public-limits, docs/requirements.md#admin-limits). */
export const TOAST_DEFAULTS = { duration: 4000, visibleToasts: 3 } as const;

/** The app: error boundary, query cache, router and toasts. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster duration={TOAST_DEFAULTS.duration} visibleToasts={TOAST_DEFAULTS.visibleToasts} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
