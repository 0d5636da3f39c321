/**
 * `npm run reread-cvs`: reads the facts of every kept CV again with today's fact finder and adds the
 * skills found to the candidates' records (functions/core/cv-reread.ts; issue 37), then prints what
 * it did. Uses the running local stack when there is one; otherwise starts the emulators on
 * `.local/` (no gateway), re-reads, and stops them. `LOCAL_DATA_DIR` names another data directory.
 * Against AWS, run it with the deployed stack's environment (table and bucket names, credentials).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rereadCvFacts } from '../functions/core/cv-reread.js';
import { JavaMissingError } from '../lib/local/emulators.js';
import { withLocalBackend } from '../lib/local/stack.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const dataDir = resolve(
  process.env.LOCAL_DATA_DIR || join(fileURLToPath(new URL('..', import.meta.url)), '.local'),
);

let exitCode = 0;
try {
  console.log(JSON.stringify(await withLocalBackend(dataDir, rereadCvFacts), null, 2));
} catch (err) {
  exitCode = 1;
  console.error(err instanceof JavaMissingError ? err.message : err);
}
process.exit(exitCode);
