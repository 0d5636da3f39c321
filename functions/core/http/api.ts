/**
 * The one HTTP chain every `/api/v1` handler goes through (docs/architecture.md#layout): middy + Powertools logger,
 * body/query/path validation with the contract's zod schemas, auth level and permission from the
 * route table, and error mapping to `{ success: false, message, details? }`.
 *
 * A handler file is thin:
 *   export const handler = apiHandler('resume/list', { query: pageQuery }, async ({ query }) => ({ data: ... }));
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { MESSAGES } from '../../contract/messages.js';
import { gatewayPool, type RouteDef, routes, SESSION_REQUEST_HEADER } from '../../contract/routes.js';
import type { AuditAction, AuditDetails } from '../../contract/schemas/audit.js';
import { cleanText } from '../../contract/text.js';
import { type Caller, callerOf } from '../auth/claims.js';
import { can } from '../auth/permissions.js';
import { assertCandidateSession, currentAdminRoles } from '../auth/revocation.js';
import { optionalConfig } from '../config.js';
import { writeAuditEntries } from '../data/audit.js';
import { inAuditScope } from '../data/audit-scope.js';
import {
  AppError,
  ConfigurationError,
  ForbiddenError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '../errors.js';
import { logger } from '../log.js';
import { tracedInvocation, tracer } from '../observability.js';
import { withSourceStack } from '../source-stack.js';
import { clientAddress, viaDistribution } from './client-address.js';
import { httpAnswerOf } from './errors.js';

/** JSON bodies above this are refused with 413 (bytes). CV files never pass through the API. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export interface ApiRequest<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** Present on candidate and admin routes (verified by the authorizer). */
  caller: Caller | undefined;
  requestId: string;
  /** The client's address for rate limits (core/http/client-address.ts), never a client-sent header. */
  sourceIp: string;
  /** Milliseconds left before the invocation ends (Infinity without a Lambda context: tests). */
  remainingMs: () => number;
  event: APIGatewayProxyEventV2;
}

export interface ApiResult {
  /** Default 200. */
  statusCode?: number;
  message?: string;
  data?: unknown;
  /** Fields answered beside `success` as well as in `data` (a polled status the client reads at once). */
  topLevel?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** `Set-Cookie` values (API Gateway payload 2.0 `cookies`): the session cookie of the auth routes. */
  cookies?: string[];
}

interface Schemas<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  body?: B;
  query?: Q;
  params?: P;
  maxBodyBytes?: number;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The route-table entry served by `handlerId`. Throws at cold start when the table does not list it. */
export function routeFor(handlerId: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.handler === handlerId);
  if (!route) throw new Error(`no route in the route table is served by handler ${handlerId}`);
  return route;
}

/**
 * Wraps a route's logic. Validation failures answer 400, missing/foreign tokens 401, missing
 * permissions 403, typed errors (`core/errors.ts`) their own status (`core/http/errors.ts`); AWS throttling and outages 503; anything
 * else 500 with a generic message (the cause goes to the log, never to the body).
 */
export function apiHandler<
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(
  handlerId: string,
  schemas: Schemas<B, Q, P>,
  fn: (req: ApiRequest<Out<B>, Out<Q>, Out<P>>) => Promise<ApiResult>,
) {
  const route = routeFor(handlerId);
  const base = async (
    event: APIGatewayProxyEventV2,
    context: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    tracer.putAnnotation('route', route.handler);
    try {
      assertViaDistribution(event);
      assertSameSiteRequest(route, event);
      const caller = await authorize(route, event);
      const body = schemas.body
        ? validate(schemas.body, parseBody(event, schemas.maxBodyBytes), 'body')
        : undefined;
      const query = schemas.query
        ? validate(schemas.query, event.queryStringParameters ?? {}, 'query')
        : undefined;
      const params = schemas.params
        ? validate(schemas.params, event.pathParameters ?? {}, 'path')
        : undefined;
      const run = () =>
        fn({
          body: body as Out<B>,
          query: query as Out<Q>,
          params: params as Out<P>,
          caller,
          requestId: context.awsRequestId,
          sourceIp: clientAddress(event),
          remainingMs: () => context.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY,
          event,
        });
      const result = await withinDeadline(
        context,
        route.audit && caller ? audited(route.audit, caller.sub, params, run) : run(),
      );
      const statusCode = result.statusCode ?? 200;
      logger.info('request', { route: route.handler, statusCode });
      const answer = json(
        statusCode,
        { success: true, ...result.topLevel, message: result.message, data: result.data },
        result.headers,
      );
      return result.cookies?.length ? { ...answer, cookies: result.cookies } : answer;
    } catch (err) {
      return errorResponse(err, route);
    }
  };
  // The trace keeps the route and the AWS calls, never the answer (personal data).
  return middy(tracedInvocation(base)).use(injectLambdaContext(logger, { resetKeys: true }));
}

