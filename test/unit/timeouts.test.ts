/**
 * Bounded waits (docs/architecture.md#faults-and-timeouts): when DynamoDB accepts connections but
 * never answers (a hung or SIGSTOPped emulator, a stalled network path) or refuses them, a request
 * answers 503 with `Retry-After` and the generic message well within the functions' 10 s timeout,
 * never 500 and never a hang.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../functions/contract/messages.js';

const sockets = new Set<Socket>();
let silent: Server;
let silentPort = 0;

beforeAll(async () => {
  // Accepts every connection and never writes a byte.
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
  Object.assign(process.env, {
    TABLE_NAME: 'hung-table',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${silentPort}`,
    LOG_LEVEL: 'SILENT',
  });
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

function publicEvent(path: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: `/api/v1${path}`,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'GET',
        path: `/api/v1${path}`,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: randomUUID(),
      routeKey: `GET ${path}`,
      stage: '$default',
      timeEpoch: Date.now(),
    },
  } as unknown as APIGatewayProxyEventV2;
}

describe('a hung DynamoDB', () => {
  it('GET /public/job-postings answers 503 + Retry-After with the generic message in under 9 s', async () => {
    const { handler } = await import('../../functions/handlers/public/job-postings-list.js');
    const started = Date.now();
    const answer = (await handler(publicEvent('/public/job-postings'), {
      awsRequestId: randomUUID(),
      functionName: 'test',
    } as Context)) as APIGatewayProxyStructuredResultV2;
    const elapsed = Date.now() - started;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(JSON.parse(String(answer.body))).toMatchObject({
      success: false,
      message: MESSAGES.serviceUnavailable,
    });
    expect(elapsed).toBeGreaterThanOrEqual(2_000); // it did wait for an answer
    expect(elapsed).toBeLessThan(9_000);
  }, 20_000);

  it('a request that would outlive the invocation answers 503 before the function times out', async () => {
    const { handler } = await import('../../functions/handlers/public/job-postings-list.js');
    const started = Date.now();
    const deadline = started + 1_500;
    const answer = (await handler(publicEvent('/public/job-postings'), {
      awsRequestId: randomUUID(),
      functionName: 'test',
      getRemainingTimeInMillis: () => deadline - Date.now(),
    } as Context)) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(Date.now() - started).toBeLessThan(1_500);
  }, 20_000);
});
