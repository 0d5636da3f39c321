/**
 * `PUT /admin/interview-mail-templates/{kind}` (docs/requirements.md#interviews): saves the subject
 * and text of one interview mail (an invite kind or a reminder); an unknown placeholder answers 400;
 * the default text resets it. Audited as `mail-template.save`.
 */
import { inviteMailBody, inviteMailParams } from '../../contract/interview-mails.js';
import { STATUS_MAIL_MESSAGES } from '../../contract/status-mails.js';
import { saveInviteMail } from '../../core/data/interview-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'mail-templates/invite-save',
  { params: inviteMailParams, body: inviteMailBody },
  async ({ params, body, caller }) => {
    const template = await saveInviteMail(params.kind, body, caller!.email || caller!.sub);
    return {
      message: template.isDefault ? STATUS_MAIL_MESSAGES.reset : STATUS_MAIL_MESSAGES.saved,
      data: { template },
    };
  },
);
