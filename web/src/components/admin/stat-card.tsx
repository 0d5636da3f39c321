/** The figure cards of the dashboard (docs/requirements.md#dashboard) and of Role Management (#users-and-admins). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One figure: its label, the value, and optionally a line of detail, a coloured dot (`tone`, a
 * `bg-*` class) and a link to the list it counts (`link`: that list's total is the value).
 */
export function StatCard({
  label,
  value,
  detail,
  tone,
  link,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        {tone ? <span aria-hidden="true" className={`size-2.5 rounded-full ${tone}`} /> : null}
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      </div>
      <p className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{value}</p>
      {detail !== undefined ? <p className="mt-1 text-sm text-slate-500">{detail}</p> : null}
      {link ? (
        <Link to={link.to} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
