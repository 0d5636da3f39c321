/**
 * `PUT /admin/offer-mail-template/withdrawn` (docs/requirements.md#offers): saves the subject and
 * text of the withdrawn-offer mail; an unknown placeholder answers 400; the default text resets it.
 * Audited as `mail-template.save`.
 */
import { offerWithdrawnMailBody } from '../../contract/offer-mails.js';
import { STATUS_MAIL_MESSAGES } from '../../contract/status-mails.js';
import { saveOfferMail } from '../../core/data/offer-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'mail-templates/offer-withdrawn-save',
  { body: offerWithdrawnMailBody },
  async ({ body, caller }) => {
    const template = await saveOfferMail(body, caller!.email || caller!.sub, 'withdrawn');
    return {
      message: template.isDefault ? STATUS_MAIL_MESSAGES.reset : STATUS_MAIL_MESSAGES.saved,
      data: { template },
    };
  },
);
