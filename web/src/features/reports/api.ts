/**
 * The Reports screen's calls (docs/requirements.md#hiring-reports): `GET /admin/reports/hiring`
 * and the CSV made from its answer.
 */

import type { AdminJobPostingListResponse } from '@functions/contract/schemas/catalog';
import { RESUME_STATUS_LABELS } from '@functions/contract/schemas/common';
import type { HiringReport } from '@functions/contract/schemas/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';
import { csvCell } from '@/lib/csv-file';
import { reportsMessages as M } from './messages';

export interface ReportParams {
  from: string;
  to: string;
  postingId?: string;
}

/** `GET /admin/reports/hiring?from=&to=&postingId=`. */
export async function getHiringReport(params: ReportParams, signal?: AbortSignal): Promise<HiringReport> {
  return dataOf(
    await adminRequest<HiringReport>('GET', apiPath('/admin/reports/hiring'), {
      query: { from: params.from, to: params.to, postingId: params.postingId || undefined },
      signal,
    }),
  );
}

export function hiringReportQuery(params: ReportParams) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'hiring', params] as const,
    queryFn: ({ signal }) => getHiringReport(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Conversion of each funnel step from the one before, in whole percent (`null` for the first or after 0). */
export function conversions(funnel: HiringReport['funnel']): (number | null)[] {
  return funnel.map((f, i) => {
    const before = i > 0 ? funnel[i - 1]!.count : 0;
    return i === 0 || before === 0 ? null : Math.round((f.count / before) * 100);
  });
}

/** The report as CSV rows `section,item,value` (header first), every figure the screen shows. */
export function reportToCsv(report: HiringReport, params: ReportParams, postingName: string): string {
  const conv = conversions(report.funnel);
  const rows: (string | number)[][] = [
    ['section', 'item', 'value'],
    ['range', 'from', params.from],
    ['range', 'to', params.to],
    ['range', 'posting', postingName],
    ...report.funnel.map((f) => ['funnel', M.funnelStages[f.stage], f.count]),
    ...report.funnel.map((f, i) => ['conversion %', M.funnelStages[f.stage], conv[i] ?? '']),
    ['time to hire (days)', 'median', report.timeToHireDays.median ?? ''],
    ['time to hire (days)', '75th percentile', report.timeToHireDays.p75 ?? ''],
    ['time to hire (days)', 'hires', report.timeToHireDays.n],
    ...report.timeInStageDays.map((s) => [
      'time in stage (median days)',
      RESUME_STATUS_LABELS[s.stage],
      s.median ?? '',
    ]),
    ...report.rejectReasons.map((r) => ['rejection reason', r.name, r.count]),
    ...report.sources.map((s) => ['source', M.sourceNames[s.source], s.count]),
    ...Object.entries(report.offers).map(([k, v]) => [
      'offers',
      M.offerOutcomes[k as keyof typeof M.offerOutcomes],
      v,
    ]),
  ];
  return rows.map((r) => r.map((c) => csvCell(String(c))).join(',')).join('\r\n');
}

/** Every posting for the report's select (newest first, any status; `GET /job-posting` serves at most 100). */
export function reportPostingsQuery() {
  const query = { page: 1, limit: 100 };
  return queryOptions({
    queryKey: ['admin', 'job-postings', query] as const,
    queryFn: async ({ signal }) =>
      dataOf(
        await adminRequest<AdminJobPostingListResponse>('GET', apiPath('/job-posting'), { query, signal }),
      ),
  });
}
