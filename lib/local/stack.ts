/**
 * The whole local stack in one call: emulators, resources, configuration, SPA build, seed data and
 * gateway, used by `npm start`, `npm run sweep` and the test global setup. Handlers run in this
 * process, so the configuration is written to `process.env` (the AWS SDK reads its endpoints from
 * `AWS_ENDPOINT_URL_*` there, the handlers their settings through `functions/core/config.ts`).
 *
 * `<dataDir>/stack.json` records the running stack (pid, URL, endpoints, ids, the environment) so
 * other commands can find it, and keeps pool ids and ports for the next start.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { eventFunctions } from '../../functions/contract/routes.js';
import { resetClients } from '../../functions/core/clients.js';
import { ENV, reloadConfig } from '../../functions/core/config.js';
import { backupCognitoPools, type EmulatorPorts, type Emulators, startEmulators } from './emulators.js';
import { type Gateway, startGateway } from './gateway/server.js';
import {
  defaultResourceNames,
  ensureResources,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type ResourceIds,
  type ResourceNames,
} from './resources.js';
import { seedLocalData } from './seed.js';
import { buildWebApp } from './web-build.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Credentials of the seeded super admin unless `ADMIN_EMAIL` / `ADMIN_PASSWORD` say otherwise. */
export const DEFAULT_ADMIN = { email: 'admin@corkcareers.local', password: 'Admin@12345' } as const;

export interface StackOptions {
  /** Gateway port; 0 = a free random port; default `PORT` or 3000. */
  port?: number;
  /** Persisted state (`.local/` for `npm start`, a temp dir for tests). */
  dataDir: string;
  /** DynamoDB in memory only. */
  inMemory?: boolean;
  /** Build the SPA (`web/vite.config.ts`) before serving. */
  buildWeb?: boolean;
  /** Where the SPA build goes and is served from; default `web/dist`. Tests use their own folder. */
  webDir?: string;
  /** Run `seedLocalData` of `lib/local/seed.ts`. */
  seed?: boolean;
  /** No request log, quieter build. */
  quiet?: boolean;
  /** Seeded super admin; default `ADMIN_EMAIL` / `ADMIN_PASSWORD` or {@link DEFAULT_ADMIN}. */
  adminEmail?: string;
  adminPassword?: string;
  /** Extra browser origins allowed to upload to the bucket (e.g. the Vite dev server). */
  corsOrigins?: string[];
  /** Run the expiry sweep on start and hourly; default true. */
  schedule?: boolean;
}

export interface RunningStack {
  /** `http://localhost:PORT`. */
  url: string;
  /** Every variable written to `process.env`: `ENV` of config.ts plus the AWS SDK settings. */
  env: Record<string, string>;
  endpoints: Emulators['endpoints'];
  resources: ResourceIds;
  gateway: Gateway;
  /** Stops the gateway, then the emulators; marks `stack.json` as not running. Idempotent. */
  stop(): Promise<void>;
}

/** Contents of `<dataDir>/stack.json`. */
export interface StackFile {
  /** Pid of the process serving the stack; null once it stopped. */
  pid: number | null;
  url?: string;
  port?: number;
  startedAt?: string;
  endpoints?: Emulators['endpoints'];
  ports?: EmulatorPorts;
  resources?: ResourceIds;
  names?: ResourceNames;
  env?: Record<string, string>;
}

/** The local dead-letter file of `dataDir`: asynchronous events whose retries all failed (JSON lines). */
export const deadLetterPath = (dataDir: string): string => join(dataDir, 'dead-letters.jsonl');

/** The journal of upload events of `dataDir` (lib/local/gateway/event-journal.ts). */
export const eventJournalPath = (dataDir: string): string => join(dataDir, 'upload-events.jsonl');

/** Path of the stack file in `dataDir`. */
export const stackFilePath = (dataDir: string): string => join(dataDir, 'stack.json');

