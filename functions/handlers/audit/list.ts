/**
 * `GET /admin/audit?actor=&action=&target=&from=&to=&page=&limit=` (docs/requirements.md#audit-log):
 * the audit log, newest first, for admins holding `audit:read`. `from`/`to` are dates (UTC days,
 * inclusive); `limit` 1–100 (default 25). Answers `{ entries, pagination: { page, limit, hasMore } }`.
 */
import { auditQuery } from '../../contract/schemas/audit.js';
import { listAuditEntries } from '../../core/data/audit.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('audit/list', { query: auditQuery }, async ({ query }) => ({
  data: await listAuditEntries(query),
}));
