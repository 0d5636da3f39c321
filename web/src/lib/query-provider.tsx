import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from './query-client';

/**
 * The app's one query cache (TanStack Query), shared by every page that reads the API. It lives in
 * its own chunk: the landing page reads nothing at first and so never downloads it, which keeps
 * its first download within budget (docs/architecture.md#web-bundles). Pages get it through
 * {@link withQueries}; each provider holds this same client, so the cache survives navigation.
 */
export const queryClient = createQueryClient();

/** `Component` rendered inside the provider of {@link queryClient}. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
