import type { ReactNode } from 'react';

/** One labelled control of an admin list's filter bar (CV Management, Audit log): a small label over it. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}
