/**
 * `PUT /admin/job-titles/{id}` `{ name }` (docs/requirements.md#api-calls): rename; the unique-name guard moves in
 * the same transaction. 404 unknown id, 409 name taken. Answers `data: { jobTitle }`.
 */
import { idParams, jobTitleBody } from '../../contract/schemas/catalog.js';
import { renameJobTitle } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-titles/update',
  { body: jobTitleBody, params: idParams },
  async ({ body, params }) => ({
    message: 'Job title updated',
    data: { jobTitle: await renameJobTitle(params.id, body.name) },
  }),
);
