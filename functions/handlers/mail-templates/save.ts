/**
 * `PUT /admin/mail-templates/{status}` (docs/requirements.md#status-mails): saves the subject and
 * text of one status mail; placeholders other than {{name}}, {{role}}, {{company}} answer 400.
 * Saving the default text resets the template (`isDefault` again).
 */
import { STATUS_MAIL_MESSAGES, statusMailBody, statusMailParams } from '../../contract/status-mails.js';
import { saveStatusMail } from '../../core/data/status-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'mail-templates/save',
  { params: statusMailParams, body: statusMailBody },
  async ({ params, body, caller }) => {
    const template = await saveStatusMail(params.status, body, caller!.email || caller!.sub);
    return {
      message: template.isDefault ? STATUS_MAIL_MESSAGES.reset : STATUS_MAIL_MESSAGES.saved,
      data: { template },
    };
  },
);
