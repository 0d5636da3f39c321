/**
 * The search indexer (docs/architecture.md#search), the one writer of the candidate index:
 *
 * - DynamoDB Streams records (cloud: the table's event source mapping, filtered to
 *   `core/search/changes.ts`; locally: the gateway's stream poller): each candidate whose record,
 *   application or submission changed is read again from the table and replaced in the index, or
 *   removed when it is gone (a REMOVE, an erasure under way, never listed).
 * - `{ "reindex": true }` (`npm run reindex`, or an invocation of this function): a full rebuild
 *   from the table's `RESUMES` list index.
 *
 * A batch that finds an index object unreadable rebuilds the index from the table, the batch
 * included (`core/search/minisearch-s3.ts`), so new CVs repair a broken index. Throws when the index
 * cannot be written: the batch is retried (event source mapping / local poller), then parked in the
 * dead-letter queue.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';
import { indexedCandidateOf } from '../../core/search/changes.js';
import { allCandidateDocuments, candidateDocuments } from '../../core/search/documents.js';
import { candidateIndexWriter } from '../../core/search/index.js';

type IndexerEvent = Partial<DynamoDBStreamEvent> & { reindex?: boolean };

export interface IndexerResult {
  upserted: number;
  removed: number;
  /** Set by a rebuild: the index object's size in bytes. */
  bytes?: number;
  ms: number;
}

export const handler = traced(async (event: IndexerEvent): Promise<IndexerResult> => {
  const started = Date.now();
  if (event.reindex) {
    const { documents, bytes } = await candidateIndexWriter().rebuild(allCandidateDocuments());
    const result = { upserted: documents, removed: 0, bytes, ms: Date.now() - started };
    logger.info('search index rebuilt', { ...result });
    return result;
  }
  const ids = new Set<string>();
  for (const record of event.Records ?? []) {
    const keys = record.dynamodb?.Keys;
    const id = indexedCandidateOf({ pk: keys?.pk?.S, sk: keys?.sk?.S });
    if (id) ids.add(id);
  }
  if (ids.size === 0) return { upserted: 0, removed: 0, ms: 0 };
  // The table as it is now, not the images: a batch may hold several changes of one candidate.
  const { documents, gone } = await candidateDocuments([...ids]);
  await candidateIndexWriter().apply({ upsert: documents, remove: gone });
  const result = { upserted: documents.length, removed: gone.length, ms: Date.now() - started };
  logger.info('search index updated', { ...result });
  return result;
});
