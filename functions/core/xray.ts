/**
 * X-Ray tracing without the X-Ray SDK (docs/architecture.md#observability): under Lambda's active
 * tracing, each invocation gets one subsegment `## {handler}` (annotations `ColdStart`, `Service`
 * and what the code adds, such as `route`) below the segment Lambda itself records, and every call
 * of an instrumented AWS SDK v3 client one subsegment below that (service, operation, region,
 * request id, retries, status, table/bucket/function name; never a payload). The documents go as
 * JSON over UDP to the X-Ray daemon Lambda runs (`AWS_XRAY_DAEMON_ADDRESS`), each datagram the
 * header line `{"format": "json", "version": 1}` and one subsegment, as the X-Ray SDKs send them
 * ("Sending segment documents to the X-Ray daemon", X-Ray developer guide; segment document schema).
 *
 * Why not the X-Ray SDK (through Powertools' Tracer): loading it (aws-xray-sdk-core, 107 CommonJS
 * files, cls-hooked, semver) took 100-200 ms of every cold start, about as much as everything else a
 * function loads (issue 39); bundled into one file it still took 75-135 ms. No lighter X-Ray client
 * is published on npm, and OpenTelemetry needs a collector layer beside the function. This module
 * loads only `node:dgram` and `node:async_hooks`.
 *
 * Sampling is Lambda's: nothing is sent unless `_X_AMZN_TRACE_ID` says `Sampled=1`. Outside Lambda
 * (no `AWS_EXECUTION_ENV`: the local stack, tests) nothing is traced at all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

/** The header line every datagram to the daemon starts with. */
export const DAEMON_HEADER = '{"format": "json", "version": 1}';

/** The daemon Lambda runs when no `AWS_XRAY_DAEMON_ADDRESS` says otherwise. */
const DEFAULT_DAEMON = { address: '127.0.0.1', port: 2000 };

/** One subsegment document (fields of the X-Ray segment document schema this module writes). */
export interface SubsegmentDocument {
  type: 'subsegment';
  id: string;
  trace_id: string;
  parent_id: string;
  name: string;
  /** Epoch seconds with fractions. */
  start_time: number;
  end_time?: number;
  namespace?: 'aws' | 'remote';
  annotations?: Record<string, string | number | boolean>;
  aws?: Record<string, string | number | string[]>;
  http?: { response?: { status?: number; content_length?: number } };
  error?: boolean;
  fault?: boolean;
  throttle?: boolean;
  cause?: { exceptions: { id: string; type: string; message: string; remote?: boolean }[] };
}

/** `Root`, `Parent` and `Sampled` of a trace header (`Root=1-…;Parent=…;Sampled=1;Lineage=…`). */
export interface TraceHeader {
  root: string;
  parent: string;
  sampled: boolean;
}

