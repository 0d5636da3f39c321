/**
 * /admin/audit (docs/requirements.md#audit-log): the audit entries, newest first, filtered by
 * admin, action, target and a date range, paged. Filters and page live in the URL like CV
 * Management's, so a reload or a shared link shows the same entries. Times show in Dublin time
 * (functions/contract/dates.ts); the sidebar offers the screen only to roles with `audit:read`, and
 * a role without it that types the address is told so (the server answers 403 anyway).
 */
import { formatDate } from '@functions/contract/dates';
import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntry } from '@functions/contract/schemas/audit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/admin/buttons';
import { inputClass } from '@/components/admin/form-fields';
import { PageHeader } from '@/components/admin/page-header';
import { reasonOf } from '@/components/admin/row-action';
import { DataTable, LoadErrorPanel, LoadingPanel } from '@/components/admin/table';
import { ErrorBox } from '@/components/feedback';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { auditActionLabel, auditChange } from '@/lib/audit-display';
import { useDocumentTitle } from '@/lib/document-title';
import { type AuditFilters, auditAdminsQuery, auditQueryOptions } from './api';
import { auditLogMessages as M } from './messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const;

function filtersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get('action') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: (params.get('actor') ?? '').trim().slice(0, 64),
    action: action in AUDIT_ACTION_LABELS ? action : '',
    target: (params.get('target') ?? '').trim().slice(0, 64),
    from: day('from'),
    to: day('to'),
  };
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function toParams(filters: AuditFilters, page: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) if (filters[key]) out[key] = filters[key];
  if (page > 1) out.page = String(page);
  return out;
}

/** The target cell: a resume links to its candidate page. */
function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.targetId) return <span className="text-slate-400">—</span>;
  const text = entry.targetType ? `${entry.targetType} ${entry.targetId}` : entry.targetId;
  if (entry.targetType === 'resume')
    return (
      <Link
        to={`/admin/cv-management/${encodeURIComponent(entry.targetId)}`}
        className="break-all text-brand-700 underline hover:text-brand-800"
      >
        {text}
      </Link>
    );
  return <span className="break-all">{text}</span>;
}

export function AuditLogPage() {
  useDocumentTitle(M.title);
  const mayRead = useAdminMayCall('GET /admin/audit');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const ids = { actor: useId(), action: useId(), target: useId(), from: useId(), to: useId() };
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const entries = useQuery({ ...auditQueryOptions(filters, page), enabled: mayRead && !badRange });
  // The Admin filter lists admins by name where the role may list them; else it takes an id.
  const mayListAdmins = useAdminMayCall('GET /admin/admins');
  const admins = useQuery({ ...auditAdminsQuery, enabled: mayRead && mayListAdmins });
  // The form's fields are uncontrolled: a new address (back, Clear) remounts them with its values.
  // The Admin list arriving swaps only that field (text box → select); what is typed elsewhere stays.
  const formKey = new URLSearchParams(toParams(filters, 1)).toString();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(FILTER_KEYS.map((k) => [k, String(form.get(k) ?? '').trim()]));
    setParams(toParams(next as unknown as AuditFilters, 1));
  };
  const goTo = (next: number) => {
    setParams(toParams(filters, next));
    window.scrollTo(0, 0);
  };

  if (!mayRead)
    return (
      <div className="mx-auto max-w-7xl space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{M.title}</h1>
        <ErrorBox>{M.forbidden}</ErrorBox>
      </div>
    );

  const data = entries.data;
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={M.title} subtitle={M.subtitle} />
      <search aria-label={M.filters.label} className="mt-6 block">
        <form
          key={formKey}
          onSubmit={apply}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_auto_auto_auto] lg:items-end"
        >
          <div>
            <label htmlFor={ids.actor} className="block text-xs font-medium text-slate-600">
              {M.filters.actor}
            </label>
            {admins.data ? (
              <select
                id={ids.actor}
                name="actor"
                defaultValue={filters.actor}
                className={`${inputClass} mt-1`}
              >
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
                className={`${inputClass} mt-1`}
              />
            )}
          </div>
          <div>
            <label htmlFor={ids.action} className="block text-xs font-medium text-slate-600">
              {M.filters.action}
            </label>
            <select
              id={ids.action}
              name="action"
              defaultValue={filters.action}
              className={`${inputClass} mt-1`}
            >
              <option value="">{M.filters.allActions}</option>
              {(Object.keys(AUDIT_ACTION_LABELS) as AuditAction[]).map((a) => (
                <option key={a} value={a}>
                  {AUDIT_ACTION_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.target} className="block text-xs font-medium text-slate-600">
              {M.filters.target}
            </label>
            <input
              id={ids.target}
              name="target"
              maxLength={64}
              defaultValue={filters.target}
              className={`${inputClass} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={ids.from} className="block text-xs font-medium text-slate-600">
              {M.filters.from}
            </label>
            <input
              id={ids.from}
              name="from"
              type="date"
              defaultValue={filters.from}
              className={`${inputClass} mt-1`}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="block text-xs font-medium text-slate-600">
              {M.filters.to}
            </label>
            <input
              id={ids.to}
              name="to"
              type="date"
              defaultValue={filters.to}
              className={`${inputClass} mt-1`}
            />
          </div>
          <div className="flex gap-2">
            <button type="submit" className={buttonClass.primary}>
              {M.filters.apply}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={formKey === '' && page === 1}
              onClick={() => setParams({})}
            >
              {M.filters.clear}
            </button>
          </div>
        </form>
      </search>

      <div className="mt-4 overflow-clip rounded-2xl border border-slate-200 bg-white shadow-sm">
        {badRange ? (
          <div className="p-6">
            <ErrorBox>{M.filters.fromAfterTo}</ErrorBox>
          </div>
        ) : entries.isPending ? (
          <LoadingPanel label={M.loading} />
        ) : entries.isError && !data ? (
          <LoadErrorPanel
            message={M.loadFailed(reasonOf(entries.error))}
            retryLabel={M.retry}
            onRetry={() => entries.refetch()}
          />
        ) : (
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
                  <td className="px-4 py-3 text-slate-700">
                    {auditChange(entry.action, entry.details) ?? '—'}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </div>

      {data && (page > 1 || data.pagination.hasMore) ? (
        <nav aria-label={M.paging.label} className="mt-4 flex items-center justify-between gap-4">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
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
            onClick={() => goTo(page + 1)}
          >
            {M.paging.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
