/**
 * Chaos on a stack of its own (docs/architecture.md#local-durability, #faults-and-timeouts): each
 * emulator is stopped (SIGSTOP) or killed (SIGKILL) under traffic. A hung dependency answers 503 +
 * Retry-After within the functions' timeout; a dead emulator is restarted on its port with its data
 * and `GET /health` says so; an upload whose event fails while DynamoDB is down is retried and
 * attached, also when DynamoDB stays down for longer than the retries wait; after a burst of concurrent sign-ups the stack stops and starts again cleanly with every
 * account present. The stack's own process (gateway and S3 emulator), run as a child, is killed
 * with SIGKILL during a burst of uploads: every CV acknowledged before is listed after the restart.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient } from '../../functions/core/clients.js';
import { ASYNC_RETRY_DELAYS_MS } from '../../lib/local/gateway/invoke.js';
import { DEFAULT_ADMIN, deadLetterPath, type RunningStack, startStack } from '../../lib/local/stack.js';
import { PDF, postToS3, uniqueEmail, uniqueSurname, uploadBody } from '../support/api.js';
import { makePdf } from '../support/files.js';

const dataDir = mkdtempSync(join(tmpdir(), 'chaos-'));
let stack: RunningStack;

const start = () =>
  startStack({ port: 0, dataDir, buildWeb: false, seed: true, quiet: true, schedule: false });

beforeAll(async () => {
  stack = await start();
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pids of processes whose command line contains `needle` and (if given) whose cwd is `cwd`. */
function pidsOf(needle: string, cwd?: string): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!cmd.includes(needle) || cmd.includes('emulator-watchdog') || cmd.includes(' -e ')) continue;
      if (cwd && readlinkSync(`/proc/${entry}/cwd`) !== cwd) continue;
      out.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}
const dynamoPids = () => pidsOf(join(dataDir, 'dynamodb'));
const cognitoPids = () => pidsOf('cognito-local', join(dataDir, 'cognito'));
// Only this stack's emulators: other stacks (the `stack` project's) run on the same machine at once.
const sesPids = () => pidsOf('aws-ses-v2-local', dataDir);
const signal = (pids: number[], sig: NodeJS.Signals) => {
  expect(pids.length).toBeGreaterThan(0);
  for (const pid of pids) process.kill(pid, sig);
};

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: text ? JSON.parse(text) : {},
  };
}

/**
 * Polls `check` every 250 ms until it answers a value; past `ms` it fails with what `seen()` says
 * (the last answer, the stack's health), so a failure in CI tells what the stack was doing.
 */
