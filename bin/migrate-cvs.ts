/**
 * `npm run migrate-cvs`: stores a submission for every file that only a record from before
 * submissions holds (`migrateLegacyCvs`, functions/core/domain/cv.ts), then prints how many. Uses the
 * running local stack when there is one; otherwise starts the emulators on `.local/` (no gateway),
 * migrates, and stops them. `LOCAL_DATA_DIR` names another data directory. Against AWS, run it with
 * the deployed stack's environment (table and bucket names, credentials).
 */
import { migrateLegacyCvs } from '../functions/core/domain/cv.js';
import { runLocalTask } from './local-task.js';

await runLocalTask(migrateLegacyCvs);
