import { type DehydratedState, dehydrate, hydrate, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from './query-client';

/**
 * The app's one query cache (TanStack Query), shared by every page that reads the API. It lives in
 * its own chunk: the landing page reads nothing at first and so never downloads it, which keeps
 * its first download within budget (docs/architecture.md#decisions: the query cache comes with the pages that read the API). Pages get it through
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

/**
 * Puts the queries a prerendered page was rendered with into {@link queryClient} before hydration,
 * so the first render shows the same data as the HTML (docs/architecture.md#prerendered-pages).
 */
export function restoreQueries(state: DehydratedState): void {
  hydrate(queryClient, state);
}

/** The cache's successful queries, for a prerendered page's state script. */
export function savedQueries(): DehydratedState {
  return dehydrate(queryClient);
}
