/**
 * `GET /admin/offer-mail-template/withdrawn` (docs/requirements.md#offers): the text of the mail
 * that tells a candidate a sent offer is withdrawn, saved or default, with its placeholders.
 */
import { OFFER_WITHDRAWN_MAIL_PLACEHOLDERS } from '../../contract/offer-mails.js';
import { getOfferMail } from '../../core/data/offer-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('mail-templates/offer-withdrawn-get', {}, async () => ({
  data: { template: await getOfferMail('withdrawn'), placeholders: OFFER_WITHDRAWN_MAIL_PLACEHOLDERS },
}));
