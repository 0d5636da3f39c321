/**
 * Cold start on this machine: a fresh `node` process imports a function bundle (built as the stack
 * builds it) and answers one event against the running local stack; the time is taken from just
 * before the process is spawned to the moment its answer arrives on stdout. The same is measured
 * for an empty handler bundled the same way, and each function's median is divided by the empty
 * handler's median: absolute times drift on a shared machine, the ratio of runs taken side by side
 * does not. Runs are interleaved (one of each function per round) so drift hits all alike.
 *
 * The processes get the environment a deployed function gets: the stack's settings (table, bucket,
 * pools, emulator endpoints) and `FUNCTION_RUNTIME_ENV` of `api-function.ts` (no `NODE_OPTIONS`:
 * source maps are read when an error is logged, functions/core/source-stack.ts); a `NODE_OPTIONS`
 * of the bench's own process (tsx's loader) is not passed on.
 * Budget: the median function ≤ 2.5× the empty handler, the worst ≤ 3.5×.
 *
 * The mail outbox (events/mail-outbox) is started cold with the event it gets every minute (its
 * run: one query of the due mails), the invocation that usually meets a cold function; until
 * 2026-11-28 the expiry sweep ran the outbox and was measured that way. The sweep runs only at
 * night now, and its answer comes after the night's work (expired CVs, quarantined uploads,
 * offers, erasures, reminders: dozens of table and bucket calls), so its figure measures that work
 * as much as the start (299 ms, ×4.33 of an empty handler on a quiet host): it is measured and
 * shown (`info: true`), outside the median and the worst (docs/architecture.md#what-a-cold-start-loads).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { API_BASE, type RouteDef, routeKey, routes } from '../functions/contract/routes.js';
import { FUNCTION_RUNTIME_ENV } from '../lib/constructs/api-function.js';
import { apiGatewayClaims } from '../lib/local/gateway/http-api.js';
import type { Bundle } from './functions.js';
import { esbuildOptions } from './functions.js';
import { liveChildren } from './processes.js';
import { median, ms, type Row, verdict } from './report.js';

export const COLD_MEDIAN_BUDGET = 2.5;
export const COLD_WORST_BUDGET = 3.5;

/** A function to start cold and the event it answers (made fresh for every run). */
export interface ColdTarget {
  handler: string;
  /** What the event asks, for the table. */
  label: string;
  event: () => unknown;
  /** Shown, not counted in the median and the worst: a run whose answer waits for its work. */
  info?: boolean;
}

const RUNNER = `import { pathToFileURL } from 'node:url';
const { handler } = await import(pathToFileURL(process.argv[2]).href);
const event = JSON.parse(process.env.BENCH_EVENT ?? '{}');
const context = {
  awsRequestId: crypto.randomUUID(), functionName: 'bench', functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-1:000000000000:function:bench', memoryLimitInMB: '256',
  logGroupName: '/aws/lambda/bench', logStreamName: 'bench', callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10000, done() {}, fail() {}, succeed() {},
};
const result = await handler(event, context);
process.stdout.write('\\nBENCH_ANSWER ' + JSON.stringify({ statusCode: result?.statusCode ?? null }) + '\\n');
process.exit(0);
`;

/** An API Gateway v2 (payload 2.0) event for `route`, as the local gateway builds it. */
export function httpEvent(
  route: Pick<RouteDef, 'method' | 'path'>,
  opts: { query?: Record<string, string>; body?: unknown; claims?: Record<string, unknown> } = {},
): Record<string, unknown> {
  const rawQueryString = new URLSearchParams(opts.query ?? {}).toString();
  const rawPath = `${API_BASE}${route.path}`;
  const key = routeKey(route);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString,
    headers: {
      host: 'localhost',
      'user-agent': 'bench',
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(opts.query ? { queryStringParameters: opts.query } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      ...(opts.claims
        ? { authorizer: { jwt: { claims: apiGatewayClaims(opts.claims as never), scopes: null } } }
        : {}),
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    isBase64Encoded: false,
  };
}

/** The route of the table with this method and path (throws when there is none). */
export function routeOf(method: string, path: string): RouteDef {
  const route = (routes as readonly RouteDef[]).find((r) => r.method === method && r.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route;
}

/** Builds the empty handler the same way as the functions. */
async function emptyBundle(dir: string): Promise<string> {
  mkdirSync(join(dir, 'empty'), { recursive: true });
  const entry = join(dir, 'empty', 'handler.ts');
  writeFileSync(entry, "export const handler = async () => ({ statusCode: 200, body: '{}' });\n");
  const file = join(dir, 'empty', 'index.mjs');
  await build(esbuildOptions(entry, file));
  return file;
}

/** One cold start: ms from spawn to the answer line, and the answer's status code. */
function coldRun(
  runner: string,
  bundle: string,
  event: unknown,
  env: Record<string, string>,
): Promise<{ ms: number; statusCode: number | null }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, [runner, bundle], {
      env: { ...env, BENCH_EVENT: JSON.stringify(event) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    liveChildren.add(child);
    let out = '';
    let err = '';
    let answered = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /BENCH_ANSWER (.*)\n/.exec(out);
      if (m && !answered) {
        answered = true;
        const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
        resolve({ ms: elapsed, statusCode: (JSON.parse(m[1]!) as { statusCode: number | null }).statusCode });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      liveChildren.delete(child);
      if (!answered)
        reject(
          new Error(`exited ${code} without answering: ${err.trim().split('\n').slice(-3).join(' | ')}`),
        );
    });
  });
}

