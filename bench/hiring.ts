/**
 * The hiring path's figures (issues 35 and 36), in `npm run bench` after the data cost section, or
 * alone with `npx tsx bench/hiring.ts` (a stack of its own, seeded as the full run is by then:
 * 50 active postings, 1,000 resumes):
 *
 * - **data cost** of the pipeline board, `GET /job-posting/{id}/applicants`, with 100 and then 1,000
 *   applications in its posting (the same rule as the other data cost rows: no Scan, the items and
 *   capacity read must not grow), and again once 9,000 more applications are in other postings
 *   (the board must read its own posting only);
 * - **data cost** of the hiring report, `GET /admin/reports/hiring` for all postings and for one,
 *   at 100 and at 10,000 applications (the report reads day aggregates: flat);
 * - **interviews**: `POST /resume/{id}/interviews` through the local gateway, each a distinct time
 *   (never a 409): 30 one after another, p50 / p95, budget p95 ≤ 1 s; then six rounds of five at
 *   once (five recruiters booking, each for their own interviewer), p50 / p95 as information (the
 *   local gateway runs them in one process where Lambda would run five);
 * - **offers**: the offer letter PDF (pdf-lib, domain/offer-letter.ts) made in-process 20 times
 *   after one warm-up, p50 / p95, budget p95 ≤ 500 ms; its size as information.
 *
 * Applications are seeded by bench/applications.ts (the product's own item builders, written in bulk).
 */
// First: the handlers' log level must be set before any of them is imported (standalone).
import '../lib/local/quiet-log.js';
import { randomUUID } from 'node:crypto';
import type { Interview } from '../functions/contract/schemas/interviews.js';
import { listJobPostings } from '../functions/core/data/job-postings.js';
import type { ResumeItem } from '../functions/core/data/resumes.js';
import { renderOfferLetter } from '../functions/core/domain/offer-letter.js';
import { seedApplications } from './applications.js';
import type { Capture } from './capture.js';
import { type Cost, type CostTarget, costRows, measureCost } from './data-cost.js';
import { api } from './http.js';
import { errorRow, kb, ms, percentile, type Row, verdict } from './report.js';

/**
 * A recruiter books while the candidate is on the phone: under a second from Save to the dialog
 * closing is what a form submit may take before it feels slow (Nielsen's 1 s limit for an
 * uninterrupted flow). The local gateway runs the function in-process against DynamoDB Local on a
 * shared machine, so this is a ceiling, not a target.
 */
export const SCHEDULING_P95_BUDGET_MS = 1_000;
/**
 * The letter is made inside `POST .../send` (domain/offers.ts), before the answer: half of the
 * request's second at most.
 */
export const LETTER_P95_BUDGET_MS = 500;
const SCHEDULE_SEQUENTIAL = 30;
const SCHEDULE_ROUNDS = 6;
const SCHEDULE_AT_ONCE = 5;
const LETTER_RUNS = 20;

export const HIRING_SIZES = { board: { small: 100, large: 1_000 }, report: { small: 100, large: 10_000 } };
/** Postings the 10,000 applications are spread over: the board's own and nine others, 1,000 each. */
const POSTINGS = HIRING_SIZES.report.large / HIRING_SIZES.board.large;

/** What the section needs of the run. */
export interface HiringContext {
  baseUrl: string;
  /** The seeded super admin's ID token. */
  token: string;
  capture: Capture;
  /** The run's seeded candidates, at least 1,000 (bench/seed.ts `seedCandidates`). */
  candidates: readonly ResumeItem[];
}

const boardTarget = (postingId: string, label: string): CostTarget => ({
  name: `pipeline board GET /job-posting/{id}/applicants${label}`,
  method: 'GET',
  path: `/job-posting/${postingId}/applicants`,
  admin: true,
});

const reportTargets = (postingId: string): CostTarget[] => [
  {
    name: 'GET /admin/reports/hiring (30 days, all postings), by applications',
    method: 'GET',
    path: '/admin/reports/hiring',
    admin: true,
  },
  {
    name: 'GET /admin/reports/hiring?postingId= (30 days, one posting)',
    method: 'GET',
    path: `/admin/reports/hiring?postingId=${postingId}`,
    admin: true,
  },
];

