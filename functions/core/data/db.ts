/**
 * The shared base of the entity modules (docs/architecture.md#access-patterns): get, queries (every page through
 * `paginateQuery`, or one page by number), counters, an update builder from plain objects,
 * transactions, and the retry of a conditional write that lost a race. Every request path is a
 * GetItem, a Query or a transaction: there is no Scan here. Entity modules own their keys, index
 * attributes and conditions; this module owns the DynamoDB mechanics.
 */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  type GetCommandOutput,
  PutCommand,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MESSAGES } from '../../contract/messages.js';
import { dynamo } from '../clients.js';
import { config } from '../config.js';
import { ConflictError } from '../errors.js';
import { auditOwed, takeAuditItems } from './audit-scope.js';
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
 * What a Query reads: a list partition of `keys.ts` (`index` set) or a table partition, optionally
 * narrowed on the sort key by at most one of the bounds below (DynamoDB allows one sort-key
 * condition). The attribute names come from `TABLE_SCHEMA`, never from the caller.
 */
export interface QueryTarget {
  index?: IndexName;
  pk: string;
  /** Only sort keys starting with this. */
  skPrefix?: string;
  /** Only sort keys greater than this. */
  skAbove?: string;
  /** Only sort keys less than this. */
  skBelow?: string;
  /** Only sort keys greater than or equal to this. */
  skFrom?: string;
  /** Only sort keys between the two, both included. */
  skBetween?: readonly [string, string];
}

/** How a Query reads its target. */
export interface QueryOptions {
  /** Reverse index order (newest first on the `{createdAt}#{id}` indexes). */
  newestFirst?: boolean;
  /** Items per request (DynamoDB's `Limit`). */
  pageSize?: number;
  /** Only these attributes are read. */
  attributes?: readonly string[];
  /**
   * A `FilterExpression` on the items the key condition reads (they are read, and paid for, all
   * the same). Its placeholders must not be `#pk`, `#sk`, `#p{n}`, `:pk` or `:sk{n}` (the key's own).
   */
  filter?: Condition;
}

/**
 * Page `page` of `target`, in index order (`newestFirst` reverses it). Without a filter, earlier
 * pages are skipped by reading only their keys (a keys-only projection), so page 1 reads `limit`
 * items whatever the partition holds; with a `filter`, items are read until `page × limit` matched.
 * `sortKeyBelow` / `sortKeyAbove` bound the sort key (exclusive), as `skBelow` / `skAbove` do.
 */
