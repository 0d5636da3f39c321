/**
 * `npm run reindex`: rebuilds the candidate search index from the table (docs/architecture.md#search),
 * running the indexer (`events/search-indexer`) with `{ reindex: true }` as the cloud's invocation of
 * that function does, and prints its result (documents, bytes, ms). Uses the running local stack when
 * there is one; otherwise starts the emulators on `.local/` (no gateway), rebuilds, and stops them.
 * `LOCAL_DATA_DIR` names another data directory (the tests use it).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventFunctions } from '../functions/contract/routes.js';
import { JavaMissingError } from '../lib/local/emulators.js';
import { invokeHandler } from '../lib/local/gateway/invoke.js';
import { withLocalBackend } from '../lib/local/stack.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const dataDir = resolve(
  process.env.LOCAL_DATA_DIR || join(fileURLToPath(new URL('..', import.meta.url)), '.local'),
);

let exitCode = 0;
try {
  const result = await withLocalBackend(dataDir, () =>
    invokeHandler(eventFunctions.searchIndexer.handler, { reindex: true }, 15 * 60_000),
  );
  console.log(JSON.stringify(result, null, 2));
} catch (err) {
  exitCode = 1;
  console.error(err instanceof JavaMissingError ? err.message : err);
}
process.exit(exitCode);