/** The stack file, or `undefined` when there is none or it is unreadable. */
export function readStackFile(dataDir: string): StackFile | undefined {
  try {
    return JSON.parse(readFileSync(stackFilePath(dataDir), 'utf8')) as StackFile;
  } catch {
    return undefined;
  }
}

/** Writes the stack file atomically (a reader never sees half a file). */
export function writeStackFile(dataDir: string, file: StackFile): void {
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${stackFilePath(dataDir)}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(tmp, stackFilePath(dataDir));
}

/** Whether a process with this pid exists. */
export function isAlive(pid: number | null | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stack file of a stack that is running now (its pid is alive), else `undefined`. */
export function runningStack(dataDir: string): StackFile | undefined {
  const file = readStackFile(dataDir);
  return file && file.pid !== process.pid && isAlive(file.pid) ? file : undefined;
}

/**
 * The environment of the handlers for these endpoints and resources.
 *
 * @param siteUrl the gateway's public origin (`http://localhost:PORT`).
 * @param managementUrl origin of the `@connections` API (the gateway).
 */
export function stackEnv(
  endpoints: Emulators['endpoints'],
  names: ResourceNames,
  ids: ResourceIds,
  siteUrl: string,
  managementUrl: string,
): Record<string, string> {
  const env: Record<string, string> = {
    [ENV.tableName]: names.tableName,
    [ENV.cvBucket]: names.bucketName,
    [ENV.candidatePoolId]: ids.candidatePoolId,
    [ENV.candidateClientId]: ids.candidateClientId,
    [ENV.adminPoolId]: ids.adminPoolId,
    [ENV.adminClientId]: ids.adminClientId,
    [ENV.wsManagementEndpoint]: managementUrl,
    // The gateway answers Lambda's asynchronous Invoke for the event functions, by their key.
    [ENV.ocrFunctionName]: 'cvOcr' satisfies keyof typeof eventFunctions,
    [ENV.cvReceivedFunctionName]: 'cvReceived' satisfies keyof typeof eventFunctions,
    [ENV.searchIndexerFunctionName]: 'searchIndexer' satisfies keyof typeof eventFunctions,
    [ENV.sitePagesFunctionName]: 'sitePages' satisfies keyof typeof eventFunctions,
    [ENV.s3ForcePathStyle]: 'true',
    [ENV.siteOrigin]: siteUrl,
    [ENV.mailFrom]: process.env[ENV.mailFrom] || 'no-reply@corkcareers.local',
    [ENV.mailTo]: process.env[ENV.mailTo] || 'careers@corkcareers.local',
    [ENV.rateLimitScale]: process.env[ENV.rateLimitScale] || '1',
    AWS_REGION: LOCAL_REGION,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_ENDPOINT_URL_LAMBDA: managementUrl,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // Every name config.ts knows must be set (a missing one would only fail at request time), but the
  // origin-verify secret (no CloudFront runs locally, the gateway's peer is the client itself), the
  // SES configuration set (the emulator has none), the site bucket and distribution (locally the
  // pages go to SITE_DIR, which startStack sets to the directory the gateway serves).
  const unsetLocally: string[] = [
    ENV.originVerifySecret,
    ENV.mailConfigurationSet,
    ENV.siteBucket,
    ENV.siteDistributionId,
    ENV.siteDir,
  ];
  for (const name of Object.values(ENV)) {
    if (!env[name] && !unsetLocally.includes(name)) throw new Error(`stackEnv: no value for ${name}`);
  }
  return env;
}

/** Copies `env` into `process.env`; drops a session token that would not match the dummy keys. */
export function applyEnv(env: Record<string, string>): void {
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  Object.assign(process.env, env);
  // Handlers of this process built their clients and settings for the previous environment.
  resetClients();
  reloadConfig();
}

/** Emulators + resources + environment, without the gateway (`npm run sweep` when no stack runs). */
export interface Backend {
  emulators: Emulators;
  resources: ResourceIds;
  names: ResourceNames;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the emulators on `dataDir` and makes sure the resources exist; applies the environment
 * to `process.env`.
 *
 * @param siteUrl origin used for SITE_ORIGIN, the bucket CORS rule and WS_MANAGEMENT_ENDPOINT.
 * @throws JavaMissingError without Java 17+; emulator or SDK errors (everything started is stopped).
 */
export async function startBackend(opts: {
  dataDir: string;
  inMemory?: boolean;
  siteUrl: string;
  managementUrl?: string;
  corsOrigins?: string[];
}): Promise<Backend> {
  // Set before the first SDK client exists: the SDK warns once per process about Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const previous = readStackFile(opts.dataDir);
  const names = defaultResourceNames();
  const emulators = await startEmulators({
    dataDir: opts.dataDir,
    inMemory: opts.inMemory,
    preferredPorts: previous?.ports,
    verbose: process.env.LOCAL_EMULATOR_LOGS === '1',
  });
  try {
    const loopback = opts.siteUrl.replace('//localhost:', '//127.0.0.1:');
    const resources = await ensureResources({
      endpoints: emulators.endpoints,
      names,
      corsOrigins: [opts.siteUrl, loopback, ...(opts.corsOrigins ?? [])],
      previous: previous?.resources,
    });
    const env = stackEnv(emulators.endpoints, names, resources, opts.siteUrl, opts.managementUrl ?? loopback);
    applyEnv(env);
    return { emulators, resources, names, env, stop: () => emulators.stop() };
  } catch (err) {
    await emulators.stop();
    throw err;
  }
}

/**
 * Runs `work` against the local stack on `dataDir`, for the one-off commands (`npm run sweep`,
 * `npm run reindex`): with the running stack's environment when one runs; otherwise with the
 * emulators started for the run (no gateway), `stack.json` marking `dataDir` as in use meanwhile
 * (so `npm start` and `npm run reset` wait), stopped afterwards.
 *
 * @returns what `work` answers.
 * @throws JavaMissingError without Java 17+ when nothing runs; emulator errors; `work`'s errors.
 */
export async function withLocalBackend<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const running = runningStack(dataDir);
  if (running?.env) {
    console.log(`Using the running local stack (${running.url ?? `pid ${running.pid}`}).`);
    applyEnv(running.env);
    return work();
  }
  const previous = readStackFile(dataDir);
  const siteUrl = previous?.url ?? `http://localhost:${process.env.PORT || 3000}`;
  const backend = await startBackend({ dataDir, siteUrl });
  try {
    writeStackFile(dataDir, {
      ...previous,
      pid: process.pid,
      url: undefined,
      ports: backend.emulators.ports,
      resources: backend.resources,
      names: backend.names,
      env: backend.env,
    });
    return await work();
  } finally {
    await backend.stop();
    const file = readStackFile(dataDir);
    if (file) writeStackFile(dataDir, { ...file, pid: null });
  }
}

/**
 * Starts the local stack: emulators, resources, environment, optional SPA build and seed, then the
 * gateway. Refuses to start a second stack on the same `dataDir`.
 *
 * @returns the URL, the environment and `stop()`.
 * @throws when a stack already runs on `dataDir`, the port is taken, Java 17+ is missing, an
 *   emulator fails, the SPA build fails or the seed fails; what was started is stopped first.
 */
export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const dataDir = resolve(opts.dataDir);
  const other = runningStack(dataDir);
  if (other) {
    const where = other.url ? `, ${other.url}` : '';
    throw new Error(
      `A local stack is already running on ${dataDir} (pid ${other.pid}${where}). Stop it first.`,
    );
  }

  const wanted = opts.port ?? Number(process.env.PORT || 3000);
  const port = wanted === 0 ? await getPort() : await getPort({ port: wanted });
  if (wanted !== 0 && port !== wanted) {
    throw new Error(
      `Port ${wanted} is in use. Stop what uses it or choose another port, e.g. PORT=${port} npm start.`,
    );
  }
  const url = `http://localhost:${port}`;
  const managementUrl = `http://127.0.0.1:${port}`;

  // In a child process (lib/local/web-build.ts): the bundler's memory must not stay in this one.
  const building = opts.buildWeb
    ? buildWebApp({ outDir: opts.webDir, siteOrigin: url, quiet: opts.quiet })
    : Promise.resolve();
  // Keep an early build failure from being reported as unhandled while the emulators start.
  building.catch(() => undefined);

  let backend: Backend | undefined;
  let gateway: Gateway | undefined;
  try {
    backend = await startBackend({
      dataDir,
      inMemory: opts.inMemory,
      siteUrl: url,
      managementUrl,
      corsOrigins: opts.corsOrigins,
    });
    // The sitePages function writes the prerendered pages where the gateway reads them.
    const webDist = opts.webDir ?? join(REPO_ROOT, 'web', 'dist');
    backend.env[ENV.siteDir] = webDist;
    applyEnv(backend.env);
    await building;
    if (opts.seed) {
      await seed(
        opts.adminEmail ?? process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email,
        opts.adminPassword ?? process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password,
      );
      // Seeded cleanly: this is a state of the user pools worth restoring to.
      backupCognitoPools(dataDir);
    }
    gateway = await startGateway({
      port,
      cognitoEndpoint: backend.emulators.endpoints.cognito,
      pools: {
        candidate: {
          poolId: backend.resources.candidatePoolId,
          clientId: backend.resources.candidateClientId,
        },
        admin: { poolId: backend.resources.adminPoolId, clientId: backend.resources.adminClientId },
      },
      connectSrc: [backend.emulators.endpoints.s3],
      s3: { server: backend.emulators.s3, bucket: backend.names.bucketName },
      schedule: opts.schedule,
      quiet: opts.quiet,
      deadLetterFile: deadLetterPath(dataDir),
      eventJournalFile: eventJournalPath(dataDir),
      health: backend.emulators.health,
      ...(opts.webDir ? { webDist: opts.webDir } : {}),
    });
    await writeSitePages(webDist, !!opts.quiet);
  } catch (err) {
    await gateway?.close();
    await backend?.stop();
    throw err;
  }

  const { emulators, resources, names, env } = backend;
  const file: StackFile = {
    pid: process.pid,
    url,
    port,
    startedAt: new Date().toISOString(),
    endpoints: emulators.endpoints,
    ports: emulators.ports,
    resources,
    names,
    env,
  };
  writeStackFile(dataDir, file);

  let stopping: Promise<void> | undefined;
  const running = backend;
  const gw = gateway;
  return {
    url,
    env,
    endpoints: emulators.endpoints,
    resources,
    gateway: gw,
    stop: () => {
      stopping ??= (async () => {
        try {
          await gw.close();
        } finally {
          await running.stop();
          if (existsSync(dataDir)) writeStackFile(dataDir, { ...file, pid: null });
        }
      })();
      return stopping;
    },
  };
}

/**
 * Writes every posting's page, /careers and the sitemap from the table into a built SPA, as the
 * nightly sweep does in the cloud (docs/architecture.md#prerendered-pages). Skipped without a
 * prerendered build (`npm run dev` serves the SPA from Vite); a failure is reported, not fatal.
 */
async function writeSitePages(webDist: string, quiet: boolean): Promise<void> {
  if (!existsSync(join(webDist, 'app.html'))) return;
  try {
    const { regenerateSitePages } = await import('../../functions/core/site-pages.js');
    const { written, ms } = await regenerateSitePages();
    if (!quiet) console.log(`[site] ${written.length} prerendered files written in ${ms} ms`);
  } catch (err) {
    console.warn('[site] the prerendered pages could not be written:', err);
  }
}

/** Seeds the local data (idempotent; see `lib/local/seed.ts`). */
async function seed(adminEmail: string, adminPassword: string): Promise<void> {
  await seedLocalData({ adminEmail, adminPassword });
}
