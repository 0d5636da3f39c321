/**
 * The status mails (docs/requirements.md#status-mails), apart from candidate-mails.ts so that only
 * `PUT /resume/{id}` bundles the templates and their schema (docs/architecture.md#mail: bundle budget).
 */
import { fillStatusMail, type StatusMailStatus } from '../../contract/status-mails.js';
import type { ResumeItem } from '../data/resumes.js';
import { getStatusMail } from '../data/status-mails.js';
import { logger } from '../log.js';
import { sendMail } from '../mail.js';

/**
 * The mail of a status change the recruiter chose to send (docs/requirements.md#status-mails): the
 * template of `status` (the saved text, else the default) filled with the candidate's name and
 * role. Once per change: the event id names the record's version after the change. Never throws
 * and never undoes the change; answers whether the mail was sent or queued for a retry.
 */
export async function mailStatusChange(
  record: Pick<ResumeItem, 'id' | 'name' | 'email' | 'role' | 'updatedAt'>,
  status: StatusMailStatus,
): Promise<boolean> {
  try {
    const filled = fillStatusMail(await getStatusMail(status), { name: record.name, role: record.role });
    const outcome = await sendMail({
      to: record.email,
      template: 'status-update',
      data: filled,
      eventId: `status:${record.id}:${status}:${record.updatedAt}`,
      about: { resumeId: record.id, details: { status } },
    });
    return outcome === 'sent' || outcome === 'queued' || outcome === 'duplicate';
  } catch (err) {
    logger.error('status mail not sent', { resumeId: record.id, error: (err as Error)?.name });
    return false;
  }
}
