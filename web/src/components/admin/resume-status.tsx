/**
 * A resume status as CV Management and the dashboard's latest CVs show it (docs/requirements.md#cv-management,
 * #dashboard): its label and its badge colours.
 */
import { RESUME_STATUS_LABELS, type ResumeStatus } from '@functions/contract/schemas/common';

/** Badge colours per resume status. */
const STATUS_STYLES: Record<ResumeStatus, string> = {
  new: 'bg-brand-50 text-brand-700 ring-brand-200',
  reviewed: 'bg-slate-100 text-slate-700 ring-slate-200',
  under_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  shortlisted: 'bg-accent-50 text-accent-700 ring-accent-200',
  interview_scheduled: 'bg-violet-50 text-violet-700 ring-violet-200',
  hired: 'bg-success-50 text-success-700 ring-success-200',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-200',
  on_hold: 'bg-orange-50 text-orange-700 ring-orange-200',
};

/** A resume status as a coloured badge; an unknown status shows its raw value in the colours of New. */
export function ResumeStatusBadge({ status }: { status: ResumeStatus }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLES[status] ?? STATUS_STYLES.new}`}
    >
      {RESUME_STATUS_LABELS[status] ?? status}
    </span>
  );
}
