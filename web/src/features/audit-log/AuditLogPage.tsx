/**
 * /admin/audit (docs/requirements.md#audit-log): the audit entries, newest first, filtered by
 * admin, action, target and a date range, paged. Filters and page live in the URL like CV
 * Management's, so a reload or a shared link shows the same entries. Times show in Dublin time
 * (functions/contract/dates.ts); the sidebar offers the screen only to roles with `audit:read`, and
 * a role without it that types the address is told so (the server answers 403 anyway). A view of
 * `useAuditLog`.
 */
import { formatDate } from '@functions/contract/dates';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '@functions/contract/schemas/audit';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/admin/buttons';
import { FilterField } from '@/components/admin/filter-field';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { reasonOf } from '@/components/admin/row-action';
import { DataTable, LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { ErrorBox } from '@/components/feedback';
import { auditActionLabel, auditChange } from '@/lib/audit-display';
import { useDocumentTitle } from '@/lib/document-title';
import { auditLogMessages as M } from './messages';
import { type AuditLog, useAuditLog } from './useAuditLog';

export function AuditLogPage() {
  useDocumentTitle(M.title);
  const log = useAuditLog();
  if (!log.mayRead)
    return (
      <div className="mx-auto max-w-7xl space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
        <ErrorBox>{M.forbidden}</ErrorBox>
      </div>
    );
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <AuditFilterForm log={log} />
      <div className="mt-4 overflow-clip rounded-2xl border border-slate-200 bg-white shadow-sm">
        <AuditBody log={log} />
      </div>
      <AuditPager log={log} />
    </div>
  );
}

type Props = { log: AuditLog };

/** Admin (a list of names where the role may list admins, else an id), action, target, from, to. */
function AuditFilterForm({ log }: Props) {
  const { filters, admins } = log;
  const ids = { actor: useId(), action: useId(), target: useId(), from: useId(), to: useId() };
  const field = `${inputClass} mt-1`;
  return (
    <search aria-label={M.filters.label} className="mt-6 block">
      <form
        key={log.formKey}
        onSubmit={log.apply}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_auto_auto_auto] lg:items-end"
      >
        <FilterField id={ids.actor} label={M.filters.actor}>
          {admins.data ? (
            <select id={ids.actor} name="actor" defaultValue={filters.actor} className={field}>
              <option value="">{M.filters.allAdmins}</option>
              {filters.actor && !admins.data.some((a) => a.id === filters.actor) ? (
                <option value={filters.actor}>{filters.actor}</option>
              ) : null}
              {admins.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={ids.actor}
              name="actor"
              maxLength={64}
              defaultValue={filters.actor}
              className={field}
            />
          )}
        </FilterField>
        <FilterField id={ids.action} label={M.filters.action}>
          <select id={ids.action} name="action" defaultValue={filters.action} className={field}>
            <option value="">{M.filters.allActions}</option>
            {(Object.keys(AUDIT_ACTION_LABELS) as AuditAction[]).map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id={ids.target} label={M.filters.target}>
          <input
            id={ids.target}
            name="target"
            maxLength={64}
            defaultValue={filters.target}
            className={field}
          />
        </FilterField>
        <FilterField id={ids.from} label={M.filters.from}>
          <input id={ids.from} name="from" type="date" defaultValue={filters.from} className={field} />
        </FilterField>
        <FilterField id={ids.to} label={M.filters.to}>
          <input id={ids.to} name="to" type="date" defaultValue={filters.to} className={field} />
        </FilterField>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary}>
            {M.filters.apply}
          </button>
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={log.formKey === '' && log.page === 1}
            onClick={log.clear}
          >
            {M.filters.clear}
          </button>
        </div>
      </form>
    </search>
  );
}

/** The entries' table, or what stands in its place: a bad date range, loading, or the load error. */
function AuditBody({ log }: Props) {
  const { entries } = log;
  const data = entries.data;
  if (log.badRange)
    return (
      <div className="p-6">
        <ErrorBox>{M.filters.fromAfterTo}</ErrorBox>
      </div>
    );
  if (entries.isPending) return <LoadingPanel label={M.loading} />;
  if (entries.isError && !data)
    return (
      <LoadErrorPanel
        message={M.loadFailed(reasonOf(entries.error))}
        retryLabel={M.retry}
        onRetry={() => entries.refetch()}
      />
    );
  return (
    <div
      aria-busy={entries.isFetching || undefined}
      className={entries.isPlaceholderData ? 'opacity-60' : ''}
    >
      <DataTable
        caption={M.caption}
        columns={[
          { label: M.columns.time },
          { label: M.columns.actor },
          { label: M.columns.action },
          { label: M.columns.target },
          { label: M.columns.change },
        ]}
        empty={data?.entries.length ? null : M.empty}
      >
        {data?.entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className="whitespace-nowrap px-4 py-3 text-slate-700">
              <time dateTime={entry.at}>{formatDate(entry.at, 'dateTime')}</time>
            </td>
            <td className="px-4 py-3 text-slate-900">
              {entry.actorName ?? entry.actorId ?? <span className="text-slate-500">{M.system}</span>}
            </td>
            <td className="px-4 py-3 text-slate-900">{auditActionLabel(entry.action)}</td>
            <td className="px-4 py-3 text-slate-700">
              <Target entry={entry} />
            </td>
            <td className="px-4 py-3 text-slate-700">{auditChange(entry.action, entry.details) ?? '—'}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** Previous / Next over the entries (the server pages by cursor: it says whether more follow). */
function AuditPager({ log }: Props) {
  const { page, entries } = log;
  const data = entries.data;
  if (!data || (page <= 1 && !data.pagination.hasMore)) return null;
  return (
    <nav aria-label={M.paging.label} className="mt-4 flex items-center justify-between gap-4">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={page <= 1}
        onClick={() => log.goTo(page - 1)}
      >
        {M.paging.previous}
      </button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {M.paging.page(page)}
      </p>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={!data.pagination.hasMore || entries.isPlaceholderData}
        onClick={() => log.goTo(page + 1)}
      >
        {M.paging.next}
      </button>
    </nav>
  );
}

/**
 * The target cell: its name now (a candidate, posting, admin, department or job title) and its kind,
 * else (erased or deleted since) the kind and id; a candidate links to their page.
 */
function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetId) return <span className="text-slate-400">—</span>;
  const kind = entry.targetType ? (M.targetTypes[entry.targetType] ?? entry.targetType) : null;
  const name = entry.targetName ?? (kind ? `${kind} ${entry.targetId}` : entry.targetId);
  const label =
    entry.targetType === 'resume' ? (
      <Link
        to={`/admin/cv-management/${encodeURIComponent(entry.targetId)}`}
        className="break-all text-brand-700 underline hover:text-brand-800"
      >
        {name}
      </Link>
    ) : (
      <span className="break-all">{name}</span>
    );
  return (
    <>
      {label}
      {entry.targetName && kind ? <span className="block text-xs text-slate-600">{kind}</span> : null}
    </>
  );
}
