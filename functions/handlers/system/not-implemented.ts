/**
 * Serves every route of the route table whose handler is not built yet: 501 `Not implemented`
 * (same envelope as every other answer).
 */
import { json } from '../../core/http/api.js';

export const handler = async () => json(501, { success: false, message: 'Not implemented' });
