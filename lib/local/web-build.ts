/**
 * The SPA build of the local platform (docs/architecture.md#local-gateway): Vite with
 * `web/vite.config.ts`, then the public pages prerendered (`web/build/prerender.ts`), as
 * `npm run build:web` does. Used by the local stack when it builds before serving (`npm start` with
 * a stale build, the tests' stack) and by `npm run bench`.
 *
 * The build runs in a child Node process (this module run as a script, through tsx): Vite 8 bundles
 * with Rolldown, native code with its own threads and allocator, and a process that has built once
 * keeps that memory for the rest of its life (measured: RSS 170 → 815 MB for a build, V8 heap
 * 86 MB; +485 MB in a test worker). In the stack's own process it stayed under every request the
 * local gateway served after it, and under `npm run bench`'s soak (RSS 1,204 MB against its
 * 600 MB budget). The child exits with the build, and its memory goes with it.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { childEnv } from './emulators.js';

const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface WebBuildOptions {
  /** Where the build goes; default `web/dist`. Emptied first. */
  outDir?: string;
  /** Origin of the prerendered pages' canonical URLs; default prerender.ts's `DEFAULT_SITE_ORIGIN`. */
  siteOrigin?: string;
  /** Vite logs warnings only. */
  quiet?: boolean;
  /** Also write Vite's `.vite/manifest.json` (the bench reads the chunks of each page from it). */
  manifest?: boolean;
}

/** The build itself, in this process. */
async function buildHere(opts: WebBuildOptions): Promise<void> {
  const outDir = opts.outDir ?? join(REPO_ROOT, 'web', 'dist');
  const { build } = await import('vite');
  // Vite bundles React's development build whenever NODE_ENV says so, and vitest sets it to
  // `test`: the served SPA must be the production build, whoever starts the stack.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
      mode: 'production',
      logLevel: opts.quiet ? 'warn' : 'info',
      build: { outDir, emptyOutDir: true, ...(opts.manifest ? { manifest: true } : {}) },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  // The public pages as complete HTML (docs/architecture.md#prerendered-pages), in this process's
  // own NODE_ENV (the caller's), which the JSX of its module loader was compiled for.
  const { DEFAULT_SITE_ORIGIN, prerenderSite } = await import('../../web/build/prerender.js');
  await prerenderSite(outDir, opts.siteOrigin ?? DEFAULT_SITE_ORIGIN);
}

/** Lines of the child's error output kept for the error message. */
const ERROR_TAIL_LINES = 30;

/**
 * Builds the SPA and prerenders its public pages into `opts.outDir`, in a child process (see the
 * module doc); Vite's output goes to this process's stdout and stderr.
 *
 * @throws Error `the web build failed (exit code N): <the end of its error output>` when the
 *   build fails, or when the child cannot be started.
 */
export function buildWebApp(opts: WebBuildOptions): Promise<void> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(
    process.execPath,
    ['--import', tsx, fileURLToPath(import.meta.url), JSON.stringify(opts)],
    { cwd: REPO_ROOT, env: childEnv({}), stdio: ['ignore', 'inherit', 'pipe'] },
  );
  const tail: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    process.stderr.write(chunk);
    tail.push(...chunk.split('\n').filter((l) => l.trim()));
    tail.splice(0, Math.max(0, tail.length - ERROR_TAIL_LINES));
  });
  return new Promise((resolvePromise, reject) => {
    child.once('error', (err) => reject(new Error(`the web build failed to start: ${err.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`the web build failed (${signal ?? `exit code ${code}`}):\n${tail.join('\n')}`));
    });
  });
}

// The child: `node --import tsx lib/local/web-build.ts '<options as JSON>'`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildHere(JSON.parse(process.argv[2] ?? '{}') as WebBuildOptions).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
