/**
 * The soak rows (docs/architecture.md#search; the local gateway's memory): mixed traffic at about
 * `SOAK_RATE` requests a second against the stack of this process, for `seconds`:
 *
 * - every second one candidate uploads a CV (the upload request and the file posted to the bucket:
 *   cv-received, the table's stream, the indexer), so the index changes all the time;
 * - the other requests are searches (surnames, domains, skills, CV words, a typo), list pages,
 *   one resume, the dashboard's figures and the public postings, in a fixed rotation.
 *
 * Rows: the process's RSS and V8 heap at the start and at the end (each after a full GC) and the
 * peak RSS sampled every second, against `SOAK_RSS_BUDGET_MB`; and the searches' p95 while CVs keep
 * arriving (the warm reader applying each batch's changes), against `CONTINUOUS_SEARCH_P95_MS`.
 *
 * The stack runs in this process (as under `npm start`), so the figures are the local gateway's,
 * emulators in the same process included (s3rver); DynamoDB Local, cognito-local and the SES
 * emulator are child processes of their own.
 */
import { randomUUID } from 'node:crypto';
import { makePdf } from '../test/support/files.js';
import { api, uploadRequest } from './http.js';
import { type Row, verdict } from './report.js';
import { collectGarbage, percentile, SEARCH_QUERIES } from './search.js';

/** Requests a second of the mixed traffic (the issue's "about 10 requests/s"). */
export const SOAK_RATE = 10;
/** Budget of the process's RSS, peak and end (MB). */
export const SOAK_RSS_BUDGET_MB = 600;
/** Budget of the searches' p95 while a CV arrives every second (ms). */
export const CONTINUOUS_SEARCH_P95_MS = 300;

const MB = 1024 * 1024;

interface Memory {
  rssMb: number;
  heapMb: number;
}
const memory = (): Memory => {
  const m = process.memoryUsage();
  return { rssMb: Math.round(m.rss / MB), heapMb: Math.round(m.heapUsed / MB) };
};

/**
 * Runs the mixed traffic for `seconds` and answers the rows. `token`: an admin's ID token.
 * Every request must answer 2xx; the count of the others is in the rows' notes.
 */
