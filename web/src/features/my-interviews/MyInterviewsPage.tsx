/**
 * /admin/my-interviews (docs/requirements.md#my-interviews): the signed-in admin's own interviews,
 * upcoming ones first, then those awaiting their feedback (ended, and their own scorecard not
 * submitted: a draft says so), each linking to the candidate page where the scorecard is filled. Times in Dublin time
 * (functions/contract/dates.ts). Every admin sees the page: anyone may sit on a panel.
 */
import { formatDate } from '@functions/contract/dates';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/admin/page-header';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { useDocumentTitle } from '@/lib/document-title';
import { type ListedInterview, myInterviewsQuery } from './api';
import { myInterviewsMessages as M } from './messages';

export function MyInterviewsPage() {
  useDocumentTitle(M.title);
  const query = useQuery(myInterviewsQuery());
  const now = Date.now();
  const upcoming = (query.data ?? []).filter((i) => Date.parse(i.endsAt) > now);
  const awaiting = (query.data ?? [])
    .filter((i) => Date.parse(i.endsAt) <= now && i.feedback !== 'submitted')
    .reverse();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      {query.isPending ? (
        <LoadingPanel label={M.loading} />
      ) : query.isError ? (
        <LoadErrorPanel message={M.loadError} retryLabel={M.retry} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Section title={M.upcoming} empty={M.noUpcoming} items={upcoming} />
          <Section title={M.awaitingFeedback} empty={M.noAwaiting} items={awaiting} />
        </>
      )}
    </div>
  );
}

function Section({ title, empty, items }: { title: string; empty: string; items: ListedInterview[] }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-slate-600">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 rounded-2xl border border-slate-200 bg-white p-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {items.map((i) => (
            <li key={i.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {i.candidateName ? (
                    <Link
                      to={`/admin/cv-management/${i.resumeId}`}
                      className="text-sky-800 underline underline-offset-2 hover:text-sky-950"
                    >
                      {i.candidateName}
                    </Link>
                  ) : (
                    M.erased
                  )}
                  <span className="text-slate-700">{` · ${i.stageName}`}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {[i.location, i.videoUrl].filter(Boolean).join(' · ') || M.noPlace}
                </p>
              </div>
              <p className="shrink-0 text-sm font-medium text-slate-800">
                <time dateTime={i.startsAt}>{formatDate(i.startsAt, 'dateTime')}</time>
                {i.status === 'confirmed' ? (
                  <span className="ml-2 text-emerald-800">{M.confirmed}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