async function costsOf(ctx: HiringContext, targets: CostTarget[]): Promise<Map<string, Cost | Error>> {
  const out = new Map<string, Cost | Error>();
  // Every application written is a change the search indexer takes from the table's stream (its
  // reads would count as the route's): measured once the table has been quiet for 5 s (a batch's
  // index rewrite holds the event loop for a second or two without a DynamoDB call).
  const t = Date.now();
  await ctx.capture.settled(5_000, 300_000);
  process.stderr.write(`[bench] hiring: table quiet after ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
  for (const t of targets) {
    try {
      out.set(t.name, await measureCost(ctx.capture, ctx.baseUrl, ctx.token, t));
    } catch (err) {
      out.set(t.name, err as Error);
    }
  }
  return out;
}

/** The board's and the report's data cost rows (seeds 10,000 applications on the way). */
export async function measureHiringCost(ctx: HiringContext): Promise<Row[]> {
  const { board: b, report: r } = HIRING_SIZES;
  if (ctx.candidates.length < b.large) throw new Error(`needs ${b.large} seeded candidates`);
  const postings = (await listJobPostings({ status: 'active' }, { page: 1, limit: POSTINGS })).items.map(
    (p) => ({ id: p._id, job_title: p.job_title }),
  );
  if (postings.length < POSTINGS) throw new Error(`needs ${POSTINGS} active postings`);
  const [own, ...others] = postings as [(typeof postings)[0], ...typeof postings];
  const board = boardTarget(own.id, '');
  const boardAlone = boardTarget(own.id, `, ${b.large} in it`);
  const reports = reportTargets(own.id);

  await seedApplications(ctx.candidates.slice(0, b.small), [own]);
  const small = await costsOf(ctx, [board, ...reports]);
  await seedApplications(ctx.candidates.slice(b.small, b.large), [own], b.small);
  const large = await costsOf(ctx, [board, boardAlone]);
  const t = Date.now();
  await seedApplications(ctx.candidates.slice(0, b.large), others, b.large);
  const seededMs = Date.now() - t;
  process.stderr.write(`[bench] seeded ${r.large - b.large} more applications in ${seededMs} ms\n`);
  const largest = await costsOf(ctx, [boardAlone, ...reports]);

  const rows = [
    ...costRows([board], small, large, b, 'applications in the posting'),
    ...costRows([boardAlone], large, largest, { small: b.large, large: r.large }, 'applications in all'),
    ...costRows(reports, small, largest, r, 'applications'),
  ];
  const seededNote = `${r.large - b.large} of the ${r.large} applications seeded in ${(seededMs / 1000).toFixed(1)} s`;
  return rows.map((row) =>
    row.name.startsWith('GET /admin/reports/hiring (30') && row.verdict === 'pass'
      ? { ...row, note: `${row.note}; ${seededNote}` }
      : row,
  );
}

/** A new recruiter account (an interviewer), through `POST /admin/auth/register` as the admin area makes one. */
async function interviewer(ctx: HiringContext, i: number): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const res = await api<{ admin: { _id: string } }>(ctx.baseUrl, 'POST', '/admin/auth/register', {
    token: ctx.token,
    body: {
      user_name: `bench_int_${tag}_${i}`,
      email: `bench-interviewer-${tag}-${i}@example.com`,
      password: 'Str0ng!passBench',
      role: 'recruiter',
    },
  });
  const id = res.body.data?.admin._id;
  if (!id) throw new Error(`registering an interviewer answered ${res.status}: ${res.body.message}`);
  return id;
}

/** The scheduling row: `POST /resume/{id}/interviews` timed through the gateway. */
export async function measureScheduling(ctx: HiringContext): Promise<Row[]> {
  const name = 'POST /resume/{id}/interviews (schedule, invites queued)';
  const budget = `p95 ≤ ${ms(SCHEDULING_P95_BUDGET_MS)}`;
  const interviewers = await Promise.all(
    Array.from({ length: SCHEDULE_AT_ONCE }, (_, i) => interviewer(ctx, i)),
  );
  const posting = (await listJobPostings({ status: 'active' }, { page: 1, limit: POSTINGS + 1 })).items.at(
    -1,
  )!;
  // Whole hours from 09:00 UTC on a day a year ahead: every booking its own hour, no clash.
  const start = new Date();
  start.setUTCFullYear(start.getUTCFullYear() + 1);
  start.setUTCHours(9, 0, 0, 0);
  let n = 0;
  const failures: string[] = [];
  const book = async (interviewerId: string): Promise<number> => {
    const i = n++;
    const candidate = ctx.candidates[i % ctx.candidates.length]!;
    const body = {
      postingId: posting._id,
      stageId: 'phone-screen',
      startsAt: new Date(start.getTime() + i * 3_600_000).toISOString(),
      durationMinutes: 30,
      videoUrl: 'https://meet.example.ie/bench',
      interviewerIds: [interviewerId],
      message: 'A short call about the role.',
    };
    const t = performance.now();
    const res = await api<{ interview: Interview }>(
      ctx.baseUrl,
      'POST',
      `/resume/${candidate.id}/interviews`,
      {
        token: ctx.token,
        body,
      },
    );
    const took = performance.now() - t;
    if (res.status !== 201) failures.push(`${res.status} ${res.body.message ?? ''}`.trim());
    return took;
  };
  await book(interviewers[0]!); // warm-up: the function's first load is the cold start rows' business
  const sequential: number[] = [];
  for (let i = 0; i < SCHEDULE_SEQUENTIAL; i++)
    sequential.push(await book(interviewers[i % interviewers.length]!));
  const together: number[] = [];
  for (let round = 0; round < SCHEDULE_ROUNDS; round++)
    together.push(...(await Promise.all(interviewers.map((id) => book(id)))));
  const seq = [...sequential].sort((a, b) => a - b);
  const con = [...together].sort((a, b) => a - b);
  const p95 = percentile(seq, 95);
  const problems = failures.length
    ? [
        `${failures.length} of ${sequential.length + together.length} not 201: ${[...new Set(failures)].join('; ')}`,
      ]
    : [];
  return [
    {
      section: 'interviews',
      name: `${name}, one at a time`,
      value: `p50 ${ms(percentile(seq, 50))} / p95 ${ms(p95)}`,
      budget,
      verdict: failures.length ? 'fail' : verdict(p95 <= SCHEDULING_P95_BUDGET_MS),
      note: [...problems, `${SCHEDULE_SEQUENTIAL} requests after a warm-up; local gateway`].join('; '),
      data: { sequentialMs: sequential, failures },
    },
    // Not held to the budget: the local gateway runs every request in its one process, so five at
    // once share one event loop (and DynamoDB Local) where Lambda would run five instances.
    {
      section: 'interviews',
      name: `${name}, ${SCHEDULE_AT_ONCE} at once`,
      value: `p50 ${ms(percentile(con, 50))} / p95 ${ms(percentile(con, 95))}`,
      budget: '',
      verdict: failures.length ? 'fail' : 'info',
      note: `${SCHEDULE_ROUNDS} rounds of ${SCHEDULE_AT_ONCE} recruiters booking at the same moment, each for their own interviewer; one process here, ${SCHEDULE_AT_ONCE} Lambda instances in the cloud`,
      data: { concurrentMs: together },
    },
  ];
}

/** The offer letter's row: made in-process, as `POST .../send` makes it. */
export async function measureOfferLetter(): Promise<Row[]> {
  const now = Date.now();
  const input = {
    offer: {
      jobTitle: 'Senior Cloud Engineer',
      salary: { amount: 72_500, currency: 'EUR', period: 'year' as const },
      startDate: new Date(now + 45 * 86_400_000).toISOString().slice(0, 10),
      contractType: 'permanent' as const,
      hoursPerWeek: 39,
      expiresAt: new Date(now + 14 * 86_400_000).toISOString(),
    },
    candidateName: 'Saoirse Ní Mhurchú',
    sentAt: new Date(now).toISOString(),
  };
  const t0 = performance.now();
  const first = await renderOfferLetter(input);
  const firstMs = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < LETTER_RUNS; i++) {
    const t = performance.now();
    await renderOfferLetter(input);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return [
    {
      section: 'offers',
      name: 'offer letter PDF generation (pdf-lib, in-process)',
      value: `p50 ${ms(percentile(times, 50))} / p95 ${ms(p95)}`,
      budget: `p95 ≤ ${ms(LETTER_P95_BUDGET_MS)}`,
      verdict: verdict(p95 <= LETTER_P95_BUDGET_MS),
      note: `${LETTER_RUNS} runs after a first of ${ms(firstMs)}`,
      data: { firstMs, times },
    },
    {
      section: 'offers',
      name: 'offer letter size',
      value: kb(first.byteLength),
      budget: '',
      verdict: 'info',
      note: 'one A4 page, standard Helvetica (no embedded font file)',
    },
  ];
}

/** Every row of this module, each part on its own (a part that fails becomes one error row). */
export async function measureHiring(ctx: HiringContext): Promise<Row[]> {
  const parts: [string, () => Promise<Row[]>][] = [
    ['data cost', () => measureHiringCost(ctx)],
    ['interviews', () => measureScheduling(ctx)],
    ['offers', measureOfferLetter],
  ];
  const rows: Row[] = [];
  for (const [section, part] of parts)
    rows.push(...(await part().catch((err) => [errorRow(section, `(${section} of the hiring path)`, err)])));
  // The next section starts on a quiet stack: the bookings' mails and index changes done.
  await ctx.capture.settled();
  return rows;
}

/** Standalone: a stack of its own, seeded as the full run is when it gets here, then the rows. */
async function main(): Promise<void> {
  const { DEFAULT_ADMIN } = await import('../lib/local/stack.js');
  const { Capture } = await import('./capture.js');
  const { adminToken } = await import('./http.js');
  const { startOwnStack } = await import('./own-stack.js');
  const { textTable } = await import('./report.js');
  const { seedCandidates, seedJobPostings } = await import('./seed.js');
  process.env.RATE_LIMIT_SCALE ??= '1000';
  const { stack, stop } = await startOwnStack('hiring');
  const capture = new Capture();
  capture.install({ gateway: stack.gateway.port, bucket: Number(new URL(stack.endpoints.s3).port) });
  try {
    const token = await adminToken(stack.url, DEFAULT_ADMIN.email, DEFAULT_ADMIN.password);
    await seedJobPostings(50);
    const candidates = await seedCandidates(0, HIRING_SIZES.board.large, randomUUID().slice(0, 8));
    const rows = await measureHiring({ baseUrl: stack.url, token, capture, candidates });
    console.log(textTable(rows));
    process.exitCode = rows.some((r) => r.verdict === 'fail' || r.verdict === 'error') ? 1 : 0;
  } finally {
    capture.uninstall();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    () => process.exit(process.exitCode ?? 0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
