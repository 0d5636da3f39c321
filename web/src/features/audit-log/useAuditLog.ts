/**
 * The audit log's state (docs/requirements.md#audit-log): filters and page read from and written
 * to the URL, whether the role may read the log and list admins by name, the page of entries, and
 * the filter form's submit. Used by `AuditLogPage.tsx`.
 */
import { AUDIT_ACTION_LABELS } from '@functions/contract/schemas/audit';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminMayCall } from '@/lib/admin-permissions';
import { type AuditFilters, auditAdminsQuery, auditQueryOptions } from './api';

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

/** The page's state and actions; see the module's note. */
export function useAuditLog() {
  const mayRead = useAdminMayCall('GET /admin/audit');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const entries = useQuery({ ...auditQueryOptions(filters, page), enabled: mayRead && !badRange });
  // The Admin filter lists admins by name where the role may list them; else it takes an id.
  const mayListAdmins = useAdminMayCall('GET /admin/admins');
  const admins = useQuery({ ...auditAdminsQuery, enabled: mayRead && mayListAdmins });

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

  return {
    mayRead,
    filters,
    page,
    badRange,
    entries,
    admins,
    // The form's fields are uncontrolled: a new address (back, Clear) remounts them with its values.
    // The Admin list arriving swaps only that field (text box -> select); what is typed elsewhere stays.
    formKey: new URLSearchParams(toParams(filters, 1)).toString(),
    apply,
    clear: () => setParams({}),
    goTo,
  };
}

/** What `useAuditLog` gives the page's parts. */
export type AuditLog = ReturnType<typeof useAuditLog>;
