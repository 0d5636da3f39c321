/**
 * The status mails (docs/requirements.md#status-mails), apart from candidate-mails.ts so that only
 * `PUT /resume/{id}` bundles the templates and their schema (docs/architecture.md#mail: bundle budget).
 */

import type { ResumeStatus } from '../../contract/schemas/common.js';
import { fillStatusMail, type StatusMailStatus } from '../../contract/status-mails.js';
import { type ResumeItem, updateResumeStatus } from '../data/resumes.js';
import { getStatusMail } from '../data/status-mails.js';
import { logger } from '../log.js';
import { type DeliveryOptions, deliverMail, queueMailItems } from '../mail.js';

/**
 * Changes the status of record `id` (`updateResumeStatus`) and, with `notify`, queues the status's
 * mail in the same transaction (docs/requirements.md#status-mails, docs/architecture.md#mail): the
 * template of `status` (the saved text, else the default) filled with the candidate's name and
 * role, once per change (the event id names the record's version after the change). The mail is
 * then tried at once within `delivery.deadline`; what that does not send the outbox sends. Answers
 * the record and whether a mail was queued (no mail when the status did not change or mail is off).
 * A rejection passes its `rejectReasonId` (docs/architecture.md#rejection-reasons); the mail never names it.
 * @throws what `updateResumeStatus` throws (nothing is changed or queued then).
 */
export async function changeStatus(
  id: string,
  status: ResumeStatus,
  notify: StatusMailStatus | undefined,
  delivery: DeliveryOptions = {},
  rejectReasonId?: string,
): Promise<{ record: ResumeItem; notified: boolean }> {
  const filled = notify ? await getStatusMail(notify) : undefined;
  let eventId: string | undefined;
  const record = await updateResumeStatus(
    id,
    status,
    (changed) => {
      if (!filled || !notify) return [];
      const mail = {
        to: changed.email,
        template: 'status-update' as const,
        data: fillStatusMail(filled, { name: changed.name, role: changed.role }),
        eventId: `status:${changed.id}:${notify}:${changed.updatedAt}`,
        about: { resumeId: changed.id, details: { status: notify } },
      };
      const items = queueMailItems(mail);
      eventId = items.length ? mail.eventId : undefined;
      return items;
    },
    rejectReasonId ? { reasonId: rejectReasonId } : undefined,
  );
  if (!eventId) return { record, notified: false };
  const outcome = await deliverMail(eventId, delivery);
  if (outcome !== 'sent') logger.warn('status mail queued for the outbox', { resumeId: id, outcome });
  return { record, notified: true };
}
