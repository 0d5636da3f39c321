/**
 * `GET /job-posting/{id}/applicants` (docs/requirements.md#pipeline): the posting's applicants
 * through Apply Now, oldest application first, each with the status, name, top three skills and CV
 * marker of their record, and the count per status; 404 for an unknown posting. One Query of the
 * posting's applicants and one BatchGet of their records.
 */
import * as z from 'zod';
import type { PipelineApplicant, PipelineResponse } from '../../contract/schemas/applications.js';
import { idParam, RESUME_STATUSES, type ResumeStatus } from '../../contract/schemas/common.js';
import { listApplicants } from '../../core/data/applications.js';
import { getItems } from '../../core/data/db.js';
import { getJobPostingItem } from '../../core/data/job-postings.js';
import { keys } from '../../core/data/keys.js';
import type { ResumeItem } from '../../core/data/resumes.js';
import { NotFoundError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/applicants',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    if (!(await getJobPostingItem(params.id))) throw new NotFoundError('Job posting not found');
    const applications = await listApplicants(params.id);
    const records = await getItems<ResumeItem>(applications.map((a) => keys.user(a.userId)));
    const applicants: PipelineApplicant[] = [];
    applications.forEach((a, i) => {
      const record = records[i];
      // An erasure under way may leave an application a moment longer than its record.
      if (!record || record.erasingSince) return;
      applicants.push({
        resumeId: a.userId,
        name: record.name || a.name,
        appliedAt: a.appliedAt,
        status: record.status ?? 'new',
        topSkills: (record.skills ?? []).slice(0, 3),
        hasCv: Boolean(record.cv),
      });
    });
    const counts = Object.fromEntries(RESUME_STATUSES.map((s) => [s, 0])) as Record<ResumeStatus, number>;
    for (const a of applicants) counts[a.status]++;
    const data: PipelineResponse = { applicants, counts };
    return { data };
  },
);
