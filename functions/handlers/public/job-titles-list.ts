/** `GET /public/job-titles`: job titles for the public forms, deleted ones dropped (docs/requirements.md#public-records). */
import { listJobTitles } from '../../core/data/job-titles.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('public/job-titles-list', {}, async () => ({
  data: { jobTitles: (await listJobTitles()).filter((t) => !t.isDeleted && t.status === 'active') },
}));
