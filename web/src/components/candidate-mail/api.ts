/** The candidate mail call of the admin screens (docs/requirements.md#candidate-messages). */
import type {
  CandidateMessageRequest,
  CandidateMessageResponse,
} from '@functions/contract/schemas/candidate-messages';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

/**
 * `POST /resume/{id}/mails` (docs/requirements.md#candidate-messages): mails the candidate the text
 * written on their page. Answers whether it went out now (`sent`) or waits in the outbox (`queued`).
 */
export async function sendCandidateMail(
  id: string,
  body: CandidateMessageRequest,
): Promise<CandidateMessageResponse['outcome']> {
  const env = await adminRequest<CandidateMessageResponse>('POST', apiPath('/resume/{id}/mails', { id }), {
    body,
  });
  return dataOf(env).outcome;
}
