/**
 * Every dashboard figure that opens a list, with the list it opens (docs/requirements.md#dashboard:
 * each figure is the total of the list it opens). The dashboard's parts take their values and links
 * from here, and test/api/dashboard-figures.test.ts checks each against `GET /resume`'s total.
 */
import { SUBMISSION_SOURCES, type SubmissionSource } from '@functions/contract/cv-policy';
import type { DashboardStats, DashboardTrends, ReceivedWeek } from '@functions/contract/schemas/dashboard';

/** CV Management, unfiltered. */
export const CV_LIST_PATH = '/admin/cv-management';

/**
 * The CV list of the candidates first listed in a Dublin week `[from, to)` (`GET /resume?from=&to=`,
 * both bare days: each stands for its Dublin midnight).
 */
export const weekListPath = (w: Pick<ReceivedWeek, 'from' | 'to'>) =>
  `${CV_LIST_PATH}?from=${w.from}&to=${w.to}`;

/** The CV list of the CVs whose expiry falls within `days` days (`GET /resume?expiring=`). */
export const expiringListPath = (days: number) => `${CV_LIST_PATH}?expiring=${days}`;

/** The CV list of the candidates with a CV from `source` listed since `from` (`GET /resume?source=&from=`). */
export const sourceListPath = (source: SubmissionSource, from: string) =>
  `${CV_LIST_PATH}?source=${source}&from=${from}`;

/** The CV list of the records awaiting review (status New). */
export const newResumesPath = `${CV_LIST_PATH}?status=new`;

/** One bar of the weekly chart: the candidates first listed that week, and the list of them. */
export interface WeekBar {
  week: ReceivedWeek;
  value: number;
  path: string;
}

/** The chart's bars: `listed.byWeek` (the lists' totals), one per week, oldest first. */
export const weekBars = (t: DashboardTrends): WeekBar[] =>
  t.weeks.map((week, i) => ({ week, value: t.listed.byWeek[i] ?? 0, path: weekListPath(week) }));

/** A figure shown on the dashboard and the address of the list it opens. */
export interface LinkedFigure {
  /** Which figure (`week:2026-W48`, `thisWeek`, `source:apply`, `uploaded`, ...). */
  key: string;
  value: number;
  path: string;
}

/** Every figure of `stats` that links to a list, with that link. */
export function linkedFigures(stats: DashboardStats): LinkedFigure[] {
  const t = stats.trends;
  const bars = weekBars(t);
  const thisWeek = bars.at(-1);
  return [
    { key: 'uploaded', value: stats.resumes.total, path: CV_LIST_PATH },
    { key: 'newResumes', value: stats.resumes.awaitingReview, path: newResumesPath },
    ...bars.map((b) => ({ key: `week:${b.week.week}`, value: b.value, path: b.path })),
    ...(thisWeek ? [{ key: 'thisWeek', value: t.listed.thisWeek, path: thisWeek.path }] : []),
    ...SUBMISSION_SOURCES.map((s) => ({
      key: `source:${s}`,
      value: t.listed.bySource[s],
      path: sourceListPath(s, t.listed.from),
    })),
    {
      key: 'expiring',
      value: t.expiringSoon.count,
      path: expiringListPath(t.expiringSoon.withinDays),
    },
  ];
}
