/**
 * A table of the project's key design that only one test file uses, in the stack's DynamoDB Local.
 * For tests of global state (mark every notification read, delete them all) that must not disturb
 * the other test files sharing the stack's table. Handlers invoked in the test process read the
 * table name from `TABLE_NAME`, which `usePrivateTable` points at the new table.
 */
import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { reloadConfig } from '../../functions/core/config.js';
import { TABLE_SCHEMA } from '../../functions/core/data/keys.js';
import { applyStackEnv } from './stack.js';

/** Creates the table, sets `TABLE_NAME` to it; the returned function deletes it and restores the name. */
export async function usePrivateTable(): Promise<() => Promise<void>> {
  const ddb = new DynamoDBClient({});
  const name = `test-${randomUUID()}`;
  const attrs = new Set<string>([
    TABLE_SCHEMA.partitionKey,
    TABLE_SCHEMA.sortKey,
    ...TABLE_SCHEMA.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  await ddb.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((a) => ({ AttributeName: a, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  const previous = process.env.TABLE_NAME;
  process.env.TABLE_NAME = name;
  reloadConfig();
  return async () => {
    process.env.TABLE_NAME = previous;
    reloadConfig();
    await ddb.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
    ddb.destroy();
  };
}

/**
 * Points this test file at a table of its own for all its tests: the stack's settings and a new
 * table before the first test (`usePrivateTable`), the table deleted after the last.
 */
export function privateTableForFile(): void {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    applyStackEnv();
    drop = await usePrivateTable();
  });
  afterAll(async () => {
    await drop?.();
  });
}
