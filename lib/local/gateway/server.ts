/**
 * The local stand-in for API Gateway (HTTP API + WebSocket API), CloudFront and the event sources,
 * in one node:http server (docs/architecture.md#parts). This part routes each request to its part and owns the
 * lifecycle; the parts share one `GatewayContext`:
 *
 * - `/api/v1/*`: the HTTP API (`http-api.ts`).
 * - `/ws?token=`: the WebSocket API (`websocket.ts`) and `/@connections/{id}`, its management API
 *   (`connections.ts`).
 * - the SPA build (`web/dist`): index.html for the app's pages, the same with 404 for unknown paths
 *   (functions/contract/spa-routes.ts), and `/config.json`.
 * - S3 ObjectCreated events and the expiry sweep schedule (`events.ts`).
 * - `/2015-03-31/functions/{name}/invocations`: Lambda's Invoke API, asynchronous only (`lambda-api.ts`).
 * - the security headers of `lib/security-headers.ts` on every response.
 *
 * Only requests for the gateway's own host are answered (`Host` = a loopback name with its port,
 * or a configured one): 421 otherwise, so a page of another site cannot reach it by DNS rebinding.
 */

import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import sirv from 'sirv';
import { API_BASE } from '../../../functions/contract/routes.js';
import { canonicalPagePath, isSpaRoute } from '../../../functions/contract/spa-routes.js';
import { ENV } from '../../../functions/core/config.js';
import { referrerPolicyFor, securityHeaders } from '../../security-headers.js';
import { LOCAL_REGION } from '../resources.js';
import { CONNECTIONS_PATH, handleConnections } from './connections.js';
import { allAnswering, type Gateway, type GatewayContext, type GatewayOptions } from './context.js';
import { startEvents } from './events.js';
import { createHttpApi } from './http-api.js';
import { type AsyncInvokeOptions, REPO_ROOT } from './invoke.js';
import { createLambdaApi, INVOKE_PATH } from './lambda-api.js';
import { startTableStreams } from './streams.js';
import { createWebSocketApi } from './websocket.js';
import { sendJson } from './wire.js';

/** True when `path` (as sent, percent-encoded or not) names a source map: `/assets/x.js.map`. */
const isSourceMapPath = (path: string): boolean => {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // not valid percent-encoding: sirv finds no file for it either
  }
  return /\.map$/i.test(decoded);
};

/** True when the last segment of `path` names a file (`/assets/x.js`, `/flags/IE.svg`), not a page. */
const hasFileExtension = (path: string): boolean => (path.split('/').pop() ?? '').includes('.');

export type { Gateway, GatewayOptions, PoolRef } from './context.js';

/** The names of this machine's loopback interface a browser or the SDK may use for the gateway. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * Starts the gateway and, unless `schedule` is false, the expiry sweep (now and hourly).
 *
 * @returns the listening gateway.
 * @throws the listen error, e.g. EADDRINUSE when the port is taken.
 */