export async function queryPage<T>(
  target: QueryTarget,
  page: PageRequest,
  opts: Pick<QueryOptions, 'newestFirst' | 'filter'> & { sortKeyBelow?: string; sortKeyAbove?: string } = {},
): Promise<T[]> {
  const base = queryInput(
    {
      ...target,
      ...(opts.sortKeyBelow ? { skBelow: opts.sortKeyBelow } : {}),
      ...(opts.sortKeyAbove ? { skAbove: opts.sortKeyAbove } : {}),
    },
    opts,
  );
  let startKey: Record<string, unknown> | undefined;
  let toSkip = (page.page - 1) * page.limit;
  if (!opts.filter) {
    const idx = indexOf(target.index);
    while (toSkip > 0) {
      const out = await dynamo().send(
        new QueryCommand({
          ...base,
          Limit: Math.min(toSkip, 1000),
          ExclusiveStartKey: startKey,
          // Only the position matters here: LastEvaluatedKey does not depend on the projection.
          ProjectionExpression: '#s0, #s1, #s2',
          ExpressionAttributeNames: {
            ...base.ExpressionAttributeNames,
            '#s0': ATTR.pk,
            '#s1': ATTR.sk,
            '#s2': idx?.sortKey ?? ATTR.sk,
          },
        }),
      );
      toSkip -= out.Items?.length ?? 0;
      startKey = out.LastEvaluatedKey;
      if (!startKey) return [];
    }
  }
  const items: T[] = [];
  do {
    const out = await dynamo().send(
      new QueryCommand({
        ...base,
        // A filter drops items after the Limit is applied: read in steps of 100 until enough matched.
        Limit: opts.filter ? 100 : page.limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (out.Items ?? []) as T[]) {
      if (toSkip > 0) toSkip--;
      else if (items.length < page.limit) items.push(item);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length < page.limit);
  return items;
}

/**
 * How many items of `target` match (`Select: COUNT`, request by request over the whole key range;
 * with a `filter`, the items that pass it). Reads keys and pays for every item in the range, but
 * sends none back: for totals over a bounded range (a `from` date, one partition).
 */
export async function countQuery(
  target: QueryTarget,
  opts: Pick<QueryOptions, 'filter'> = {},
): Promise<number> {
  const input = queryInput(target, opts);
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    total += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return total;
}

/**
 * Every item of `target`, in key order (`newestFirst` reverses it), read page by page with
 * `paginateQuery`. `pageSize` bounds each request (items); `attributes` limits what is read.
 * For partitions known to stay small (tens to a few hundred items) or read by a batch job.
 */
export async function queryAll<T>(target: QueryTarget, opts: QueryOptions = {}): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages<T>(target, opts)) items.push(...page);
  return items;
}

/** The pages of `queryAll`, one at a time: for callers that act on each page before reading the next. */
export async function* queryPages<T>(target: QueryTarget, opts: QueryOptions = {}): AsyncGenerator<T[]> {
  const input = queryInput(target, opts);
  if (opts.attributes) {
    input.ProjectionExpression = opts.attributes.map((_, i) => `#p${i}`).join(', ');
    opts.attributes.forEach((a, i) => {
      input.ExpressionAttributeNames![`#p${i}`] = a;
    });
  }
  const pages = paginateQuery(
    { client: dynamo(), ...(opts.pageSize ? { pageSize: opts.pageSize } : {}) },
    input,
  );
  for await (const page of pages) yield (page.Items ?? []) as T[];
}

const indexOf = (name: IndexName | undefined) =>
  name ? TABLE_SCHEMA.indexes.find((i) => i.name === name)! : undefined;

/** The Query input of `target`: key condition on the schema's attribute names, order, filter. */
function queryInput(
  target: QueryTarget,
  opts: Pick<QueryOptions, 'newestFirst' | 'filter'>,
): QueryCommandInput {
  const idx = indexOf(target.index);
  const bounds: [string, readonly string[] | undefined][] = [
    ['begins_with(#sk, :sk0)', target.skPrefix !== undefined ? [target.skPrefix] : undefined],
    ['#sk > :sk0', target.skAbove !== undefined ? [target.skAbove] : undefined],
    ['#sk < :sk0', target.skBelow !== undefined ? [target.skBelow] : undefined],
    ['#sk >= :sk0', target.skFrom !== undefined ? [target.skFrom] : undefined],
    ['#sk BETWEEN :sk0 AND :sk1', target.skBetween],
  ];
  const given = bounds.filter(([, v]) => v !== undefined);
  if (given.length > 1) throw new Error('a Query takes one sort-key condition');
  const [bound, values] = given[0] ?? [];
  return {
    TableName: tableName(),
    ...(idx ? { IndexName: idx.name } : {}),
    KeyConditionExpression: bound ? `#pk = :pk AND ${bound}` : '#pk = :pk',
    ...(opts.filter ? { FilterExpression: opts.filter.expression } : {}),
    ExpressionAttributeNames: {
      '#pk': idx?.partitionKey ?? ATTR.pk,
      ...(bound ? { '#sk': idx?.sortKey ?? ATTR.sk } : {}),
      ...opts.filter?.names,
    },
    ExpressionAttributeValues: {
      ':pk': target.pk,
      ...Object.fromEntries((values ?? []).map((v, i) => [`:sk${i}`, v])),
      ...opts.filter?.values,
    },
    ScanIndexForward: !opts.newestFirst,
  };
}

/**
 * What an update changes, as plain objects: attributes to set, to remove, and numbers or sets to
 * add to. `undefined` values in `set` are skipped.
 */
export interface Changes {
  set?: Record<string, unknown>;
  /** Attributes set only where the item does not hold them yet (`if_not_exists`). */
  setIfMissing?: Record<string, unknown>;
  remove?: readonly string[];
  add?: Record<string, number | Set<string>>;
}

/** A condition expression with the names (`#x`) and values (`:x`) it uses. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** The condition that the item is there: an update or delete of a missing item then fails. */
export const itemExists: Condition = { expression: `attribute_exists(${ATTR.pk})` };

/**
 * The `Update` input for `key`: the expression is built from `changes` (attribute names always go
 * through placeholders, so reserved words such as `name` and `status` need no care), and
 * `condition` is added as given.
 */
export function updateOf(key: Key, changes: Changes, condition?: Condition) {
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const clause = (verb: string, parts: string[]) => (parts.length ? `${verb} ${parts.join(', ')}` : '');
  const sets = Object.entries(changes.set ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([attr, value], i) => {
      names[`#u${i}`] = attr;
      values[`:u${i}`] = value;
      return `#u${i} = :u${i}`;
    });
  const setsIfMissing = Object.entries(changes.setIfMissing ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([attr, value], i) => {
      names[`#m${i}`] = attr;
      values[`:m${i}`] = value;
      return `#m${i} = if_not_exists(#m${i}, :m${i})`;
    });
  const adds = Object.entries(changes.add ?? {}).map(([attr, value], i) => {
    names[`#a${i}`] = attr;
    values[`:a${i}`] = value;
    return `#a${i} :a${i}`;
  });
  const removes = (changes.remove ?? []).map((attr, i) => {
    names[`#r${i}`] = attr;
    return `#r${i}`;
  });
  return {
    TableName: tableName(),
    Key: key,
    UpdateExpression: [
      clause('SET', [...sets, ...setsIfMissing]),
      clause('REMOVE', removes),
      clause('ADD', adds),
    ]
      .filter(Boolean)
      .join(' '),
    ...(condition ? { ConditionExpression: condition.expression } : {}),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * How a write joins the request's audit log (docs/architecture.md#audit-log). `audited`: this
 * write is the change the request's entry describes, so the entries the request owes
 * (audit-scope.ts) are written in its transaction, together with it or not at all. A write
 * without it never carries an entry, wherever it comes in the request: the entity module that
 * makes the change says which of its writes that is, so reordering writes moves no entry.
 */
export interface WriteOptions {
  audited?: boolean;
}

/** The options of the write that is the audited change (see `WriteOptions`). */
export const AUDITED: WriteOptions = { audited: true };

/** Whether this write must take the request's owed audit entries (and so go as a transaction). */
const carriesAudit = (opts: WriteOptions | undefined) => Boolean(opts?.audited) && auditOwed();

/** Writes `item` in one request, over what is there when `condition` holds. */
export async function put(
  item: Record<string, unknown>,
  condition?: Condition,
  opts?: WriteOptions,
): Promise<void> {
  if (carriesAudit(opts)) return transact([putItem(item, condition)], opts);
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: item, ...conditionOf(condition) }));
}

