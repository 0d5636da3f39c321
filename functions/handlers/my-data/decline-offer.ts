/**
 * `POST /my-data/offers/{offerId}/decline` with `{ reason? }` (docs/requirements.md#offers): the
 * candidate declines a sent offer before it expires. Authorised like `GET /my-data`. `{ offer }`;
 * 400 reason too long; 404 no such offer of theirs; 409 answered, withdrawn or expired.
 */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { declineOfferRequest, OFFER_MESSAGES } from '../../contract/schemas/offers.js';
import { dataSubjectOf } from '../../core/domain/my-data.js';
import { declineOffer } from '../../core/domain/offers.js';
import { apiHandler, parseBody, validate } from '../../core/http/api.js';

export const handler = apiHandler(
  'my-data/decline-offer',
  { params: z.object({ offerId: idParam }) },
  async ({ event, params }) => {
    const { record } = await dataSubjectOf(event);
    // The bearer is checked first (no authorizer in front): no token is 401 whatever the body; no body is no reason.
    const given = parseBody(event);
    const reason = given === undefined ? null : validate(declineOfferRequest, given, 'body').reason;
    const offer = await declineOffer(record, params.offerId, reason);
    return { message: OFFER_MESSAGES.declined, data: { offer } };
  },
);
