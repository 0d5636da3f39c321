/**
 * `DELETE /resume/{id}` (docs/requirements.md#cv-management, #api-calls): erases the candidate everywhere
 * (`eraseCandidateCompletely`: login, applications, every version of the CV files, notifications,
 * the record and its email guard); 404 for an unknown id.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { eraseCandidateCompletely } from '../../core/domain/candidates.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/delete',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    const erased = await eraseCandidateCompletely(params.id);
    return { message: 'Resume deleted', data: { _id: erased.id } };
  },
);
