import { SUBMISSION_SOURCES } from '@functions/contract/cv-policy';
import type { DashboardTrends } from '@functions/contract/schemas/dashboard';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SOURCE_LABELS } from '@/lib/submission-sources';
import { expiringListPath, newResumesPath, sourceListPath, weekBars } from './figures';
import { dashboardMessages } from './messages';
import { ReceivedChart } from './ReceivedChart';

const M = dashboardMessages.trends;

/** A figure that opens its list: label, value, a line of detail and the link. */
function Figure({
  title,
  value,
  detail,
  to,
  linkLabel,
}: {
  title: string;
  value: ReactNode;
  detail: ReactNode;
  to: string;
  linkLabel: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-500">{detail}</p>
      <Link to={to} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}

/**
 * The moving figures below the cards (docs/requirements.md#dashboard, "Trends"): new candidates per
 * week (chart), this week and by source (the totals of the lists they open, not the CVs received: a
 * candidate's second CV and erased ones are no rows), applicants per active posting, median days in
 * New and CVs expiring within 7 days, each linking to the list it counts (figures.ts).
 */
export function TrendsSection({ trends }: { trends: DashboardTrends }) {
  const bars = weekBars(trends);
  const thisWeek = bars.at(-1);
  const lastWeek = bars.at(-2);
  return (
    <section aria-labelledby="dashboard-trends" className="mt-8">
      <h2 id="dashboard-trends" className="text-lg font-semibold text-slate-900">
        {M.title}
      </h2>
      <p className="text-sm text-slate-600">{M.subtitle}</p>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:col-span-2">
          <h3 className="text-sm font-medium text-slate-600">{M.chart.title}</h3>
          <div className="mt-3">
            <ReceivedChart trends={trends} />
          </div>
        </div>
        <div className="grid gap-4">
          {thisWeek ? (
            <Figure
              title={M.thisWeek.title}
              value={trends.listed.thisWeek}
              detail={M.thisWeek.detail(lastWeek?.value ?? 0)}
              to={thisWeek.path}
              linkLabel={M.thisWeek.link}
            />
          ) : null}
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-sm font-medium text-slate-600">{M.bySource.title}</h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {SUBMISSION_SOURCES.map((s) => (
                <div key={s} className="flex justify-between gap-2">
                  <dt>
                    <Link
                      to={sourceListPath(s, trends.listed.from)}
                      aria-label={M.openSource(SOURCE_LABELS[s])}
                      className="text-brand-700 hover:underline"
                    >
                      {SOURCE_LABELS[s]}
                    </Link>
                  </dt>
                  <dd className="font-semibold tabular-nums text-slate-900">{trends.listed.bySource[s]}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Figure
          title={M.daysInNew.title}
          value={M.daysInNew.value(trends.daysInNew.medianDays)}
          detail={M.daysInNew.detail(trends.daysInNew.count)}
          to={newResumesPath}
          linkLabel={M.daysInNew.link}
        />
        <Figure
          title={M.expiring.title}
          value={trends.expiringSoon.count}
          detail={M.expiring.detail}
          to={expiringListPath(trends.expiringSoon.withinDays)}
          linkLabel={M.expiring.link}
        />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-sm font-medium text-slate-600">{M.postings.title}</h3>
          {trends.postings.length === 0 ? (
            <p className="mt-3 text-sm text-slate-500">{M.postings.empty}</p>
          ) : (
            <ul className="mt-3 max-h-48 divide-y divide-slate-100 overflow-y-auto text-sm">
              {trends.postings.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-3 py-1.5">
                  <Link
                    to={`/admin/job-postings/${p.id}/pipeline`}
                    aria-label={M.postings.open(p.job_title)}
                    className="truncate text-brand-700 hover:underline"
                  >
                    {p.job_title}
                  </Link>
                  <span className="font-semibold tabular-nums text-slate-900">{p.applicants}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
