/**
 * The one-off data commands' frame (`npm run reread-cvs`, `npm run migrate-cvs`, `npm run recount-listed`): runs `work` against
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

/**
 * `runLocalTask(work)`, or with `--aws` on the command line `work` against the deployed stack the
 * environment names (`required`, e.g. `TABLE_NAME`, its output `TableName`; the environment's AWS
 * credentials and region): prints its answer as JSON and exits 0, or names what is missing and exits 1.
 */
export async function runDataTask(work: () => Promise<unknown>, required: readonly string[]): Promise<never> {
  if (!process.argv.includes('--aws')) return runLocalTask(work);
  const missing = required.filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(`--aws needs ${missing.join(', ')}: the deployed stack's outputs`);
    process.exit(1);
  }
  let exitCode = 0;
  try {
    console.log(JSON.stringify(await work(), null, 2));
  } catch (err) {
    exitCode = 1;
    console.error(err);
  }
  process.exit(exitCode);
}
