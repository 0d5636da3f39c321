/**
 * "Add to posting" (docs/requirements.md#pipeline): a Radix dialog listing the active postings (a
 * search narrows them) as radio buttons; Add sends `POST /job-posting/{id}/applicants` with the
 * given CVs and says in a toast what was added, what was already in the posting and what was not
 * found, with a link to that posting's board. Used by the candidate page and the CV list (row and
 * bulk), so it lives outside both features.
 */
import type { JobPosting } from '@functions/contract/schemas/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/components/admin/buttons';
import { Modal } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { reasonOf } from '@/components/admin/row-action';
import { Spinner } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { RESUMES_KEY } from '@/lib/resumes';
import { activePostingsQuery, addToPosting, POSTING_CHOICES } from './api';
import { addToPostingMessages as M } from './messages';

/**
 * `resumeIds`: the CVs to add (1-100); `who`: how the description names them (a name, or "3
 * candidates"). `onAdded` runs after a successful add (the CV list clears its selection).
 */
export function AddToPostingDialog({
  open,
  onOpenChange,
  resumeIds,
  who,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resumeIds: string[];
  who: string;
  onAdded?: () => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={M.title} description={M.description(who)} wide>
      {open ? <Chooser resumeIds={resumeIds} onDone={() => onOpenChange(false)} onAdded={onAdded} /> : null}
    </Modal>
  );
}

function Chooser({
  resumeIds,
  onDone,
  onAdded,
}: {
  resumeIds: string[];
  onDone: () => void;
  onAdded?: () => void;
}) {
  const ids = { search: useId(), error: useId() };
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const [chosen, setChosen] = useState<JobPosting | null>(null);
  const [error, setError] = useState('');
  const postings = useQuery(activePostingsQuery(q));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const add = useMutation({
    mutationFn: (posting: JobPosting) => addToPosting(posting._id, resumeIds),
    onSuccess: (result, posting) => {
      queryClient.invalidateQueries({ queryKey: ['admin', 'job-applicants', posting._id] });
      queryClient.invalidateQueries({ queryKey: ['admin', 'job-postings'] });
      queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
      const rest = [
        result.already.length ? M.already(result.already.length) : '',
        result.notFound.length ? M.notFound(result.notFound.length) : '',
      ].filter(Boolean);
      const board = `/admin/job-postings/${posting._id}/pipeline`;
      const text = result.added.length
        ? M.added(result.added.length, posting.job_title)
        : M.failed(rest.join('; ') || M.choose);
      const options = {
        description: result.added.length && rest.length ? rest.join('; ') : undefined,
        action: { label: M.openBoard, onClick: () => navigate(board) },
      };
      if (result.added.length) toast.success(text, options);
      else toast.info(text, options);
      onAdded?.();
      onDone();
    },
    onError: (e) => setError(M.failed(reasonOf(e))),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(M.choose);
      return;
    }
    setError('');
    add.mutate(chosen);
  };

  const jobs = postings.data?.jobs ?? [];
  const more = (postings.data?.pagination.totalJobs ?? 0) - jobs.length;
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={ids.search} className="text-sm font-medium text-slate-800">
        {M.search}
      </label>
      <input
        id={ids.search}
        type="search"
        className={`${inputClass} mt-1`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        maxLength={100}
        autoComplete="off"
      />
      <fieldset className="mt-4" aria-describedby={error ? ids.error : undefined}>
        <legend className="text-sm font-medium text-slate-800">{M.postings}</legend>
        {postings.isPending ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            {M.loading}
          </p>
        ) : postings.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger-600">
            {M.loadFailed(reasonOf(postings.error))}
          </p>
        ) : jobs.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{M.none}</p>
        ) : (
          <ul className="mt-2 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
            {jobs.map((job) => (
              <li key={job._id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name="posting"
                    className="size-4 accent-brand-600"
                    checked={chosen?._id === job._id}
                    onChange={() => {
                      setChosen(job);
                      setError('');
                    }}
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{job.job_title}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {[job.department?.name, job.location].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && jobs.length === POSTING_CHOICES ? (
          <p className="mt-2 text-xs text-slate-500">{M.more(more)}</p>
        ) : null}
      </fieldset>
      {error ? (
        <p id={ids.error} role="alert" className="mt-3 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={onDone} disabled={add.isPending}>
          {M.cancel}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={add.isPending}>
          {add.isPending ? <Spinner className="size-4 text-white" /> : null}
          {M.submit}
        </button>
      </div>
    </form>
  );
}

/**
 * A button that opens the dialog for `resumeIds`, shown only to roles that may call
 * `POST /job-posting/{id}/applicants` (the route table's permission).
 */
export function AddToPostingButton({
  resumeIds,
  who,
  label = M.action,
  className = buttonClass.secondary,
  onAdded,
}: {
  resumeIds: string[];
  who: string;
  label?: string;
  className?: string;
  onAdded?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const may = useAdminMayCall('POST /job-posting/{id}/applicants');
  if (!may) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        disabled={resumeIds.length === 0}
      >
        {label}
      </button>
      <AddToPostingDialog
        open={open}
        onOpenChange={setOpen}
        resumeIds={resumeIds}
        who={who}
        onAdded={onAdded}
      />
    </>
  );
}
