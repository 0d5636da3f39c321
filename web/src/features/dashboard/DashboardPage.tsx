import { formatDate } from '@functions/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/admin/page-header';
import { ResumeStatusBadge } from '@/components/admin/resume-status';
import { StatCard } from '@/components/admin/stat-card';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { Spinner } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { resumesQuery } from '@/lib/resumes';
import { dashboardStatsQuery, percent } from './api';
import { CV_LIST_PATH, newResumesPath } from './figures';
import { dashboardMessages as M } from './messages';
import { TrendsSection } from './TrendsSection';

/**
 * /admin (docs/requirements.md#dashboard): the seven cards, computed by the server from counter
 * items (CVs Uploaded and New Resumes open the lists they count: figures.ts), the trends below them
 * (TrendsSection) and the latest CVs (resumes page 1, limit 10).
 */
export function DashboardPage() {
  useDocumentTitle(M.title);
  const stats = useQuery(dashboardStatsQuery());
  const latest = useQuery(resumesQuery(1));
  const s = stats.data;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />

      {stats.isPending ? (
        <LoadingPanel label={M.loading} />
      ) : stats.isError && !s ? (
        <LoadErrorPanel
          className="mt-6"
          message={M.loadFailed(stats.error.message)}
          retryLabel={M.retry}
          onRetry={() => stats.refetch()}
        />
      ) : s ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label={M.cards.uploaded.title}
            value={s.resumes.total}
            detail={M.cards.uploaded.detail(s.resumes.total)}
            tone="bg-brand-600"
            link={{ to: CV_LIST_PATH, label: M.cards.uploaded.link }}
          />
          <StatCard
            label={M.cards.reviewed.title}
            value={s.resumes.reviewed}
            detail={M.cards.reviewed.detail(percent(s.resumes.reviewed, s.resumes.total))}
            tone="bg-slate-500"
          />
          <StatCard
            label={M.cards.shortlisted.title}
            value={s.resumes.shortlisted}
            detail={M.cards.shortlisted.detail(percent(s.resumes.shortlisted, s.resumes.total))}
            tone="bg-accent-500"
          />
          <StatCard
            label={M.cards.newResumes.title}
            value={s.resumes.awaitingReview}
            detail={M.cards.newResumes.detail}
            tone="bg-warning-600"
            link={{ to: newResumesPath, label: M.cards.newResumes.link }}
          />
          <StatCard
            label={M.cards.jobPostings.title}
            value={s.jobs.active}
            detail={M.cards.jobPostings.detail}
            tone="bg-violet-500"
          />
          <StatCard
            label={M.cards.departments.title}
            value={s.departments}
            detail={M.cards.departments.detail}
            tone="bg-orange-500"
          />
          <StatCard
            label={M.cards.successRate.title}
            value={`${percent(s.resumes.shortlisted, s.resumes.total)}%`}
            detail={M.cards.successRate.detail(s.resumes.shortlisted, s.resumes.total)}
            tone="bg-success-600"
          />
        </div>
      ) : null}

      {s?.trends ? <TrendsSection trends={s.trends} /> : null}

      <section className="mt-8 rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
          <h2 className="text-base font-semibold text-slate-900">{M.recent.title}</h2>
          <Link to="/admin/cv-management" className="text-sm font-semibold text-brand-700 hover:underline">
            {M.recent.viewAll}
          </Link>
        </div>
        {latest.isPending ? (
          <div className="px-5 py-10 text-center text-slate-600">
            <Spinner />
          </div>
        ) : !latest.data?.resumes.length ? (
          <p className="px-5 py-10 text-center text-sm text-slate-600">{M.recent.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {latest.data.resumes.map((r) => (
              <li key={r._id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{r.name}</p>
                  <p className="truncate text-xs text-slate-500">
                    {r.role} · {formatDate(r.createdAt)}
                  </p>
                </div>
                <ResumeStatusBadge status={r.status ?? 'new'} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
