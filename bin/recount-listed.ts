/**
 * `npm run recount-listed`: writes the dashboard's listed-candidate day items
 * (`COUNTER` / `RESUMES#LISTED#{day}`) from the records the CV list holds (`recountListedDays`,
 * functions/core/data/dashboard-listed.ts), then prints the records read, the days they fall on, the
 * days written and the days still moving (docs/operations.md#recount-the-dashboards-listed-candidates).
 * Idempotent: a second run writes nothing.
 *
 * Locally it uses the running local stack when there is one; otherwise it starts the emulators on
 * `.local/` (no gateway), recounts, and stops them (`LOCAL_DATA_DIR` names another data directory).
 * With `--aws` it runs against the table `TABLE_NAME` names, with the environment's AWS credentials
 * and region (the deployed stack's table).
 */
import { recountListedDays } from '../functions/core/data/dashboard-listed.js';
import { runDataTask } from './local-task.js';

await runDataTask(recountListedDays, ['TABLE_NAME']);
