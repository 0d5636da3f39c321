import { formatDate } from '@functions/contract/dates';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorBox, Spinner } from '@/components/feedback';
import { resumesQuery } from '@/features/cv-management/queries';
import { StatusBadge } from '@/features/cv-management/StatusBadge';
import { useDocumentTitle } from '@/lib/document-title';
import { dashboardMessages as M } from './messages';
import { dashboardStatsQuery, percent } from './queries';

function Card({
  title,
  value,
  detail,
  tone,
}: {
  title: string;
  value: ReactNode;
  detail: ReactNode;
  tone: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className={`size-2.5 rounded-full ${tone}`} />
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
      <p className="mt-1 text-sm text-slate-500">{detail}</p>
    </div>
  );
}

/**
 * /admin (docs/requirements.md#dashboard): the seven cards, computed by the server from counter
 * items, and the latest CVs (resumes page 1, limit 10).
 */
export function DashboardPage() {
  useDocumentTitle(M.title);
  const stats = useQuery(dashboardStatsQuery());
  const latest = useQuery(resumesQuery(1));
  const s = stats.data;

  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{M.subtitle}</p>

      {stats.isPending ? (
        <div className="py-16 text-center text-slate-600">
          <Spinner label={M.loading} />
        </div>
      ) : stats.isError && !s ? (
        <div className="mt-6 space-y-4">
          <ErrorBox>{M.loadFailed(stats.error.message)}</ErrorBox>
          <button
            type="button"
            onClick={() => stats.refetch()}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {M.retry}
          </button>
        </div>
      ) : s ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Card
            title={M.cards.uploaded.title}
            value={s.resumes.total}
            detail={M.cards.uploaded.detail(s.resumes.total)}
            tone="bg-brand-600"
          />
          <Card
            title={M.cards.reviewed.title}
            value={s.resumes.reviewed}
            detail={M.cards.reviewed.detail(percent(s.resumes.reviewed, s.resumes.total))}
            tone="bg-slate-500"
          />
          <Card
            title={M.cards.shortlisted.title}
            value={s.resumes.shortlisted}
            detail={M.cards.shortlisted.detail(percent(s.resumes.shortlisted, s.resumes.total))}
            tone="bg-accent-500"
          />
          <Card
            title={M.cards.newResumes.title}
            value={s.resumes.awaitingReview}
            detail={M.cards.newResumes.detail}
            tone="bg-warning-600"
          />
          <Card
            title={M.cards.jobPostings.title}
            value={s.jobs.active}
            detail={M.cards.jobPostings.detail}
            tone="bg-violet-500"
          />
          <Card
            title={M.cards.departments.title}
            value={s.departments}
            detail={M.cards.departments.detail}
            tone="bg-orange-500"
          />
          <Card
            title={M.cards.successRate.title}
            value={`${percent(s.resumes.shortlisted, s.resumes.total)}%`}
            detail={M.cards.successRate.detail(s.resumes.shortlisted, s.resumes.total)}
            tone="bg-success-600"
          />
        </div>
      ) : null}

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
                <StatusBadge status={r.status ?? 'new'} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
