/**
 * `POST /resume/{id}/offers/{offerId}/withdraw` (docs/requirements.md#offers): a draft, approved or
 * sent offer withdrawn; a sent one's candidate is mailed. `{ offer }`; 404; 409 once answered,
 * expired or withdrawn.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { OFFER_MESSAGES } from '../../contract/schemas/offers.js';
import { withdrawOffer } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'offers/withdraw',
  { params: z.object({ id: idParam, offerId: idParam }) },
  async ({ params }) => ({
    message: OFFER_MESSAGES.withdrawn,
    data: { offer: await withdrawOffer(params.id, params.offerId) },
  }),
);
