/**
 * `npm run reread-cvs`: reads the facts of every kept CV again with today's fact finder and adds the
 * skills found to the candidates' records (functions/core/cv-reread.ts; issue 37), then prints what
 * it did. Uses the running local stack when there is one; otherwise starts the emulators on
 * `.local/` (no gateway), re-reads, and stops them. `LOCAL_DATA_DIR` names another data directory.
 * Against AWS, run it with the deployed stack's environment (table and bucket names, credentials).
 */
import { rereadCvFacts } from '../functions/core/cv-reread.js';
import { runLocalTask } from './local-task.js';

await runLocalTask(rereadCvFacts);
