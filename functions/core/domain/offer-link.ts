/**
 * The offer mail's link (docs/requirements.md#offers): its text (editable) holds `{{link}}`
 * (`OFFER_LINK_MARKER`), which each delivery replaces with a new manage link
 * (core/mail/queue.ts `defineLateData`, docs/architecture.md#mail), so no token waits in the outbox.
 * Apart from domain/offers.ts so that the outbox function, which imports every filler, does not
 * bundle the offers' code (the letter, the storage client).
 */
import { OFFER_LINK_MARKER } from '../../contract/offer-mails.js';
import { issueManageToken } from '../data/manage-tokens.js';
import { defineLateData } from '../mail/queue.js';
import { manageUrl } from './candidate-mails.js';

/** The filler's name, for an offer mail's `late.fill`. */
export const OFFER_LINK = 'offer-link';
defineLateData(OFFER_LINK, async (mail, now) => {
  if (!mail.about) throw new Error('an offer mail without its candidate');
  const { token } = await issueManageToken(mail.about.resumeId, now);
  const body = String((mail.data as { body?: unknown }).body ?? '');
  return { body: body.split(OFFER_LINK_MARKER).join(manageUrl(token)) };
});
