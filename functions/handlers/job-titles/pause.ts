/**
 * `PUT /admin/job-titles/{id}/pause` (docs/requirements.md#job-titles): active → hold. 404 unknown id; 409 when it is
 * not active or is deleted. Answers `data: { jobTitle }`.
 */

import { idParams } from '../../contract/schemas/catalog.js';
import { pauseJobTitle } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-titles/pause', { params: idParams }, async ({ params }) => ({
  message: 'Job title paused',
  data: { jobTitle: await pauseJobTitle(params.id) },
}));
