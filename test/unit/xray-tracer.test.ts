/**
 * The functions' X-Ray tracing (functions/core/xray.ts, docs/architecture.md#observability): under
 * Lambda's active tracing an invocation is sent to the daemon's UDP address as a `## index.handler`
 * subsegment below Lambda's segment, and each AWS SDK call as a subsegment of it with its timing,
 * operation, table, request id and status; the trace header goes on to the service; nothing is sent
 * when Lambda did not sample the request or outside Lambda; and a function's cold start loads no
 * X-Ray SDK.
 */
import { spawnSync } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { esbuildOptions, provideLayerStandIn } from '../../bench/functions.js';
import {
  DAEMON_HEADER,
  daemonAddress,
  type SubsegmentDocument,
  XRayTracer,
} from '../../functions/core/xray.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';

const ROOT = '1-67891233-abcdef012345678912345678';
const PARENT = '53995c3f42cd8ad8';

let daemon: Socket;
let daemonPort: number;
let datagrams: string[] = [];
let dynamo: Server;
let seenHeaders: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (msg) => datagrams.push(msg.toString('utf8')));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  daemonPort = daemon.address().port;
  // DynamoDB's JSON protocol: GetItem answers an item, PutItem a failed condition.
  dynamo = createServer((req, res) => {
    seenHeaders.push(req.headers);
    req.resume();
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const failed = target.endsWith('PutItem');
      const body = failed
        ? JSON.stringify({
            __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
            message: 'The conditional request failed',
          })
        : JSON.stringify({ Item: { pk: { S: 'a' } } });
      res.writeHead(failed ? 400 : 200, {
        'content-type': 'application/x-amz-json-1.0',
        'content-length': Buffer.byteLength(body),
        'x-amzn-requestid': failed ? 'req-put' : 'req-get',
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => dynamo.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  daemon.close();
  await new Promise((resolve) => dynamo.close(resolve));
});

beforeEach(() => {
  datagrams = [];
  seenHeaders = [];
});

function lambdaEnv(sampled: '0' | '1' = '1'): NodeJS.ProcessEnv {
  return {
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    _X_AMZN_TRACE_ID: `Root=${ROOT};Parent=${PARENT};Sampled=${sampled};Lineage=a87bd80c:0`,
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${daemonPort}`,
  };
}

function client(tracer: XRayTracer): DynamoDBClient {
  return tracer.captureAWSv3Client(
    new DynamoDBClient({
      region: 'eu-west-1',
      endpoint: `http://127.0.0.1:${(dynamo.address() as AddressInfo).port}`,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
    }),
  );
}

/** The documents received, once `n` datagrams arrived (each checked for the daemon's header line). */
async function received(n: number): Promise<SubsegmentDocument[]> {
  for (let waited = 0; datagrams.length < n && waited < 2000; waited += 10) {
    await new Promise((r) => setTimeout(r, 10));
  }
  // None beyond those expected.
  await new Promise((r) => setTimeout(r, 50));
  expect(datagrams).toHaveLength(n);
  return datagrams.map((d) => {
    const newline = d.indexOf('\n');
    expect(d.slice(0, newline)).toBe(DAEMON_HEADER);
    return JSON.parse(d.slice(newline + 1)) as SubsegmentDocument;
  });
}

