/** `GET /admin/mail-templates` (docs/requirements.md#status-mails): the three status mails, saved text or default. */
import { listStatusMails } from '../../core/data/status-mails.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('mail-templates/list', {}, async () => ({
  data: { templates: await listStatusMails() },
}));
