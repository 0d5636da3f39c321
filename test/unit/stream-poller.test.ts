/**
 * The local DynamoDB Streams event source (lib/local/gateway/streams.ts, docs/architecture.md#search)
 * against a fake stream: records reach the indexer once each, in order, and a failed round carries
 * on after the last record handed over instead of handing the whole stream over again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startStreamPoller } from '../../lib/local/gateway/streams.js';

const STREAM_ARN = 'arn:aws:dynamodb:eu-west-1:000000000000:table/t/stream/1';

/** A one-shard stream of `count` candidate records; `failNextGetRecords()` makes one read fail. */
function fakeStream(count: number) {
  const records = Array.from({ length: count }, (_, i) => ({
    eventID: String(i + 1),
    eventName: 'INSERT',
    dynamodb: {
      Keys: { pk: { S: `USER#id-${i + 1}` }, sk: { S: 'PROFILE' } },
      SequenceNumber: String(i + 1).padStart(10, '0'),
    },
  }));
  let available = 0;
  let failures = 0;
  const send = async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
    const input = command.input;
    switch (command.constructor.name) {
      case 'DescribeTableCommand':
        return { Table: { LatestStreamArn: STREAM_ARN } };
      case 'DescribeStreamCommand':
        return { StreamDescription: { Shards: [{ ShardId: 'shard-1' }] } };
      case 'GetShardIteratorCommand': {
        const from =
          input.ShardIteratorType === 'AFTER_SEQUENCE_NUMBER' ? Number(input.SequenceNumber as string) : 0;
        return { ShardIterator: `at:${from}` };
      }
      case 'GetRecordsCommand': {
        if (failures > 0) {
          failures--;
          throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
        }
        const from = Number((input.ShardIterator as string).slice(3));
        const out = records.slice(from, available);
        return { Records: out, NextShardIterator: `at:${from + out.length}` };
      }
      default:
        throw new Error(`unexpected ${command.constructor.name}`);
    }
  };
  const client = { send, destroy: () => undefined } as never;
  return {
    clients: { ddb: client, streams: client },
    /** Makes the first `n` records readable. */
    publish: (n: number) => {
      available = n;
    },
    failNextGetRecords: () => {
      failures = 1;
    },
  };
}

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the local stream poller', () => {
  it('a failed read carries on after the last record handed over: each record reaches the indexer once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'stream-poller-'));
    const stream = fakeStream(6);
    const delivered: string[] = [];
    const logged: string[] = [];
    const poller = startStreamPoller({
      tableName: 't',
      checkpointDir: dir,
      clients: stream.clients,
      log: (line) => logged.push(line),
      asyncInvoke: {
        run: async (_id, event) => {
          for (const r of (event as { Records: { eventID: string }[] }).Records) delivered.push(r.eventID);
        },
      },
    });
    try {
      stream.publish(3);
      await poller.idle();
      await poller.idle();
      expect(delivered).toEqual(['1', '2', '3']);
      stream.failNextGetRecords();
      stream.publish(6);
      await poller.idle();
      await poller.idle();
      expect(logged.some((l) => l.includes('socket hang up'))).toBe(true);
      expect(delivered).toEqual(['1', '2', '3', '4', '5', '6']);
    } finally {
      await poller.stop();
    }
  });
});
