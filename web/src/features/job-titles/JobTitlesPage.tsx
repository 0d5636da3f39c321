import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { JobTitle } from '../../../../functions/contract/schemas/catalog';
import {
  Badge,
  buttonClass,
  ConfirmDialog,
  inputClass,
  NameDialog,
  reasonOf,
} from '../../components/catalog-admin';
import { ErrorBox, Spinner } from '../../components/feedback';
import { changeJobTitle, createJobTitle, renameJobTitle } from '../../lib/catalog-admin-api';
import { useDocumentTitle } from '../../lib/document-title';
import { jobTitlesMessages as M } from './messages';
import { adminJobTitlesQuery, formatDay } from './queries';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Stat card figures of admin-area §4: deleted titles count only in Total. */
export function jobTitleStats(titles: readonly JobTitle[], now = Date.now()) {
  const live = titles.filter((t) => !t.isDeleted);
  return {
    total: titles.length,
    active: live.filter((t) => t.status === 'active').length,
    paused: live.filter((t) => t.status === 'hold').length,
    recent: live.filter((t) => t.status === 'active' && now - Date.parse(t.createdAt) <= WEEK_MS).length,
  };
}

function StatusBadge({ title }: { title: JobTitle }) {
  if (title.isDeleted) return <Badge tone="red">{M.status.deleted}</Badge>;
  return title.status === 'active' ? (
    <Badge tone="green">{M.status.active}</Badge>
  ) : (
    <Badge tone="amber">{M.status.hold}</Badge>
  );
}

type Action = 'pause' | 'resume' | 'delete';

/**
 * /admin/job-titles (admin-area §2 "Job Titles Management"): stat cards Total, Active, Paused and
 * Recent, a search box, the table with edit, pause, resume / restore and delete, and the create and
 * edit dialogs. Every outcome is a toast of admin-area §8.
 */
