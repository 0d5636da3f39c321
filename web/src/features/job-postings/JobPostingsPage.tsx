import { formatDate } from '@functions/contract/dates';
import { JOB_STATUSES, type JobPosting } from '@functions/contract/schemas/catalog';
import { Link } from 'react-router';
import { buttonClass, RowButton } from '@/components/admin/buttons';
import { DeleteDialog } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { useDocumentTitle } from '@/lib/document-title';
import { formatSalary } from '@/lib/salary';
import { JOB_PAGE_SIZE } from './api';
import { JobPreviewDialog } from './JobPreviewDialog';
import { jobPostingsMessages as M } from './messages';
import { PipelineSummary } from './PipelineSummary';
import { JobStatusBadge } from './StatusBadge';
import { type JobPostings, useJobPostings } from './useJobPostings';

const L = M.list;

/**
 * /admin/job-postings (docs/requirements.md#job-postings): a search box over title, location and
 * description, a status filter, a card grid (title, location, created month, status, description,
 * job type, salary) with View, Edit, Pause / Resume and Delete, and 'Post New Job'. Search, filter
 * and page live in the URL; the server filters and pages.
 * A view of `useJobPostings`.
 */
export function JobPostingsPage() {
  useDocumentTitle(L.title);
  const list = useJobPostings();
  const { postings, may, action, page } = list;
  const data = postings.data;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={L.title} subtitle={L.subtitle}>
        {may.create ? (
          <Link to="/admin/job-form" className={buttonClass.primary}>
            <span aria-hidden="true">+</span> {L.postNew}
          </Link>
        ) : null}
      </PageHeader>
      <FilterBar list={list} />
      <div className="mt-6">
        <ListBody list={list} />
      </div>
      {data && data.pagination.totalJobs > JOB_PAGE_SIZE ? (
        <Pager
          texts={L.paging}
          page={page}
          totalPages={Math.max(data.pagination.totalPages, 1)}
          loadingPage={postings.isPlaceholderData}
          onPage={(next) => list.update({ page: next })}
          className="mt-6"
        />
      ) : null}
      <JobPreviewDialog
        job={list.preview}
        onOpenChange={(open) => !open && list.setPreview(null)}
        onEdit={may.edit ? list.editJob : undefined}
      />
      <DeleteDialog
        target={list.deleting}
        name={(job) => job.job_title}
        texts={M.deleteDialog}
        busy={action.isPending}
        onClose={() => list.setDeleting(null)}
        onConfirm={(job) => action.run(job, 'delete')}
      />
    </div>
  );
}

/** The search box (applied 300 ms after the last keystroke), the status filter and the total. */
function FilterBar({ list }: { list: JobPostings }) {
  const { data } = list.postings;
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <label htmlFor="job-search" className="sr-only">
        {L.searchLabel}
      </label>
      <input
        id="job-search"
        type="search"
        value={list.searchText}
        maxLength={100}
        onChange={(e) => list.setSearchText(e.target.value)}
        placeholder={L.searchPlaceholder}
        className={`${inputClass} sm:max-w-md`}
      />
      <label htmlFor="job-status" className="sr-only">
        {L.statusLabel}
      </label>
      <select
        id="job-status"
        value={list.status ?? ''}
        onChange={(e) => list.update({ status: e.target.value })}
        className={`${inputClass} sm:w-48`}
      >
        <option value="">{L.allStatuses}</option>
        {JOB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {M.statuses[s]}
          </option>
        ))}
      </select>
      {data ? (
        <p className="text-sm text-slate-600 sm:ml-auto">{L.total(data.pagination.totalJobs)}</p>
      ) : null}
    </div>
  );
}

/** The card grid, or what stands in its place: loading, the load error with Retry, or the empty list. */
function ListBody({ list }: { list: JobPostings }) {
  const { postings } = list;
  const data = postings.data;
  if (postings.isPending)
    return <LoadingPanel label={L.loading} className="rounded-2xl border border-slate-200 bg-white" />;
  if (postings.isError && !data)
    return (
      <LoadErrorPanel
        message={M.toasts.loadErrorInline(postings.error.message)}
        retryLabel={L.retry}
        onRetry={() => postings.refetch()}
        className="rounded-2xl border border-slate-200 bg-white"
      />
    );
  if (!data || data.jobs.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="font-semibold text-slate-800">{L.empty}</p>
        <p className="mt-1 text-sm text-slate-600">{L.emptyHint}</p>
      </div>
    );
  return (
    <ul
      aria-busy={postings.isFetching || undefined}
      className={`grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3 ${postings.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {data.jobs.map((job) => (
        <JobCard key={job._id} job={job} list={list} />
      ))}
    </ul>
  );
}

/** One posting: title, location and department, status, description, type, salary, month created, pipeline, actions. */
function JobCard({ job, list }: { job: JobPosting; list: JobPostings }) {
  const { may, action } = list;
  const busy = action.busyId === job._id;
  const ariaLabel = (label: string) => L.actionLabel(label, job.job_title);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            className="line-clamp-2 break-words text-base font-semibold text-slate-900"
            title={job.job_title}
          >
            {job.job_title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {job.location}
            {job.department ? <span> · {job.department.name}</span> : null}
          </p>
        </div>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700">{job.description}</p>
      <dl className="mt-4 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <div>
          <dt className="sr-only">{M.preview.type}</dt>
          <dd className="rounded bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            {M.jobTypes[job.job_type] ?? job.job_type}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{M.preview.salary}</dt>
          <dd className="py-0.5 font-medium text-slate-800">
            {formatSalary(job.salary_range) ?? L.noSalary}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{M.preview.posted}</dt>
          <dd className="py-0.5">{L.created(formatDate(job.createdAt, 'month') ?? '')}</dd>
        </div>
      </dl>
      <PipelineSummary jobId={job._id} jobTitle={job.job_title} />
      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <RowButton
          label={L.actions.view}
          aria-label={ariaLabel(L.actions.view)}
          onClick={() => list.setPreview(job)}
        />
        <Link
          to={`/admin/job-postings/${encodeURIComponent(job._id)}/pipeline`}
          aria-label={ariaLabel(L.actions.pipeline)}
          className={buttonClass.small}
        >
          {L.actions.pipeline}
        </Link>
        {may.edit ? (
          <RowButton
            label={L.actions.edit}
            aria-label={ariaLabel(L.actions.edit)}
            onClick={() => list.editJob(job)}
          />
        ) : null}
        {job.status === 'active' && may.pause ? (
          <RowButton
            label={L.actions.pause}
            disabled={busy}
            aria-label={ariaLabel(L.actions.pause)}
            onClick={() => action.run(job, 'pause')}
          />
        ) : null}
        {job.status === 'paused' && may.resume ? (
          <RowButton
            label={L.actions.resume}
            disabled={busy}
            aria-label={ariaLabel(L.actions.resume)}
            onClick={() => action.run(job, 'resume')}
          />
        ) : null}
        {may.delete ? (
          <RowButton
            label={L.actions.delete}
            className={`${buttonClass.smallDanger} ml-auto`}
            disabled={busy}
            aria-label={ariaLabel(L.actions.delete)}
            onClick={() => list.setDeleting(job)}
          />
        ) : null}
      </div>
    </li>
  );
}
