/**
 * `GET /admin/dashboard/users` (docs/requirements.md#api-calls): registered candidates, page/limit, newest first;
 * `data.users`, `totalUsers`, `currentPage`, `totalPages`, `limit`. The admin shell also calls it to
 * validate the admin token (401 when it is not valid).
 */
import { pageQuery } from '../../contract/schemas/common.js';
import { listUsers } from '../../core/domain/accounts.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('users/list', { query: pageQuery }, async ({ query }) => ({
  data: await listUsers(query),
}));
