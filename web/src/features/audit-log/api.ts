/** The audit log call (docs/requirements.md#audit-log, #api-calls), through the admin-token client. */
import type { AuditListResponse } from '@functions/contract/schemas/audit';
import type { AdminListResponse } from '@functions/contract/schemas/auth';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** Entries per page of the screen. */
export const AUDIT_PAGE_SIZE = 25;

/** The screen's filters as the URL holds them; '' means "no filter". */
export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  /** `YYYY-MM-DD`, inclusive (UTC days, as `auditQuery` reads them). */
  from: string;
  to: string;
}

/** `GET /admin/audit?actor&action&target&from&to&page&limit`: one page of entries, newest first. */
export async function listAudit(
  filters: AuditFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  const query: Record<string, string> = { page: String(page), limit: String(AUDIT_PAGE_SIZE) };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  const env = await adminRequest<AuditListResponse>('GET', apiPath('/admin/audit'), { query, signal });
  return dataOf(env);
}

/** One page of the audit log; the previous page stays shown while the next loads. */
export function auditQueryOptions(filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: ['admin', 'audit', filters, page] as const,
    queryFn: ({ signal }) => listAudit(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Most admins the Admin filter lists (one page of `GET /admin/admins`; the route's largest limit). */
const ADMIN_OPTIONS_LIMIT = 100;

/** The admins the Admin filter offers by name (`GET /admin/admins`, first 100). */
export const auditAdminsQuery = queryOptions({
  queryKey: ['admin', 'audit', 'admins'] as const,
  queryFn: async ({ signal }) =>
    dataOf(
      await adminRequest<AdminListResponse>('GET', apiPath('/admin/admins'), {
        query: { page: 1, limit: ADMIN_OPTIONS_LIMIT },
        signal,
      }),
    ).admins.map((a) => ({ id: a._id, name: a.user_name || a.email })),
  staleTime: 5 * 60_000,
});
