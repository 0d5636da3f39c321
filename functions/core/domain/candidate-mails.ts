/**
 * The mails a candidate gets about their own data (docs/requirements.md#candidate-mails): the
 * acknowledgement of an accepted CV, or, when the address already had a CV, the notice that a new
 * one replaced it ("if this was not you, remove it"). Both carry a new private manage link
 * (`{site}/my-data#token=...`, data/manage-tokens.ts). Sent after the change that caused them and
 * never blocking it: a failure is logged, and the outbox retries it (core/mail.ts). And, from the
 * nightly sweep, the reminder seven days before a CV is erased (keep it, or erase it now). A CV sent
 * without sign-in for an address that already had a candidate gets, instead of either, the request
 * to confirm it (docs/requirements.md#cv-confirmation).
 *
 * Every date a mail promises is the one stored on the record (or submission) it speaks of.
 */
import { config } from '../config.js';
import { issueManageToken } from '../data/manage-tokens.js';
import { claimExpiryReminder, expiringBefore, type ResumeItem } from '../data/resumes.js';
import { mailClaimed } from '../data/sent-mails.js';
import { issueConfirmToken, type SubmissionItem } from '../data/submissions.js';
import { logger } from '../log.js';
import { sendMail } from '../mail.js';

/** The page a manage link opens (web/src/features/my-data). */
export const MY_DATA_PATH = '/my-data';

/**
 * The private link to `/my-data` that `token` opens, with the choice a reminder's link offers first
 * (`intent`). Token and intent ride in the fragment (`/my-data#token=...&intent=keep`): a browser
 * never sends a fragment, so the token is in no request line, access log or `Referer`
 * (docs/architecture.md#mail, manage links). The page reads it and takes it out of the address bar.
 */
export const manageUrl = (token: string, intent?: 'keep' | 'erase'): string =>
  `${config('siteOrigin')}${MY_DATA_PATH}#token=${encodeURIComponent(token)}${intent ? `&intent=${intent}` : ''}`;

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
      about: { resumeId: record.id },
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

/** How long before a CV's erasure its candidate is reminded (docs/requirements.md#candidate-mails). */
export const EXPIRY_REMINDER_DAYS = 7;

/**
 * The 7-day reminders (docs/requirements.md#candidate-mails), run by the nightly sweep after it has
/** The page a confirm link opens (web/src/features/cv-confirm): the token rides in the fragment, which no server or Referer sees. */
export const CONFIRM_CV_PATH = '/confirm-cv';

/** The link that confirms an unconfirmed CV with `token` (docs/requirements.md#cv-confirmation). */
export const confirmCvUrl = (token: string): string =>
  `${config('siteOrigin')}${CONFIRM_CV_PATH}#token=${encodeURIComponent(token)}`;

/**
 * Asks the owner of `record`'s address to confirm the file of unconfirmed `submission`
 * (docs/requirements.md#cv-confirmation): a new single-use confirm token, its link, the role typed
 * with the file as quoted data, and the date the file is erased unless confirmed (the submission's
 * own `expiresAt`). Once per submission (the event id); never throws.
 */
export async function mailCvConfirmation(
  record: Pick<ResumeItem, 'id' | 'name' | 'email'>,
  submission: SubmissionItem,
): Promise<void> {
  const eventId = `cv-unconfirmed:${submission.id}`;
  try {
    if (await mailClaimed(eventId)) return;
    const token = await issueConfirmToken(submission);
    if (!token) return;
    await sendMail({
      to: record.email,
      template: 'cv-confirm',
      about: { resumeId: record.id },
      data: {
        name: record.name,
        role: submission.role,
        sentAt: submission.file?.uploadedAt ?? submission.requestedAt,
        confirmBy: submission.expiresAt,
        confirmUrl: confirmCvUrl(token),
      },
      eventId,
    });
  } catch (err) {
    logger.error('candidate mail not sent', { resumeId: record.id, error: (err as Error)?.name });
  }
}

 * expired what was due: every record whose CV is erased within `EXPIRY_REMINDER_DAYS` of `now` and
 * whose candidate was not yet reminded of that date gets one mail with a new manage link: "keep my
 * CV for another 90 days" (`/my-data#token=…&intent=keep`) or "erase now" (`&intent=erase`). The
 * links only open the page; the choice is made there, so a mail scanner following them changes
 * nothing. Once per record and expiry date (`claimExpiryReminder`, then the event id), so two sweeps
 * at once, or a sweep re-run, send one. Never throws for one record: a failure is logged and the
 * rest go on. Answers how many reminders were sent or queued.
 */
export async function mailExpiryReminders(now = new Date()): Promise<number> {
  const windowEnd = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const nowIso = now.toISOString();
  let sent = 0;
  for await (const record of expiringBefore(windowEnd)) {
    if (!record.expiryDate || record.expiryDate <= nowIso || record.remindedFor === record.expiryDate)
      continue;
    try {
      if (!(await claimExpiryReminder(record))) continue;
      const eventId = `expiry-reminder:${record.id}:${record.expiryDate}`;
      if (await mailClaimed(eventId)) continue;
      const { token } = await issueManageToken(record.id, now);
      await sendMail({
        to: record.email,
        template: 'expiry-reminder',
        about: { resumeId: record.id },
        data: {
          name: record.name,
          role: record.role,
          erasesOn: record.expiryDate,
          keepUrl: manageUrl(token, 'keep'),
          eraseUrl: manageUrl(token, 'erase'),
        },
        eventId,
      });
      sent++;
    } catch (err) {
      logger.error('expiry reminder not sent', { resumeId: record.id, error: (err as Error)?.name });
    }
  }
  return sent;
}