/**
 * Measures `targets` (their bundles among `bundles`) and the empty handler, `runs` rounds.
 * Returns the rows: the empty handler, one per function with its ratio, the median and the worst.
 */
export async function measureColdStarts(opts: {
  dir: string;
  bundles: Bundle[];
  targets: ColdTarget[];
  env: Record<string, string>;
  runs: number;
}): Promise<Row[]> {
  const runner = join(opts.dir, 'runner.mjs');
  writeFileSync(runner, RUNNER);
  const empty = await emptyBundle(opts.dir);
  const { NODE_OPTIONS: _loader, ...stackEnv } = opts.env;
  const env = { ...stackEnv, ...FUNCTION_RUNTIME_ENV, LOG_LEVEL: 'INFO' };
  const targets = opts.targets
    .map((t) => ({ ...t, bundle: opts.bundles.find((b) => b.handler === t.handler) }))
    .filter((t) => t.bundle);
  const times = new Map<string, number[]>([['empty', []]]);
  const codes = new Map<string, Set<number | null>>();
  const failures = new Map<string, string>();
  for (const t of targets) times.set(t.label, []);

  // One warm-up of each (the OS file cache), not counted.
  for (const t of targets) await coldRun(runner, t.bundle!.file, t.event(), env).catch(() => undefined);
  await coldRun(runner, empty, {}, env).catch(() => undefined);

  for (let round = 0; round < opts.runs; round++) {
    times.get('empty')!.push((await coldRun(runner, empty, {}, env)).ms);
    for (const t of targets) {
      if (failures.has(t.label)) continue;
      try {
        const r = await coldRun(runner, t.bundle!.file, t.event(), env);
        times.get(t.label)!.push(r.ms);
        if (!codes.has(t.label)) codes.set(t.label, new Set());
        codes.get(t.label)!.add(r.statusCode);
      } catch (err) {
        failures.set(t.label, (err as Error).message);
      }
    }
  }

  const emptyMs = median(times.get('empty')!);
  const rows: Row[] = [
    {
      section: 'cold start',
      name: 'empty handler (reference)',
      value: ms(emptyMs),
      budget: '',
      verdict: 'info',
      data: { runs: times.get('empty') },
    },
  ];
  const ratios: number[] = [];
  for (const t of targets) {
    const failure = failures.get(t.label);
    if (failure) {
      rows.push({
        section: 'cold start',
        name: t.label,
        value: '—',
        budget: `≤ ${COLD_WORST_BUDGET}×`,
        verdict: 'error',
        note: failure,
      });
      continue;
    }
    const m = median(times.get(t.label)!);
    const ratio = m / emptyMs;
    if (!t.info) ratios.push(ratio);
    const status = [...(codes.get(t.label) ?? [])].filter((c) => c !== null).join('/');
    rows.push({
      section: 'cold start',
      name: t.label,
      value: `${ms(m)} (×${ratio.toFixed(2)})`,
      budget: t.info ? '' : `≤ ${COLD_WORST_BUDGET}×`,
      verdict: t.info ? 'info' : verdict(ratio <= COLD_WORST_BUDGET),
      note: `${t.handler}${status ? `, answered ${status}` : ''}${t.info ? ', its work included: not in the median' : ''}`,
      data: { handler: t.handler, runs: times.get(t.label), medianMs: m, ratio, statusCodes: status },
    });
  }
  if (ratios.length) {
    const med = median(ratios);
    const worst = Math.max(...ratios);
    rows.splice(
      1,
      0,
      {
        section: 'cold start',
        name: `median of ${ratios.length} functions`,
        value: `×${med.toFixed(2)}`,
        budget: `≤ ${COLD_MEDIAN_BUDGET}×`,
        verdict: verdict(med <= COLD_MEDIAN_BUDGET),
        note: `median of ${opts.runs} runs each; empty handler ${ms(emptyMs)}`,
      },
      {
        section: 'cold start',
        name: 'worst function',
        value: `×${worst.toFixed(2)}`,
        budget: `≤ ${COLD_WORST_BUDGET}×`,
        verdict: verdict(worst <= COLD_WORST_BUDGET),
      },
    );
  }
  return rows;
}
