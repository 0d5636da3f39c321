/**
 * Small helpers over the DynamoDB document client shared by the repositories: get, page-numbered
 * queries over a list partition, counters and transactions. Every request path is a GetItem, a
 * Query or a transaction: there is no Scan here (DESIGN.md §4).
 */
import {
  BatchGetCommand,
  GetCommand,
  type GetCommandOutput,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';
import { config } from '../config.js';
import {
  ATTR,
  type CounterName,
  type IndexName,
  KEY_ATTRIBUTES,
  type Key,
  keys,
  TABLE_SCHEMA,
} from './keys.js';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const tableName = (): string => config('tableName');

/** One item by key, or `undefined`. Strongly consistent when `consistent` (read-after-write). */
export async function getItem<T>(key: Key, consistent = false): Promise<T | undefined> {
  const out: GetCommandOutput = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return out.Item as T | undefined;
}

export interface PageRequest {
  /** 1-based page number. */
  page: number;
  /** Items per page (1..100). */
  limit: number;
}

/**
 * Page `page` of a list partition, in index order (`newestFirst` reverses it).
 * Earlier pages are skipped by reading only their keys (a keys-only projection), so page 1 reads
 * `limit` items whatever the partition holds. `where` adds a key condition on the sort key.
 */
export async function queryPage<T>(
  partition: { index: IndexName; pk: string },
  page: PageRequest,
  opts: { newestFirst?: boolean; sortKeyBelow?: string } = {},
): Promise<T[]> {
  const idx = TABLE_SCHEMA.indexes.find((i) => i.name === partition.index)!;
  const base: QueryCommandInput = {
    TableName: tableName(),
    IndexName: idx.name,
    KeyConditionExpression: opts.sortKeyBelow ? '#pk = :pk AND #sk < :below' : '#pk = :pk',
    ExpressionAttributeNames: {
      '#pk': idx.partitionKey,
      ...(opts.sortKeyBelow ? { '#sk': idx.sortKey } : {}),
    },
    ExpressionAttributeValues: {
      ':pk': partition.pk,
      ...(opts.sortKeyBelow ? { ':below': opts.sortKeyBelow } : {}),
    },
    ScanIndexForward: !opts.newestFirst,
  };
  let startKey: Record<string, unknown> | undefined;
  let toSkip = (page.page - 1) * page.limit;
  while (toSkip > 0) {
    const out = await dynamo().send(
      new QueryCommand({
        ...base,
        Limit: toSkip,
        ExclusiveStartKey: startKey,
        ProjectionExpression: '#p0, #s0, #pk, #sk2',
        ExpressionAttributeNames: {
          ...base.ExpressionAttributeNames,
          '#p0': ATTR.pk,
          '#s0': ATTR.sk,
          '#sk2': idx.sortKey,
        },
      }),
    );
    toSkip -= out.Items?.length ?? 0;
    startKey = out.LastEvaluatedKey;
    if (!startKey) return [];
  }
  const items: T[] = [];
  while (items.length < page.limit) {
    const out = await dynamo().send(
      new QueryCommand({ ...base, Limit: page.limit - items.length, ExclusiveStartKey: startKey }),
    );
    items.push(...((out.Items ?? []) as T[]));
    startKey = out.LastEvaluatedKey;
    if (!startKey) break;
  }
  return items;
}

/** Current values of counters (missing counters are 0), in one BatchGetItem. */
export async function readCounters<N extends CounterName>(names: readonly N[]): Promise<Record<N, number>> {
  const values = await getItems<{ count?: number }>(names.map((n) => keys.counter(n)));
  return Object.fromEntries(names.map((n, i) => [n, Math.max(0, values[i]?.count ?? 0)])) as Record<
    N,
    number
  >;
}

/**
 * Several items by key in as few BatchGetItem calls as possible (100 keys each), answered in the
 * order of `itemKeys` (`undefined` where an item does not exist). Keys DynamoDB leaves unprocessed
 * under load are asked again, with a short back-off.
 */
export async function getItems<T>(itemKeys: readonly Key[]): Promise<(T | undefined)[]> {
  const found = new Map<string, T>();
  const id = (k: { pk: unknown; sk: unknown }) => `${k.pk}\u0000${k.sk}`;
  const unique = [...new Map(itemKeys.map((k) => [id(k), { pk: k.pk, sk: k.sk }])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Key[] = unique.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const out = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(id(item as Key), item as T);
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
      if (attempt >= 8 && pending.length > 0)
        throw new Error('DynamoDB left keys unprocessed after 8 attempts');
    }
  }
  return itemKeys.map((k) => found.get(id(k)));
}

/** A transaction item that adds `delta` to a counter (creating it at 0). */
export function counterDelta(name: CounterName, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.counter(name),
      UpdateExpression: 'ADD #count :d',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/** Runs a transaction (at most 100 items). Throws `TransactionCanceledException` on a failed condition. */
export async function transact(items: TransactItem[]): Promise<void> {
  await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * True when a failed transaction was cancelled by a condition check (a duplicate, a lost race),
 * as opposed to a fault. `index`, when given, asks about that item only.
 */
export function isConditionFailure(err: unknown, index?: number): boolean {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name === 'ConditionalCheckFailedException') return true;
  if (e?.name !== 'TransactionCanceledException') return false;
  const reasons = e.CancellationReasons ?? [];
  if (index !== undefined) return reasons[index]?.Code === 'ConditionalCheckFailed';
  return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}

/** The item without its key and index attributes. */
export function stripKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, (typeof KEY_ATTRIBUTES)[number]> {
  const copy: Record<string, unknown> = { ...item };
  for (const k of KEY_ATTRIBUTES) delete copy[k];
  return copy as T;
}
