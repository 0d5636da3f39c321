/** `GET /resume/{id}/offers` (docs/requirements.md#offers): the candidate's offers, newest first; 404 unknown candidate. */
import * as z from 'zod';
import { idParam } from '../../contract/schemas/common.js';
import { offersOf } from '../../core/domain/offers.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'offers/list',
  { params: z.object({ id: idParam }) },
  async ({ params }) => ({
    data: { offers: await offersOf(params.id) },
  }),
);
