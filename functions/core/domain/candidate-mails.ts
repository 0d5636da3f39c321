/**
 * The mails a candidate gets about their own data (docs/requirements.md#candidate-mails): the
 * acknowledgement of an accepted CV, or, when the address already had a CV, the notice that a new
 * one replaced it ("if this was not you, remove it"). Both carry a new private manage link
 * (`{site}/my-data#token=...`, data/manage-tokens.ts). Queued in the transaction of the change that
 * causes them and sent by the outbox function (events/mail-outbox.ts), never blocking that change. And, from the
 * nightly sweep, the reminder seven days before a CV is erased (keep it, or erase it now). A CV sent
 * without sign-in for an address that already had a candidate gets, instead of either, the request
 * to confirm it (docs/requirements.md#cv-confirmation).
 *
 * Every date a mail promises is the one stored on the record (or submission) it speaks of.
 */
import { config } from '../config.js';
import { issueConfirmToken } from '../data/cv-confirmations.js';
import { issueManageToken } from '../data/manage-tokens.js';
import { claimExpiryReminder, expiringBefore } from '../data/resume-retention.js';
import type { ResumeItem } from '../data/resumes.js';
import type { PendingMail } from '../data/sent-mails.js';
import { logger } from '../log.js';
import { defineLateData, MailNotNeeded, type MailRequest, queueMailItems } from '../mail/queue.js';

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
 * The values of candidate mails minted at each delivery (core/mail/queue.ts `defineLateData`), so no token
 * waits in the outbox and a retry still sends a working link: a new manage link
 * (data/manage-tokens.ts), the reminder's two choices on one, the confirm link of an
 * unconfirmed CV (ids: `submissionId`, `expiresAt`; not needed once the CV is no longer unconfirmed).
 * An offer's link is domain/offer-link.ts.
 */
export const LATE = {
  manageLink: 'manage-link',
  reminderLinks: 'reminder-links',
  confirmLink: 'cv-confirm-link',
} as const;
const candidateOf = (mail: PendingMail): string => {
  if (!mail.about) throw new Error('a candidate mail without its candidate');
  return mail.about.resumeId;
};
defineLateData(LATE.manageLink, async (mail, now) => ({
  manageUrl: manageUrl((await issueManageToken(candidateOf(mail), now)).token),
}));
defineLateData(LATE.reminderLinks, async (mail, now) => {
  const { token } = await issueManageToken(candidateOf(mail), now);
  return { keepUrl: manageUrl(token, 'keep'), eraseUrl: manageUrl(token, 'erase') };
});
defineLateData(LATE.confirmLink, async (mail) => {
  const { submissionId, expiresAt } = mail.late?.ids ?? {};
  if (!submissionId || !expiresAt) throw new Error('a confirm mail without its submission');
  const token = await issueConfirmToken({ userId: candidateOf(mail), id: submissionId, expiresAt });
  if (!token) throw new MailNotNeeded('the CV is no longer unconfirmed');
  return { confirmUrl: confirmCvUrl(token) };
});

/**
 * The mail to the candidate about a CV file just accepted (docs/requirements.md#candidate-mails,
 * #cv-confirmation), to queue in the acceptance's own transaction (core/mail.ts `queueMailItems`):
 * `acknowledgement` of a first CV, `replaced` when the address already had one, or `confirm` for a
 * file held unconfirmed (its link asks the owner to confirm it). Once per submission (the event id:
 * `cv-accepted:{id}`, `cv-unconfirmed:{id}`); links are minted at delivery.
 *
 * @param cv.sentAt ISO time the file arrived; `cv.until` ISO time it is erased: the record's new
 *   expiry date, or, unconfirmed, the submission's own deadline.
 */
export function cvReceivedMail(
  kind: 'acknowledgement' | 'replaced' | 'confirm',
  record: Pick<ResumeItem, 'id' | 'name' | 'email'>,
  cv: { submissionId: string; role: string; sentAt: string; until: string },
): MailRequest {
  const about = { resumeId: record.id };
  if (kind === 'confirm')
    return {
      to: record.email,
      template: 'cv-confirm',
      about,
      data: { name: record.name, role: cv.role, sentAt: cv.sentAt, confirmBy: cv.until },
      late: { fill: LATE.confirmLink, ids: { submissionId: cv.submissionId, expiresAt: cv.until } },
      eventId: `cv-unconfirmed:${cv.submissionId}`,
    };
  return {
    to: record.email,
    template: kind === 'replaced' ? 'cv-replaced' : 'cv-acknowledgement',
    about,
    data: { name: record.name, role: cv.role, keptUntil: cv.until },
    late: { fill: LATE.manageLink },
    eventId: `cv-accepted:${cv.submissionId}`,
  };
}

/** The page a confirm link opens (web/src/features/cv-confirm): the token rides in the fragment, which no server or Referer sees. */
export const CONFIRM_CV_PATH = '/confirm-cv';

/** The link that confirms an unconfirmed CV with `token` (docs/requirements.md#cv-confirmation). */
export const confirmCvUrl = (token: string): string =>
  `${config('siteOrigin')}${CONFIRM_CV_PATH}#token=${encodeURIComponent(token)}`;

/** How long before a CV's erasure its candidate is reminded (docs/requirements.md#candidate-mails). */
export const EXPIRY_REMINDER_DAYS = 7;

/**
 * The 7-day reminders (docs/requirements.md#candidate-mails), run by the nightly sweep after it has
 * expired what was due: every record whose CV is erased within `EXPIRY_REMINDER_DAYS` of `now` and
 * whose candidate was not yet reminded of that date gets one mail with a new manage link: "keep my
 * CV for another 90 days" (`/my-data#token=…&intent=keep`) or "erase now" (`&intent=erase`). The
 * links only open the page; the choice is made there, so a mail scanner following them changes
 * nothing. Once per record and expiry date (`claimExpiryReminder`, which queues the mail in the same
 * write, then the event id), so two sweeps at once, or a sweep re-run, send one; the outbox function
 * sends them. Never throws for one record: a failure is logged and the rest go on. Answers how many
 * reminders were queued.
 */
export async function mailExpiryReminders(now = new Date()): Promise<number> {
  const windowEnd = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const nowIso = now.toISOString();
  let sent = 0;
  for await (const record of expiringBefore(windowEnd)) {
    if (!record.expiryDate || record.expiryDate <= nowIso || record.remindedFor === record.expiryDate)
      continue;
    try {
      const reminder: MailRequest = {
        to: record.email,
        template: 'expiry-reminder',
        about: { resumeId: record.id },
        data: { name: record.name, role: record.role, erasesOn: record.expiryDate },
        late: { fill: LATE.reminderLinks },
        eventId: `expiry-reminder:${record.id}:${record.expiryDate}`,
      };
      // The reminder is queued in the write that marks the record reminded of this date.
      if (!(await claimExpiryReminder(record, queueMailItems(reminder, now)))) continue;
      sent++;
    } catch (err) {
      logger.error('expiry reminder not sent', { resumeId: record.id, error: (err as Error)?.name });
    }
  }
  return sent;
}
