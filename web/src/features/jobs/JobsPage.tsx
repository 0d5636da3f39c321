import type { PublicJobPosting } from '@functions/contract/schemas/catalog';
import { postingPath } from '@functions/contract/spa-routes';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/feedback';
import { useDocumentTitle } from '@/lib/document-title';
import { formatSalary } from '@/lib/salary';
import { publicJobSearchQuery } from './api';
import { jobsMessages } from './messages';

const M = jobsMessages.jobsPage;
const D = jobsMessages.details;

/** Postings per page on /jobs. */
const PAGE_SIZE = 10;

/** The search and page of /jobs, kept in the URL (`?q=`, `?page=`), and the page of postings. */
function useJobSearch() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const pageParam = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const postings = useQuery(publicJobSearchQuery(page, PAGE_SIZE, q));
  const go = (next: { q?: string; page?: number }) => {
    const query = (next.q ?? q).trim();
    const out: Record<string, string> = {};
    if (query) out.q = query;
    if ((next.page ?? 1) > 1) out.page = String(next.page);
    setParams(out);
  };
  return {
    q,
    page,
    text,
    setText,
    postings,
    jobs: postings.data?.jobs.filter((j) => j.status === 'active') ?? [],
    totalPages: Math.max(postings.data?.pagination.totalPages ?? 1, 1),
    go,
    submit: (event: FormEvent) => {
      event.preventDefault();
      go({ q: text });
    },
  };
}

type JobSearch = ReturnType<typeof useJobSearch>;
type Apply = ComponentType<{ job: PublicJobPosting }>;

/**
 * /jobs, for logged-in candidates (docs/requirements.md#jobs-page): Job Opportunities, each active job
 * with title, department, location, type and salary, and its Apply Now. `?q=` searches title,
 * location and description (docs/requirements.md#site-facts); `?page=` pages. `ApplyDialog` is the
 * Apply Now of one posting (the applications feature's, given by the route).
 */
export function JobsPage({ ApplyDialog }: { ApplyDialog: Apply }) {
  useDocumentTitle(M.title);
  const search = useJobSearch();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{M.title}</h1>
      <p className="mt-3 text-base text-slate-600">{M.intro}</p>
      <form onSubmit={search.submit} className="mt-8 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="jobs-search" className="sr-only">
          {M.searchLabel}
        </label>
        <input
          id="jobs-search"
          type="search"
          value={search.text}
          maxLength={100}
          onChange={(e) => search.setText(e.target.value)}
          placeholder={M.searchPlaceholder}
          className="block w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {M.search}
        </button>
        {search.q ? (
          <button
            type="button"
            onClick={() => search.go({ q: '' })}
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            {M.clear}
          </button>
        ) : null}
      </form>
      <div className="mt-8">
        <Results search={search} ApplyDialog={ApplyDialog} />
      </div>
    </div>
  );
}

/** The postings found, with their count and pages, or loading, the load error with Retry, or none. */
function Results({ search, ApplyDialog }: { search: JobSearch; ApplyDialog: Apply }) {
  const { postings, jobs, q, page, totalPages } = search;
  if (postings.isPending)
    return (
      <div className="py-16 text-center text-slate-600">
        <Spinner label={M.loading} />
      </div>
    );
  if (postings.isError)
    return (
      <div
        className="space-y-4 rounded-2xl border border-danger-200 bg-danger-50 p-6 text-danger-700"
        role="alert"
      >
        <p>{M.loadFailed(postings.error.message)}</p>
        <button
          type="button"
          onClick={() => postings.refetch()}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700"
        >
          {M.retry}
        </button>
      </div>
    );
  if (jobs.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <p className="font-semibold text-slate-800">{M.emptyTitle}</p>
        <p className="mt-1 text-sm text-slate-600">{q ? M.noMatch(q) : M.emptyBody}</p>
      </div>
    );
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {M.results(postings.data?.pagination.totalJobs ?? jobs.length)}
      </p>
      <ul className="mt-4 space-y-4">
        {jobs.map((job) => (
          <JobItem key={job._id} job={job} ApplyDialog={ApplyDialog} />
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav aria-label={M.paging.label} className="mt-6 flex items-center justify-between gap-4">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => search.go({ page: page - 1 })}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 disabled:opacity-50"
          >
            {M.paging.previous}
          </button>
          <p className="text-sm text-slate-600">{M.paging.page(Math.min(page, totalPages), totalPages)}</p>
          <button
            type="button"
            disabled={page >= totalPages}
            onClick={() => search.go({ page: page + 1 })}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 disabled:opacity-50"
          >
            {M.paging.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}

/** One posting: title, department, location, type and salary, View Details and Apply Now. */
function JobItem({ job, ApplyDialog }: { job: PublicJobPosting; ApplyDialog: Apply }) {
  const salary = formatSalary(job.salary_range);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-slate-900">
          <Link to={postingPath(job._id)} className="hover:text-brand-700">
            {job.job_title}
          </Link>
        </h2>
        <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          <div className="flex gap-1">
            <dt className="sr-only">{D.department}</dt>
            <dd>{job.department?.name ?? D.notSpecified}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{D.location}</dt>
            <dd>{job.location}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{D.type}</dt>
            <dd>{jobsMessages.jobTypes[job.job_type] ?? job.job_type}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{D.salary}</dt>
            <dd className="font-medium text-slate-800">{salary ?? D.notSpecified}</dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <Link
          to={postingPath(job._id)}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {M.viewDetails}
        </Link>
        <ApplyDialog job={job} />
      </div>
    </li>
  );
}
