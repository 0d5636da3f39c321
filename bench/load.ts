/**
 * API under load: autocannon (its own process, so the load generator does not share the gateway's
 * event loop) against the local gateway, 20 connections for 10 seconds per route after a 2-second
 * warm-up that is not counted. Figures:
 * requests per second (mean over the seconds), latency p50 and p99 (ms), and the errors: failed
 * connections, timeouts and non-2xx answers. Budget: zero errors under load.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_BASE } from '../functions/contract/routes.js';
import { liveChildren } from './processes.js';
import { type Row, verdict } from './report.js';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  /** Below `/api/v1`, with the query string. */
  path: string;
  token?: string;
  /** JSON body; `[<id>]` is replaced by a fresh id in every request (unique emails). */
  body?: string;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

/**
 * The load generator's process: autocannon's API, one request definition whose body gets a fresh
 * `[<id>]` (a counter and the process id: always a valid email local part) in every request.
 */
const WORKER = `import { createRequire } from 'node:module';
const autocannon = createRequire(import.meta.url)(process.env.BENCH_AUTOCANNON);
const o = JSON.parse(process.env.BENCH_LOAD);
let n = 0;
const request = { method: o.method, path: o.path, headers: o.headers };
if (o.body) request.setupRequest = (req) => ({ ...req, body: o.body.replaceAll('[<id>]', process.pid + 'x' + n++) });
autocannon({ url: o.url, connections: o.connections, duration: o.seconds, timeout: 10, requests: [request],
  warmup: { connections: o.connections, duration: 2 } }, (err, result) => {
  if (err) { console.error(err); process.exit(1); }
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
});
`;

/** Runs autocannon once (in its own process) against `baseUrl` + target; resolves its result. */
export function autocannon(
  baseUrl: string,
  target: LoadTarget,
  opts: { connections: number; seconds: number; dir: string },
): Promise<AutocannonResult> {
  const worker = join(opts.dir, 'load-worker.mjs');
  writeFileSync(worker, WORKER);
  const url = new URL(`${baseUrl.replace('//localhost:', '//127.0.0.1:')}${API_BASE}${target.path}`);
  const config = {
    url: url.origin,
    path: `${url.pathname}${url.search}`,
    method: target.method,
    headers: {
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    body: target.body,
    connections: opts.connections,
    seconds: opts.seconds,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [worker], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BENCH_AUTOCANNON: createRequire(import.meta.url).resolve('autocannon'),
        BENCH_LOAD: JSON.stringify(config),
      },
    });
    liveChildren.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('exit', (code) => {
      liveChildren.delete(child);
      try {
        resolve(JSON.parse(out) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon exited ${code}: ${err.trim().slice(-300)}`));
      }
    });
  });
}

/** Loads each target in turn; one row per target. */
export async function measureLoad(
  baseUrl: string,
  targets: LoadTarget[],
  opts: { connections: number; seconds: number; dir: string },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const t of targets) {
    try {
      const r = await autocannon(baseUrl, t, opts);
      const errors = r.errors + r.timeouts + r.non2xx;
      rows.push({
        section: 'load',
        name: t.name,
        value: `${Math.round(r.requests.average)} req/s · p50 ${r.latency.p50} ms · p99 ${r.latency.p99} ms · ${errors} errors`,
        budget: '0 errors',
        verdict: verdict(errors === 0 && r.requests.total > 0),
        note:
          errors > 0
            ? `${r.non2xx} non-2xx, ${r.errors} connection errors, ${r.timeouts} timeouts of ${r.requests.total}`
            : `${r.requests.total} requests, ${opts.connections} connections, ${opts.seconds} s`,
        data: {
          requestsPerSecond: r.requests.average,
          total: r.requests.total,
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        },
      });
    } catch (err) {
      rows.push({
        section: 'load',
        name: t.name,
        value: '—',
        budget: '0 errors',
        verdict: 'error',
        note: `measurement failed: ${(err as Error).message}`,
      });
    }
  }
  return rows;
}
