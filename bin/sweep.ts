/**
 * `npm run sweep`: runs the expiry sweep (`events/expiry-sweep`) once, as the nightly schedule
 * does in the cloud, and prints its result. Uses the running local stack when there is one;
 * otherwise starts the emulators on `.local/` (no gateway), sweeps, and stops them. One run at a
 * time per data directory: a second `npm run sweep` started meanwhile finds the lock file
 * `sweep.lock` held by a live process and exits cleanly (status 0) saying so; a lock left by a dead
 * process is taken over. `LOCAL_DATA_DIR` names another data directory (the tests use it).
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventFunctions } from '../functions/contract/routes.js';
import { JavaMissingError } from '../lib/local/emulators.js';
import { scheduledEvent } from '../lib/local/gateway/events.js';
import { invokeHandler } from '../lib/local/gateway/invoke.js';
import { withLocalBackend } from '../lib/local/stack.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const dataDir = resolve(
  process.env.LOCAL_DATA_DIR || join(fileURLToPath(new URL('..', import.meta.url)), '.local'),
);
const lockPath = join(dataDir, 'sweep.lock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes `sweep.lock` (created exclusively); answers the pid holding it when another live run does. */
function takeLock(): number | undefined {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return undefined;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockPath, 'utf8')) || 0;
      if (holder && alive(holder)) return holder;
      rmSync(lockPath, { force: true }); // left by a run that died: take it over
    }
  }
  throw new Error(`Could not take ${lockPath}`);
}

mkdirSync(dataDir, { recursive: true });
const holder = takeLock();
if (holder) {
  console.log(
    `Another sweep is running on ${dataDir} (pid ${holder}); it does this run's work. Nothing to do.`,
  );
  process.exit(0);
}

let exitCode = 0;
try {
  const result = await withLocalBackend(dataDir, () =>
    invokeHandler(eventFunctions.expirySweep.handler, scheduledEvent()),
  );
  console.log(JSON.stringify(result, null, 2));
} catch (err) {
  exitCode = 1;
  console.error(err instanceof JavaMissingError ? err.message : err);
} finally {
  rmSync(lockPath, { force: true });
}
process.exit(exitCode);
