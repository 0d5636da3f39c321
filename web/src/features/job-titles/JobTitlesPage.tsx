import { formatDate } from '@functions/contract/dates';
import type { JobTitle } from '@functions/contract/schemas/catalog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/admin/badge';
import { buttonClass, RowButton } from '@/components/admin/buttons';
import { DeleteDialog, EditNameDialog } from '@/components/admin/dialogs';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { useRowAction } from '@/components/admin/row-action';
import { DataTable, LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { adminJobTitlesQuery } from '@/lib/admin-catalog';
import { useDocumentTitle } from '@/lib/document-title';
import { changeJobTitle, createJobTitle, renameJobTitle } from './api';
import { jobTitlesMessages as M } from './messages';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Stat card figures of docs/requirements.md#job-titles: deleted titles count only in Total. */
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
 * /admin/job-titles (docs/requirements.md#job-titles): stat cards Total, Active, Paused and
 * Recent, a search box, the table with edit, pause, resume / restore and delete, and the create and
 * edit dialogs. Every outcome is a toast of docs/requirements.md#job-titles.
 */
export function JobTitlesPage() {
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const titles = useQuery(adminJobTitlesQuery());
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<JobTitle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<JobTitle | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'job-titles'] });

  const action = useRowAction<JobTitle, Action>({
    run: (title, action) => changeJobTitle(title._id, action),
    done: { pause: M.toasts.paused, resume: M.toasts.resumed, delete: M.toasts.deleted },
    failed: { pause: M.toasts.pauseFailed, resume: M.toasts.resumeFailed, delete: M.toasts.deleteFailed },
    onSuccess: () => setDeleting(null),
    onSettled: refresh,
  });

  const list = titles.data ?? [];
  const stats = useMemo(() => jobTitleStats(list), [list]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? list.filter((t) => t.name.toLowerCase().includes(needle)) : list;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={M.title} subtitle={M.subtitle}>
        <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>
          <span aria-hidden="true">+</span> {M.create}
        </button>
      </PageHeader>

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
          <LoadingPanel label={M.loading} />
        ) : titles.isError ? (
          <LoadErrorPanel
            message={M.toasts.loadErrorInline(titles.error.message)}
            retryLabel={M.retry}
            onRetry={() => titles.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="px-6 py-16 text-center text-slate-600">{list.length === 0 ? M.empty : M.noMatch}</p>
        ) : (
          <DataTable
            columns={[
              { label: M.columns.name },
              { label: M.columns.status },
              { label: M.columns.created },
              { label: M.columns.actions, right: true },
            ]}
          >
            {shown.map((title) => {
              const busy = action.busyId === title._id;
              const ariaLabel = (label: string) => M.actionLabel(label, title.name);
              return (
                <tr key={title._id} className={title.isDeleted ? 'bg-slate-50/60 text-slate-500' : ''}>
                  <td className="px-4 py-3 font-medium text-slate-900">
                    <span className={title.isDeleted ? 'text-slate-500 line-through' : ''}>{title.name}</span>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge title={title} />
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                    {formatDate(title.createdAt) ?? ''}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      {title.isDeleted ? (
                        <RowButton
                          label={M.actions.restore}
                          disabled={busy}
                          aria-label={ariaLabel(M.actions.restore)}
                          onClick={() => action.run(title, 'resume')}
                        />
                      ) : (
                        <>
                          <RowButton
                            label={M.actions.edit}
                            aria-label={ariaLabel(M.actions.edit)}
                            onClick={() => setEditing(title)}
                          />
                          {title.status === 'active' ? (
                            <RowButton
                              label={M.actions.pause}
                              disabled={busy}
                              aria-label={ariaLabel(M.actions.pause)}
                              onClick={() => action.run(title, 'pause')}
                            />
                          ) : (
                            <RowButton
                              label={M.actions.resume}
                              disabled={busy}
                              aria-label={ariaLabel(M.actions.resume)}
                              onClick={() => action.run(title, 'resume')}
                            />
                          )}
                          <RowButton
                            label={M.actions.delete}
                            className={buttonClass.smallDanger}
                            disabled={busy}
                            aria-label={ariaLabel(M.actions.delete)}
                            onClick={() => setDeleting(title)}
                          />
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </div>

      <EditNameDialog
        editing={editing}
        onClose={() => setEditing(null)}
        texts={M.dialog}
        toasts={M.toasts}
        create={createJobTitle}
        rename={renameJobTitle}
        refresh={refresh}
      />
      <DeleteDialog
        target={deleting}
        name={(title) => title.name}
        texts={M.deleteDialog}
        busy={action.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(title) => action.run(title, 'delete')}
      />
    </div>
  );
}
