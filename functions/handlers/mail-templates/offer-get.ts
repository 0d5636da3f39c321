/** `GET /admin/offer-mail-template` (docs/requirements.md#offers): the offer mail's text, saved or default, with the placeholders. */
import { OFFER_MAIL_PLACEHOLDERS } from '../../contract/offer-mails.js';
import { getOfferMail } from '../../core/data/offer-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('mail-templates/offer-get', {}, async () => ({
  data: { template: await getOfferMail(), placeholders: OFFER_MAIL_PLACEHOLDERS },
}));