/**
 * Runs a route the route table audits (docs/architecture.md#audit-log): its entry names the admin,
 * the route's action, the path's `id` as target and the path's other values as details; the
 * change's audited write (db.ts `AUDITED`, sent by the entity module that makes the change)
 * carries it. An entry no audited write took (a CV view or download, a change made outside the
 * table, a sweep of many records) is written once the route succeeded; a failed route writes none.
 */
async function audited(
  action: AuditAction,
  actorId: string,
  params: unknown,
  run: () => Promise<ApiResult>,
): Promise<ApiResult> {
  const { id, ...rest } = (params ?? {}) as Record<string, string | undefined>;
  const details = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => typeof v === 'string'),
  ) as AuditDetails;
  const { result, unwritten } = await inAuditScope(actorId, { action, targetId: id, details }, run);
  if (unwritten.length) await writeAuditEntries(unwritten);
  return result;
}

/** JSON answer with the headers every API response carries. */
export function json(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** Maps any thrown value to a safe answer (see `apiHandler`). */
export function errorResponse(err: unknown, route?: RouteDef): APIGatewayProxyStructuredResultV2 {
  const mapped = err instanceof AppError ? err : fromAwsError(err);
  if (mapped) {
    const { statusCode, headers } = httpAnswerOf(mapped);
    const level = statusCode >= 500 ? 'error' : 'info';
    logger[level]('request failed', {
      route: route?.handler,
      statusCode,
      error: mapped.name,
      ...(mapped instanceof ConfigurationError ? { problem: mapped.problem } : {}),
    });
    return json(
      statusCode,
      {
        ...mapped.answer,
        success: false,
        message: mapped.message,
        ...(mapped.details ? { details: mapped.details } : {}),
      },
      headers,
    );
  }
  // The stack in source positions, read from the source map only now (core/source-stack.ts).
  logger.error('unhandled error', { route: route?.handler, error: withSourceStack(err as Error) });
  return json(500, { success: false, message: MESSAGES.internalError });
}

/** Throttling and service faults of AWS dependencies are retryable: 503 with Retry-After. */
function fromAwsError(err: unknown): AppError | undefined {
  const e = err as { name?: string; $retryable?: unknown; $metadata?: { httpStatusCode?: number } };
  const throttled = /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded|TooManyRequests/.test(
    e?.name ?? '',
  );
  const serverFault = (e?.$metadata?.httpStatusCode ?? 0) >= 500 || e?.name === 'TimeoutError';
  const network = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT'].includes(
    (err as { code?: string })?.code ?? '',
  );
  if (throttled || serverFault || network || e?.$retryable) return new ServiceUnavailableError();
  return undefined;
}

/**
 * In the cloud the API answers only requests that came through the site's distribution: the
 * `execute-api` endpoint stays reachable (CloudFront's origin), so a request without the
 * distribution's secret header is refused with 403 before any work; it would skip the WAF. No-op
 * where no secret is configured (the local stack).
 */
function assertViaDistribution(event: APIGatewayProxyEventV2): void {
  if (optionalConfig('originVerifySecret') && !viaDistribution(event)) {
    throw new ForbiddenError('Requests to the API must go through the site.');
  }
}

/** 403 text of a session-cookie route called without `SESSION_REQUEST_HEADER`. */
export const CROSS_SITE_REFUSED = 'This request must come from the site itself.';

/**
 * The routes that read a session cookie answer only requests that carry `SESSION_REQUEST_HEADER`
 * (docs/architecture.md#auth): the SPA's API client always sends it; a cross-site form or link
 * cannot, so it is refused with 403 before the cookie is read.
 */
function assertSameSiteRequest(route: RouteDef, event: APIGatewayProxyEventV2): void {
  if (!route.sessionCookie) return;
  const sent = event.headers?.[SESSION_REQUEST_HEADER.name] ?? '';
  if (sent.toLowerCase() !== SESSION_REQUEST_HEADER.value) throw new ForbiddenError(CROSS_SITE_REFUSED);
}

