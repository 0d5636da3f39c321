/**
 * `POST /job-posting/{id}/apply` (Apply Now on /jobs, docs/requirements.md#jobs-page): one application per candidate
 * and posting (201 the first time, 200 when it is updated), plus a presigned POST for the CV (10 MB).
 */
import * as z from 'zod';
import { applyRequest } from '../../contract/schemas/applications.js';
import { idParam } from '../../contract/schemas/common.js';
import { applyToJob } from '../../core/domain/applications.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'applications/create',
  { body: applyRequest, params: z.object({ id: idParam }) },
  async ({ body, params, caller }) => {
    const answer = await applyToJob(caller!, params.id, body);
    return {
      statusCode: answer.created ? 201 : 200,
      message: 'Application recorded: send the CV to upload.url',
      data: answer,
    };
  },
);
