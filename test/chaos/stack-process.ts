/**
 * The local stack in a process of its own, for the chaos test that kills it with SIGKILL
 * (test/chaos/emulators.test.ts): `tsx test/chaos/stack-process.ts <dataDir>` starts the stack as
 * `npm start` does (persisted DynamoDB, no SPA build, no schedule) on a free port and writes one
 * line `{"url": ...}` to stdout once it answers. SIGTERM stops it cleanly.
 */
import { startStack } from '../../lib/local/stack.js';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: stack-process.ts <dataDir>');
  process.exit(2);
}
// As `npm start` does: a handler's stray promise is logged, never the end of the stack.
process.on('unhandledRejection', (reason) => console.error('[stack-process] unhandled rejection:', reason));
const stack = await startStack({
  port: 0,
  dataDir,
  buildWeb: false,
  seed: true,
  quiet: true,
  schedule: false,
});
process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
process.on('SIGTERM', () => {
  void stack.stop().finally(() => process.exit(0));
});
