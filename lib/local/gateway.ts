/**
 * The local stand-in for API Gateway (HTTP API + WebSocket API), CloudFront and the event sources,
 * in one node:http server (DESIGN.md §1):
 *
 * - `/api/v1/*`: the route table (`functions/contract/routes.ts`) → an API Gateway v2 (payload 2.0)
 *   event → `functions/handlers/<id>.ts` in this process. JWT authorization as an HTTP API JWT
 *   authorizer does it (issuer, audience or client_id, expiry, signature against the pool's JWKS);
 *   permissions are the handlers' job.
 * - `/ws?token=`: the WebSocket API (`$connect` authorized with an admin pool ID token,
 *   `join-admin` / `join-admin-room`, `$disconnect`), and its `@connections` management API.
 * - the SPA build (`web/dist`) with an index.html fallback, and `/config.json`.
 * - S3 ObjectCreated events of the CV bucket → `events/cv-received`; the expiry sweep on start
 *   and hourly → `events/expiry-sweep`.
 * - the security headers of `lib/security-headers.ts` on every response.
 */

import { isUtf8 } from 'node:buffer';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { Context } from 'aws-lambda';
import sirv from 'sirv';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  API_BASE,
  eventFunctions,
  type RouteDef,
  routes,
  servingHandler,
  websocketRoutes,
} from '../../functions/contract/routes.js';
import type { WebSocketEvent } from '../../functions/core/realtime.js';
import { securityHeaders } from '../security-headers.js';
import type { S3EventNotification, S3rverInstance } from './emulators.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Request bodies above this answer 413 (bytes). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** API Gateway's integration timeout: a handler still running then answers 503 (ms). */
const HTTP_TIMEOUT_MS = 30_000;
/** Timeout of event-driven invocations (S3 events, schedule) (ms). */
const EVENT_TIMEOUT_MS = 5 * 60_000;
/** API Gateway's WebSocket message and PostToConnection payload limit (bytes). */
const WS_PAYLOAD_LIMIT_BYTES = 128 * 1024;
/** Interval of the expiry sweep (ms). */
const SWEEP_INTERVAL_MS = 60 * 60_000;
const WS_STAGE = 'local';
const REGION = 'eu-west-1';

/** A Cognito user pool as a JWT authorizer sees it. */
export interface PoolRef {
  poolId: string;
  clientId: string;
}

export interface GatewayOptions {
  /** Port to listen on (0 = any free port). */
  port: number;
  /** Interface to bind; default `127.0.0.1`. */
  host?: string;
  /** `http://127.0.0.1:PORT` of cognito-local: issuer and JWKS host. */
  cognitoEndpoint: string;
  pools: { candidate: PoolRef; admin: PoolRef };
  /** Origins the SPA may connect to besides its own (S3 emulator, WebSocket): CSP connect-src. */
  connectSrc: readonly string[];
  /** The S3 emulator whose events feed `events/cv-received`, and the bucket to watch. */
  s3?: { server: S3rverInstance; bucket: string };
  /** Directory of the SPA build; default `web/dist`. */
  webDist?: string;
  /** Run the expiry sweep on start and every hour; default true. */
  schedule?: boolean;
  /** No request log lines. */
  quiet?: boolean;
}

export interface Gateway {
  /** `http://localhost:PORT`. */
  url: string;
  port: number;
  /** Open WebSocket connections. */
  connectionCount(): number;
  /** Resolves when S3 event deliveries queued so far are done. */
  drainEvents(): Promise<void>;
  /** Closes sockets (running `$disconnect`), waits for queued events, stops listening. */
  close(): Promise<void>;
}

// ── handler invocation ──────────────────────────────────────────────────────────────────────────

type LambdaHandler = (event: unknown, context: Context) => unknown;
const modules = new Map<string, Promise<LambdaHandler>>();

/** Thrown when `functions/handlers/<id>.ts` does not exist or exports no `handler`. */
export class HandlerMissingError extends Error {
  override name = 'HandlerMissingError';
}

function loadHandler(id: string): Promise<LambdaHandler> {
  let loading = modules.get(id);
  if (!loading) {
    loading = (async () => {
      const file = join(REPO_ROOT, 'functions', 'handlers', `${id}.ts`);
      if (!existsSync(file))
        throw new HandlerMissingError(`handler module functions/handlers/${id}.ts does not exist`);
      const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
      if (typeof mod.handler !== 'function') {
        throw new HandlerMissingError(`functions/handlers/${id}.ts does not export a function named handler`);
      }
      return mod.handler as LambdaHandler;
    })();
    modules.set(id, loading);
    // Not cached on failure: the file may be written while the gateway runs.
    loading.catch(() => modules.delete(id));
  }
  return loading;
}

