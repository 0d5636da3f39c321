/**
 * `DELETE /admin/job-titles/{id}` (docs/requirements.md#job-titles, #api-calls): soft delete (`isDeleted`), undone by the
 * resume call. 404 unknown id, 409 already deleted. Answers `data: { jobTitle }`.
 */

import { idParams } from '../../contract/schemas/catalog.js';
import { deleteJobTitle } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-titles/delete', { params: idParams }, async ({ params }) => ({
  message: 'Job title deleted',
  data: { jobTitle: await deleteJobTitle(params.id) },
}));
