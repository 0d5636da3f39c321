/**
 * `npm run replay-dead-letters`: runs again every event of the local dead-letter file
 * (`.local/dead-letters.jsonl`, docs/architecture.md#local-durability) against the running local
 * stack, as one would redrive the cloud's SQS dead-letter queue once the fault is fixed. Events that
 * succeed leave the file; those that fail again stay, with their new error. Exit status 1 when any
 * failed or no stack runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DeadLetter, invokeHandler } from '../lib/local/gateway/invoke.js';
import { applyEnv, deadLetterPath, runningStack } from '../lib/local/stack.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = resolve(
  process.env.LOCAL_DATA_DIR || join(fileURLToPath(new URL('..', import.meta.url)), '.local'),
);
const file = deadLetterPath(dataDir);

const stack = runningStack(dataDir);
if (!stack?.env) {
  console.error('No local stack is running: start it with `npm start`, then replay.');
  process.exit(1);
}
applyEnv(stack.env);
const letters: DeadLetter[] = existsSync(file)
  ? readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DeadLetter)
  : [];
const left: DeadLetter[] = [];
for (const letter of letters) {
  try {
    await invokeHandler(letter.handler, letter.event);
    console.log(`replayed: ${letter.handler} (parked ${letter.at})`);
  } catch (err) {
    left.push({ ...letter, error: String((err as Error)?.message ?? err) });
    console.error(`failed again: ${letter.handler}: ${(err as Error)?.message ?? err}`);
  }
}
writeFileSync(file, left.map((l) => `${JSON.stringify(l)}\n`).join(''));
console.log(`${letters.length - left.length} replayed, ${left.length} left in ${file}`);
process.exit(left.length ? 1 : 0);
