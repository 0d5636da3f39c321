/**
 * `GET /admin/reports/hiring?from=&to=&postingId=` (docs/requirements.md#hiring-reports): the
 * funnel, time to hire, time in stage, rejection reasons, sources and offers of Dublin days `from`
 * to `to` (both included; default the last 30 days up to today) for posting `postingId` or all.
 * Read from the day aggregates (docs/architecture.md#hiring-reports): one Query, no Scan. Answers
 * `{ funnel, timeToHireDays, timeInStageDays, rejectReasons, sources, offers }` (top level and in
 * `data`); 400 for bad dates, `from` after `to` or a range over 731 days; 404 for an unknown posting.
 */
import { isoDay } from '../../contract/dates.js';
import { hiringReportQuery, REPORT_LIMITS, REPORT_MESSAGES } from '../../contract/schemas/reports.js';
import { ALL_POSTINGS, readHiringReport } from '../../core/data/hiring-report.js';
import { getJobPostingItem } from '../../core/data/job-postings.js';
import { rejectReasonNames } from '../../core/data/reject-reasons.js';
import { NotFoundError, ValidationError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';

const DAY_MS = 86_400_000;

export const handler = apiHandler('reports/hiring', { query: hiringReportQuery }, async ({ query }) => {
  const to = query.to ?? isoDay();
  const from =
    query.from ??
    new Date(Date.parse(`${to}T12:00:00Z`) - (REPORT_LIMITS.defaultDays - 1) * DAY_MS)
      .toISOString()
      .slice(0, 10);
  if (from > to)
    throw new ValidationError(REPORT_MESSAGES.order, [{ path: 'from', message: REPORT_MESSAGES.order }]);
  if (query.postingId && !(await getJobPostingItem(query.postingId)))
    throw new NotFoundError(REPORT_MESSAGES.postingNotFound);
  const report = await readHiringReport(query.postingId ?? ALL_POSTINGS, from, to, await rejectReasonNames());
  return { data: report, topLevel: { ...report } };
});
