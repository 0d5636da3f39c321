/** The contact form's call: `POST /api/v1/contact` (our own route, not a third-party form service). */
import type { ContactRequest, ContactResponse } from '@functions/contract/schemas/contact';
import { apiPath, apiRequest } from '@/lib/api';

/**
 * Sends one message. Resolves when the API accepted it; throws `ApiError` otherwise (the form
 * shows the spec's one failure text whatever the cause: docs/requirements.md#contact-form).
 */
export async function sendContactMessage(body: ContactRequest): Promise<void> {
  const answer = await apiRequest<ContactResponse>('POST', apiPath('/contact'), { body, token: 'none' });
  // docs/requirements.md#api-calls: only the boolean `success` of the answer is read.
  if (!answer.success) throw new Error('not accepted');
}
