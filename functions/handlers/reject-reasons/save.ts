/**
 * `PUT /admin/reject-reasons` with `{ reasons: [{ id?, name, active }] }` (docs/requirements.md#rejection-reasons):
 * the whole list in order (ids minted for new ones; 1-40 reasons, names 1-60 characters and unique,
 * at least one active). A reason left out is deleted, or kept deactivated when a rejection used it
 * (docs/architecture.md#rejection-reasons). Answers the saved list like the GET. Audited `reject-reasons.save`.
 */
import { REJECT_REASON_MESSAGES, rejectReasonsRequest } from '../../contract/schemas/reject-reasons.js';
import { saveRejectReasons } from '../../core/data/reject-reasons.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('reject-reasons/save', { body: rejectReasonsRequest }, async ({ body }) => {
  const reasons = await saveRejectReasons(body);
  return { message: REJECT_REASON_MESSAGES.saved, data: { reasons }, topLevel: { reasons } };
});
