/**
 * The admins' notification of a candidate's answer to an offer (docs/requirements.md#offers): one
 * `offer_reply` notification per answer (id `offer:{offerId}:{answer}`, so a repeat is one), stored
 * in the answer's transaction and then pushed to the admins' sockets as `offer-reply`, as new CVs
 * are (docs/architecture.md#realtime-and-schedule). Erasure deletes it by that id (`deleteOfferReplies`).
 */
import { OFFER_MESSAGES, type OfferStatus } from '../../contract/schemas/offers.js';
import type { TransactItem } from '../data/db.js';
import { deleteNotification, newNotificationItems, offerReplyNotification } from '../data/notifications.js';
import type { OfferItem } from '../data/offers.js';
import type { ResumeItem } from '../data/resumes.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../log.js';
import { broadcastToAdmins } from '../realtime.js';

type Answer = Extract<OfferStatus, 'accepted' | 'declined'>;

const notificationId = (offerId: string, answer: Answer) => `offer:${offerId}:${answer}`;

/** The items storing the notification of `answer` to `offer`, and its broadcast once they are written. */
export function offerReplyItems(
  record: Pick<ResumeItem, 'id' | 'name' | 'email'>,
  offer: Pick<OfferItem, 'id' | 'resumeId' | 'jobTitle'>,
  answer: Answer,
  at: string,
): { items: TransactItem[]; broadcast: () => Promise<void> } {
  const n = offerReplyNotification({
    id: notificationId(offer.id, answer),
    createdAt: at,
    resume: { _id: record.id, name: record.name, email: record.email, role: offer.jobTitle },
    text:
      answer === 'accepted'
        ? {
            title: OFFER_MESSAGES.acceptedTitle,
            message: OFFER_MESSAGES.acceptedMessage(record.name, offer.jobTitle),
          }
        : {
            title: OFFER_MESSAGES.declinedTitle,
            message: OFFER_MESSAGES.declinedMessage(record.name, offer.jobTitle),
          },
  });
  return {
    items: newNotificationItems(n.item),
    broadcast: async () => {
      try {
        await broadcastToAdmins({
          type: 'offer-reply',
          notification: n.api,
          offer: { id: offer.id, resumeId: offer.resumeId, status: answer },
        });
      } catch (err) {
        // Best effort: the notification list has it anyway.
        logger.warn('offer reply: broadcast failed', { error: err as Error });
      }
    },
  };
}

/** Deletes the answer notification of `offer`, if any (erasure). */
export async function deleteOfferReplies(offer: Pick<OfferItem, 'id' | 'status'>): Promise<void> {
  if (offer.status !== 'accepted' && offer.status !== 'declined') return;
  try {
    await deleteNotification(notificationId(offer.id, offer.status));
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err; // already deleted by an admin
  }
}
