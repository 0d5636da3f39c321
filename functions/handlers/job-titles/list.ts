/**
 * `GET /admin/job-titles` (admin-area §7): every job title A-Z, deleted ones included (they show a
 * Restore action, admin-area §4). Answers `data: { jobTitles }`.
 */
import { listJobTitles } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('job-titles/list', {}, async () => ({
  data: { jobTitles: await listJobTitles() },
}));
