/**
 * `POST /resume/{id}/offers/{offerId}/approve` (docs/requirements.md#offers): a draft approved by
 * someone who may approve and did not create it. `{ offer }`; 403 own offer; 404; 409 not a draft.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { OFFER_MESSAGES } from '../../contract/schemas/offers.js';
import { approveOffer } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'offers/approve',
  { params: z.object({ id: idParam, offerId: idParam }) },
  async ({ params, caller }) => ({
    message: OFFER_MESSAGES.approved,
    data: {
      offer: await approveOffer(params.id, params.offerId, { sub: caller!.sub, email: caller!.email }),
    },
  }),
);
