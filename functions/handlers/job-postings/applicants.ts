/**
 * `GET /job-posting/{id}/applicants` (docs/requirements.md#pipeline): the posting's applicants
 * through Apply Now or added by a recruiter, oldest application first, each with its stage in this
 * posting (docs/architecture.md#applications-and-stages), name, top three skills and CV
 * marker of their record, and the count per status; 404 for an unknown posting. One Query of the
 * posting's applicants and one BatchGet of their records.
 */
import * as z from 'zod';
import type { PipelineApplicant, PipelineResponse } from '../../contract/schemas/applications.js';
import { idParam } from '../../contract/schemas/common.js';
import { listApplicants } from '../../core/data/applications.js';
import { getItems } from '../../core/data/db.js';
import { keys } from '../../core/data/keys.js';
import type { ResumeItem } from '../../core/data/resumes.js';
import { countStages, pipelineCard, requirePosting } from '../../core/domain/pipeline.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/applicants',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    await requirePosting(params.id);
    const applications = await listApplicants(params.id);
    const records = await getItems<ResumeItem>(applications.map((a) => keys.user(a.userId)));
    // An erasure under way may leave an application a moment longer than its record.
    const applicants = applications
      .map((a, i) => pipelineCard(a, records[i]))
      .filter((a): a is PipelineApplicant => a !== undefined);
    const data: PipelineResponse = { applicants, counts: countStages(applicants) };
    return { data };
  },
);
