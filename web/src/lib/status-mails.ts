/**
 * The status mail templates for the admin screens (docs/requirements.md#status-mails): the list
 * (`GET /admin/mail-templates`), shared by the Mail Templates page and the status dialog's preview,
 * and the save (`PUT /admin/mail-templates/{status}`; the default text resets).
 */
import type { StatusMailStatus, StatusMailTemplate, StatusMailText } from '@functions/contract/status-mails';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-api';
import { apiPath, dataOf } from './api';

/** The query of the three templates. */
export const statusMailsQuery = queryOptions({
  queryKey: ['admin', 'mail-templates'] as const,
  queryFn: async () =>
    dataOf(await adminRequest<{ templates: StatusMailTemplate[] }>('GET', apiPath('/admin/mail-templates')))
      .templates,
});

/** Saves `text` as the template of `status`; answers the template as stored. Throws `ApiError`. */
export async function saveStatusMail(
  status: StatusMailStatus,
  text: StatusMailText,
): Promise<StatusMailTemplate> {
  const env = await adminRequest<{ template: StatusMailTemplate }>(
    'PUT',
    apiPath('/admin/mail-templates/{status}', { status }),
    { body: text },
  );
  return dataOf(env).template;
}
