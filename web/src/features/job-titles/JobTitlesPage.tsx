import { formatDate } from '@functions/contract/dates';
import type { JobTitle } from '@functions/contract/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/admin/badge';
import { RowButton } from '@/components/admin/buttons';
import { CatalogPage } from '@/components/admin/catalog-page';
import { inputClass } from '@/components/admin/form-fields';
import { adminJobTitlesQuery } from '@/lib/admin-catalog';
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

/**
 * /admin/job-titles (docs/requirements.md#job-titles): stat cards Total, Active, Paused and
 * Recent, a search box, the table with edit, pause, resume / restore and delete, and the create and
 * edit dialogs. Every outcome is a toast of docs/requirements.md#job-titles.
 */
export function JobTitlesPage() {
  const titles = useQuery(adminJobTitlesQuery());
  const [search, setSearch] = useState('');
  const list = titles.data ?? [];
  const stats = useMemo(() => jobTitleStats(list), [list]);
  const needle = search.trim().toLowerCase();

  return (
    <CatalogPage
      texts={M}
      query={titles}
      queryKey={['admin', 'job-titles']}
      writeRoutes={{
        create: 'POST /admin/job-titles',
        rename: 'PUT /admin/job-titles/{id}',
        off: 'PUT /admin/job-titles/{id}/pause',
        on: 'PUT /admin/job-titles/{id}/resume',
        delete: 'DELETE /admin/job-titles/{id}',
      }}
      create={createJobTitle}
      rename={renameJobTitle}
      change={changeJobTitle}
      toggle={{
        off: { action: 'pause', label: M.actions.pause, done: M.toasts.paused, failed: M.toasts.pauseFailed },
        on: {
          action: 'resume',
          label: M.actions.resume,
          done: M.toasts.resumed,
          failed: M.toasts.resumeFailed,
        },
      }}
      loadFailed={M.toasts.loadErrorInline}
      statusBadge={(title) => <StatusBadge title={title} />}
      nameCell={(title) => (
        <span className={title.isDeleted ? 'text-slate-500 line-through' : ''}>{title.name}</span>
      )}
      rowClassName={(title) => (title.isDeleted ? 'bg-slate-50/60 text-slate-500' : '')}
      columns={[{ label: M.columns.created }]}
      cells={(title) => (
        <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(title.createdAt) ?? ''}</td>
      )}
      specialActions={(title, run, busy) =>
        title.isDeleted ? (
          <RowButton
            label={M.actions.restore}
            disabled={busy}
            aria-label={M.actionLabel(M.actions.restore, title.name)}
            onClick={() => run('resume')}
          />
        ) : undefined
      }
      above={
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
              {key === 'recent' ? (
                <dd className="mt-1 text-xs text-slate-500">{M.stats.recentHint}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      }
      toolbar={
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
      }
      shown={(all) => (needle ? all.filter((t) => t.name.toLowerCase().includes(needle)) : all)}
      createWhenEmpty
      empty={(all) => (
        <p className="px-6 py-16 text-center text-slate-600">{all.length === 0 ? M.empty : M.noMatch}</p>
      )}
    />
  );
}
