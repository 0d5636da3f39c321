/**
 * The job postings list's state (docs/requirements.md#job-postings): search, status filter and page
 * read from and written to the URL (the server filters and pages), the page of postings, the
 * write controls the role may use, the row actions (pause, resume, delete) and the preview and
 * delete dialogs. Used by `JobPostingsPage.tsx`.
 */
import { JOB_STATUSES, type JobPosting } from '@functions/contract/schemas/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRowAction } from '@/components/admin/row-action';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { useUrlText } from '@/lib/use-url-text';
import { adminJobPostingsQuery, changeJobPosting, type JobStatus } from './api';
import { jobPostingsMessages as M } from './messages';

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

/** The list page's state and actions; see the module's note. */
export function useJobPostings() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const status = statusFrom(params);
  const q = params.get('q') ?? '';
  const queryClient = useQueryClient();
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

  return {
    page,
    status,
    update,
    searchText,
    setSearchText,
    postings,
    may,
    action,
    editJob,
    preview,
    setPreview,
    deleting,
    setDeleting,
  };
}

/** What `useJobPostings` gives the page's parts. */
export type JobPostings = ReturnType<typeof useJobPostings>;
