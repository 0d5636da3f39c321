/**
 * `PUT /admin/job-titles/{id}/resume` (docs/requirements.md#job-titles): hold → active, and the Restore action of a
 * deleted title (undeleted, active). 404 unknown id; 409 when it is already active.
 * Answers `data: { jobTitle }`.
 */

import { idParams } from '../../contract/schemas/catalog.js';
import { resumeJobTitle } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-titles/resume', { params: idParams }, async ({ params }) => ({
  message: 'Job title resumed',
  data: { jobTitle: await resumeJobTitle(params.id) },
}));
