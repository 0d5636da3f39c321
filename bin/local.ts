/**
 * `npm start`: the whole product on this machine (docs/architecture.md#parts): emulators, resources, seed data,
 * the SPA build and the local gateway on http://localhost:3000 (`PORT` to change). State persists
 * in `.local/` (`npm run reset` wipes it). `--dev` (`npm run dev`) adds a Vite dev server with hot
 * reload that proxies `/api`, `/config.json` and `/ws` to the gateway. `--build` rebuilds the SPA
 * even when the build looks current.
 *
 * Admin credentials: `ADMIN_EMAIL` / `ADMIN_PASSWORD`, default admin@corkcareers.local / Admin@12345.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import type { ViteDevServer } from 'vite';
import { JavaMissingError } from '../lib/local/emulators.js';
import { DEFAULT_ADMIN, type RunningStack, startStack } from '../lib/local/stack.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = join(root, '.local');
const viteConfig = join(root, 'web', 'vite.config.ts');
const dev = process.argv.includes('--dev');
const forceBuild = process.argv.includes('--build');
const adminEmail = process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email;
const adminPassword = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password;

/** Whether any SPA source is newer than `web/dist/index.html` (or there is no build). */
function webBuildIsStale(): boolean {
  const built = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = [join(root, 'web'), join(root, 'functions', 'contract')];
  for (const dir of sources) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      const parent = entry.parentPath ?? dir;
      if (
        !entry.isFile() ||
        parent.includes(`${join(root, 'web', 'dist')}`) ||
        parent.includes('node_modules')
      )
        continue;
      if (statSync(join(parent, entry.name)).mtimeMs > builtAt) return true;
    }
  }
  return false;
}

const started = Date.now();
let stack: RunningStack | undefined;
let vite: ViteDevServer | undefined;

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    // A second Ctrl-C: leave now; the emulators' watchdogs still end every child.
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping the local stack...`);
  try {
    await vite?.close();
    await stack?.stop();
  } catch (err) {
    console.error('error while stopping:', err);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));
// A handler's stray promise must not take the whole local stack down; make it loud instead.
process.on('unhandledRejection', (reason) => console.error('[local] unhandled promise rejection:', reason));

try {
  const devPort = dev ? await getPort({ port: 5173 }) : undefined;
  const devOrigins = devPort ? [`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`] : [];
  const buildWeb = !dev && (forceBuild || webBuildIsStale());
  stack = await startStack({
    dataDir,
    port: Number(process.env.PORT || 3000),
    seed: true,
    buildWeb,
    adminEmail,
    adminPassword,
    corsOrigins: devOrigins,
  });

  let devUrl: string | undefined;
  if (dev && devPort) {
    if (!existsSync(viteConfig)) {
      console.warn('web/vite.config.ts does not exist yet: no dev server.');
    } else {
      const { createServer } = await import('vite');
      const gateway = `http://127.0.0.1:${stack.gateway.port}`;
      vite = await createServer({
        configFile: viteConfig,
        server: {
          port: devPort,
          strictPort: true,
          // The Host header is kept, so /config.json names the dev server's /ws (proxied below).
          proxy: {
            '/api': { target: gateway },
            '/config.json': { target: gateway },
            '/ws': { target: gateway.replace('http:', 'ws:'), ws: true },
          },
        },
      });
      await vite.listen();
      devUrl = `http://localhost:${devPort}`;
    }
  }

  const e = stack.env;
  const seeded = existsSync(join(root, 'lib', 'local', 'seed.ts'));
  console.log(
    [
      '',
      `Cork Careers is running at ${stack.url}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      ...(devUrl ? [`Vite dev server (hot reload): ${devUrl}`] : []),
      `Mail: ${e.AWS_ENDPOINT_URL_SESV2}   (every mail the site sends, readable here)`,
      '',
      seeded
        ? `Admin sign-in: ${adminEmail} / ${adminPassword}`
        : 'Admin sign-in: none yet (lib/local/seed.ts is missing)',
      '',
      'Emulators:',
      `  DynamoDB Local   ${e.AWS_ENDPOINT_URL_DYNAMODB}   table ${e.TABLE_NAME}`,
      `  S3 (s3rver)      ${e.AWS_ENDPOINT_URL_S3}   bucket ${e.CV_BUCKET}`,
      `  Cognito (local)  ${e.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER}   candidate pool ${e.CANDIDATE_USER_POOL_ID}, admin pool ${e.ADMIN_USER_POOL_ID}`,
      `  WebSocket        ${stack.url.replace('http:', 'ws:')}/ws   @connections ${e.WS_MANAGEMENT_ENDPOINT}`,
      '',
      `Data in .local/ (npm run reset wipes it). Press Ctrl-C to stop.`,
      '',
    ].join('\n'),
  );
} catch (err) {
  if (err instanceof JavaMissingError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error('\nThe local stack could not start:', err instanceof Error ? err.message : err, '\n');
    if (err instanceof Error && err.stack && process.env.DEBUG) console.error(err.stack);
  }
  await vite?.close().catch(() => undefined);
  await stack?.stop().catch(() => undefined);
  process.exit(1);
}
