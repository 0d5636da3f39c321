/**
 * Observers installed from the bench process on the running local stack (its handlers run in this
 * process, so they share the SDK clients of `functions/core/clients.ts`); nothing in the product
 * changes.
 *
 * - DynamoDB: a middleware on the document client asks every call for `ReturnConsumedCapacity:
 *   TOTAL` and records the command, the capacity units consumed, and the items read (a Query's
 *   `ScannedCount`, a GetItem's 0 or 1, a BatchGet's items). A Scan is recorded like any call, and
 *   counted for the whole run.
 * - S3: a middleware on the S3 client records the bytes of every GetObject answer (CV bytes a
 *   function reads back).
 * - HTTP: `node:http`'s `http.server.request.start` diagnostics channel records the declared body
 *   size of every request to the gateway's `/api/` (what reaches a handler as `event.body`) and of
 *   every upload to the S3 emulator.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server } from 'node:http';
import { dynamo, s3Client } from '../functions/core/clients.js';

/** One DynamoDB call. */
export interface DynamoCall {
  command: string;
  /** Capacity units the call consumed (read + write), as DynamoDB reports them. */
  capacity: number;
  readUnits: number;
  writeUnits: number;
  /** Items the call read from the table or an index (before any filter). */
  itemsRead: number;
}

const CAPACITY_COMMANDS = new Set([
  'GetCommand',
  'GetItemCommand',
  'PutCommand',
  'PutItemCommand',
  'UpdateCommand',
  'UpdateItemCommand',
  'DeleteCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetCommand',
  'BatchGetItemCommand',
  'BatchWriteCommand',
  'BatchWriteItemCommand',
  'TransactGetCommand',
  'TransactGetItemsCommand',
  'TransactWriteCommand',
  'TransactWriteItemsCommand',
]);

const READ_COMMAND = /^(Get|Query|Scan|BatchGet|TransactGet)/;

interface CapacityEntry {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

function sumCapacity(consumed: unknown): { total: number; read: number; write: number } {
  const list = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as CapacityEntry[];
  let total = 0;
  let read = 0;
  let write = 0;
  for (const c of list) {
    total += c.CapacityUnits ?? 0;
    read += c.ReadCapacityUnits ?? 0;
    write += c.WriteCapacityUnits ?? 0;
  }
  return { total, read, write };
}

function itemsRead(command: string, output: Record<string, unknown>): number {
  if (command.startsWith('Query') || command.startsWith('Scan')) return Number(output.ScannedCount ?? 0);
  if (command.startsWith('GetItem') || command === 'GetCommand') return output.Item ? 1 : 0;
  if (command.startsWith('BatchGet')) {
    const responses = (output.Responses ?? {}) as Record<string, unknown[]>;
    return Object.values(responses).reduce((n, items) => n + items.length, 0);
  }
  if (command.startsWith('TransactGet')) return ((output.Responses as unknown[]) ?? []).length;
  return 0;
}

/** Records DynamoDB calls, S3 reads and API request bodies while installed. */
export class Capture {
  calls: DynamoCall[] = [];
  /** Every Scan seen since installation (never reset). */
  scans = 0;
  /** Bytes of GetObject answers since the last reset. */
  s3BytesRead = 0;
  /** Declared body sizes of `/api/` requests to the gateway since the last reset. */
  apiRequests: { method: string; url: string; bodyBytes: number }[] = [];
  /** Declared body sizes of POST and PUT requests to the S3 emulator since the last reset. */
  bucketWrites: { method: string; url: string; bodyBytes: number }[] = [];
  private gatewayPort = 0;
  private bucketPort = 0;
  /** When the last DynamoDB call (of any caller in this process) ended, ms since the epoch. */
  private lastCallAt = 0;
  private readonly onRequest = (message: unknown) => {
    const { request, server } = message as { request: IncomingMessage; server: Server };
    const address = server.address();
    if (!address || typeof address === 'string') return;
    const seen = {
      method: request.method ?? '',
      url: request.url ?? '',
      bodyBytes: Number(request.headers['content-length'] ?? 0),
    };
    if (address.port === this.gatewayPort && seen.url.startsWith('/api/')) this.apiRequests.push(seen);
    if (address.port === this.bucketPort && (seen.method === 'POST' || seen.method === 'PUT')) {
      this.bucketWrites.push(seen);
    }
  };

  /** Starts observing the gateway, the S3 emulator (both in this process) and the SDK clients. */
  install(ports: { gateway: number; bucket: number }): void {
    this.gatewayPort = ports.gateway;
    this.bucketPort = ports.bucket;
    subscribe('http.server.request.start', this.onRequest);
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName ?? '');
        const input = args.input as Record<string, unknown>;
        if (CAPACITY_COMMANDS.has(command)) input.ReturnConsumedCapacity ??= 'TOTAL';
        const result = await next(args);
        this.lastCallAt = Date.now();
        const output = (result.output ?? {}) as Record<string, unknown>;
        const capacity = sumCapacity(output.ConsumedCapacity);
        if (command.startsWith('Scan')) this.scans++;
        // Without a read/write breakdown in the answer, the kind of command tells which it was.
        if (capacity.read + capacity.write === 0 && capacity.total > 0) {
          if (READ_COMMAND.test(command)) capacity.read = capacity.total;
          else capacity.write = capacity.total;
        }
        this.calls.push({
          command,
          capacity: capacity.total,
          readUnits: capacity.read,
          writeUnits: capacity.write,
          itemsRead: itemsRead(command, output),
        });
        return result;
      },
      { step: 'initialize', name: 'benchCapacityCapture', override: true },
    );
    s3Client().middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (context.commandName === 'GetObjectCommand') {
          this.s3BytesRead += Number((result.output as { ContentLength?: number }).ContentLength ?? 0);
        }
        return result;
      },
      { step: 'initialize', name: 'benchS3ReadCapture', override: true },
    );
  }

  /**
   * Resolves once no DynamoDB call has ended for `quietMs`, or after `maxMs`: the background work of
   * the stack (the search indexer following the table's stream after a seed, docs/architecture.md#search)
   * runs in this process too, and its reads must not be counted as a measured request's.
   */
  async settled(quietMs = 2_000, maxMs = 120_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() - this.lastCallAt < quietMs && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Forgets the calls, reads and requests recorded so far (not the Scan count). */
  reset(): void {
    this.calls = [];
    this.s3BytesRead = 0;
    this.apiRequests = [];
    this.bucketWrites = [];
  }

  /** Stops observing HTTP (the SDK middlewares stay until the process ends; they cost nothing). */
  uninstall(): void {
    unsubscribe('http.server.request.start', this.onRequest);
  }
}
