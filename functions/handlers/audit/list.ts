/**
 * `GET /admin/audit?actor=&action=&target=&from=&to=&page=&limit=` (docs/requirements.md#audit-log):
 * the audit log, newest first, for admins holding `audit:read`. `target` is an id, or a person's
 * e-mail address or name (`auditTargetsFor`); each entry carries its target's name where it still has one. `from`/`to` are dates (UTC days,
 * inclusive); `limit` 1–100 (default 25). Answers `{ entries, pagination: { page, limit, hasMore } }`.
 */
import { auditQuery } from '../../contract/schemas/audit.js';
import { listAuditEntries } from '../../core/data/audit.js';
import { auditTargetsFor } from '../../core/domain/audit-targets.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('audit/list', { query: auditQuery }, async ({ query }) => ({
  data: await listAuditEntries(query, new Date(), query.target ? await auditTargetsFor(query.target) : []),
}));
