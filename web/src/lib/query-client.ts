import { QueryClient } from '@tanstack/react-query';

// Duck-typed so the entry chunk does not import the API client: 4xx answers (except 408 and 429)
// will not change on a retry; network failures (status 0) and 5xx might.
function isRetryable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status === 0) return true;
  return status >= 500 || status === 408 || status === 429;
}

/** The app's query cache: two retries for transient failures, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isRetryable(error),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
