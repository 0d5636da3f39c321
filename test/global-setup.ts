/**
 * Global setup of the `stack` and `stack-serial` test projects: ONE local stack for every API and
 * browser test, on free random ports with a temporary data directory and in-memory DynamoDB; the
 * SPA is built and the seed data written. Both projects run it; the first call starts the stack,
 * the second gets the same one, and the stack stops after the last teardown. Tests get `baseUrl`,
 * `env`, `dataDir`, `adminEmail` and `adminPassword` through `inject` (see `test/support/stack.ts`).
 */
// First: the handlers' log level must be set before any of them is imported.
import '../lib/local/quiet-log.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_ADMIN, startStack } from '../lib/local/stack.js';

interface SharedStack {
  stack: Awaited<ReturnType<typeof startStack>>;
  dataDir: string;
}

// Global setups of all projects run in the one main process: the stack is kept on `globalThis`
// because each project may load this module afresh.
const shared = globalThis as { corkTestStack?: { started: Promise<SharedStack>; users: number } };

/** Starts the stack (or joins the one started); the returned teardown stops it after the last user. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.corkTestStack ??= { started: startShared(), users: 0 };
  const entry = shared.corkTestStack;
  entry.users += 1;
  const { stack, dataDir } = await entry.started;
  project.provide('baseUrl', stack.url);
  project.provide('env', stack.env);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', DEFAULT_ADMIN.email);
  project.provide('adminPassword', DEFAULT_ADMIN.password);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    delete shared.corkTestStack;
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function startShared(): Promise<SharedStack> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = await mkdtemp(join(tmpdir(), 'cork-test-stack-'));
  const adminEmail = DEFAULT_ADMIN.email;
  const adminPassword = DEFAULT_ADMIN.password;
  let stack: Awaited<ReturnType<typeof startStack>>;
  try {
    stack = await startStack({
      port: 0,
      dataDir,
      inMemory: true,
      buildWeb: true,
      // Its own build folder: test runs never race each other (or `npm start`) over web/dist.
      webDir: join(dataDir, 'web'),
      seed: true,
      quiet: true,
      adminEmail,
      adminPassword,
    });
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return { stack, dataDir };
}
