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
import { runLocalTask } from './local-task.js';

if (process.argv.includes('--aws')) {
  if (!process.env.TABLE_NAME) {
    console.error("--aws needs TABLE_NAME: the deployed stack's table (output TableName)");
    process.exit(1);
  }
  console.log(JSON.stringify(await recountListedDays(), null, 2));
} else {
  await runLocalTask(recountListedDays);
}
