/**
 * The confirm link of a CV held for its owner (docs/requirements.md#cv-confirmation): a file sent
 * without the owner's session for an address that already had a candidate is accepted `unconfirmed`
 * (data/submissions.ts) until the owner follows the link mailed to the address. The link's token is
 * 256 random bits; only its SHA-256 is stored, in a pointer item `CVCONFIRM#{hash}`, and it acts once.
 */
import { randomBytes } from 'node:crypto';
import { getItem, isConditionFailure, putNew, type TransactItem, transact, updateItem } from './db.js';
import { indexKeys, keys } from './keys.js';
import { hashUploadToken, type SubmissionItem } from './submissions.js';

/** The confirm token's pointer: which submission it confirms, until when, and whether it was used. */
export interface CvConfirmPointer {
  userId: string;
  submissionId: string;
  expiresAt: string;
  usedAt?: string;
}

/**
 * Issues the confirm link's token of unconfirmed submission `s` (256 random bits; only its SHA-256
 * is stored, `CVCONFIRM#{hash}`, valid until the submission's own `expiresAt`), in one transaction
 * conditioned on `s` still unconfirmed. A newer token replaces the older one on the submission.
 * Answers the token, or `undefined` when `s` is no longer unconfirmed.
 */
export async function issueConfirmToken(
  s: Pick<SubmissionItem, 'userId' | 'id' | 'expiresAt'>,
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashUploadToken(token);
  const pointer: CvConfirmPointer = { userId: s.userId, submissionId: s.id, expiresAt: s.expiresAt };
  try {
    await transact([
      putNew({ ...keys.cvConfirmToken(hash), ...pointer, ttl: Math.floor(Date.parse(s.expiresAt) / 1000) }),
      updateItem(
        keys.submission(s.userId, s.id),
        { set: { confirmTokenHash: hash } },
        { expression: 'confirmation = :u', values: { ':u': 'unconfirmed' } },
      ),
    ]);
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
  return token;
}

/** The pointer of confirm token `token`, with its hash, or `undefined`. */
export async function confirmPointerOf(
  token: string,
): Promise<(CvConfirmPointer & { hash: string }) | undefined> {
  const hash = hashUploadToken(token);
  const pointer = await getItem<CvConfirmPointer>(keys.cvConfirmToken(hash), true);
  return pointer && { ...pointer, hash };
}

/**
 * Transaction items confirming unconfirmed submission `s` with the token of hash `hash`: the
 * submission `confirmed` (`confirmedAt`, its accepted file's own 90-day `expiresAt`) and the token
 * marked used, conditioned on the submission still unconfirmed with its file held and that token
 * its latest, and on the token unused (it acts once).
 */
export function confirmSubmissionItems(
  s: SubmissionItem,
  hash: string,
  expiresAt: string,
  nowIso: string,
): TransactItem[] {
  return [
    updateItem(
      keys.submission(s.userId, s.id),
      {
        set: {
          confirmation: 'confirmed',
          confirmedAt: nowIso,
          expiresAt,
          ...indexKeys.submissionExpiry({ userId: s.userId, id: s.id, expiresAt }),
        },
      },
      {
        expression: 'confirmation = :u AND confirmTokenHash = :h AND attribute_not_exists(fileErasedAt)',
        values: { ':u': 'unconfirmed', ':h': hash },
      },
    ),
    updateItem(
      keys.cvConfirmToken(hash),
      { set: { usedAt: nowIso } },
      { expression: 'attribute_exists(pk) AND attribute_not_exists(usedAt)' },
    ),
  ];
}