/**
 * The caller of `event` if `route` lets it in: 401 without a token of the route's pool, 403 without
 * the route's permission. On admin routes the admin's state is read now (`core/auth/revocation.ts`):
 * 401 for a deleted admin or a revoked session, and `groups` of the answer is the current role,
 * which the permission check uses. On candidate routes the account is read now: 401 for a session
 * a logout or a password reset ended.
 */
export async function authorize(route: RouteDef, event: APIGatewayProxyEventV2): Promise<Caller | undefined> {
  // `data-subject` routes check their bearer themselves (core/domain/my-data.ts).
  if (!gatewayPool(route.auth)) return callerOf(event);
  const caller = callerOf(event);
  if (!caller) throw new UnauthorizedError();
  // The authorizer already checked the signature; this guards against a route wired to the wrong pool.
  const poolId = optionalConfig(route.auth === 'admin' ? 'adminPoolId' : 'candidatePoolId');
  if (poolId && !caller.issuer.endsWith(`/${poolId}`)) throw new UnauthorizedError();
  if (route.auth === 'candidate') {
    await assertCandidateSession(caller);
    return caller;
  }
  const current = { ...caller, groups: await currentAdminRoles(caller.sub, caller.authTime) };
  if (route.permission && !can(current.groups, route.permission)) {
    throw new ForbiddenError(route.forbiddenMessage);
  }
  return current;
}

/** Time kept back from the function's timeout to send the 503 (ms). */
const ANSWER_MARGIN_MS = 500;

/**
 * `work`, or a `ServiceUnavailableError` (503 + Retry-After) when it would outlive the invocation:
 * Lambda ending a request at its timeout answers the client nothing useful
 * (docs/architecture.md#faults-and-timeouts). Without a deadline (a test calling the handler) `work`.
 */
async function withinDeadline<T>(context: Context, work: Promise<T>): Promise<T> {
  const left = context.getRemainingTimeInMillis?.();
  if (!left) return work;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableError()), Math.max(0, left - ANSWER_MARGIN_MS));
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The request's JSON body (undefined when none). @throws PayloadTooLargeError over `maxBytes`; ValidationError for bad JSON. */
export function parseBody(event: APIGatewayProxyEventV2, maxBytes = DEFAULT_MAX_BODY_BYTES): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > maxBytes)
    throw new PayloadTooLargeError(`Request body must be at most ${maxBytes} bytes`);
  const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (type && !type.includes('json'))
    throw new ValidationError('Request body must be JSON (Content-Type: application/json)');
  const text = raw.toString('utf8');
  // Before anything walks the value recursively (JSON.parse, cleanText, zod): a few KB of `[[[[…`
  // would otherwise overflow the stack and answer 500 (docs/architecture.md#input-hygiene).
  if (jsonNestingDepth(text) > MAX_BODY_DEPTH)
    throw new ValidationError(
      `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels of objects and arrays)`,
    );
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('Request body must be valid JSON');
  }
}

/** Deepest nesting of objects and arrays a request body may have (the schemas nest a few levels). */
export const MAX_BODY_DEPTH = 16;

/**
 * How deeply objects and arrays nest in the JSON text `text` (0 for a scalar), counted in one pass
 * without recursion, so any depth is measured safely; brackets inside strings do not count. Text
 * that is not JSON gets a number too: JSON.parse refuses it afterwards.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Parses `input` or throws a 400 whose message is the first problem and whose details list all.
 * Text is NFC-normalised first and refused text (contract/text.ts) is a 400 before the schema runs.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'path',
): z.output<S> {
  if (where === 'body' && input === undefined) throw new ValidationError('Request body is required');
  // Query and path values are single-line by nature; body fields that must be say so in their schema.
  const cleaned = cleanText(input, where !== 'body');
  if (cleaned.issues.length) throw new ValidationError(cleaned.issues[0]!.message, cleaned.issues);
  const parsed = schema.safeParse(cleaned.value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: i.path.join('.') || where, message: i.message }));
  const first = details[0]!;
  const message = first.message.startsWith('Invalid input')
    ? `${first.path}: ${first.message}`
    : first.message;
  throw new ValidationError(message, details);
}
