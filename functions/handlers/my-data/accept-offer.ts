/**
 * `POST /my-data/offers/{offerId}/accept` (docs/requirements.md#offers): the candidate accepts a
 * sent offer before it expires; their application moves to Hired. Authorised like `GET /my-data`.
 * `{ offer }`; 404 no such offer of theirs; 409 answered, withdrawn or expired.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { OFFER_MESSAGES } from '../../contract/schemas/offers.js';
import { dataSubjectOf } from '../../core/domain/my-data.js';
import { acceptOffer } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'my-data/accept-offer',
  { params: z.object({ offerId: idParam }) },
  async ({ event, params }) => {
    const { record } = await dataSubjectOf(event);
    return { message: OFFER_MESSAGES.accepted, data: { offer: await acceptOffer(record, params.offerId) } };
  },
);
