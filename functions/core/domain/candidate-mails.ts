/**
 * The mails a candidate gets about their own data (docs/requirements.md#candidate-mails): the
 * acknowledgement of an accepted CV, or, when the address already had a CV, the notice that a new
 * one replaced it ("if this was not you, remove it"). Both carry a new private manage link
 * (`{site}/my-data?token=...`, data/manage-tokens.ts). Sent after the change that caused them and
 * never blocking it: a failure is logged, and the outbox retries it (core/mail.ts).
 */
import { config } from '../config.js';
import { issueManageToken } from '../data/manage-tokens.js';
import type { ResumeItem } from '../data/resumes.js';
import { mailClaimed } from '../data/sent-mails.js';
import { logger } from '../log.js';
import { sendMail } from '../mail.js';

/** The page a manage link opens (web/src/features/my-data). */
export const MY_DATA_PATH = '/my-data';

/** The private link to `/my-data` that `token` opens. */
export const manageUrl = (token: string): string =>
  `${config('siteOrigin')}${MY_DATA_PATH}?token=${encodeURIComponent(token)}`;

/**
 * Mails the candidate of `record` about the CV upload `uploadId` just accepted: the
 * acknowledgement, or the replaced-CV notice when `replaced`. Once per upload (the event id);
 * never throws.
 *
 * @param keptUntil ISO time the CV will be erased (the record's new expiry date).
 */
export async function mailCvAccepted(
  record: Pick<ResumeItem, 'id' | 'name' | 'email' | 'role'>,
  submission: { uploadId: string; keptUntil: string; replaced: boolean },
): Promise<void> {
  const eventId = `cv-accepted:${submission.uploadId}`;
  try {
    // A repeated S3 event: its mail (and link) exists already, issue no second token.
    if (await mailClaimed(eventId)) return;
    const { token } = await issueManageToken(record.id);
    await sendMail({
      to: record.email,
      template: submission.replaced ? 'cv-replaced' : 'cv-acknowledgement',
      data: {
        name: record.name,
        role: record.role,
        keptUntil: submission.keptUntil,
        manageUrl: manageUrl(token),
      },
      eventId,
    });
  } catch (err) {
    logger.error('candidate mail not sent', { resumeId: record.id, error: (err as Error)?.name });
  }
}
