/**
 * `GET /admin/reject-reasons` (docs/requirements.md#rejection-reasons): the list in its order,
 * deactivated reasons included (the defaults on a site's first read). Answers `{ reasons: [{ id,
 * name, active }] }` (top level and in `data`).
 */
import { listRejectReasons } from '../../core/data/reject-reasons.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('reject-reasons/list', {}, async () => {
  const reasons = await listRejectReasons();
  return { data: { reasons }, topLevel: { reasons } };
});
