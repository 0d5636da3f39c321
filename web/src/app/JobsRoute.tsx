import { ApplyDialog } from '@/features/applications/ApplyDialog';
import { JobsPage } from '@/features/jobs/JobsPage';

/** /jobs (docs/requirements.md#jobs-page): the Job Opportunities list with the apply dialog of each posting. */
export function JobsRoute() {
  return <JobsPage ApplyDialog={ApplyDialog} />;
}
