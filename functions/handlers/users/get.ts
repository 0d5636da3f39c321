/** `GET /admin/dashboard/user/{id}` (docs/requirements.md#api-calls): one registered candidate; 404 for unknown ids. */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { getUser } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('users/get', { params: z.object({ id: idParam }) }, async ({ params }) => ({
  data: { user: (await getUser(params.id)).view },
}));
