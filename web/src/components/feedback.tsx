import type { ReactNode } from 'react';

/** A spinning ring with an accessible label. */
export function Spinner({ label, className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <span className="inline-flex items-center gap-2" role={label ? 'status' : undefined}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`animate-spin text-brand-600 ${className}`}
        fill="none"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  );
}

/** A centred spinner with text for whole-page waits (docs/requirements.md#public-routes: "Verifying access..."). */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-slate-600">
      <Spinner label={label} className="size-6" />
    </div>
  );
}

/** A red box for errors, announced to screen readers (role=alert). */
export function ErrorBox({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm text-danger-700"
    >
      {children}
    </div>
  );
}

/** A green box for a completed action, announced politely (role=status). */
export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-sm text-success-700"
    >
      {children}
    </div>
  );
}

/** A neutral box for an outcome that is neither success nor failure yet, announced politely (role=status). */
export function NoticeBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-800"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
