/**
 * What every part of the local gateway shares (docs/architecture.md#local-gateway): the options it was started with,
 * the open WebSocket connections, the listening port and the security headers of the edge, plus
 * the limits of the AWS services it stands in for.
 */

import type { WebSocket } from 'ws';
import type { WebSocketEvent } from '../../../functions/core/realtime.js';
import type { S3rverInstance } from '../emulators.js';

/** API Gateway's integration timeout: a handler still running then answers 503 (ms). */
export const HTTP_TIMEOUT_MS = 30_000;
/** Timeout of event-driven invocations (S3 events, schedule) (ms). */
export const EVENT_TIMEOUT_MS = 5 * 60_000;
/** API Gateway's WebSocket message and PostToConnection payload limit (bytes). */
export const WS_PAYLOAD_LIMIT_BYTES = 128 * 1024;
/** Stage of the local WebSocket API, as `requestContext.stage` and in the authorizer's method ARN. */
export const WS_STAGE = 'local';

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
  /**
   * `Host` header values answered besides `localhost`, `127.0.0.1` and `[::1]` with the gateway's
   * port (e.g. `cv.test:8080` behind a proxy); also read from `GATEWAY_ALLOWED_HOSTS`, comma-separated.
   */
  allowedHosts?: readonly string[];
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
  /**
   * JSON-lines file where asynchronous events go after their retries failed (the cloud's dead-letter
   * queue); none = failures are only logged.
   */
  deadLetterFile?: string;
  /**
   * JSON-lines journal of upload events (lib/local/gateway/event-journal.ts): each is fsync'ed before
   * the S3 emulator answers the upload and replayed on the next start until handled; none = events
   * live in memory only.
   */
  eventJournalFile?: string;
  /** Each emulator's state, for `GET /health` (lib/local/emulators.ts `health()`). */
  health?: () => Promise<Record<string, { state: string; answering: boolean }>>;
}

/**
 * Whether every emulator in a `health()` answer is up and answered its probe: `GET /health`'s 200,
 * and what a retry of an event function waits for (docs/architecture.md#local-durability).
 */
export function allAnswering(emulators: Record<string, { state: string; answering: boolean }>): boolean {
  return Object.values(emulators).every((e) => e.state === 'up' && e.answering);
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

/** One open WebSocket connection, as API Gateway keeps it for `@connections`. */
export interface Connection {
  ws: WebSocket;
  /** Epoch milliseconds. */
  connectedAt: number;
  /** Epoch milliseconds of the last message received. */
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
  /** What the `$connect` authorizer returned: principal and context. */
  authorizer: NonNullable<WebSocketEvent['requestContext']['authorizer']>;
}

/** The state the server, HTTP API, WebSocket API, `@connections` and event parts share. */
export interface GatewayContext {
  readonly opts: GatewayOptions;
  /** Writes a request log line unless `quiet`. */
  log(line: string): void;
  /** Open WebSocket connections by connection id. */
  readonly connections: Map<string, Connection>;
  /** The listening port (the requested one until `listen` has answered). */
  port: number;
  /** Security headers of every answer; the CSP names the WebSocket origin once the port is known. */
  security: Record<string, string>;
}
