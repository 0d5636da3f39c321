/** Button styles of the admin screens and the small action button of a table row or card. */
import type { ButtonHTMLAttributes } from 'react';

/** Tailwind classes of the admin buttons. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-danger-600 px-4 py-2 text-sm font-semibold text-white hover:bg-danger-700 disabled:cursor-not-allowed disabled:opacity-60',
  small:
    'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50',
  smallDanger:
    'inline-flex items-center gap-1 rounded-md border border-danger-200 bg-white px-2.5 py-1 text-xs font-semibold text-danger-700 hover:bg-danger-50 disabled:cursor-not-allowed disabled:opacity-50',
} as const;

/** A small action button of a table row or card (`buttonClass.small` unless `className` says otherwise). */
export function RowButton({
  label,
  className = buttonClass.small,
  ...props
}: { label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>) {
  return (
    <button type="button" className={className} {...props}>
      {label}
    </button>
  );
}
