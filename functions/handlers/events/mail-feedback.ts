/**
 * SES bounce and complaint notifications (SNS, from the configuration set's event destination;
 * docs/architecture.md#mail): a permanent bounce or a complaint suppresses the address
 * (data/mail-suppressions.ts), so `sendMail` sends nothing more to it. Transient bounces (a full
 * mailbox) change nothing. Records that are not SES notifications are logged and skipped.
 */
import type { SNSEvent } from 'aws-lambda';
import { suppressAddress } from '../../core/data/mail-suppressions.js';
import { logger } from '../../core/log.js';
import { countEvent, traced } from '../../core/observability.js';

/** The parts of an SES event (configuration-set event publishing) this handler reads. */
interface SesNotification {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

export const handler = traced(async (event: SNSEvent): Promise<{ suppressed: number }> => {
  let suppressed = 0;
  for (const record of event.Records ?? []) {
    let n: SesNotification;
    try {
      n = JSON.parse(record.Sns.Message) as SesNotification;
    } catch {
      logger.warn('mail feedback: not JSON; skipped');
      continue;
    }
    const type = n.eventType ?? n.notificationType;
    const at = new Date(record.Sns.Timestamp || Date.now());
    const reason =
      type === 'Complaint'
        ? 'complaint'
        : type === 'Bounce' && n.bounce?.bounceType === 'Permanent'
          ? 'bounce'
          : undefined;
    if (!reason) continue;
    const recipients = reason === 'bounce' ? n.bounce?.bouncedRecipients : n.complaint?.complainedRecipients;
    for (const r of recipients ?? []) {
      if (!r.emailAddress) continue;
      await suppressAddress(r.emailAddress, reason, at);
      countEvent('MailBounced', { kind: reason });
      suppressed++;
    }
  }
  logger.info('mail feedback', { records: event.Records?.length ?? 0, suppressed });
  return { suppressed };
});