export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const host = opts.host ?? '127.0.0.1';
  const webDist = opts.webDist ?? join(REPO_ROOT, 'web', 'dist');
  const ctx: GatewayContext = {
    opts,
    log: (line) => {
      if (!opts.quiet) console.log(line);
    },
    connections: new Map(),
    port: opts.port,
    security: securityHeaders(opts.connectSrc),
  };
  const { handleApi } = createHttpApi(ctx);
  const websocket = createWebSocketApi(ctx);
  // Retries of event functions wait for the emulators that are down (a restart) before they run.
  const health = opts.health;
  const asyncInvoke: AsyncInvokeOptions = {
    deadLetterFile: opts.deadLetterFile,
    ...(health ? { answering: async () => allAnswering(await health()) } : {}),
  };
  const lambdaApi = createLambdaApi(asyncInvoke);

  const serveStatic = sirv(webDist, {
    // Looks files up per request, so a rebuild of the SPA is served without a restart.
    dev: true,
    etag: true,
    // No single-page fallback here: the app's pages and unknown paths are told apart below.
    single: false,
    setHeaders: (res, pathname) => {
      // Vite's hashed bundles never change; everything else (index.html above all) is revalidated.
      res.setHeader(
        'Cache-Control',
        /^\/assets\/.+\.\w+$/.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  /** `localhost:PORT`, or the loopback host the browser used (e.g. through the Vite dev proxy). */
  function wsHost(req: IncomingMessage): string {
    const h = req.headers['x-forwarded-host'] ?? req.headers.host;
    const value = Array.isArray(h) ? h[0] : h;
    return value && /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/.test(value) ? value : `localhost:${ctx.port}`;
  }

  const extraHosts = [
    ...(opts.allowedHosts ?? []),
    ...(process.env.GATEWAY_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim()),
  ]
    .filter(Boolean)
    .map((h) => h.toLowerCase());
  /** True when `Host` names this gateway: a loopback name with its port, or a configured host. */
  function ownHost(req: IncomingMessage): boolean {
    const value = req.headers.host?.toLowerCase();
    if (!value) return false;
    return LOOPBACK_NAMES.some((name) => value === `${name}:${ctx.port}`) || extraHosts.includes(value);
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    for (const [name, value] of Object.entries(ctx.security)) res.setHeader(name, value);
    if (!ownHost(req)) {
      req.resume();
      return sendJson(res, req.headers.host ? 421 : 400, { success: false, message: 'Unknown host' });
    }
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    res.setHeader('Referrer-Policy', referrerPolicyFor(path));
    res.on('finish', () => {
      if (path.startsWith('/api/') || path.includes('/@connections/') || INVOKE_PATH.test(path)) {
        ctx.log(`${req.method} ${path} ${res.statusCode} ${Date.now() - started}ms`);
      }
    });
    const route = async () => {
      const conn = CONNECTIONS_PATH.exec(path);
      if (conn) return handleConnections(ctx, req, res, conn[1]!);
      const invoke = INVOKE_PATH.exec(path);
      if (invoke) return lambdaApi.handleInvoke(req, res, invoke[1]!);
      if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return handleApi(req, res, path);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        req.resume();
        return sendJson(res, 405, { success: false, message: 'Method not allowed' }, { Allow: 'GET, HEAD' });
      }
      if (path === '/config.json') {
        res.setHeader('Cache-Control', 'no-cache');
        return sendJson(res, 200, { wsUrl: `ws://${wsHost(req)}/ws`, region: LOCAL_REGION });
      }
      if (path === '/health') {
        // The local platform's own page (no counterpart in the cloud): each emulator's state.
        res.setHeader('Cache-Control', 'no-store');
        const emulators = opts.health ? await opts.health() : {};
        const healthy = allAnswering(emulators);
        return sendJson(res, healthy ? 200 : 503, { status: healthy ? 'ok' : 'degraded', emulators });
      }
      if (path === '/ws')
        return sendJson(res, 426, { message: 'Upgrade Required' }, { Upgrade: 'websocket' });
      if (path.startsWith('/api/')) return sendJson(res, 404, { success: false, message: 'Not found' });
      // One address per page, as CloudFront answers it (lib/constructs/site.ts SPA_REWRITE).
      const canonical = canonicalPagePath(path);
      if (canonical) {
        const query = url.slice(path.length);
        res.writeHead(301, { Location: `${canonical}${query}`, 'Cache-Control': 'max-age=3600' });
        return res.end();
      }
      // The build's source maps stay on disk for error reports; the cloud deployment leaves them out
      // (lib/constructs/site.ts), so they are not served here either.
      if (isSourceMapPath(path)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('Not found\n');
      }
      serveStatic(req, res, () => {
        if (!existsSync(join(webDist, 'index.html'))) {
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The web app is not built: run `npm run build:web` (or start with `npm run dev`).\n');
        } else if (!hasFileExtension(path)) {
          // A page of the app: 200; any other path without a file: the same document with 404, so
          // people see the app's "Page not found" and crawlers a real 404 (docs/architecture.md#unknown-paths).
          res.writeHead(isSpaRoute(path) ? 200 : 404, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          // Prerendered pages were served above as files; the rest get the shell (app.html, or
          // index.html in a build without prerendering) (docs/architecture.md#prerendered-pages).
          const shell = join(webDist, 'app.html');
          res.end(
            req.method === 'HEAD'
              ? undefined
              : readFileSync(existsSync(shell) ? shell : join(webDist, 'index.html')),
          );
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
  server.on('clientError', answerClientError);
  server.on('upgrade', (req, socket, head) => {
    if (ownHost(req)) return websocket.onUpgrade(req, socket as Socket, head);
    socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  ctx.port = (server.address() as { port: number }).port;
  ctx.security = securityHeaders([...opts.connectSrc, `ws://localhost:${ctx.port}`]);
  const events = startEvents(ctx, asyncInvoke);
  // The table's event sources, the search indexer's and the mail outbox's (cloud: the table's event
  // source mappings).
  const tableName = process.env[ENV.tableName];
  const stream =
    opts.s3 && tableName
      ? startTableStreams({
          tableName,
          checkpointDir: opts.deadLetterFile ? dirname(opts.deadLetterFile) : process.cwd(),
          asyncInvoke,
          log: (line) => console.error(`[gateway] ${line}`),
        })
      : undefined;

  let closing: Promise<void> | undefined;
  return {
    url: `http://localhost:${ctx.port}`,
    port: ctx.port,
    connectionCount: () => ctx.connections.size,
    drainEvents: events.drain,
    close: () => {
      closing ??= (async () => {
        const eventsStopped = Promise.all([events.stop(), stream?.stop()]);
        const serverClosed = new Promise<void>((r) => server.close(() => r()));
        server.closeIdleConnections();
        await websocket.closeAll();
        // `$disconnect` runs on each close; let those, queued S3 events and started invocations
        // finish before the emulators go.
        await Promise.race([
          Promise.all([eventsStopped, lambdaApi.drain(), ...websocket.disconnects()]),
          new Promise((r) => setTimeout(r, 5_000)),
        ]);
        websocket.close();
        server.closeAllConnections();
        await serverClosed;
      })();
      return closing;
    },
  };
}

const answered = new WeakSet<Socket>();

/** How long a refused connection may keep sending before it is cut (ms), and how much (bytes). */
const DRAIN_AFTER_ERROR = { ms: 5_000, bytes: 16 * 1024 * 1024 };

/**
 * Answers a request Node's parser refused, as the cloud edge does: 431 for a request line and
 * headers over `maxHeaderSize` (16 KB; a long URL counts), 400 for anything else malformed, with
 * the JSON error body of every other answer. The default handler destroys the socket at once,
 * which resets the connection while the client is still sending its oversized headers, so the
 * client may see ECONNRESET instead of the answer; here the answer is written, the sending side
 * closed, and what the client still sends is read and dropped (at most 16 MB or 5 s).
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // The bytes read after the answer may raise the parser's error again: answered once.
  if (answered.has(socket)) return;
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? 'Request header fields too large: the limit is 16 KB, URL included' : 'Bad request',
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
  let drained = 0;
  socket.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_AFTER_ERROR.bytes) socket.destroy();
  });
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_AFTER_ERROR.ms).unref();
}
