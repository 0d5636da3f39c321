/**
 * The local HTTP API (API Gateway v2, payload 2.0; docs/architecture.md#local-gateway): `/api/v1/*` is matched against
 * the route table (`functions/contract/routes.ts`), authorized as an HTTP API JWT authorizer does
 * it (issuer, audience or client_id, expiry, signature against the pool's JWKS; permissions are the
 * handlers' job), turned into an API Gateway v2 event and answered by `functions/handlers/<id>.ts`.
 */

import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { API_BASE, gatewayPool, type RouteDef, routes } from '../../../functions/contract/routes.js';
import { httpJwksCache } from '../../../functions/core/auth/id-token.js';
import { type GatewayContext, HTTP_TIMEOUT_MS, type PoolRef } from './context.js';
import { InvocationTimeout, invokeHandler } from './invoke.js';
import {
  apiGatewayId,
  BodyTooLarge,
  clfTime,
  collectHeaders,
  collectQuery,
  drainRefusedBody,
  readBody,
  sendJson,
  sourceIp,
} from './wire.js';

/** Request bodies above this answer 413 (bytes). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

// ── route matching ──────────────────────────────────────────────────────────────────────────────

interface CompiledRoute {
  route: RouteDef;
  segments: { literal?: string; param?: string }[];
}

const compiled: CompiledRoute[] = (routes as readonly RouteDef[]).map((route) => ({
  route,
  segments: route.path
    .split('/')
    .slice(1)
    .map((s) => (s.startsWith('{') && s.endsWith('}') ? { param: s.slice(1, -1) } : { literal: s })),
}));

/** The result of matching a path below `/api/v1`. */
export type RouteMatch =
  | { kind: 'route'; route: RouteDef; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

/**
 * Finds the route for `method` and `path` (below `/api/v1`, still percent-encoded) the way API
 * Gateway picks the most specific route: among the routes of that method whose segments match, a
 * literal segment beats a `{param}` segment at the first position where they differ.
 *
 * @returns the route with decoded path parameters; `method-not-allowed` with the methods that do
 *   match the path; or `not-found`.
 */
export function matchRoute(method: string, path: string): RouteMatch {
  const raw = path.split('/').slice(1);
  let parts: string[];
  try {
    parts = raw.map((s) => decodeURIComponent(s));
  } catch {
    return { kind: 'not-found' };
  }
  const candidates = compiled.filter(
    (c) =>
      c.segments.length === parts.length &&
      c.segments.every((seg, i) => (seg.literal !== undefined ? seg.literal === raw[i] : parts[i] !== '')),
  );
  const forMethod = candidates.filter((c) => c.route.method === method);
  if (forMethod.length === 0) {
    return candidates.length
      ? { kind: 'method-not-allowed', allowed: [...new Set(candidates.map((c) => c.route.method))] }
      : { kind: 'not-found' };
  }
  forMethod.sort((a, b) => {
    for (let i = 0; i < a.segments.length; i++) {
      const la = a.segments[i]?.literal !== undefined;
      const lb = b.segments[i]?.literal !== undefined;
      if (la !== lb) return la ? -1 : 1;
    }
    return 0;
  });
  const best = forMethod[0]!;
  const pathParameters: Record<string, string> = {};
  best.segments.forEach((seg, i) => {
    if (seg.param) pathParameters[seg.param] = parts[i]!;
  });
  return { kind: 'route', route: best.route, pathParameters };
}

// ── JWT authorization ───────────────────────────────────────────────────────────────────────────

type Verify = (token: string) => Promise<JwtPayload>;

/**
 * A verifier with API Gateway HTTP API JWT authorizer rules: RS256 signature from the pool's JWKS,
 * `iss` = the pool, `exp`/`nbf` checked, and `aud` (or, when a token has no `aud`, `client_id`)
 * = the pool's app client.
 */
function poolVerifier(cognitoEndpoint: string, pool: PoolRef): Verify {
  const issuer = `${cognitoEndpoint}/${pool.poolId}`;
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        const aud = payload.aud;
        const ok =
          aud !== undefined
            ? (Array.isArray(aud) ? aud : [aud]).includes(pool.clientId)
            : payload.client_id === pool.clientId;
        if (!ok) throw new Error('token audience is not this pool client');
      },
    },
    { jwksCache: httpJwksCache() },
  );
  return (token) => verifier.verify(token) as Promise<JwtPayload>;
}

/**
 * Claims the way an HTTP API JWT authorizer hands them to the integration: every value a string,
 * arrays as `[a b]` (e.g. `cognito:groups` → `"[super_admin admin]"`).
 */
export function apiGatewayClaims(payload: JwtPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v)
      ? `[${v.map(String).join(' ')}]`
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  }
  return out;
}

function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  // API Gateway accepts the token alone or prefixed with "Bearer ".
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = (m?.[1] ?? header).trim();
  return token || undefined;
}

// ── events and answers ──────────────────────────────────────────────────────────────────────────

const TEXT_TYPES =
  /^(text\/|application\/([\w.+-]*\+)?(json|xml)|application\/(x-www-form-urlencoded|javascript|graphql))/i;

