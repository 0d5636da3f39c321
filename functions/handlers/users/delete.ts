/**
 * `DELETE /admin/dashboard/user/{id}` (docs/requirements.md#users-and-admins, #api-calls): erases a registered candidate for good:
 * every CV object version, the record and its guards and counters (`eraseCandidate`), the
 * applications, the account item and the candidate pool's Cognito user.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { getUser } from '../../core/domain/accounts.js';
import { eraseCandidateCompletely } from '../../core/domain/candidates.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'users/delete',
  { params: z.object({ id: idParam }) },
  async ({ params }) => {
    const { record } = await getUser(params.id);
    await eraseCandidateCompletely(record.id);
    return { message: 'User deleted successfully' };
  },
);
