/**
 * The one-off data commands' frame (`npm run reread-cvs`, `npm run migrate-cvs`): runs `work` against
 * the local stack (`withLocalBackend`: the running one, else the emulators on `.local/` or
 * `LOCAL_DATA_DIR`, stopped afterwards), prints its answer as JSON and exits 0, or prints the error
 * (Java missing: its message alone) and exits 1.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JavaMissingError } from '../lib/local/emulators.js';
import { withLocalBackend } from '../lib/local/stack.js';

export async function runLocalTask(work: () => Promise<unknown>): Promise<never> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = resolve(
    process.env.LOCAL_DATA_DIR || join(fileURLToPath(new URL('..', import.meta.url)), '.local'),
  );
  let exitCode = 0;
  try {
    console.log(JSON.stringify(await withLocalBackend(dataDir, work), null, 2));
  } catch (err) {
    exitCode = 1;
    console.error(err instanceof JavaMissingError ? err.message : err);
  }
  process.exit(exitCode);
}
