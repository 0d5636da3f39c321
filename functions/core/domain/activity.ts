/**
 * A candidate's activity timeline (`GET /resume/{id}` `activity`, docs/requirements.md#candidate-page):
 * the audit entries about the candidate (status and expiry changes, notes, views, downloads, mails
 * sent) and one `cv.received` line per submission, newest first.
 */
import type { ActivityEntry, AuditEntry } from '../../contract/schemas/audit.js';
import type { ResumeSubmission } from '../../contract/schemas/resume.js';

/** Merges `audited` (with actor names) and the submissions' arrivals, newest first. */
export function candidateActivity(
  audited: readonly AuditEntry[],
  submissions: readonly Pick<ResumeSubmission, 'id' | 'uploadedAt' | 'source' | 'status'>[],
): ActivityEntry[] {
  const lines: ActivityEntry[] = [
    ...audited.map((e) => ({
      at: e.at,
      ...(e.actorId ? { actorId: e.actorId } : {}),
      ...(e.actorName ? { actorName: e.actorName } : {}),
      action: e.action,
      details: e.details,
    })),
    ...submissions.map((s) => ({
      at: s.uploadedAt,
      action: 'cv.received' as const,
      details: { submissionId: s.id, source: s.source, status: s.status },
    })),
  ];
  return lines.sort((a, b) => b.at.localeCompare(a.at));
}
