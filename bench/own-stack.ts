/**
 * The local stack a bench module starts when it runs alone (`npx tsx bench/<module>.ts`): free
 * ports, in-memory DynamoDB, a temporary data folder, the local seed, no schedule, as `npm run
 * bench` starts its own. `stop` stops it and deletes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningStack, startStack } from '../lib/local/stack.js';

export async function startOwnStack(
  name: string,
): Promise<{ stack: RunningStack; stop: () => Promise<void> }> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = mkdtempSync(join(tmpdir(), `cork-bench-${name}-`));
  const stack = await startStack({
    port: 0,
    dataDir,
    inMemory: true,
    buildWeb: false,
    webDir: join(dataDir, 'web'),
    seed: true,
    quiet: true,
    schedule: false,
  });
  return {
    stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
