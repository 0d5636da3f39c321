/**
 * Global setup of the `stack` test project: ONE local stack for every API and browser test, on
 * free random ports with a temporary data directory and in-memory DynamoDB; the SPA is built and
 * the seed data written. Tests get `baseUrl`, `env`, `dataDir`, `adminEmail` and `adminPassword` through
 * `inject` (see `test/support/stack.ts`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_ADMIN, startStack } from '../lib/local/stack.js';

/** Starts the stack; the returned teardown stops it and deletes its data. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Handlers run in this process: keep their per-request INFO lines out of the test report
  // (warnings and errors still show; LOG_LEVEL=INFO npm test brings them back).
  process.env.LOG_LEVEL ??= 'WARN';
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
  project.provide('baseUrl', stack.url);
  project.provide('env', stack.env);
  project.provide('dataDir', dataDir);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
