/**
 * `GET /job-posting/{id}/applicants` (docs/requirements.md#pipeline): one page of the posting's
 * applicants through Apply Now or added by a recruiter, newest application first
 * (`PIPELINE_PAGE_SIZE`; `?cursor=` the `nextCursor` of the previous answer), each with its stage
 * in this posting (docs/architecture.md#applications-and-stages), name, top three skills and CV
 * marker of their record; the count per status of the page's cards and `total`, the posting's
 * applications (its applicant counter). 404 for an unknown posting, 400 for a cursor it did not
 * give. One Query of a page of applications, one BatchGet of their records and the counter: the
 * same reads whatever the posting holds.
 */
import * as z from 'zod';
import {
  PIPELINE_MESSAGES,
  PIPELINE_PAGE_SIZE,
  type PipelineApplicant,
  type PipelineResponse,
  pipelineQuery,
} from '../../contract/schemas/applications.js';
import { idParam } from '../../contract/schemas/common.js';
import { applicantsCursorKey, listApplicantsPage } from '../../core/data/applications.js';
import { getItems, readCounters } from '../../core/data/db.js';
import { counters, keys } from '../../core/data/keys.js';
import type { ResumeItem } from '../../core/data/resumes.js';
import { countStages, pipelineCard, requirePosting } from '../../core/domain/pipeline.js';
import { ValidationError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'job-postings/applicants',
  { params: z.object({ id: idParam }), query: pipelineQuery },
  async ({ params, query }) => {
    const below = query.cursor === undefined ? undefined : applicantsCursorKey(params.id, query.cursor);
    if (query.cursor !== undefined && below === undefined)
      throw new ValidationError(PIPELINE_MESSAGES.cursor);
    await requirePosting(params.id);
    const counter = counters.applicantsOf(params.id);
    const [page, totals] = await Promise.all([
      listApplicantsPage(params.id, below, PIPELINE_PAGE_SIZE),
      readCounters([counter]),
    ]);
    const records = await getItems<ResumeItem>(page.items.map((a) => keys.user(a.userId)));
    // An erasure under way may leave an application a moment longer than its record.
    const applicants = page.items
      .map((a, i) => pipelineCard(a, records[i]))
      .filter((a): a is PipelineApplicant => a !== undefined);
    const data: PipelineResponse = {
      applicants,
      counts: countStages(applicants),
      nextCursor: page.next ?? null,
      total: totals[counter] ?? 0,
    };
    return { data };
  },
);
