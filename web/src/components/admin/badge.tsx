/** The status label of the admin tables (roles, job postings, job titles, departments). */
import type { ReactNode } from 'react';

const tones = {
  green: 'bg-success-50 text-success-700 ring-success-200',
  amber: 'bg-warning-50 text-warning-700 ring-orange-200',
  red: 'bg-danger-50 text-danger-700 ring-danger-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-brand-50 text-brand-700 ring-brand-200',
} as const;

/** A small rounded status label. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