export async function measureSoak(opts: { baseUrl: string; token: string; seconds: number }): Promise<Row[]> {
  const { baseUrl, token, seconds } = opts;
  const pdf = await makePdf('Aoife Murphy', 'soak@bench.example.ie');
  const runId = randomUUID().slice(0, 8);
  let uploads = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const searchMs: number[] = [];
  const fail = (what: string) => {
    failed++;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };

  const upload = async () => {
    const email = `soak-${runId}-${uploads++}@bench.example.ie`;
    const req = await api<{ upload: { url: string; fields: Record<string, string> } }>(
      baseUrl,
      'POST',
      '/resume/upload',
      { body: uploadRequest(email, pdf.length) },
    );
    const target = req.body.data?.upload;
    if (!target) return fail(`upload request ${req.status}`);
    const form = new FormData();
    for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
    form.append('file', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    const s3 = await fetch(target.url, { method: 'POST', body: form });
    await s3.arrayBuffer();
    if (!s3.ok) fail(`S3 POST ${s3.status}`);
  };
  let n = 0;
  const get = async (path: string, what: string, auth = true) => {
    const res = await api(baseUrl, 'GET', path, auth ? { token } : {});
    if (res.status !== 200) fail(`${what} ${res.status}`);
  };
  const search = async () => {
    const q = SEARCH_QUERIES[n % SEARCH_QUERIES.length]!;
    const started = performance.now();
    const res = await api(baseUrl, 'GET', `/resume?search=${encodeURIComponent(q)}&limit=10`, { token });
    searchMs.push(performance.now() - started);
    if (res.status !== 200) fail(`search ${res.status}`);
  };
  /** The rotation of one second (`SOAK_RATE` requests, the upload being two of them). */
  const second: (() => Promise<void>)[] = [
    upload,
    search,
    () => get('/resume?page=1&limit=10', 'list'),
    search,
    () => get('/public/job-postings', 'postings', false),
    search,
    () => get('/resume?status=new&page=2&limit=10', 'list by status'),
    search,
    () => get('/admin/dashboard/stats', 'dashboard'),
  ];

  collectGarbage();
  const start = memory();
  let peakRss = start.rssMb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory().rssMb);
  }, 1_000);
  const inFlight = new Set<Promise<void>>();
  const began = Date.now();
  const gap = 1_000 / second.length;
  let requests = 0;
  try {
    while (Date.now() - began < seconds * 1_000) {
      const step = second[n++ % second.length]!;
      // At most 20 in flight: a slow gateway is measured as slow, not buried under a queue.
      if (inFlight.size < 20) {
        const p = step()
          .catch((err: Error) => fail(err.name))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
        requests++;
      } else fail('skipped: 20 requests in flight');
      await new Promise((r) => setTimeout(r, gap));
    }
    await Promise.all(inFlight);
  } finally {
    clearInterval(sampler);
  }
  peakRss = Math.max(peakRss, memory().rssMb);
  collectGarbage();
  const end = memory();
  const minutes = seconds >= 60 ? `${(seconds / 60).toFixed(seconds % 60 ? 1 : 0)} min` : `${seconds} s`;
  const sorted = [...searchMs].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const errors = [...failures].map(([k, v]) => `${v} × ${k}`).join(', ');
  const rssOk = peakRss <= SOAK_RSS_BUDGET_MB && end.rssMb <= SOAK_RSS_BUDGET_MB;
  return [
    {
      section: 'soak',
      name: `local gateway memory, ${minutes} of mixed traffic (~${SOAK_RATE} req/s, 1 upload/s)`,
      value: `RSS ${start.rssMb} → ${end.rssMb} MB (peak ${peakRss}), heap ${start.heapMb} → ${end.heapMb} MB`,
      budget: `≤ ${SOAK_RSS_BUDGET_MB} MB RSS`,
      verdict: failed === 0 ? verdict(rssOk) : 'fail',
      note: `${requests} requests, ${uploads} uploads${failed ? `; not 2xx: ${errors}` : ', every one 2xx'}; start and end after a full GC`,
      data: {
        seconds,
        requests,
        uploads,
        start,
        end,
        peakRss,
        failed,
        failures: Object.fromEntries(failures),
      },
    },
    {
      section: 'search',
      name: 'GET /resume?search= while a CV arrives every second',
      value: `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
      budget: `p95 ≤ ${CONTINUOUS_SEARCH_P95_MS} ms`,
      verdict: verdict(p95 <= CONTINUOUS_SEARCH_P95_MS),
      note: `${searchMs.length} searches over ${minutes} beside the rest of the soak's traffic`,
      data: { p50, p95, searches: searchMs.length },
    },
  ];
}

/**
 * Standalone (`npx tsx bench/soak.ts`): a stack of its own, `BENCH_SOAK_CANDIDATES` seeded
 * candidates with two-page CV texts (default 5,000), a full reindex, then `BENCH_SOAK_SECONDS` of
 * traffic (default 600: the ten minutes the issue measured).
 */
async function main(): Promise<void> {
  const { eventFunctions } = await import('../functions/contract/routes.js');
  const { invokeHandler } = await import('../lib/local/gateway/invoke.js');
  const { DEFAULT_ADMIN } = await import('../lib/local/stack.js');
  const { adminToken } = await import('./http.js');
  const { startOwnStack } = await import('./own-stack.js');
  const { textTable } = await import('./report.js');
  const { seedSearchSet } = await import('./search.js');
  process.env.RATE_LIMIT_SCALE ??= '1000';
  const candidates = Number(process.env.BENCH_SOAK_CANDIDATES || 5_000);
  const seconds = Number(process.env.BENCH_SOAK_SECONDS || 600);
  const { stack, stop } = await startOwnStack('soak');
  try {
    await seedSearchSet(randomUUID().slice(0, 8), 0, candidates);
    await invokeHandler(eventFunctions.searchIndexer.handler, { reindex: true }, 15 * 60_000);
    await stack.gateway.drainEvents();
    const token = await adminToken(stack.url, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    console.log(`[bench] soak: ${candidates} candidates seeded and indexed, ${seconds} s of traffic`);
    console.log(textTable(await measureSoak({ baseUrl: stack.url, token, seconds })));
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
