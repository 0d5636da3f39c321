import { formatDate } from '@functions/contract/dates';
import { JOB_STATUSES, type JobPosting } from '@functions/contract/schemas/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, RowButton } from '@/components/admin/buttons';
import { DeleteDialog } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { useRowAction } from '@/components/admin/row-action';
import { LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { useDocumentTitle } from '@/lib/document-title';
import { formatSalary } from '@/lib/salary';
import { useUrlText } from '@/lib/use-url-text';
import { adminJobPostingsQuery, changeJobPosting, JOB_PAGE_SIZE, type JobStatus } from './api';
import { JobPreviewDialog } from './JobPreviewDialog';
import { jobPostingsMessages as M } from './messages';
import { PipelineSummary } from './PipelineSummary';
import { JobStatusBadge } from './StatusBadge';

const L = M.list;
type Action = 'pause' | 'resume' | 'delete';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function statusFrom(params: URLSearchParams): JobStatus | undefined {
  const status = params.get('status');
  return (JOB_STATUSES as readonly string[]).includes(status ?? '') ? (status as JobStatus) : undefined;
}

/** Opens the job form for `job` (edit mode gets the posting through navigation state, docs/requirements.md#job-postings). */
export function useEditJob() {
  const navigate = useNavigate();
  return (job: JobPosting) => navigate(`/admin/job-form/${encodeURIComponent(job._id)}`, { state: { job } });
}

/**
 * /admin/job-postings (docs/requirements.md#job-postings): a search box over title, location and
 * description, a status filter, a card grid (title, location, created month, status, description,
 * job type, salary) with View, Edit, Pause / Resume and Delete, and 'Post New Job'. Search, filter
 * and page live in the URL; the server filters and pages.
 */
export function JobPostingsPage() {
  useDocumentTitle(L.title);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const status = statusFrom(params);
  const q = params.get('q') ?? '';
  const [preview, setPreview] = useState<JobPosting | null>(null);
  const [deleting, setDeleting] = useState<JobPosting | null>(null);
  const editJob = useEditJob();
  // Write controls only for roles whose routes would answer (lib/admin-permissions.ts).
  const may = {
    create: useAdminMayCall('POST /job-posting'),
    edit: useAdminMayCall('PUT /job-posting/{id}'),
    pause: useAdminMayCall('PUT /job-posting/{id}/pause'),
    resume: useAdminMayCall('PUT /job-posting/{id}/resume'),
    delete: useAdminMayCall('DELETE /job-posting/{id}'),
  };

  const update = (next: { q?: string; status?: string; page?: number }) => {
    // From the address as it is now (two quick changes must both stay), not as this render saw it.
    const now = new URLSearchParams(window.location.search);
    const merged = { q: now.get('q') ?? '', status: statusFrom(now) ?? '', page: 1, ...next };
    const out: Record<string, string> = {};
    if (merged.q.trim()) out.q = merged.q.trim();
    if (merged.status) out.status = merged.status;
    if (merged.page > 1) out.page = String(merged.page);
    setParams(out, { replace: true });
  };
  // The search applies 300 ms after the last keystroke, so typing does not fire a request per key.
  const [searchText, setSearchText] = useUrlText(q, (text) => update({ q: text }));

  const postings = useQuery(adminJobPostingsQuery({ page, status, q: q.trim() }));
  const data = postings.data;
  const totalPages = Math.max(data?.pagination.totalPages ?? 1, 1);

  const action = useRowAction<JobPosting, Action>({
    run: (job, action) => changeJobPosting(job._id, action),
    done: { pause: M.toasts.paused, resume: M.toasts.resumed, delete: M.toasts.deleted },
    failed: { pause: M.toasts.pauseFailed, resume: M.toasts.resumeFailed, delete: M.toasts.deleteFailed },
    onSuccess: () => setDeleting(null),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'job-postings'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'departments'] }),
        queryClient.invalidateQueries({ queryKey: ['public', 'job-postings'] }),
      ]),
  });

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={L.title} subtitle={L.subtitle}>
        {may.create ? (
          <Link to="/admin/job-form" className={buttonClass.primary}>
            <span aria-hidden="true">+</span> {L.postNew}
          </Link>
        ) : null}
      </PageHeader>

      <div className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
        <label htmlFor="job-search" className="sr-only">
          {L.searchLabel}
        </label>
        <input
          id="job-search"
          type="search"
          value={searchText}
          maxLength={100}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder={L.searchPlaceholder}
          className={`${inputClass} sm:max-w-md`}
        />
        <label htmlFor="job-status" className="sr-only">
          {L.statusLabel}
        </label>
        <select
          id="job-status"
          value={status ?? ''}
          onChange={(e) => update({ status: e.target.value })}
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

      <div className="mt-6">
        {postings.isPending ? (
          <LoadingPanel label={L.loading} className="rounded-2xl border border-slate-200 bg-white" />
        ) : postings.isError && !data ? (
          <LoadErrorPanel
            message={M.toasts.loadErrorInline(postings.error.message)}
            retryLabel={L.retry}
            onRetry={() => postings.refetch()}
            className="rounded-2xl border border-slate-200 bg-white"
          />
        ) : !data || data.jobs.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <p className="font-semibold text-slate-800">{L.empty}</p>
            <p className="mt-1 text-sm text-slate-600">{L.emptyHint}</p>
          </div>
        ) : (
          <ul
            aria-busy={postings.isFetching || undefined}
            className={`grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3 ${postings.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.jobs.map((job) => {
              const busy = action.busyId === job._id;
              const ariaLabel = (label: string) => L.actionLabel(label, job.job_title);
              return (
                <li
                  key={job._id}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
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
                      onClick={() => setPreview(job)}
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
                        onClick={() => editJob(job)}
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
                        onClick={() => setDeleting(job)}
                      />
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {data && data.pagination.totalJobs > JOB_PAGE_SIZE ? (
        <Pager
          texts={L.paging}
          page={page}
          totalPages={totalPages}
          loadingPage={postings.isPlaceholderData}
          onPage={(next) => update({ page: next })}
          className="mt-6"
        />
      ) : null}

      <JobPreviewDialog
        job={preview}
        onOpenChange={(open) => !open && setPreview(null)}
        onEdit={may.edit ? editJob : undefined}
      />
      <DeleteDialog
        target={deleting}
        name={(job) => job.job_title}
        texts={M.deleteDialog}
        busy={action.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(job) => action.run(job, 'delete')}
      />
    </div>
  );
}
