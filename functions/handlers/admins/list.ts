/**
 * `GET /admin/admins` (docs/requirements.md#api-calls): page, limit; `data.admins` with real last-login figures and
 * `data.pagination` { total, page, pages, limit } (total from the `ADMINS` counter).
 */
import { pageQuery } from '../../contract/schemas/common.js';
import { listAdminAccounts } from '../../core/domain/admins.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('admins/list', { query: pageQuery }, async ({ query }) => ({
  data: await listAdminAccounts(query),
}));
