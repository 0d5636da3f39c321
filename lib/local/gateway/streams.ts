/**
 * The local DynamoDB Streams event sources (docs/architecture.md#search, #mail): each consumer polls
 * the table's stream in DynamoDB Local (`DescribeStream` → `GetShardIterator` → `GetRecords`) on
 * its own, as each of Lambda's event source mappings does, and hands the records its filter
 * selects to its function, one batch at a time and in order:
 * - the search indexer (`SEARCH_STREAM`): records of indexed items (`functions/core/search/changes.ts`,
 *   the cloud mapping's filter) to `eventFunctions.searchIndexer` (its reserved concurrency is 1);
 * - the mail outbox (`MAIL_STREAM`): mail items written `queued` (`functions/core/data/sent-mails.ts`,
 *   the cloud mapping's filter) to `eventFunctions.mailOutbox`, which sends them.
 * A failed batch is retried and then parked in the dead-letter file (`invokeAsync`), keys only:
 * the functions read the table, not the images.
 *
 * Where each got to is kept per shard in `<dataDir>/<consumer>-stream.json`, so a restart carries on
 * after the last record handed over (the stream keeps 24 hours; older changes need `npm run
 * reindex`, and the outbox's minute run sends older mails).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  type _Record,
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';
import { eventFunctions } from '../../../functions/contract/routes.js';
import { queuedMailOf } from '../../../functions/core/data/sent-mails.js';
import { indexedCandidateOf } from '../../../functions/core/search/changes.js';
import { LOCAL_REGION } from '../resources.js';
import { type AsyncInvokeOptions, invokeAsync } from './invoke.js';

/** Wait between two rounds of `GetRecords` (ms): Lambda polls a shard about 4 times a second. */
export const STREAM_POLL_MS = 250;
/**
 * Wait after a round that handed changes to the indexer (ms): the cloud mapping's batching window
 * (lib/app-stack.ts `maxBatchingWindow`), so a busy table is indexed in batches, not one rewrite of
 * the whole index per change (each rewrite holds the gateway's event loop while it is serialised).
 */
export const STREAM_BATCH_WINDOW_MS = 1_000;
/** Wait between two looks for new shards (ms). */
const SHARD_REFRESH_MS = 2_000;
/** Records per `GetRecords` (Lambda's default batch size is 100; DynamoDB allows 1,000). */
const BATCH_SIZE = 1_000;

interface ShardState {
  iterator?: string;
  /** The last sequence number handed over. */
  last?: string;
  closed?: boolean;
}

/** One consumer of the table's stream: its function, filter, checkpoint name and batching window. */
export interface StreamConsumer {
  /** Names the checkpoint file (`<name>-stream.json`) and the log lines. */
  name: string;
  handler: string;
  /** The cloud mapping's filter, on the record as DynamoDB Streams answers it. */
  select: (r: _Record) => boolean;
  /** Wait after a round that handed records over (ms): the cloud mapping's `maxBatchingWindow`. */
  batchWindowMs: number;
}

/** The search indexer's mapping (lib/app-stack.ts): candidate items, batched for a second. */
export const SEARCH_STREAM: StreamConsumer = {
  name: 'search',
  handler: eventFunctions.searchIndexer.handler,
  select: (r) => Boolean(indexedCandidateOf({ pk: r.dynamodb?.Keys?.pk?.S, sk: r.dynamodb?.Keys?.sk?.S })),
  batchWindowMs: STREAM_BATCH_WINDOW_MS,
};

/** The mail outbox's mapping (lib/app-stack.ts): mail items written `queued`, sent without waiting. */
export const MAIL_STREAM: StreamConsumer = {
  name: 'mail',
  handler: eventFunctions.mailOutbox.handler,
  select: (r) =>
    queuedMailOf({
      eventName: r.eventName,
      pk: r.dynamodb?.Keys?.pk?.S,
      state: r.dynamodb?.NewImage?.state?.S,
    }) !== undefined,
  batchWindowMs: 0,
};