function buildHttpEvent(
  req: IncomingMessage,
  route: RouteDef,
  pathParameters: Record<string, string>,
  body: Buffer,
  claims: Record<string, string> | undefined,
): Record<string, unknown> {
  const [rawPath = '/', rawQueryString = ''] = (req.url ?? '/').split(/\?(.*)/s, 2);
  const headers = collectHeaders(req);
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const contentType = headers['content-type'] ?? '';
  const asText = body.length === 0 || TEXT_TYPES.test(contentType) || (!contentType && isUtf8(body));
  const now = new Date();
  const host = headers.host ?? 'localhost';
  // As the HTTP API names it: the stack declares every route under the `/api/v1` base.
  const routeKey = `${route.method} ${API_BASE}${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(collectQuery(rawQueryString) ? { queryStringParameters: collectQuery(rawQueryString) } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: req.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: sourceIp(req),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: apiGatewayId(),
      routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: asText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !asText,
  };
}

interface HandlerResult {
  statusCode?: unknown;
  headers?: Record<string, unknown>;
  body?: unknown;
  isBase64Encoded?: unknown;
  cookies?: unknown;
}

/** Writes a Lambda result the way API Gateway (payload 2.0) turns it into an HTTP answer. */
function writeLambdaResult(res: ServerResponse, result: unknown, security: Record<string, string>): void {
  if (!result || typeof result !== 'object' || !('statusCode' in result)) {
    // No statusCode: API Gateway answers 200 with the returned value as a JSON body.
    const text = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    res.writeHead(200, { 'Content-Type': 'application/json', ...security });
    res.end(text);
    return;
  }
  const r = result as HandlerResult;
  const status = Number(r.statusCode);
  if (!Number.isInteger(status) || status < 100 || status > 599)
    throw new Error(`invalid statusCode ${String(r.statusCode)}`);
  for (const [name, value] of Object.entries(r.headers ?? {})) {
    if (value !== undefined && value !== null) res.setHeader(name, String(value));
  }
  if (Array.isArray(r.cookies) && r.cookies.length) res.setHeader('Set-Cookie', r.cookies.map(String));
  // The edge's security headers win over a handler's, as with CloudFront's override setting.
  for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
  const body = r.body === undefined || r.body === null ? '' : String(r.body);
  const payload = r.isBase64Encoded === true ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  res.setHeader('Content-Length', payload.length);
  res.writeHead(status);
  res.end(payload);
}

/**
 * The HTTP API of the gateway.
 *
 * @returns `handleApi(req, res, path)` for requests below `/api/v1`: 404/405 off the route table,
 *   401 without a valid token of the route's pool, 413 past `BODY_LIMIT_BYTES`, 503 past the
 *   integration timeout, 500 when the handler throws or answers a malformed result; otherwise the
 *   handler's answer.
 */
export function createHttpApi(ctx: GatewayContext) {
  const verify = {
    candidate: poolVerifier(ctx.opts.cognitoEndpoint, ctx.opts.pools.candidate),
    admin: poolVerifier(ctx.opts.cognitoEndpoint, ctx.opts.pools.admin),
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const match = matchRoute(method, path.slice(API_BASE.length) || '/');
    if (match.kind === 'not-found') {
      req.resume();
      sendJson(res, 404, { success: false, message: 'Not found' });
      return;
    }
    if (match.kind === 'method-not-allowed') {
      req.resume();
      const allow = match.allowed.join(', ');
      if (method === 'OPTIONS') {
        res.writeHead(204, { Allow: allow });
        res.end();
      } else {
        sendJson(res, 405, { success: false, message: 'Method not allowed' }, { Allow: allow });
      }
      return;
    }
    const { route, pathParameters } = match;

    let claims: Record<string, string> | undefined;
    const pool = gatewayPool(route.auth);
    if (pool) {
      const token = bearer(req.headers.authorization);
      try {
        if (!token) throw new Error('no token');
        claims = apiGatewayClaims(await verify[pool](token));
      } catch {
        req.resume();
        sendJson(res, 401, { message: 'Unauthorized' }, { 'WWW-Authenticate': 'Bearer' });
        return;
      }
    }

    let body: Buffer;
    try {
      body = await readBody(req, BODY_LIMIT_BYTES);
    } catch (err) {
      if (!(err instanceof BodyTooLarge)) throw err;
      sendJson(res, 413, { success: false, message: 'Request body too large: the limit is 1 MB' });
      drainRefusedBody(req);
      return;
    }

    const event = buildHttpEvent(req, route, pathParameters, body, claims);
    const id = route.handler;
    res.setHeader('apigw-requestid', (event.requestContext as { requestId: string }).requestId);
    let result: unknown;
    try {
      result = await invokeHandler(id, event, HTTP_TIMEOUT_MS);
    } catch (err) {
      if (err instanceof InvocationTimeout) {
        console.error(`[gateway] ${route.method} ${route.path}: ${err.message}`);
        sendJson(res, 503, { success: false, message: 'Service unavailable' });
      } else {
        console.error(`[gateway] ${route.method} ${route.path} → ${id} failed:`, err);
        sendJson(res, 500, { success: false, message: 'Internal server error' });
      }
      return;
    }
    try {
      writeLambdaResult(res, result, ctx.security);
    } catch (err) {
      console.error(`[gateway] ${route.method} ${route.path} → ${id} returned a malformed result:`, err);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendJson(res, 500, { success: false, message: 'Internal server error' }, ctx.security);
    }
  }

  return { handleApi };
}
