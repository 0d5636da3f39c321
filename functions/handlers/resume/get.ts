/** `GET /resume/{id}` (docs/requirements.md#api-calls): one resume record; 404 for an unknown id. */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { requireResume } from '../../core/data/resume-admin.js';
import { toResume } from '../../core/data/resumes.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/get',
  { params: z.object({ id: idParam }) },
  async ({ params }) => ({
    data: { resume: toResume(await requireResume(params.id)) },
  }),
);