/** Deletes `key` in one request when `condition` holds; deleting a missing item is not an error. */
export async function remove(key: Key, condition?: Condition, opts?: WriteOptions): Promise<void> {
  if (carriesAudit(opts)) return transact([deleteItem(key, condition)], opts);
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key, ...conditionOf(condition) }));
}

/** Runs one update (see `updateOf`) and answers the item as it is afterwards. */
export async function update<T>(
  key: Key,
  changes: Changes,
  condition?: Condition,
  opts?: WriteOptions,
): Promise<T> {
  if (carriesAudit(opts)) {
    // A transaction answers no attributes: the item is read back after its audited change.
    await transact([updateItem(key, changes, condition)], opts);
    return (await getItem<T>(key, true)) as T;
  }
  const out = await dynamo().send(
    new UpdateCommand({ ...updateOf(key, changes, condition), ReturnValues: 'ALL_NEW' }),
  );
  return out.Attributes as T;
}

/**
 * Updates an existing item when `condition` holds and answers it as it is afterwards. When the item
 * is missing or the condition fails, `explain` gets the item as it is now (or `undefined`) and throws
 * the error that says why; it is never called on success.
 */
export async function updateIf<T>(
  key: Key,
  changes: Changes,
  condition: Condition,
  explain: (current: T | undefined) => never,
  opts?: WriteOptions,
): Promise<T> {
  try {
    return await update<T>(
      key,
      changes,
      { ...condition, expression: `attribute_exists(pk) AND (${condition.expression})` },
      opts,
    );
  } catch (err) {
    if (isConditionFailure(err)) explain(await getItem<T>(key, true));
    throw err;
  }
}

