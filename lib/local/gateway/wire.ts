/**
 * Request and answer plumbing the HTTP API, the WebSocket API and `@connections` share: headers
 * and query strings the way API Gateway puts them in events, its request ids and time format,
 * bounded body reads and JSON answers.
 */

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const SKIPPED_HEADERS = new Set(['cookie']);

/** Request headers, lower-case names, repeated ones joined with `,` (the cookie header left out). */
export function collectHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    const value = req.rawHeaders[i + 1]!;
    if (SKIPPED_HEADERS.has(name)) continue;
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  return headers;
}

/** `queryStringParameters`: repeated names joined with `,`; `undefined` when there are none. */
export function collectQuery(rawQuery: string): Record<string, string> | undefined {
  if (!rawQuery) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(rawQuery)) out[k] = out[k] === undefined ? v : `${out[k]},${v}`;
  return Object.keys(out).length ? out : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `12/Mar/2020:19:03:58 +0000`, API Gateway's `requestContext.time`. */
export function clfTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** An id the way API Gateway writes request and connection ids: `JKJaXmPLvHcESHA=`. */
export const apiGatewayId = (): string => randomBytes(11).toString('base64');

/** The client's IP address, without the IPv4-mapped IPv6 prefix. */
export function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** Thrown by `readBody` past its limit. */
export class BodyTooLarge extends Error {}

/** Reads the whole body, rejecting with BodyTooLarge past `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
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

/** Most of a refused body read and thrown away before the connection is cut (bytes). */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** Longest a refused body is read for before the connection is cut (ms). */
const DRAIN_LIMIT_MS = 10_000;

/**
 * After an answer sent before the whole body arrived (413): reads and throws away the rest of the
 * body, so the client, still sending, reads the answer instead of a connection reset. A body past
 * {@link DRAIN_LIMIT_BYTES} or {@link DRAIN_LIMIT_MS} has the connection cut.
 */
export function drainRefusedBody(req: IncomingMessage): void {
  let seen = 0;
  const cut = () => {
    clearTimeout(timer);
    req.destroy();
  };
  const timer = setTimeout(cut, DRAIN_LIMIT_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) cut();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('error', () => clearTimeout(timer));
  req.resume();
}

/** Answers `status` with `body` as JSON (or just ends the answer when headers are already sent). */
export function sendJson(
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
