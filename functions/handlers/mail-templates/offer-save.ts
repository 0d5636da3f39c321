/**
 * `PUT /admin/offer-mail-template` (docs/requirements.md#offers): saves the offer mail's subject and
 * text; an unknown placeholder or a body without `{{link}}` answers 400; the default text resets it.
 * Audited as `mail-template.save`.
 */
import { offerMailBody } from '../../contract/offer-mails.js';
import { STATUS_MAIL_MESSAGES } from '../../contract/status-mails.js';
import { saveOfferMail } from '../../core/data/offer-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'mail-templates/offer-save',
  { body: offerMailBody },
  async ({ body, caller }) => {
    const template = await saveOfferMail(body, caller!.email || caller!.sub);
    return {
      message: template.isDefault ? STATUS_MAIL_MESSAGES.reset : STATUS_MAIL_MESSAGES.saved,
      data: { template },
    };
  },
);