/** A transaction item that updates `key` (see `updateOf`). */
export const updateItem = (key: Key, changes: Changes, condition?: Condition): TransactItem => ({
  Update: updateOf(key, changes, condition),
});

/** A transaction item that writes `item`, which must be new (`attribute_not_exists(pk)`). */
export const putNew = (item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** A transaction item that writes `item` over what is there when `condition` holds. */
export const putItem = (item: Record<string, unknown>, condition?: Condition): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ...conditionOf(condition) },
});

/** A transaction item that deletes `key` when `condition` holds. */
export const deleteItem = (key: Key, condition?: Condition): TransactItem => ({
  Delete: { TableName: tableName(), Key: key, ...conditionOf(condition) },
});

/** A transaction item that writes nothing but fails the transaction unless `condition` holds on `key`. */
export const conditionCheck = (key: Key, condition: Condition): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: key,
    ConditionExpression: condition.expression,
    ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  },
});

/** A transaction item that deletes a unique-value guard unless another item holds it now. */
export const releaseGuard = (key: Key, ownerId: string): TransactItem =>
  deleteItem(key, { expression: 'attribute_not_exists(pk) OR id = :owner', values: { ':owner': ownerId } });

function conditionOf(condition: Condition | undefined) {
  if (!condition) return {};
  return {
    ConditionExpression: condition.expression,
    ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  };
}

const AGAIN = Symbol('retry');

/**
 * Runs `attempt` (read, then a conditional write) until it succeeds, at most `attempts` times.
 * An attempt whose write fails a condition (another request changed the item since it was read),
 * or that calls `raceLost()`, is run again from its read. Throws `ConflictError(busyMessage)` when
 * every attempt lost; any other error at once.
 */
export async function retryOnConflict<T>(
  attempt: () => Promise<T>,
  busyMessage: string = MESSAGES.recordBusy,
  attempts = 3,
): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (err === AGAIN || isConditionFailure(err)) continue;
      throw err;
    }
  }
  throw new ConflictError(busyMessage);
}

/** Inside `retryOnConflict`: the state this attempt read is stale; start the next attempt. */
export function raceLost(): never {
  throw AGAIN;
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

/** What a write that is not the audited change takes of the owed entries: nothing. */
const NO_AUDIT = { items: [], giveBack: () => {} };

/** Items DynamoDB accepts in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

/**
 * Runs a transaction (at most 100 items). With `AUDITED` (the transaction is the change the
 * request's audit entry describes, see `WriteOptions`) the entries the request owes
 * (audit-scope.ts) are added to it, so the change and its entry are written together or not at
 * all. Throws `TransactionCanceledException` on a failed condition (the entries are then owed again).
 */
export async function transact(items: TransactItem[], opts?: WriteOptions): Promise<void> {
  const audit = opts?.audited ? takeAuditItems(MAX_TRANSACTION_ITEMS - items.length) : NO_AUDIT;
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: [...items, ...audit.items.map(putNew)] }));
  } catch (err) {
    audit.giveBack();
    throw err;
  }
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
