/**
 * Calls a handler module in the test process with an API Gateway v2 event built here, the way the
 * HTTP API invokes it in the cloud (claims of a verified admin token in
 * `requestContext.authorizer.jwt.claims`). Used where a test replaces an AWS client (fault
 * injection) or points the handlers at a private table: both need the handler in this process.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { primaryRole } from '../../functions/core/auth/permissions.js';
import { put } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';

export interface Invocation {
  method: string;
  /** Route path with values, below `/api/v1`, e.g. `/resume/abc` */
  path: string;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Admin groups of the caller; default a super admin. */
  groups?: string[];
  /** The caller's Cognito sub; default a new one per call (one admin per call). */
  sub?: string;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** Invokes `handler` and answers `{ status, body }` with the JSON body parsed. */
export async function invoke<T = Record<string, unknown>>(
  handler: unknown,
  call: Invocation,
): Promise<{ status: number; body: { success: boolean; message?: string; data?: T } }> {
  const groups = call.groups ?? ['super_admin'];
  // The caller's profile, which every admin request reads (core/auth/revocation.ts), in the table
  // the handler uses.
  const sub = call.sub ?? randomUUID();
  const role = primaryRole(groups);
  await put({ ...keys.admin(sub), id: sub, ...(role ? { role } : {}) });
  const event = {
    version: '2.0',
    routeKey: `${call.method} ${call.path}`,
    rawPath: `/api/v1${call.path}`,
    rawQueryString: new URLSearchParams(call.query ?? {}).toString(),
    headers: { 'content-type': 'application/json' },
    queryStringParameters: call.query,
    pathParameters: call.pathParameters,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: call.method,
        path: `/api/v1${call.path}`,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: randomUUID(),
      routeKey: `${call.method} ${call.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      authorizer: {
        jwt: {
          claims: {
            sub,
            email: 'tester@example.ie',
            'cognito:groups': `[${groups.join(' ')}]`,
            iss: `http://127.0.0.1/${process.env.ADMIN_USER_POOL_ID}`,
          },
          scopes: [],
        },
      },
    },
  } as unknown as APIGatewayProxyEventV2;
  const context = { awsRequestId: randomUUID(), functionName: 'test' } as Context;
  const result = (await (handler as Handler)(event, context)) as APIGatewayProxyStructuredResultV2;
  return { status: result.statusCode ?? 200, body: JSON.parse(String(result.body ?? '{}')) };
}
