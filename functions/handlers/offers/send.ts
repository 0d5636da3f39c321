/**
 * `POST /resume/{id}/offers/{offerId}/send` (docs/requirements.md#offers): an approved offer's
 * letter made and the candidate mailed a link to /my-data. `{ offer }`; 404; 409 not approved or
 * past its expiry.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { OFFER_MESSAGES } from '../../contract/schemas/offers.js';
import { sendOffer } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'offers/send',
  { params: z.object({ id: idParam, offerId: idParam }) },
  async ({ params }) => ({
    message: OFFER_MESSAGES.sent,
    data: { offer: await sendOffer(params.id, params.offerId) },
  }),
);
