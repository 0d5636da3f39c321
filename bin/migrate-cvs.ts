/**
 * `npm run migrate-cvs` (docs/operations.md#migrate-the-cvs): stores a submission for every file that
 * only a record from before submissions holds and points the record's copy of its current CV at it
 * (`migrateLegacyCvs`, functions/core/data/cv-migration.ts), then prints how many. Uses the running
 * local stack when there is one; otherwise starts the emulators on `.local/` (no gateway), migrates,
 * and stops them. `LOCAL_DATA_DIR` names another data directory. With `--aws` it runs against the
 * table `TABLE_NAME` names, with the environment's AWS credentials and region.
 */
import { migrateLegacyCvs } from '../functions/core/data/cv-migration.js';
import { runDataTask } from './local-task.js';

await runDataTask(migrateLegacyCvs, ['TABLE_NAME']);
