/**
 * The shared base of the entity modules (docs/architecture.md#data-layer): reads (get, batch get,
 * counters), Queries and all their paging (every page through `paginateQuery`, one page by number,
 * a filtered page, a page of several partitions, a COUNT), the writes with the audit entry of the
 * write that is the change (`AUDITED`), transactions, and the retry of a conditional write that
 * lost a race. Every request path is a GetItem, a Query or a transaction: there is no Scan here.
 * What a request says is built in expressions.ts (re-exported here); entity modules own their
 * keys, index attributes and conditions; this module owns the sending.
 */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  type GetCommandOutput,
  PutCommand,
  paginateQuery,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { MESSAGES } from '../../contract/messages.js';
import { dynamo } from '../clients.js';
import { ConflictError } from '../errors.js';
import { auditOwed, takeAuditItems } from './audit-scope.js';
import {
  type Changes,
  type Condition,
  conditionOf,
  deleteItem,
  indexOf,
  isConditionFailure,
  type PageRequest,
  putItem,
  putNew,
  type QueryOptions,
  type QueryTarget,
  queryInput,
  type TransactItem,
  tableName,
  updateItem,
  updateOf,
} from './expressions.js';
import { ATTR, type CounterName, type Key, keys } from './keys.js';

// The request builders are part of the base's one interface: entity modules import them from here.
export {
  type Changes,
  type Condition,
  conditionCheck,
  counterDelta,
  deleteItem,
  isConditionFailure,
  itemExists,
  type PageRequest,
  putItem,
  putNew,
  type QueryOptions,
  type QueryTarget,
  releaseGuard,
  stripKeys,
  type TransactItem,
  tableName,
  updateItem,
  updateOf,
} from './expressions.js';

/** One item by key, or `undefined`. Strongly consistent when `consistent` (read-after-write). */
export async function getItem<T>(key: Key, consistent = false): Promise<T | undefined> {
  const out: GetCommandOutput = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }),
  );
  return out.Item as T | undefined;
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
    // Only the position matters here: LastEvaluatedKey does not depend on the projection. The
    // key attributes, each once (DynamoDB refuses overlapping paths in a projection).
    const idx = indexOf(target.index);
    const keyNames = [...new Set([ATTR.pk, ATTR.sk, ...(idx ? [idx.partitionKey, idx.sortKey] : [])])];
    const projection = Object.fromEntries(keyNames.map((name, i) => [`#s${i}`, name]));
    while (toSkip > 0) {
      const out = await dynamo().send(
        new QueryCommand({
          ...base,
          Limit: Math.min(toSkip, 1000),
          ExclusiveStartKey: startKey,
          ProjectionExpression: Object.keys(projection).join(', '),
          ExpressionAttributeNames: { ...base.ExpressionAttributeNames, ...projection },
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

/** Page `page` of a list read whole and sorted in memory (a search's matches, a small partition filtered here). */
export const pageOf = <T>(items: readonly T[], page: PageRequest): T[] =>
  items.slice((page.page - 1) * page.limit, page.page * page.limit);

/**
 * Page `page` of the items of `targets` that pass `matches`, reading the targets one after the
 * other (each in its own order) and stopping once the page is full and one more match is known,
 * which `hasMore` reports. For filters no key condition expresses (the audit log's over months).
 */
export async function matchingPage<T>(
  targets: readonly QueryTarget[],
  page: PageRequest,
  matches: (item: T) => boolean,
  opts: Pick<QueryOptions, 'newestFirst' | 'pageSize'> = {},
): Promise<{ items: T[]; hasMore: boolean }> {
  const wanted = page.page * page.limit;
  const found: T[] = [];
  outer: for (const target of targets) {
    for await (const items of queryPages<T>(target, opts)) {
      for (const item of items) {
        if (!matches(item)) continue;
        found.push(item);
        if (found.length > wanted) break outer;
      }
    }
  }
  return { items: pageOf(found, page), hasMore: found.length > wanted };
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
  if (opts.consistent) input.ConsistentRead = true;
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
