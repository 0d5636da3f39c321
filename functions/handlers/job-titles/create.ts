/**
 * `POST /admin/job-titles` `{ name }` (docs/requirements.md#job-titles, #api-calls): the name is trimmed and must be unique
 * case-insensitively (409 otherwise). Answers 201 `data: { jobTitle }`.
 */
import { jobTitleBody } from '../../contract/schemas/catalog.js';
import { createJobTitle } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-titles/create', { body: jobTitleBody }, async ({ body }) => ({
  statusCode: 201,
  message: 'Job title created',
  data: { jobTitle: await createJobTitle(body.name) },
}));
