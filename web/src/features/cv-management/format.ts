/** Display rules of the resume table (docs/requirements.md#admin-records, #cv-management, #admin-limits). */
import type { ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume } from '@functions/contract/schemas/resume';

/** Expiring-soon warning window (docs/requirements.md#admin-limits). */
export const EXPIRY_WARNING_DAYS = 7;

/** How the expiry cell looks (docs/requirements.md#cv-management). */
export type ExpiryTone = 'none' | 'expired' | 'soon' | 'normal';

/** Expired (red), within 7 days of now (orange), later (normal), or no date. */
export function expiryTone(resume: Pick<Resume, 'expiryDate' | 'isExpired'>, now = Date.now()): ExpiryTone {
  if (resume.isExpired) return 'expired';
  if (!resume.expiryDate) return 'none';
  const at = new Date(resume.expiryDate).getTime();
  if (Number.isNaN(at)) return 'none';
  return at - now <= EXPIRY_WARNING_DAYS * 86_400_000 ? 'soon' : 'normal';
}

/** Phone as country code plus number (docs/requirements.md#cv-management), or null. */
export function formatPhone(contact: Resume['contact']): string | null {
  if (!contact?.number) return null;
  return `${contact.country_code ?? ''} ${contact.number}`.trim();
}

/** Badge colours per resume status. */
export const STATUS_STYLES: Record<ResumeStatus, string> = {
  new: 'bg-brand-50 text-brand-700 ring-brand-200',
  reviewed: 'bg-slate-100 text-slate-700 ring-slate-200',
  under_review: 'bg-amber-50 text-amber-800 ring-amber-200',
  shortlisted: 'bg-accent-50 text-accent-700 ring-accent-200',
  interview_scheduled: 'bg-violet-50 text-violet-700 ring-violet-200',
  hired: 'bg-success-50 text-success-700 ring-success-200',
  rejected: 'bg-danger-50 text-danger-700 ring-danger-200',
  on_hold: 'bg-orange-50 text-orange-700 ring-orange-200',
};
