/**
 * `GET /admin/job-titles` (docs/requirements.md#api-calls): every job title A-Z, deleted ones included (they show a
 * Restore action, docs/requirements.md#job-titles). Answers `data: { jobTitles }`.
 */
import { listJobTitles } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-titles/list', {}, async () => ({
  data: { jobTitles: await listJobTitles() },
}));
