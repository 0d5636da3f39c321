/** Options every AWS SDK client of the functions is built with; a module of its own so importing them pulls in no client. */
/**
 * Bounded waits for every AWS client (docs/architecture.md#faults-and-timeouts): a connection must
 * open within 1 s and an answer start within 2 s, and the SDK's standard retry (exponential backoff
 * with full jitter) tries twice in all. A hung dependency so costs one call at most ~5 s, below the
 * functions' 10 s timeout, and the chain answers 503 with Retry-After (`TimeoutError`) instead of
 * Lambda's timeout ending the request without an answer.
 */
export const CLIENT_OPTIONS = {
  maxAttempts: 2,
  retryMode: 'standard',
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
} as const;
