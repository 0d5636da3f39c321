/** Display rules of the resume table (docs/requirements.md#admin-records, #cv-management, #admin-limits). */
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
