/** Admin calls of the dashboard (docs/requirements.md#dashboard, #api-calls) and their query options. */
import type { DashboardStats } from '@functions/contract/schemas/dashboard';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/** Key prefix of the dashboard figures: invalidated after writes that move a counter. */
export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** `GET /admin/dashboard/stats`: card figures and the shell's sidebar badges (counters only). */
export function dashboardStatsQuery() {
  return queryOptions({
    queryKey: [...DASHBOARD_KEY, 'stats'] as const,
    queryFn: async ({ signal }) =>
      dataOf(await adminRequest<DashboardStats>('GET', apiPath('/admin/dashboard/stats'), { signal })),
    staleTime: 15_000,
  });
}

/** Whole percent of `part` in `total`; 0 when there is nothing yet. */
export const percent = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);
