/**
 * `POST /resume/{id}/offers` (docs/requirements.md#offers): a draft offer. 201 `{ offer }`; 400 bad
 * input (a start date in the past, an expiry before today, a negative amount, an unknown currency);
 * 404 unknown candidate or posting.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { createOfferRequest, OFFER_MESSAGES } from '../../contract/schemas/offers.js';
import { makeOffer } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'offers/create',
  { params: z.object({ id: idParam }), body: createOfferRequest },
  async ({ params, body, caller }) => {
    const offer = await makeOffer(params.id, body, { sub: caller!.sub, email: caller!.email });
    return { statusCode: 201, message: OFFER_MESSAGES.created, data: { offer } };
  },
);
