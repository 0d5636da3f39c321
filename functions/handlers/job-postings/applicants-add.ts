/**
 * `POST /job-posting/{id}/applicants` with `{ resumeIds }` (docs/requirements.md#pipeline "Add to
 * posting", one candidate from the candidate page or up to 100 from the CV list): puts each CV into
 * the posting's pipeline at New, its source kept. `data: { added, already, notFound }`; 404 for an
 * unknown posting; 400 for 0 or more than 100 ids.
 */
import * as z from 'zod';
import { pipelineAddRequest } from '../../contract/schemas/applications.js';
import { idParam } from '../../contract/schemas/common.js';
import { addToPosting } from '../../core/domain/pipeline.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/applicants-add',
  { params: z.object({ id: idParam }), body: pipelineAddRequest },
  async ({ params, body, caller }) => {
    const data = await addToPosting(params.id, body.resumeIds, caller?.sub);
    return { message: `${data.added.length} added to the posting`, data };
  },
);
