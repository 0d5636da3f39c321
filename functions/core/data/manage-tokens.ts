/**
 * Manage tokens (docs/architecture.md#mail, docs/requirements.md#my-data): the private link a
 * candidate gets by mail to see, download or erase what is held about them. A token is 256 random
 * bits (base64url); only its SHA-256 is stored, so a copy of the table gives no working link. A
 * token is single-purpose (it opens `/my-data` of one candidate only), expires after
 * {@link MANAGE_TOKEN_DAYS} days (checked on use; DynamoDB's TTL removes the item later), and is
 * renewed by every accepted CV, whose acknowledgement carries a new one. The `/my-data` page trades
 * a link's token for a token of one hour in an HttpOnly cookie (core/http/my-data-cookie.ts), stored
 * the same way, so erasure, which deletes them all, ends that too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CV_RETENTION_DAYS } from '../../contract/retention.js';
import { deleteItem, getItem, putNew, queryAll, transact } from './db.js';
import { indexKeys, keys, partitions } from './keys.js';

/** A link works as long as the CV it came with is kept. */
export const MANAGE_TOKEN_DAYS = CV_RETENTION_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

interface ManageTokenItem {
  hash: string;
  resumeId: string;
  createdAt: string;
  expiresAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a new token for candidate `resumeId`, valid `lifetimeMs` from `now` (default
 * {@link MANAGE_TOKEN_DAYS} days: a mail's link; the `/my-data` page's cookie asks for less). Answers
 * the token (shown once: in a mail, or in the cookie) and its expiry (ISO).
 */
export async function issueManageToken(
  resumeId: string,
  now = new Date(),
  lifetimeMs = MANAGE_TOKEN_DAYS * DAY_MS,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashOf(token);
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + lifetimeMs).toISOString();
  await transact([
    putNew({
      ...keys.manageToken(hash),
      ...indexKeys.manageToken({ hash, resumeId, createdAt }),
      hash,
      resumeId,
      createdAt,
      expiresAt,
      ttl: Math.floor(Date.parse(expiresAt) / 1000),
    }),
  ]);
  return { token, expiresAt };
}

/** The candidate id a token opens, or `undefined` for an unknown, revoked or expired token. */
export async function resolveManageToken(token: string, now = new Date()): Promise<string | undefined> {
  const item = await getItem<ManageTokenItem>(keys.manageToken(hashOf(token)), true);
  if (!item || Date.parse(item.expiresAt) <= now.getTime()) return undefined;
  return item.resumeId;
}

/** Deletes every token of candidate `resumeId` (erasure). Idempotent. Answers how many were deleted. */
export async function revokeManageTokens(resumeId: string): Promise<number> {
  const items = await queryAll<ManageTokenItem>(partitions.manageTokensOf(resumeId), {
    attributes: ['hash'],
  });
  for (let i = 0; i < items.length; i += 100) {
    await transact(items.slice(i, i + 100).map((t) => deleteItem(keys.manageToken(t.hash))));
  }
  return items.length;
}