/** Parses an `X-Amzn-Trace-Id` value; `undefined` when it names no root and parent. */
export function parseTraceHeader(value: string | undefined): TraceHeader | undefined {
  if (!value) return undefined;
  const parts = new Map(
    value.split(';').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const root = parts.get('Root');
  const parent = parts.get('Parent');
  if (!root || !parent) return undefined;
  return { root, parent, sampled: parts.get('Sampled') === '1' };
}

/**
 * Host and port of the daemon from `AWS_XRAY_DAEMON_ADDRESS`: `host:port`, or the two-address form
 * `udp:host:port tcp:host:port` (only UDP is used). The default when unset or unreadable.
 */
export function daemonAddress(value: string | undefined): { address: string; port: number } {
  const udp =
    value
      ?.split(/\s+/)
      .find((p) => p.startsWith('udp:'))
      ?.slice(4) ?? value?.trim();
  const m = udp ? /^(.+):(\d+)$/.exec(udp) : null;
  return m ? { address: m[1]!, port: Number(m[2]) } : DEFAULT_DAEMON;
}

const newId = () => randomBytes(8).toString('hex');
const now = () => Date.now() / 1000;

/** What one traced invocation holds while it runs. */
interface Invocation {
  trace: TraceHeader;
  handler: SubsegmentDocument;
  /** Sends not yet handed to the network; awaited before the invocation answers (Lambda freezes after). */
  pending: Promise<void>[];
}

/** The part of an AWS SDK v3 client the instrumentation uses (structural: no @smithy import). */
interface InstrumentableClient {
  config: { region?: unknown };
  middlewareStack: {
    add(middleware: unknown, options: { step: 'build'; name: string; override?: boolean }): void;
    remove(name: string): boolean;
  };
}

interface BuildArgs {
  input?: Record<string, unknown>;
  request?: { headers?: Record<string, string> };
}
interface CommandOutput {
  output?: { $metadata?: AwsMetadata };
  response?: { statusCode?: number; headers?: Record<string, string | undefined> };
}
interface AwsMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

const MIDDLEWARE_NAME = 'XRayTracing';

/**
 * A tracer for one function (one per process). `send` replaces the UDP emitter (tests).
 */
export class XRayTracer {
  private readonly current = new AsyncLocalStorage<Invocation>();
  private coldStart = true;
  private socket: Socket | undefined;

  constructor(
    private readonly options: {
      serviceName: string;
      env?: NodeJS.ProcessEnv;
    },
  ) {}

  private get env(): NodeJS.ProcessEnv {
    return this.options.env ?? process.env;
  }

  /** True in Lambda (`AWS_EXECUTION_ENV`) unless `POWERTOOLS_TRACE_ENABLED=false` turns tracing off. */
  isTracingEnabled(): boolean {
    return Boolean(this.env.AWS_EXECUTION_ENV) && this.env.POWERTOOLS_TRACE_ENABLED !== 'false';
  }

  /**
   * Runs `fn` as one traced invocation named `## {name}` when tracing is on and Lambda sampled the
   * request; otherwise just runs it. The subsegment ends with `fn`'s outcome (a throw: `fault` and
   * the error's type and message, never a response) and is on its way before this resolves.
   */
  async run<R>(name: string, fn: () => Promise<R>): Promise<R> {
    const coldStart = this.coldStart;
    this.coldStart = false;
    const trace = this.isTracingEnabled() ? parseTraceHeader(this.env._X_AMZN_TRACE_ID) : undefined;
    if (!trace?.sampled) return fn();
    const invocation: Invocation = {
      trace,
      pending: [],
      handler: {
        type: 'subsegment',
        id: newId(),
        trace_id: trace.root,
        parent_id: trace.parent,
        name: `## ${name}`,
        start_time: now(),
        annotations: { ColdStart: coldStart, Service: this.options.serviceName },
      },
    };
    try {
      return await this.current.run(invocation, fn);
    } catch (err) {
      Object.assign(invocation.handler, { fault: true, cause: causeOf(err) });
      throw err;
    } finally {
      invocation.handler.end_time = now();
      invocation.pending.push(this.emit(invocation.handler));
      await Promise.all(invocation.pending);
    }
  }

  /** Adds an annotation (indexed, searchable in X-Ray) to the running invocation's subsegment. */
  putAnnotation(key: string, value: string | number | boolean): void {
    const handler = this.current.getStore()?.handler;
    if (handler) handler.annotations = { ...handler.annotations, [key]: value };
  }

  /**
   * `client` with each of its calls recorded as a subsegment of the running invocation (and the
   * trace header passed on to the service, so the service's own segment joins the trace). Calls
   * outside a traced invocation pass through untouched. Idempotent.
   */
  captureAWSv3Client<C>(client: C): C {
    const c = client as unknown as InstrumentableClient;
    c.middlewareStack.remove(MIDDLEWARE_NAME);
    c.middlewareStack.add(
      (
        next: (args: BuildArgs) => Promise<CommandOutput>,
        context: { clientName?: string; commandName?: string },
      ) =>
        (args: BuildArgs) =>
          this.awsCall(c, context, args, next),
      { step: 'build', name: MIDDLEWARE_NAME },
    );
    return client;
  }

  private async awsCall(
    client: InstrumentableClient,
    context: { clientName?: string; commandName?: string },
    args: BuildArgs,
    next: (args: BuildArgs) => Promise<CommandOutput>,
  ): Promise<CommandOutput> {
    const invocation = this.current.getStore();
    if (!invocation) return next(args);
    const service = (context.clientName ?? 'AWS').replace(/Client$/, '');
    const sub: SubsegmentDocument = {
      type: 'subsegment',
      id: newId(),
      trace_id: invocation.trace.root,
      parent_id: invocation.handler.id,
      name: service,
      namespace: 'aws',
      start_time: now(),
    };
    if (args.request?.headers) {
      args.request.headers['X-Amzn-Trace-Id'] = `Root=${invocation.trace.root};Parent=${sub.id};Sampled=1`;
    }
    const record = async (metadata: AwsMetadata | undefined, err?: unknown, contentLength?: number) => {
      sub.end_time = now();
      const region = await regionOf(client);
      sub.aws = {
        operation: (context.commandName ?? '').replace(/Command$/, ''),
        ...(region ? { region } : {}),
        ...(metadata?.requestId ? { request_id: metadata.requestId } : {}),
        retries: Math.max(0, (metadata?.attempts ?? 1) - 1),
        ...resourceNames(args.input),
      };
      const status = metadata?.httpStatusCode;
      if (status) {
        sub.http = { response: { status } };
        if (contentLength !== undefined && Number.isFinite(contentLength))
          sub.http.response!.content_length = contentLength;
      }
      const name = (err as { name?: string } | undefined)?.name ?? '';
      // The flags as X-Ray reads them: 429 or a throttling error, 4xx an error, 5xx or no answer a fault.
      if (status === 429 || /Throttl|TooManyRequests|ProvisionedThroughputExceeded/.test(name)) {
        Object.assign(sub, { throttle: true, error: true });
      } else if (status && status >= 400 && status < 500) sub.error = true;
      else if ((status && status >= 500) || err) sub.fault = true;
      if (err) sub.cause = causeOf(err, true);
      invocation.pending.push(this.emit(sub));
    };
    try {
      const out = await next(args);
      const length = out.response?.headers?.['content-length'];
      await record(
        out.output?.$metadata ?? { httpStatusCode: out.response?.statusCode },
        undefined,
        length === undefined ? undefined : Number(length),
      );
      return out;
    } catch (err) {
      await record((err as { $metadata?: AwsMetadata }).$metadata, err);
      throw err;
    }
  }

  /** Sends one document to the daemon; resolves once handed to the network (never rejects). */
  private emit(doc: SubsegmentDocument): Promise<void> {
    const { address, port } = daemonAddress(this.env.AWS_XRAY_DAEMON_ADDRESS);
    const message = Buffer.from(`${DAEMON_HEADER}\n${JSON.stringify(doc)}`);
    if (!this.socket) {
      this.socket = createSocket('udp4');
      this.socket.unref();
      // A daemon that is not there must not fail a request: UDP errors are dropped.
      this.socket.on('error', () => undefined);
    }
    const socket = this.socket;
    return new Promise((resolve) => socket.send(message, port, address, () => resolve()));
  }
}

async function regionOf(client: InstrumentableClient): Promise<string | undefined> {
  const region = client.config.region;
  try {
    const value = typeof region === 'function' ? await (region as () => Promise<unknown>)() : region;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The resource a call names, as the X-Ray SDKs record it: tables, bucket, function; no keys or items. */
function resourceNames(input: Record<string, unknown> | undefined): Record<string, string | string[]> {
  if (!input) return {};
  const out: Record<string, string | string[]> = {};
  if (typeof input.TableName === 'string') out.table_name = input.TableName;
  if (input.RequestItems && typeof input.RequestItems === 'object')
    out.table_names = Object.keys(input.RequestItems);
  if (Array.isArray(input.TransactItems)) {
    const tables = new Set<string>();
    for (const item of input.TransactItems as Record<string, { TableName?: string }>[]) {
      for (const op of Object.values(item ?? {})) if (op?.TableName) tables.add(op.TableName);
    }
    out.table_names = [...tables];
  }
  if (typeof input.Bucket === 'string') out.bucket_name = input.Bucket;
  if (typeof input.FunctionName === 'string') out.function_name = input.FunctionName;
  return out;
}

/** The error's type and message, as X-Ray shows a cause (no stack: paths of the bundle only). */
function causeOf(err: unknown, remote = false): NonNullable<SubsegmentDocument['cause']> {
  const e = err as { name?: string; message?: string } | undefined;
  const exception = { id: newId(), type: e?.name ?? 'Error', message: e?.message ?? String(err) };
  return { exceptions: [remote ? { ...exception, remote } : exception] };
}