async function until<T>(
  check: () => Promise<T | undefined>,
  ms: number,
  seen: () => Promise<unknown> = async () => undefined,
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not within ${ms} ms; seen: ${JSON.stringify(await seen().catch(String))}`);
}
const healthy = () =>
  until(async () => ((await call('GET', '/health')).status === 200 ? true : undefined), 60_000);

/** Opens a CV submission for a new candidate; answers the presigned POST, the status URL and the file. */
async function requestUpload(name: string) {
  const email = uniqueEmail('chaos');
  const pdf = await makePdf(name, email);
  const requested = await call('POST', '/api/v1/resume/upload', uploadBody(pdf, { name, email }));
  expect(requested.status).toBe(201);
  const { upload, statusUrl } = requested.body.data as {
    upload: { url: string; fields: Record<string, string> };
    statusUrl: string;
  };
  return { upload, statusUrl, pdf };
}

/** Posts the file to S3 as the browser does. */
async function postFile(upload: { url: string; fields: Record<string, string> }, pdf: Uint8Array) {
  expect(await postToS3(upload, pdf, PDF)).toBeLessThan(300);
}

/** The upload's verdict once it is no longer `pending`; on a timeout the error names the last answer and the stack's health. */
async function verdictOf(statusUrl: string, ms: number): Promise<string> {
  let last: unknown;
  return until(
    async () => {
      const v = await call('GET', statusUrl);
      last = { status: v.status, body: v.body };
      return v.status === 200 && v.body.status !== 'pending' ? (v.body.status as string) : undefined;
    },
    ms,
    async () => ({
      last,
      health: (await call('GET', '/health')).body,
      parked: existsSync(deadLetterPath(dataDir)) ? readFileSync(deadLetterPath(dataDir), 'utf8') : 'nothing',
    }),
  );
}

/** The parent of `pid` (its supervisor's watchdog for an emulator), from /proc. */
const parentOf = (pid: number) =>
  // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its ')'.
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);

describe('the SES emulator', () => {
  it('SIGSTOPped: the contact form still answers within 10 s (the mail waits in the outbox), never 500', async () => {
    const pids = sesPids();
    signal(pids, 'SIGSTOP');
    try {
      const started = Date.now();
      const answer = await call('POST', '/api/v1/contact', {
        name: 'Niamh Ó Briain',
        email: 'niamh@example.ie',
        message: 'Do you run evening courses in Cork?',
      });
      expect([201, 200, 503]).toContain(answer.status);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      signal(pids, 'SIGCONT');
    }
  }, 60_000);

  it('killed: restarted, and /health says so', async () => {
    signal(sesPids(), 'SIGKILL');
    await healthy();
    expect((await call('GET', '/health')).body.emulators.ses.restarts).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('DynamoDB Local', () => {
  it('SIGSTOPped: requests answer 503 + Retry-After within 10 s and /health says it does not answer; SIGCONT: 200 again', async () => {
    const pids = dynamoPids();
    signal(pids, 'SIGSTOP');
    try {
      const started = Date.now();
      const answer = await call('GET', '/api/v1/public/job-postings');
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.body.message).toBe('The service is temporarily unavailable. Please try again shortly.');
      expect(Date.now() - started).toBeLessThan(10_000);
      const health = await call('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body.emulators.dynamodb.answering).toBe(false);
    } finally {
      signal(pids, 'SIGCONT');
    }
    expect((await call('GET', '/api/v1/public/job-postings')).status).toBe(200);
  }, 60_000);

  it('killed right after a CV is posted: the event is retried and the CV attached; nothing parked', async () => {
    const { upload, statusUrl, pdf } = await requestUpload('Siobhán Chaos');
    signal(dynamoPids(), 'SIGKILL');
    await postFile(upload, pdf);
    expect(await verdictOf(statusUrl, 90_000)).toBe('accepted');
    expect(existsSync(deadLetterPath(dataDir))).toBe(false);
  }, 120_000);
  it('killed: restarted on its port with its data; /health counts the restart', async () => {
    const before = (await call('GET', '/api/v1/public/job-postings')).body.data.jobs.length;
    signal(dynamoPids(), 'SIGKILL');
    const during = await call('GET', '/api/v1/public/job-postings');
    expect([200, 503]).toContain(during.status);
    await healthy();
    const health = await call('GET', '/health');
    expect(health.body.emulators.dynamodb).toMatchObject({ state: 'up', answering: true });
    expect(health.body.emulators.dynamodb.restarts).toBeGreaterThanOrEqual(1);
    const after = await call('GET', '/api/v1/public/job-postings');
    expect(after.status).toBe(200);
    expect(after.body.data.jobs.length).toBe(before);
  }, 90_000);
  it('down for longer than the retries wait, right after a CV is posted: the retry waits until it answers; the CV is attached, nothing parked', async () => {
    const { upload, statusUrl, pdf } = await requestUpload('Órla Ní Bhriain');
    const jvms = dynamoPids();
    // Its parent held (the relay of its namespace, else its watchdog): the supervisor sees no exit,
    // so DynamoDB Local stays down until it is let go.
    const watchdogs = jvms.map(parentOf);
    signal(watchdogs, 'SIGSTOP');
    try {
      signal(jvms, 'SIGKILL');
      await postFile(upload, pdf);
      // Every attempt fails at once while nothing listens: past the retries' waits, all would be spent.
      const waits = ASYNC_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
      await new Promise((r) => setTimeout(r, waits + 3_000));
      expect(existsSync(deadLetterPath(dataDir))).toBe(false);
    } finally {
      signal(watchdogs, 'SIGCONT');
    }
    expect(await verdictOf(statusUrl, 60_000)).toBe('accepted');
    expect(existsSync(deadLetterPath(dataDir))).toBe(false);
  }, 150_000);
});

describe('cognito-local', () => {
  it('SIGSTOPped: sign-in answers 503 + Retry-After within 10 s; SIGCONT: it works again', async () => {
    const pids = cognitoPids();
    signal(pids, 'SIGSTOP');
    try {
      const started = Date.now();
      const answer = await call('POST', '/api/v1/admin/auth/login', {
        identifier: DEFAULT_ADMIN.email,
        password: DEFAULT_ADMIN.password,
      });
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      signal(pids, 'SIGCONT');
    }
    const again = await call('POST', '/api/v1/admin/auth/login', {
      identifier: DEFAULT_ADMIN.email,
      password: DEFAULT_ADMIN.password,
    });
    expect(again.status).toBe(200);
  }, 60_000);

  it('killed: sign-in answers 503 (never 500) while it is down, then works again', async () => {
    signal(cognitoPids(), 'SIGKILL');
    const down = await call('POST', '/api/v1/admin/auth/login', {
      identifier: DEFAULT_ADMIN.email,
      password: DEFAULT_ADMIN.password,
    });
    expect([200, 503]).toContain(down.status);
    await healthy();
    const up = await until(async () => {
      const r = await call('POST', '/api/v1/admin/auth/login', {
        identifier: DEFAULT_ADMIN.email,
        password: DEFAULT_ADMIN.password,
      });
      return r.status === 200 ? r : undefined;
    }, 30_000);
    expect(up.body.data.token).toBeTruthy();
  }, 90_000);

  it('after 6 waves of 20 concurrent sign-ups the stack stops and starts cleanly with every account', async () => {
    const emails: string[] = [];
    for (let wave = 0; wave < 6; wave++) {
      const batch = Array.from({ length: 20 }, (_, i) => `burst.${wave}.${i}.${Date.now()}@example.ie`);
      emails.push(...batch);
      await Promise.all(
        batch.map((email) =>
          cognitoClient().send(
            new SignUpCommand({
              ClientId: stack.env.CANDIDATE_USER_POOL_CLIENT_ID!,
              Username: email,
              Password: 'Chaos#Pass2026',
              UserAttributes: [{ Name: 'email', Value: email }],
            }),
          ),
        ),
      );
    }
    await stack.stop();
    stack = await start();
    const pool = JSON.parse(
      readFileSync(
        join(dataDir, 'cognito', '.cognito', 'db', `${stack.env.CANDIDATE_USER_POOL_ID}.json`),
        'utf8',
      ),
    ) as { Users: Record<string, { Attributes: { Name: string; Value: string }[] }> };
    const held = new Set(
      Object.values(pool.Users).flatMap((u) =>
        u.Attributes.filter((a) => a.Name === 'email').map((a) => a.Value),
      ),
    );
    for (const email of emails) expect(held.has(email)).toBe(true);
    expect((await call('GET', '/health')).status).toBe(200);
  }, 180_000);
});

describe('the stack process itself', () => {
  const killDir = mkdtempSync(join(tmpdir(), 'chaos-kill-'));
  let child: ChildProcess | undefined;
  /** What the restarted stack said of the uploads it took over (journal replay, start-up intake). */
  const takenOver: string[] = [];

  /** Starts `test/chaos/stack-process.ts` on `killDir`; answers its URL once it listens. */
  async function startChild(): Promise<string> {
    const script = fileURLToPath(new URL('./stack-process.ts', import.meta.url));
    const proc = spawn(process.execPath, ['--import', 'tsx', script, killDir], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
      // 50 upload requests from one address in a few seconds: past the per-address limit otherwise.
      env: { ...process.env, RATE_LIMIT_SCALE: '100' },
    });
    child = proc;
    let output = '';
    proc.stderr.on('data', (d: Buffer) => {
      output = `${output}${d}`.slice(-4_000);
      takenOver.push(
        ...String(d)
          .split('\n')
          .filter((l) => /replaying|start-up intake/.test(l)),
      );
    });
    return new Promise((resolveUrl, reject) => {
      // The first line; then the stack's own log lines, read and dropped so the pipe never fills.
      let line: string | undefined = '';
      proc.stdout.on('data', (d: Buffer) => {
        if (line === undefined) return;
        line += d;
        const m = /\{"url":"([^"]+)"\}/.exec(line);
        if (m) {
          line = undefined;
          resolveUrl(m[1]!);
        }
      });
      proc.on('exit', (code) => reject(new Error(`the stack process exited (${code}):\n${output}`)));
    });
  }

  /** Ends the child and waits until it and its emulators are gone. */
  async function endChild(sig: NodeJS.Signals): Promise<void> {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill(sig);
    await exited;
    // The watchdogs end the emulators once their parent's pipe closes; the next start needs their ports and files.
    await until(async () => (pidsOf(join(killDir, 'dynamodb')).length === 0 ? true : undefined), 30_000);
  }

  afterAll(async () => {
    await endChild('SIGTERM');
    rmSync(killDir, { recursive: true, force: true });
  });

  it('kill -9 during a burst of 50 uploads: after the restart every acknowledged CV (201, then S3 204) is listed within 60 s', async () => {
    let url = await startChild();
    const at = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, init);
    const files = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const email = uniqueEmail(`kill${i}`);
        const name = `Burst ${uniqueSurname()}`;
        return { email, name, pdf: await makePdf(name, email) };
      }),
    );
    const acknowledged: string[] = [];
    const answers: string[] = [];
    let killed = false;
    let kill: () => void = () => undefined;
    const killedNow = new Promise<void>((r) => {
      kill = () => {
        if (killed) return;
        killed = true;
        // SIGKILL at once, in the same tick as the 20th acknowledgement: nothing may finish first.
        child?.kill('SIGKILL');
        r();
      };
    });
    /** The upload request (a 503 of a busy stack asked again after its Retry-After, as the careers form does), then the POST to S3. */
    const upload = async ({ email, name, pdf }: (typeof files)[number]) => {
      try {
        let res: Response;
        for (let attempt = 1; ; attempt++) {
          res = await at('/api/v1/resume/upload', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(uploadBody(pdf, { name, email })),
          });
          answers.push(
            `request ${res.status}${res.status === 503 ? ` ${(await res.clone().text()).slice(0, 80)}` : ''}`,
          );
          if (res.status !== 503 || attempt === 5 || killed) break;
          await new Promise((r) => setTimeout(r, 1_000 * Number(res.headers.get('retry-after') || 1)));
        }
        if (res.status !== 201 || killed) return;
        const { resumeId, upload } = (
          (await res.json()) as {
            data: { resumeId: string; upload: { url: string; fields: Record<string, string> } };
          }
        ).data;
        const status = await postToS3(upload, pdf, PDF);
        answers.push(`S3 ${status}`);
        if (status !== 204 || killed) return;
        acknowledged.push(resumeId);
        if (acknowledged.length >= 20) kill();
      } catch {
        // The stack died under this request: never acknowledged.
      }
    };
    // A first upload loads the functions and warms the emulators; then the burst, 10 at a time.
    await upload(files[0]!);
    const queue = files.slice(1);
    const uploads = Array.from({ length: 10 }, async () => {
      for (let next = queue.shift(); next && !killed; next = queue.shift()) await upload(next);
    });
    await Promise.race([killedNow, Promise.all(uploads)]);
    kill();
    await Promise.all(uploads);
    await endChild('SIGKILL');
    expect(acknowledged.length, answers.join(', ')).toBeGreaterThanOrEqual(20);

    url = await startChild();
    const login = await (
      await at('/api/v1/admin/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password }),
      })
    ).json();
    const token = (login as { data: { token: string } }).data.token;
    let missing: string[] = acknowledged;
    const started = Date.now();
    await until(
      async () => {
        const res = await at('/api/v1/resume?page=1&limit=100', {
          headers: { authorization: `Bearer ${token}` },
        });
        const listed = new Set(
          ((await res.json()) as { data: { resumes: { _id: string }[] } }).data.resumes.map((r) => r._id),
        );
        missing = acknowledged.filter((id) => !listed.has(id));
        return missing.length === 0 ? true : undefined;
      },
      60_000,
      async () => ({ acknowledged: acknowledged.length, missing: missing.length }),
    );
    console.log(
      `kill -9 burst: ${acknowledged.length} acknowledged, all listed ${((Date.now() - started) / 1000).toFixed(1)} s after the restart; ${takenOver.join('; ')}`,
    );
  }, 240_000);
});
