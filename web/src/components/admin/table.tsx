/**
 * The list frames of the admin screens: the table with its head row, the loading spinner and the
 * load-failure panel with its retry button.
 */
import type { ReactNode } from 'react';
import { ErrorBox, Spinner } from '@/components/feedback';
import { buttonClass } from './buttons';

/** The centred spinner shown while a list loads. */
export function LoadingPanel({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div className={`px-6 py-16 text-center text-slate-600 ${className}`}>
      <Spinner label={label} />
    </div>
  );
}

/** A list that failed to load: the error and a retry button. */
export function LoadErrorPanel({
  message,
  retryLabel,
  onRetry,
  className = '',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={`space-y-4 p-6 ${className}`}>
      <ErrorBox>{message}</ErrorBox>
      <button type="button" className={buttonClass.secondary} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * A scrolling admin table: the head row (`right` columns, such as counts and actions, right-aligned)
 * and the rows; `caption` names it for screen readers, and `empty`, when set, stands in for the rows.
 */
export function DataTable({
  columns,
  caption,
  empty,
  children,
}: {
  columns: readonly { label: string; right?: boolean }[];
  caption?: string;
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-100 text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.right ? 'px-4 py-3 text-right' : 'px-4 py-3'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {empty != null ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A `DataTable` on its own card: while `loading` a spinner stands in its place, and a failed load
 * shows `error` instead.
 */
export function TableCard({
  error,
  loading,
  ...table
}: {
  error: string | null;
  loading: boolean;
} & Parameters<typeof DataTable>[0]) {
  if (error !== null) return <ErrorBox>{error}</ErrorBox>;
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {loading ? (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      ) : (
        <DataTable {...table} />
      )}
    </div>
  );
}
