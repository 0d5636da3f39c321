/**
 * The Query paging of the data layer's base (functions/core/data/db.ts, docs/architecture.md#data-layer):
 * what `queryPage` and `countQuery` send, read against a client mock. Earlier pages are skipped
 * reading keys only (each key attribute once: DynamoDB refuses overlapping projection paths), a
 * filtered page reads until enough matched, a COUNT follows every page of the range, and a target
 * takes one sort-key condition at most.
 */
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countQuery, queryPage } from '../../functions/core/data/db.js';

const ddb = mockClient(DynamoDBDocumentClient);
const sentQueries = () => ddb.commandCalls(QueryCommand).map((c) => c.args[0].input as QueryCommandInput);

beforeAll(() => {
  process.env.TABLE_NAME ??= 'db-queries-test';
});
beforeEach(() => ddb.reset());
afterAll(() => ddb.restore());

/** Every `#name` and `:value` a Query declares is used by one of its expressions (DynamoDB refuses unused ones). */
function declaredAreUsed(q: QueryCommandInput): void {
  const text = [q.KeyConditionExpression, q.FilterExpression, q.ProjectionExpression].join(' ');
  for (const n of Object.keys(q.ExpressionAttributeNames ?? {})) expect(text).toContain(n);
  for (const v of Object.keys(q.ExpressionAttributeValues ?? {})) expect(text).toContain(v);
}

describe('queryPage', () => {
  it('skips earlier pages of a table partition reading each key attribute once, then reads the page', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{}, {}, {}, {}], LastEvaluatedKey: { pk: 'p', sk: '4' } })
      .resolves({ Items: [{ id: 'a' }, { id: 'b' }], LastEvaluatedKey: { pk: 'p', sk: '6' } });
    const items = await queryPage({ pk: 'USER#1', skPrefix: 'NOTE#' }, { page: 3, limit: 2 });
    expect(items).toEqual([{ id: 'a' }, { id: 'b' }]);
    const [skip, read] = sentQueries();
    const projected = skip!.ProjectionExpression!.split(', ').map((n) => skip!.ExpressionAttributeNames![n]);
    expect(projected).toEqual(['pk', 'sk']);
    expect(skip!.Limit).toBe(4);
    expect(read!.ProjectionExpression).toBeUndefined();
    expect(read!.ExclusiveStartKey).toEqual({ pk: 'p', sk: '4' });
    for (const q of sentQueries()) declaredAreUsed(q);
  });

  it('on an index, skips reading the table and the index keys', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{}], LastEvaluatedKey: { k: 1 } })
      .resolves({ Items: [{ id: 'x' }] });
    await queryPage(
      { index: 'gsi2', pk: 'RESUMES#STATUS#new' },
      { page: 2, limit: 1 },
      { newestFirst: true },
    );
    const [skip] = sentQueries();
    const projected = skip!.ProjectionExpression!.split(', ').map((n) => skip!.ExpressionAttributeNames![n]);
    expect(projected).toEqual(['pk', 'sk', 'gsi2pk', 'gsi2sk']);
    expect(skip!.IndexName).toBe('gsi2');
    expect(skip!.ScanIndexForward).toBe(false);
  });

  it('with a filter, reads until page × limit matched and answers the page', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: 1 }, { id: 2 }, { id: 3 }], LastEvaluatedKey: { k: 1 } })
      .resolvesOnce({ Items: [{ id: 4 }, { id: 5 }], LastEvaluatedKey: { k: 2 } })
      .resolves({ Items: [{ id: 6 }] });
    const filter = { expression: '#fS = :fS', names: { '#fS': 'status' }, values: { ':fS': 'new' } };
    const items = await queryPage({ index: 'gsi3', pk: 'RESUMES' }, { page: 2, limit: 2 }, { filter });
    expect(items).toEqual([{ id: 3 }, { id: 4 }]);
    expect(sentQueries()).toHaveLength(2);
    for (const q of sentQueries()) {
      expect(q.FilterExpression).toBe('#fS = :fS');
      expect(q.Limit).toBe(100);
      declaredAreUsed(q);
    }
  });
});

describe('countQuery', () => {
  it('adds the counts of every page of the range, with the range and the filter in each request', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Count: 3, LastEvaluatedKey: { k: 1 } })
      .resolves({ Count: 2 });
    const total = await countQuery(
      { index: 'gsi4', pk: 'EXPIRY', skBetween: ['2026-01-01', '2026-01-08#\uffff'] },
      { filter: { expression: 'attribute_exists(#fCv)', names: { '#fCv': 'cv' } } },
    );
    expect(total).toBe(5);
    for (const q of sentQueries()) {
      expect(q.Select).toBe('COUNT');
      expect(q.KeyConditionExpression).toBe('#pk = :pk AND #sk BETWEEN :sk0 AND :sk1');
      expect(q.ExpressionAttributeNames).toMatchObject({ '#pk': 'gsi4pk', '#sk': 'gsi4sk' });
      declaredAreUsed(q);
    }
  });

  it('refuses a target with two sort-key conditions', async () => {
    await expect(countQuery({ pk: 'X', skPrefix: 'A', skAbove: 'B' })).rejects.toThrow(
      /one sort-key condition/,
    );
  });
});
