/**
 * What a request to the table says, built without sending it (docs/architecture.md#data-layer):
 * the Query input of a `QueryTarget` (key condition on the schema's attribute names, order,
 * filter), update expressions from plain objects, conditions, and the transaction items entity
 * modules put together. No client: db.ts sends what these build, and re-exports them.
 */
import type { QueryCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
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
  /** Strongly consistent (read-after-write; the table only, never an index). */
  consistent?: boolean;
}

export const indexOf = (name: IndexName | undefined) =>
  name ? TABLE_SCHEMA.indexes.find((i) => i.name === name)! : undefined;

/** The Query input of `target`: key condition on the schema's attribute names, order, filter. */
export function queryInput(
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

/** The `ConditionExpression` parts of a single write (none without a condition). */
export function conditionOf(condition: Condition | undefined) {
  if (!condition) return {};
  return {
    ConditionExpression: condition.expression,
    ...(condition.names ? { ExpressionAttributeNames: condition.names } : {}),
    ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
  };
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
