/**
 * `npm run reset`: deletes `.local/` (tables, CV files, user pools, stack.json) so the next
 * `npm start` begins from fresh seed data. Refuses while a stack is running on it.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runningStack } from '../lib/local/stack.js';

const dataDir = join(resolve(fileURLToPath(new URL('..', import.meta.url))), '.local');

const running = runningStack(dataDir);
if (running) {
  const where = running.url ? ` at ${running.url}` : '';
  console.error(
    `A local stack is running${where} (pid ${running.pid}). Stop it (Ctrl-C) first, then run npm run reset.`,
  );
  process.exit(1);
}
if (!existsSync(dataDir)) {
  console.log('Nothing to reset: .local/ does not exist.');
} else {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Deleted .local/: the next npm start begins with fresh data.');
}