export function JobTitlesPage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const titles = useQuery(adminJobTitlesQuery());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<JobTitle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<JobTitle | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'job-titles'] });

  const action = useMutation({
    mutationFn: ({ title, action }: { title: JobTitle; action: Action }) => changeJobTitle(title._id, action),
    onSuccess: (_data, { action }) => {
      toast.success(
        action === 'pause' ? M.toasts.paused : action === 'resume' ? M.toasts.resumed : M.toasts.deleted,
      );
      setDeleting(null);
    },
    onError: (error, { action }) => {
      const reason = reasonOf(error);
      toast.error(
        action === 'pause'
          ? M.toasts.pauseFailed(reason)
          : action === 'resume'
            ? M.toasts.resumeFailed(reason)
            : M.toasts.deleteFailed(reason),
      );
    },
    onSettled: refresh,
  });

  const save = async (name: string) => {
    const target = editing;
    try {
      if (target === 'new') {
        await createJobTitle(name);
        toast.success(M.toasts.created);
      } else if (target) {
        await renameJobTitle(target._id, name);
        toast.success(M.toasts.updated);
      }
    } catch (error) {
      toast.error(
        target === 'new' ? M.toasts.createFailed(reasonOf(error)) : M.toasts.updateFailed(reasonOf(error)),
      );
      throw error;
    } finally {
      await refresh();
    }
  };

  const list = titles.data ?? [];
  const stats = useMemo(() => jobTitleStats(list), [list]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? list.filter((t) => t.name.toLowerCase().includes(needle)) : list;
  const busyId = action.isPending ? action.variables?.title._id : undefined;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
          <p className="mt-1 text-sm text-slate-600">{M.subtitle}</p>
        </div>
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          <span aria-hidden="true">+</span> {M.create}
        </button>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {(
          [
            ['total', M.stats.total, stats.total, 'text-slate-900'],
            ['active', M.stats.active, stats.active, 'text-success-700'],
            ['paused', M.stats.paused, stats.paused, 'text-warning-700'],
            ['recent', M.stats.recent, stats.recent, 'text-brand-700'],
          ] as const
        ).map(([key, label, value, tone]) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className={`mt-1 text-3xl font-bold ${tone}`}>{titles.data ? value : '–'}</dd>
            {key === 'recent' ? <dd className="mt-1 text-xs text-slate-500">{M.stats.recentHint}</dd> : null}
          </div>
        ))}
      </dl>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="border-b border-slate-100 p-4">
          <label htmlFor="job-title-search" className="sr-only">
            {M.searchLabel}
          </label>
          <input
            id="job-title-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={M.searchPlaceholder}
            className={`${inputClass} max-w-sm`}
          />
        </div>
        {titles.isPending ? (
          <div className="px-6 py-16 text-center text-slate-600">
            <Spinner label={M.loading} />
          </div>
        ) : titles.isError ? (
          <div className="space-y-4 p-6">
            <ErrorBox>{M.toasts.loadErrorInline(titles.error.message)}</ErrorBox>
            <button type="button" className={buttonClass.secondary} onClick={() => titles.refetch()}>
              {M.retry}
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p className="px-6 py-16 text-center text-slate-600">{list.length === 0 ? M.empty : M.noMatch}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-100 text-sm">
              <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {M.columns.name}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {M.columns.status}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {M.columns.created}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {M.columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((title) => {
                  const busy = busyId === title._id;
                  return (
                    <tr key={title._id} className={title.isDeleted ? 'bg-slate-50/60 text-slate-500' : ''}>
                      <td className="px-4 py-3 font-medium text-slate-900">
                        <span className={title.isDeleted ? 'text-slate-500 line-through' : ''}>
                          {title.name}
                        </span>
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge title={title} />
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                        {formatDay(title.createdAt)}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-wrap justify-end gap-2">
                          {title.isDeleted ? (
                            <button
                              type="button"
                              className={buttonClass.small}
                              disabled={busy}
                              aria-label={M.actionLabel(M.actions.restore, title.name)}
                              onClick={() => action.mutate({ title, action: 'resume' })}
                            >
                              {M.actions.restore}
                            </button>
                          ) : (
                            <>
                              <button
                                type="button"
                                className={buttonClass.small}
                                aria-label={M.actionLabel(M.actions.edit, title.name)}
                                onClick={() => setEditing(title)}
                              >
                                {M.actions.edit}
                              </button>
                              {title.status === 'active' ? (
                                <button
                                  type="button"
                                  className={buttonClass.small}
                                  disabled={busy}
                                  aria-label={M.actionLabel(M.actions.pause, title.name)}
                                  onClick={() => action.mutate({ title, action: 'pause' })}
                                >
                                  {M.actions.pause}
                                </button>
                              ) : (
                                <button
                                  type="button"
                                  className={buttonClass.small}
                                  disabled={busy}
                                  aria-label={M.actionLabel(M.actions.resume, title.name)}
                                  onClick={() => action.mutate({ title, action: 'resume' })}
                                >
                                  {M.actions.resume}
                                </button>
                              )}
                              <button
                                type="button"
                                className={buttonClass.smallDanger}
                                disabled={busy}
                                aria-label={M.actionLabel(M.actions.delete, title.name)}
                                onClick={() => setDeleting(title)}
                              >
                                {M.actions.delete}
                              </button>
                            </>
                          )}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <NameDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? M.dialog.createTitle : M.dialog.editTitle}
        label={M.dialog.label}
        placeholder={M.dialog.placeholder}
        initialName={editing && editing !== 'new' ? editing.name : ''}
        requiredMessage={M.dialog.required}
        submitLabel={editing === 'new' ? M.dialog.create : M.dialog.save}
        cancelLabel={M.dialog.cancel}
        onSubmit={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={M.deleteDialog.title}
        body={deleting ? M.deleteDialog.body(deleting.name) : ''}
        confirmLabel={M.deleteDialog.confirm}
        cancelLabel={M.deleteDialog.cancel}
        busy={action.isPending}
        onConfirm={() => deleting && action.mutate({ title: deleting, action: 'delete' })}
      />
    </div>
  );
}