describe('X-Ray tracer', () => {
  it('sends the invocation and each AWS call as subsegments of the trace Lambda started', async () => {
    const tracer = new XRayTracer({ serviceName: 'svc', env: lambdaEnv() });
    const ddb = client(tracer);
    const answer = await tracer.run('index.handler', async () => {
      tracer.putAnnotation('route', 'resume/list');
      await ddb.send(new GetItemCommand({ TableName: 'cork', Key: { pk: { S: 'a' } } }));
      await expect(
        ddb.send(
          new PutItemCommand({ TableName: 'cork', Item: { pk: { S: 'a' } }, ConditionExpression: 'x' }),
        ),
      ).rejects.toThrow('The conditional request failed');
      return 'answered';
    });
    expect(answer).toBe('answered');

    const docs = await received(3);
    const handler = docs.find((d) => d.name === '## index.handler')!;
    expect(handler).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: PARENT,
      annotations: { ColdStart: true, Service: 'svc', route: 'resume/list' },
    });
    expect(handler.id).toMatch(/^[0-9a-f]{16}$/);
    expect(handler.fault).toBeUndefined();

    const calls = docs.filter((d) => d.name === 'DynamoDB');
    expect(calls.map((c) => c.aws?.operation)).toEqual(['GetItem', 'PutItem']);
    const [get, put] = calls as [SubsegmentDocument, SubsegmentDocument];
    expect(get).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: handler.id,
      namespace: 'aws',
      aws: {
        operation: 'GetItem',
        region: 'eu-west-1',
        request_id: 'req-get',
        retries: 0,
        table_name: 'cork',
      },
      http: { response: { status: 200 } },
    });
    expect(get.http?.response?.content_length).toBeGreaterThan(0);
    expect(get.error ?? get.fault ?? get.throttle).toBeUndefined();
    expect(put).toMatchObject({
      parent_id: handler.id,
      error: true,
      aws: { operation: 'PutItem', request_id: 'req-put', table_name: 'cork' },
      http: { response: { status: 400 } },
      cause: { exceptions: [{ type: 'ConditionalCheckFailedException', remote: true }] },
    });
    // The timing: each call inside the invocation, in order.
    expect(get.start_time).toBeGreaterThanOrEqual(handler.start_time);
    expect(get.end_time!).toBeGreaterThanOrEqual(get.start_time);
    expect(put.start_time).toBeGreaterThanOrEqual(get.end_time!);
    expect(handler.end_time!).toBeGreaterThanOrEqual(put.end_time!);
    // Payloads are never recorded.
    expect(JSON.stringify(docs)).not.toContain('"pk"');

    // The service joins the trace: the header names the call's own subsegment.
    expect(seenHeaders.map((h) => h['x-amzn-trace-id'])).toEqual([
      `Root=${ROOT};Parent=${get.id};Sampled=1`,
      `Root=${ROOT};Parent=${put.id};Sampled=1`,
    ]);
  });

  it('marks a failed invocation as a fault with the error, rethrown, and the next one as warm', async () => {
    const tracer = new XRayTracer({ serviceName: 'svc', env: lambdaEnv() });
    await tracer.run('index.handler', async () => 'first');
    await received(1);
    datagrams = [];
    await expect(
      tracer.run('index.handler', async () => {
        throw new TypeError('boom');
      }),
    ).rejects.toThrow('boom');
    const [doc] = await received(1);
    expect(doc).toMatchObject({
      annotations: { ColdStart: false },
      fault: true,
      cause: { exceptions: [{ type: 'TypeError', message: 'boom' }] },
    });
  });

  it('sends nothing when Lambda did not sample the request, or outside Lambda, and still answers', async () => {
    for (const env of [lambdaEnv('0'), { ...lambdaEnv(), AWS_EXECUTION_ENV: undefined }]) {
      const tracer = new XRayTracer({ serviceName: 'svc', env });
      const ddb = client(tracer);
      await expect(
        tracer.run('index.handler', async () => {
          await ddb.send(new GetItemCommand({ TableName: 'cork', Key: { pk: { S: 'a' } } }));
          return 42;
        }),
      ).resolves.toBe(42);
    }
    await received(0);
    expect(seenHeaders.map((h) => h['x-amzn-trace-id'])).toEqual([undefined, undefined]);
  });

  it("reads the daemon's address in both of Lambda's forms", () => {
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ address: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({
      address: '127.0.0.2',
      port: 2001,
    });
    expect(daemonAddress(undefined)).toEqual({ address: '127.0.0.1', port: 2000 });
  });
});

describe('cold start', () => {
  /**
   * A route's bundle, run as Lambda runs it (Powertools from a stand-in of the layer), loads no
   * module of the X-Ray SDK: loading it took 100-200 ms of every cold start (issue 39).
   */
  it('loads no X-Ray SDK', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xray-cold-'));
    try {
      const file = join(dir, 'fn', 'index.mjs');
      await build(
        esbuildOptions(join(PROJECT_ROOT, 'functions', 'handlers', 'public', 'job-postings-list.ts'), file),
      );
      provideLayerStandIn(dir);
      const probe = [
        `await import(${JSON.stringify(file)});`,
        "const { createRequire } = await import('node:module');",
        'const cache = createRequire(import.meta.url).cache;',
        "console.log(JSON.stringify(Object.keys(cache).filter((k) => k.includes('aws-xray-sdk'))));",
      ].join('\n');
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' },
      });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
