/**
 * `GET /resume/{id}/offers/{offerId}/letter` (docs/requirements.md#offers): a download link of the
 * offer letter, valid five minutes. `{ downloadUrl, fileName }`; 404 unknown or not sent yet.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { offerLetterUrl } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'offers/letter',
  { params: z.object({ id: idParam, offerId: idParam }) },
  async ({ params }) => ({ data: await offerLetterUrl(params.id, params.offerId) }),
);