/** A stream record as Lambda's DynamoDB event carries it, keys only (see above). */
function lambdaRecord(r: _Record, streamArn: string) {
  return {
    eventID: r.eventID,
    eventName: r.eventName,
    eventVersion: r.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: LOCAL_REGION,
    eventSourceARN: streamArn,
    dynamodb: {
      Keys: r.dynamodb?.Keys,
      SequenceNumber: r.dynamodb?.SequenceNumber,
      SizeBytes: r.dynamodb?.SizeBytes,
      StreamViewType: r.dynamodb?.StreamViewType,
      ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
        ? Math.floor(r.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
        : undefined,
    },
  };
}

/**
 * Starts polling the stream of `tableName` (handlers' environment: `AWS_ENDPOINT_URL_DYNAMODB`) for
 * `consumer` (by default the search indexer). `checkpointDir` holds `<consumer>-stream.json`.
 * Answers `stop()`, which resolves after the batch being handed over, and `idle()`, which resolves
 * once every record seen so far was handed over.
 */
export function startStreamPoller(opts: {
  tableName: string;
  checkpointDir: string;
  consumer?: StreamConsumer;
  /** Retries and dead-letter file of the indexer's invocations (`run`: tests hand in their own indexer). */
  asyncInvoke?: AsyncInvokeOptions & Pick<NonNullable<Parameters<typeof invokeAsync>[2]>, 'run'>;
  log: (line: string) => void;
  /** The DynamoDB and Streams clients (tests hand in fakes); by default, the local endpoint's. */
  clients?: {
    ddb: Pick<DynamoDBClient, 'send' | 'destroy'>;
    streams: Pick<DynamoDBStreamsClient, 'send' | 'destroy'>;
  };
}) {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const ddb =
    opts.clients?.ddb ?? new DynamoDBClient({ region: LOCAL_REGION, ...(endpoint ? { endpoint } : {}) });
  const streams =
    opts.clients?.streams ??
    new DynamoDBStreamsClient({ region: LOCAL_REGION, ...(endpoint ? { endpoint } : {}) });
  const consumer = opts.consumer ?? SEARCH_STREAM;
  const checkpointFile = join(opts.checkpointDir, `${consumer.name}-stream.json`);
  const shards = new Map<string, ShardState>();
  let saved: { streamArn?: string; shards?: Record<string, string> } = {};
  try {
    if (existsSync(checkpointFile)) saved = JSON.parse(readFileSync(checkpointFile, 'utf8'));
  } catch {
    saved = {};
  }
  let streamArn: string | undefined;
  let lastRefresh = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  let caughtUp: (() => void)[] = [];

  const saveCheckpoint = () => {
    const positions: Record<string, string> = {};
    for (const [id, s] of shards) if (s.last) positions[id] = s.last;
    if (existsSync(dirname(checkpointFile)))
      writeFileSync(checkpointFile, JSON.stringify({ streamArn, shards: positions }));
  };

  async function iteratorFor(shardId: string, after?: string): Promise<string | undefined> {
    const ask = (type: 'AFTER_SEQUENCE_NUMBER' | 'TRIM_HORIZON') =>
      streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          ...(type === 'AFTER_SEQUENCE_NUMBER' ? { SequenceNumber: after } : {}),
        }),
      );
    try {
      return (await ask(after ? 'AFTER_SEQUENCE_NUMBER' : 'TRIM_HORIZON')).ShardIterator;
    } catch (err) {
      if (!after) throw err;
      return (await ask('TRIM_HORIZON')).ShardIterator; // the position was trimmed
    }
  }

  async function refreshShards(): Promise<void> {
    const { Table } = await ddb.send(new DescribeTableCommand({ TableName: opts.tableName }));
    const arn = Table?.LatestStreamArn;
    if (!arn) return;
    if (arn !== streamArn) {
      streamArn = arn;
      shards.clear();
      if (saved.streamArn !== arn) saved = {};
    }
    let start: string | undefined;
    do {
      const out = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of out.StreamDescription?.Shards ?? []) {
        const id = shard.ShardId!;
        const known = shards.get(id);
        if (known) {
          // After a failed round: carry on after the last record handed over, not from the start.
          if (!known.iterator && !known.closed) known.iterator = await iteratorFor(id, known.last);
          continue;
        }
        const after = saved.shards?.[id];
        shards.set(id, { iterator: await iteratorFor(id, after), last: after });
      }
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    lastRefresh = Date.now();
  }

  /** One round over the open shards; answers whether any record was read. */
  async function round(): Promise<boolean> {
    let read = false;
    for (const [, shard] of shards) {
      if (shard.closed || !shard.iterator || stopped) continue;
      const out = await streams.send(
        new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: BATCH_SIZE }),
      );
      const records = out.Records ?? [];
      if (records.length) {
        read = true;
        const selected = records.filter(consumer.select);
        if (selected.length) {
          await invokeAsync(
            consumer.handler,
            { Records: selected.map((r) => lambdaRecord(r, streamArn!)) },
            opts.asyncInvoke,
          );
        }
        shard.last = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.last;
      }
      shard.iterator = out.NextShardIterator;
      if (!shard.iterator) shard.closed = true;
    }
    if (read) saveCheckpoint();
    return read;
  }

  const loop = (async () => {
    while (!stopped) {
      let read = false;
      try {
        if (!streamArn || Date.now() - lastRefresh > SHARD_REFRESH_MS) await refreshShards();
        read = await round();
      } catch (err) {
        opts.log(`${consumer.name} stream poller: ${(err as Error)?.message ?? err}`);
        // Iterators (expired, or of a round that failed) are asked again on the next refresh, after
        // each shard's last record handed over: dropping the positions too would hand the whole
        // stream (24 hours of changes) to the indexer again, and new CVs would wait behind it.
        for (const shard of shards.values()) shard.iterator = undefined;
        lastRefresh = 0;
      }
      if (!read) {
        for (const done of caughtUp) done();
        caughtUp = [];
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, STREAM_POLL_MS).unref();
        });
      } else if (!stopped && consumer.batchWindowMs > 0) {
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, consumer.batchWindowMs).unref();
        });
      }
    }
  })();

  return {
    /** Resolves after a round that found nothing new (every change so far handed to the indexer). */
    idle: () =>
      new Promise<void>((r) => {
        caughtUp.push(r);
      }),
    stop: async (): Promise<void> => {
      stopped = true;
      wake?.();
      await loop;
      for (const done of caughtUp) done();
      ddb.destroy();
      streams.destroy();
    },
  };
}

/**
 * The table's two local event source mappings (see above), each polling on its own with its own
 * checkpoint: the search indexer's and the mail outbox's. Same options as {@link startStreamPoller}
 * but the consumer; `idle()` waits for both, `stop()` stops both.
 */
export function startTableStreams(opts: Omit<Parameters<typeof startStreamPoller>[0], 'consumer'>) {
  const pollers = [SEARCH_STREAM, MAIL_STREAM].map((consumer) => startStreamPoller({ ...opts, consumer }));
  return {
    idle: async (): Promise<void> => {
      await Promise.all(pollers.map((p) => p.idle()));
    },
    stop: async (): Promise<void> => {
      await Promise.all(pollers.map((p) => p.stop()));
    },
  };
}