function lambdaContext(id: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `local-${id.replace(/[^A-Za-z0-9-_]/g, '-')}`;
  const now = new Date();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${now.toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]${randomBytes(16).toString('hex')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

class InvocationTimeout extends Error {
  override name = 'InvocationTimeout';
}

/**
 * Runs `functions/handlers/<id>.ts` with `event` and a Lambda-like context, in this process.
 *
 * @param id handler id, e.g. `events/expiry-sweep`.
 * @param timeoutMs the function's timeout; the promise rejects with `InvocationTimeout` after it
 *   (the handler itself keeps running: there is no process to kill).
 * @returns what the handler returned.
 * @throws HandlerMissingError when the module is missing; whatever the handler throws.
 */
export async function invokeHandler(
  id: string,
  event: unknown,
  timeoutMs = EVENT_TIMEOUT_MS,
): Promise<unknown> {
  const handler = await loadHandler(id);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(() => handler(event, lambdaContext(id, timeoutMs))),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new InvocationTimeout(`${id} timed out after ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The EventBridge scheduled event that triggers the expiry sweep. */
export function scheduledEvent(): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: REGION,
    resources: [`arn:aws:events:${REGION}:000000000000:rule/local-expiry-sweep`],
    detail: {},
  };
}

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
  // aws-jwt-verify's default fetcher speaks https only; cognito-local serves its JWKS over http.
  const fetcher = {
    fetch: async (uri: string): Promise<ArrayBuffer> => {
      const res = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
      if (res.status !== 200) throw new Error(`JWKS ${uri} answered ${res.status}`);
      return res.arrayBuffer();
    },
  };
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
    { jwksCache: new SimpleJwksCache({ fetcher }) },
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

// ── events ──────────────────────────────────────────────────────────────────────────────────────

const SKIPPED_HEADERS = new Set(['cookie']);

function collectHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    const value = req.rawHeaders[i + 1]!;
    if (SKIPPED_HEADERS.has(name)) continue;
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  return headers;
}

function collectQuery(rawQuery: string): Record<string, string> | undefined {
  if (!rawQuery) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQuery)) out[k] = out[k] === undefined ? v : `${out[k]},${v}`;
  return Object.keys(out).length ? out : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `12/Mar/2020:19:03:58 +0000`, API Gateway's `requestContext.time`. */
function clfTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** API Gateway request ids look like `JKJaXmPLvHcESHA=`. */
const apiGatewayId = () => randomBytes(11).toString('base64');

function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

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

// ── the server ──────────────────────────────────────────────────────────────────────────────────

class BodyTooLarge extends Error {}

/** Reads the whole body, rejecting with BodyTooLarge past `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
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

interface Connection {
  ws: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
  authorizer: NonNullable<WebSocketEvent['requestContext']['authorizer']>;
}

/**
 * Starts the gateway and, unless `schedule` is false, the expiry sweep (now and hourly).
 *
 * @returns the listening gateway.
 * @throws the listen error, e.g. EADDRINUSE when the port is taken.
 */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const host = opts.host ?? '127.0.0.1';
  const webDist = opts.webDist ?? join(REPO_ROOT, 'web', 'dist');
  const log = (line: string) => {
    if (!opts.quiet) console.log(line);
  };
  const verify = {
    candidate: poolVerifier(opts.cognitoEndpoint, opts.pools.candidate),
    admin: poolVerifier(opts.cognitoEndpoint, opts.pools.admin),
  };
  const connections = new Map<string, Connection>();
  let port = opts.port;
  let security = securityHeaders(opts.connectSrc);

  const serveStatic = sirv(webDist, {
    // Looks files up per request, so a rebuild of the SPA is served without a restart.
    dev: true,
    etag: true,
    single: true,
    setHeaders: (res, pathname) => {
      // Vite's hashed bundles never change; everything else (index.html above all) is revalidated.
      res.setHeader(
        'Cache-Control',
        /^\/assets\/.+\.\w+$/.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // ── HTTP API
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
    if (route.auth !== 'public') {
      const token = bearer(req.headers.authorization);
      try {
        if (!token) throw new Error('no token');
        claims = apiGatewayClaims(await verify[route.auth](token));
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
      sendJson(
        res,
        413,
        { success: false, message: 'Request body too large: the limit is 1 MB' },
        { Connection: 'close' },
      );
      res.on('finish', () => req.destroy());
      return;
    }

    const event = buildHttpEvent(req, route, pathParameters, body, claims);
    const id = servingHandler(route);
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
      writeLambdaResult(res, result, security);
    } catch (err) {
      console.error(`[gateway] ${route.method} ${route.path} → ${id} returned a malformed result:`, err);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      sendJson(res, 500, { success: false, message: 'Internal server error' }, security);
    }
  }

  // ── Lambda Invoke API (asynchronous only): cv-received starts `eventFunctions.cvOcr` this way.
  // The function name is the `eventFunctions` key; the handler runs after the 202, as in Lambda.
  async function handleInvoke(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    const fn = (eventFunctions as Record<string, { handler: string }>)[decodeURIComponent(name)];
    const payload = await readBody(req, BODY_LIMIT_BYTES);
    if (!fn || req.method !== 'POST' || req.headers['x-amz-invocation-type'] !== 'Event') {
      sendJson(
        res,
        404,
        { message: `Function not found: ${name}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
      return;
    }
    res.writeHead(202).end();
    invokeHandler(fn.handler, JSON.parse(payload.toString('utf8') || '{}')).catch((err) =>
      console.error(`[gateway] ${fn.handler} failed:`, err),
    );
  }

  // ── @connections management API
  async function handleConnections(
    req: IncomingMessage,
    res: ServerResponse,
    encodedId: string,
  ): Promise<void> {
    let id: string;
    try {
      id = decodeURIComponent(encodedId);
    } catch {
      req.resume();
      sendJson(res, 400, { message: 'Invalid connection id' }, { 'x-amzn-errortype': 'BadRequestException' });
      return;
    }
    const conn = connections.get(id);
    const gone = () =>
      sendJson(res, 410, { message: 'GoneException' }, { 'x-amzn-errortype': 'GoneException' });
    switch (req.method) {
      case 'POST': {
        let data: Buffer;
        try {
          data = await readBody(req, WS_PAYLOAD_LIMIT_BYTES);
        } catch (err) {
          if (!(err instanceof BodyTooLarge)) throw err;
          sendJson(
            res,
            413,
            { message: 'Message too long' },
            { 'x-amzn-errortype': 'PayloadTooLargeException', Connection: 'close' },
          );
          res.on('finish', () => req.destroy());
          return;
        }
        if (!conn || conn.ws.readyState !== conn.ws.OPEN) return gone();
        conn.ws.send(data, { binary: !isUtf8(data) });
        res.writeHead(200, { 'Content-Length': 0 });
        res.end();
        return;
      }
      case 'GET':
        req.resume();
        if (!conn) return gone();
        sendJson(res, 200, {
          connectedAt: new Date(conn.connectedAt).toISOString(),
          lastActiveAt: new Date(conn.lastActiveAt).toISOString(),
          identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
        });
        return;
      case 'DELETE':
        req.resume();
        if (!conn) return gone();
        conn.ws.close(1000);
        res.writeHead(204);
        res.end();
        return;
      default:
        req.resume();
        sendJson(res, 404, { message: 'Not Found' });
    }
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    res.on('finish', () => {
      if (path.startsWith('/api/') || path.includes('/@connections/')) {
        log(`${req.method} ${path} ${res.statusCode} ${Date.now() - started}ms`);
      }
    });
    const route = async () => {
      const conn = /^(?:\/[^/]+)?\/@connections\/([^/]+)\/?$/.exec(path);
      if (conn) return handleConnections(req, res, conn[1]!);
      const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(path);
      if (invoke) return handleInvoke(req, res, invoke[1]!);
      if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return handleApi(req, res, path);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        req.resume();
        return sendJson(res, 405, { success: false, message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
      }
      if (path === '/config.json') {
        res.setHeader('Cache-Control', 'no-cache');
        return sendJson(res, 200, { wsUrl: `ws://${wsHost(req)}/ws`, region: REGION });
      }
      if (path === '/ws')
        return sendJson(res, 426, { message: 'Upgrade Required' }, { Upgrade: 'websocket' });
      if (path.startsWith('/api/')) return sendJson(res, 404, { success: false, message: 'Not found' });
      serveStatic(req, res, () => {
        if (!existsSync(join(webDist, 'index.html'))) {
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The web app is not built: run `npm run build:web` (or start with `npm run dev`).\n');
        } else {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Not found\n');
        }
      });
    };
    route().catch((err) => {
      console.error(`[gateway] ${req.method} ${path} failed:`, err);
      sendJson(res, 500, { success: false, message: 'Internal server error' });
    });
  });

  /** `localhost:PORT`, or the loopback host the browser used (e.g. through the Vite dev proxy). */
  function wsHost(req: IncomingMessage): string {
    const h = req.headers['x-forwarded-host'] ?? req.headers.host;
    const value = Array.isArray(h) ? h[0] : h;
    return value && /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/.test(value) ? value : `localhost:${port}`;
  }

  // ── WebSocket API
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_PAYLOAD_LIMIT_BYTES });
  wss.on('headers', (lines: string[]) => {
    for (const [name, value] of Object.entries(security)) lines.push(`${name}: ${value}`);
  });

  function rejectUpgrade(socket: Socket, status: number, message: string): void {
    const body = JSON.stringify({ message });
    const reason =
      { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status] ??
      'Error';
    const headers = {
      ...security,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  }

  function wsEvent(
    id: string,
    conn: Pick<Connection, 'connectedAt' | 'sourceIp' | 'userAgent' | 'domainName' | 'authorizer'>,
    routeKey: string,
    eventType: WebSocketEvent['requestContext']['eventType'],
    extra: Record<string, unknown> = {},
  ): WebSocketEvent {
    const now = new Date();
    const { requestContext: extraContext, ...rest } = extra as { requestContext?: Record<string, unknown> };
    return {
      requestContext: {
        routeKey,
        eventType,
        extendedRequestId: apiGatewayId(),
        requestTime: clfTime(now),
        messageDirection: 'IN',
        stage: WS_STAGE,
        connectedAt: conn.connectedAt,
        requestTimeEpoch: now.getTime(),
        identity: { sourceIp: conn.sourceIp, userAgent: conn.userAgent },
        requestId: apiGatewayId(),
        domainName: conn.domainName,
        connectionId: id,
        apiId: 'local',
        authorizer: conn.authorizer,
        ...extraContext,
      },
      isBase64Encoded: false,
      ...rest,
    };
  }

  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => undefined);
    const [path = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s, 2);
    if (path !== '/ws') {
      rejectUpgrade(socket, 404, 'Not Found');
      return;
    }
    (async () => {
      const token = new URLSearchParams(query).get('token');
      let payload: JwtPayload;
      try {
        if (!token) throw new Error('no token');
        payload = await verify.admin(token);
      } catch {
        rejectUpgrade(socket, 401, 'Unauthorized');
        return;
      }
      const groups = payload['cognito:groups'];
      const headers = collectHeaders(req);
      const id = apiGatewayId();
      const info = {
        connectedAt: Date.now(),
        sourceIp: sourceIp(req),
        userAgent: headers['user-agent'] ?? '',
        domainName: headers.host ?? `localhost:${port}`,
        // What the `$connect` Lambda authorizer returns: principal + string-only context.
        authorizer: {
          principalId: String(payload.sub),
          email: typeof payload.email === 'string' ? payload.email : '',
          groups: Array.isArray(groups) ? groups.join(',') : '',
          integrationLatency: 0,
        },
      };
      const connectEvent = wsEvent(id, info, '$connect', 'CONNECT', {
        headers,
        queryStringParameters: collectQuery(query),
      });
      let status = 500;
      try {
        const result = (await invokeHandler('realtime/connect', connectEvent, HTTP_TIMEOUT_MS)) as
          | { statusCode?: number }
          | undefined;
        status = result?.statusCode ?? 200;
      } catch (err) {
        console.error('[gateway] $connect failed:', err);
      }
      if (status < 200 || status > 299) {
        rejectUpgrade(
          socket,
          status,
          status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Internal server error',
        );
        return;
      }
      if (socket.destroyed) {
        await invokeHandler('realtime/disconnect', wsEvent(id, info, '$disconnect', 'DISCONNECT')).catch(
          () => undefined,
        );
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const conn: Connection = { ...info, ws, lastActiveAt: Date.now() };
        connections.set(id, conn);
        log(`WS connect ${id}`);
        ws.on('message', (data, isBinary) => {
          conn.lastActiveAt = Date.now();
          const text = Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Buffer.concat(data as Buffer[]).toString('utf8');
          const action = isBinary ? undefined : routeOf(text);
          const wsRoute = websocketRoutes.find((r) => r.routeKey === action && !r.routeKey.startsWith('$'));
          const messageEvent = wsEvent(id, conn, wsRoute?.routeKey ?? '$default', 'MESSAGE', {
            requestContext: { messageId: apiGatewayId() },
            body: text,
          });
          if (!wsRoute) {
            // No matching route and no $default route: API Gateway answers on the socket.
            ws.send(
              JSON.stringify({
                message: 'Forbidden',
                connectionId: id,
                requestId: messageEvent.requestContext.requestId,
              }),
            );
            return;
          }
          invokeHandler(wsRoute.handler, messageEvent, HTTP_TIMEOUT_MS).catch((err) =>
            console.error(`[gateway] websocket route ${wsRoute.routeKey} failed:`, err),
          );
        });
        ws.on('close', (code, reason) => {
          connections.delete(id);
          log(`WS disconnect ${id} (${code})`);
          const disconnect = wsEvent(id, conn, '$disconnect', 'DISCONNECT', {
            requestContext: { disconnectStatusCode: code, disconnectReason: reason.toString('utf8') },
          });
          const pending = invokeHandler('realtime/disconnect', disconnect, HTTP_TIMEOUT_MS)
            .catch((err) => console.error('[gateway] $disconnect failed:', err))
            .finally(() => disconnects.delete(pending));
          disconnects.add(pending);
        });
        ws.on('error', () => undefined);
      });
    })().catch((err) => {
      console.error('[gateway] websocket upgrade failed:', err);
      socket.destroy();
    });
  });
  const disconnects = new Set<Promise<unknown>>();

  // ── S3 ObjectCreated → events/cv-received
  // s3rver emits `ObjectCreated:Post` for browser presigned POST uploads (postObject), as well as
  // `:Put`, `:Copy` and multipart `:CompleteMultipartUpload`; every `ObjectCreated:*` is forwarded,
  // like the cloud bucket's OBJECT_CREATED notification.
  const deliveries = new Map<string, Promise<void>>();
  const onS3Event = (notification: S3EventNotification) => {
    for (const record of notification.Records ?? []) {
      if (!record.eventName?.startsWith('ObjectCreated:')) continue;
      if (opts.s3 && record.s3?.bucket?.name !== opts.s3.bucket) continue;
      const rawKey = record.s3.object.key;
      const s3Record = {
        ...record,
        awsRegion: REGION,
        // S3 notifications carry the key URL-encoded (space as '+'); s3rver sends it raw.
        s3: { ...record.s3, object: { ...record.s3.object, key: s3EventKey(rawKey) } },
      };
      const previous = deliveries.get(rawKey) ?? Promise.resolve();
      const next: Promise<void> = previous
        .then(() => invokeHandler(eventFunctions.cvReceived.handler, { Records: [s3Record] }))
        .then(
          () => undefined,
          (err) => console.error(`[gateway] ${eventFunctions.cvReceived.handler} failed for an upload:`, err),
        )
        .finally(() => {
          if (deliveries.get(rawKey) === next) deliveries.delete(rawKey);
        });
      deliveries.set(rawKey, next);
    }
  };
  opts.s3?.server.on('event', onS3Event);

  // ── schedule
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    sweeping ??= invokeHandler(eventFunctions.expirySweep.handler, scheduledEvent())
      .then((result) => log(`expiry sweep: ${JSON.stringify(result)}`))
      .catch((err) => console.error('[gateway] expiry sweep failed:', err))
      .finally(() => {
        sweeping = undefined;
      });
  };

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  port = (server.address() as { port: number }).port;
  security = securityHeaders([...opts.connectSrc, `ws://localhost:${port}`]);

  if (opts.schedule !== false) {
    sweep();
    sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
    sweepTimer.unref();
  }

  const drainEvents = async () => {
    while (deliveries.size) await Promise.all([...deliveries.values()]);
  };

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    connectionCount: () => connections.size,
    drainEvents,
    close: () => {
      closing ??= (async () => {
        clearInterval(sweepTimer);
        opts.s3?.server.off('event', onS3Event);
        const serverClosed = new Promise<void>((r) => server.close(() => r()));
        server.closeIdleConnections();
        const socketsClosed = [...connections.values()].map(
          (conn) =>
            new Promise<void>((r) => {
              conn.ws.once('close', () => r());
              conn.ws.close(1001, 'Going away');
            }),
        );
        const within = (ms: number, work: Promise<unknown>) =>
          Promise.race([work, new Promise((r) => setTimeout(r, ms))]);
        await within(2_000, Promise.all(socketsClosed));
        for (const ws of wss.clients) ws.terminate();
        // `$disconnect` runs on each close; let those and queued S3 events finish before the emulators go.
        await within(5_000, Promise.all([drainEvents(), sweeping, ...disconnects]));
        wss.close();
        server.closeAllConnections();
        await serverClosed;
      })();
      return closing;
    },
  };
}

/** The action of a WebSocket message: `{"action": "join-admin"}` or the bare text `join-admin`. */
function routeOf(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as { action?: unknown }).action === 'string') {
      return (parsed as { action: string }).action;
    }
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return text.trim() || undefined;
  }
}

/** A key as S3 event notifications write it: form-URL-encoded, `/` kept. */
export function s3EventKey(key: string): string {
  return encodeURIComponent(key).replace(/%20/g, '+').replace(/%2F/gi, '/');
}
