/**
 * `DELETE /resume/{id}` (admin-area §2 "Delete Resume", §7): erases every version of the CV files,
 * the candidate's notifications, the record and its email guard (`eraseCandidate`); 404 for an
 * unknown id.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { eraseCandidate } from '../../core/domain/candidates.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'resume/delete',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    const erased = await eraseCandidate(params.id);
    return { message: 'Resume deleted', data: { _id: erased.id } };
  },
);
