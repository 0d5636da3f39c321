/** `GET /admin/interview-mail-templates` (docs/requirements.md#interviews, #my-interviews): the interview mail texts (invites, times offered, reminders), saved or default, with the placeholders. */
import { INVITE_MAIL_PLACEHOLDERS } from '../../contract/interview-mails.js';
import { listInviteMails } from '../../core/data/interview-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('mail-templates/invite-list', {}, async () => ({
  data: { templates: await listInviteMails(), placeholders: INVITE_MAIL_PLACEHOLDERS },
}));
