/**
 * Addresses nothing more is sent to (docs/architecture.md#mail): SES reported a permanent bounce or
 * a complaint for them. One item per address, keyed by the SHA-256 of the lower-cased address, so
 * the table keeps no readable address for it; the reason and time are kept for the operator.
 */
import { createHash } from 'node:crypto';
import { getItem, put } from './db.js';
import { keys } from './keys.js';

export type SuppressionReason = 'bounce' | 'complaint';

const addressHash = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex');

/** Records that `address` must not be mailed any more (repeating it keeps the latest reason). */
export async function suppressAddress(address: string, reason: SuppressionReason, at: Date): Promise<void> {
  await put({ ...keys.mailSuppression(addressHash(address)), reason, at: at.toISOString() });
}

/** Whether `address` was suppressed (strongly consistent: a complaint stops the very next mail). */
export async function isSuppressed(address: string): Promise<boolean> {
  return Boolean(await getItem(keys.mailSuppression(addressHash(address)), true));
}
