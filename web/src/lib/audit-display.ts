/**
 * How an audit entry reads on screen (docs/requirements.md#audit-log, #candidate-page): the action's
 * label from the contract (`AUDIT_ACTION_LABELS`) and the change it made ("New → Shortlisted",
 * "1 Dec 2026 → none", "Recruiter → Admin"), shared by the candidate's timeline and the audit screen.
 */
import { formatDate } from '@functions/contract/dates';
import { ADMIN_ROLE_LABELS } from '@functions/contract/roles';
import { AUDIT_ACTION_LABELS, type AuditDetails } from '@functions/contract/schemas/audit';
import { RESUME_STATUS_LABELS } from '@functions/contract/schemas/common';
import { SOURCE_LABELS } from './submission-sources';

/**
 * The candidate mails as the timeline names them, per template of functions/core/mail/catalog.ts
 * (test/web/audit-display.test.ts keeps the two lists equal). Interview and offer mails share
 * generic templates: their entries carry `interviewId` or `offerId`, which name them first.
 */
export const MAIL_LABELS: Record<string, string> = {
  'contact-message': 'Contact message',
  'cv-acknowledgement': 'CV received',
  'cv-replaced': 'CV replaced',
  'cv-confirm': 'CV to confirm',
  'expiry-reminder': 'Erasure reminder',
  'status-update': 'Status mail',
  'candidate-message': 'Mail written',
  'interview-invite': 'Interview mail',
  'interview-candidate': 'Interview mail',
  'erasure-confirmation': 'Erasure confirmed',
  'sign-up-attempt': 'Sign-up attempt',
};

const label = (labels: Record<string, string>, value: AuditDetails[string] | undefined) =>
  labels[String(value)] ?? String(value);

/** The label of `action`, or the raw action for one this screen does not know yet. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

/** A `from` / `to` value as a person reads it for `action`; '' or null reads "none". */
function valueText(action: string, value: AuditDetails[string] | undefined): string {
  if (value === null || value === undefined || value === '') return 'none';
  const text = String(value);
  if (action === 'resume.status') return (RESUME_STATUS_LABELS as Record<string, string>)[text] ?? text;
  if (action === 'resume.expiry') return formatDate(text) ?? text;
  if (action === 'admin.role') return (ADMIN_ROLE_LABELS as Record<string, string>)[text] ?? text;
  return text;
}

/**
 * "before → after" of an entry that holds `from` / `to` (status, expiry, role), else the other
 * details as `key: value` pairs (a mail's template, a batch's count), else null.
 */
export function auditChange(action: string, details: AuditDetails | undefined): string | null {
  if (!details) return null;
  if (action === 'cv.received' && details.source) {
    const via = `via ${label(SOURCE_LABELS, details.source)}`;
    return details.status && details.status !== 'accepted' ? `${via} (${details.status})` : via;
  }
  if (action === 'mail.sent' && details.template) {
    if (details.offerId) return 'Offer mail';
    if (details.interviewId) return 'Interview mail';
    const mail = label(MAIL_LABELS, details.template);
    if (details.status) return `${mail}: ${label(RESUME_STATUS_LABELS, details.status)}`;
    return mail;
  }
  if ('from' in details || 'to' in details)
    return `${valueText(action, details.from)} → ${valueText(action, details.to)}`;
  const rest = Object.entries(details).filter(([key]) => !/Id$/.test(key));
  return rest.length ? rest.map(([key, value]) => `${key}: ${String(value)}`).join(', ') : null;
}
