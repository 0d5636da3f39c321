/**
 * Which table changes move the search index (docs/architecture.md#search): items of a candidate's
 * partition `USER#{id}`: the record (`PROFILE`), its applications (cover letters) and its
 * submissions (a CV's text read later by OCR). The cloud's event source mapping filter and the
 * local stream poller are both built from `INDEXED_SORT_KEYS`. No SDK imports.
 */

/** Sort keys (exact, or prefixes ending in `#`) of the items whose changes are indexed. */
export const INDEXED_SORT_KEYS = ['PROFILE', 'APPLICATION#', 'SUBMISSION#'] as const;

/** The candidate id a changed item belongs to, or `undefined` when the change is not indexed. */
export function indexedCandidateOf(keys: { pk?: string; sk?: string }): string | undefined {
  const { pk, sk } = keys;
  if (!pk?.startsWith('USER#') || !sk) return undefined;
  const indexed = INDEXED_SORT_KEYS.some((k) => (k.endsWith('#') ? sk.startsWith(k) : sk === k));
  return indexed ? pk.slice('USER#'.length) : undefined;
}

/** The DynamoDB Streams filter pattern of the indexer's event source mapping (same rule as above). */
export const STREAM_FILTER_PATTERN = {
  dynamodb: {
    Keys: {
      pk: { S: [{ prefix: 'USER#' }] },
      sk: { S: INDEXED_SORT_KEYS.map((k) => (k.endsWith('#') ? { prefix: k } : k)) },
    },
  },
} as const;
