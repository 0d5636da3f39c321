/**
 * DynamoDB Local acknowledges a `TransactWriteItems` before its SQLite `COMMIT` has run (its
 * `commitTransaction` queues the commit and does not wait), so a JVM killed right after the 200 loses
 * the whole transaction: the CV submission and its upload-token pointer of an answered upload, read
 * back as 404 "Upload not found" after the restart (docs/architecture.md#local-durability). The front
 * of lib/local/dynamodb-loopback.ts holds the 200 until the commit has run. Here the jar runs on a
 * table file of its own behind that front, as the stack runs it, and is killed (SIGKILL, relay and
 * JVM) the moment each transaction's answer arrives; after each restart both items must be there.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ListTablesCommand,
  TransactWriteItemsCommand,
} from '@aws-sdk/client-dynamodb';
import getPort from 'get-port';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  namespacedCommand,
  namespacesAvailable,
  startLoopbackFront,
} from '../../lib/local/dynamodb-loopback.js';
import { dynamoDbLocalCommand } from '../../lib/local/emulators.js';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../lib/local/resources.js';

const ROUNDS = 10;
const TABLE = 'commit-check';
const dir = mkdtempSync(join(tmpdir(), 'ddb-commit-'));
let port: number;
let front: Server;
let jar: ChildProcess | undefined;
let to: { socketPath: string } | { port: number };
let client: DynamoDBClient;

/** Starts the jar (in a namespace of its own where the system allows, as the stack does) and waits until the front answers. */
async function startJar(): Promise<void> {
  const inner = 'port' in to ? to.port : port;
  const cmd = dynamoDbLocalCommand(dir, inner);
  const run = 'socketPath' in to ? namespacedCommand(cmd.command, cmd.args, to.socketPath, inner) : cmd;
  // A process group of its own, so one signal reaches the relay and the JVM together.
  // A plain Node relay: without the test runner's loader options.
  const { NODE_OPTIONS: _loaders, ...env } = process.env;
  jar = spawn(run.command, run.args, {
    cwd: cmd.cwd,
    env: { ...env, DDB_LOCAL_TELEMETRY: '0' },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answered = await client
      .send(new ListTablesCommand({}), { abortSignal: AbortSignal.timeout(2_000) })
      .then(
        () => true,
        () => false,
      );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('DynamoDB Local did not answer within 60 s');
}

/** SIGKILL to the jar's whole process group; resolves once it is gone. */
async function killJar(): Promise<void> {
  const proc = jar;
  jar = undefined;
  if (!proc?.pid || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  process.kill(-proc.pid, 'SIGKILL');
  await exited;
}

beforeAll(async () => {
  port = await getPort();
  to = namespacesAvailable()
    ? { socketPath: join(tmpdir(), `cork-ddb-commit-${port}.sock`) }
    : { port: await getPort({ exclude: [port] }) };
  front = await startLoopbackFront(port, to);
  client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  await startJar();
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
}, 90_000);

afterAll(async () => {
  await killJar();
  front?.close();
  client?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

it(`a transaction answered 200 is in the table after a SIGKILL at once, ${ROUNDS} times out of ${ROUNDS}`, async () => {
  const lost: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pk = `submission-${round}`;
    await client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { pk: { S: pk } } } },
          { Put: { TableName: TABLE, Item: { pk: { S: `${pk}-token` } } } },
        ],
      }),
    );
    await killJar();
    await startJar();
    for (const key of [pk, `${pk}-token`]) {
      const got = await client.send(
        new GetItemCommand({ TableName: TABLE, Key: { pk: { S: key } }, ConsistentRead: true }),
      );
      if (!got.Item) lost.push(key);
    }
  }
  expect(lost).toEqual([]);
}, 300_000);
