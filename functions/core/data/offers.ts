/**
 * Offers (docs/requirements.md#offers, docs/architecture.md#offers): `USER#{id}` / `OFFER#{offerId}`
 * in the candidate's partition, erased with them. Every change of status is a conditional write on
 * the status read, so of two changes at once (ten accepts and declines) exactly one lands. While an
 * offer is sent it carries the sparse `OFFERS#EXPIRY` index keys the expiry sweep queries (no Scan).
 */
import type { Offer, OfferActor, OfferStatus } from '../../contract/schemas/offers.js';
import {
  AUDITED,
  deleteItem,
  getItem,
  isConditionFailure,
  putItem,
  queryAll,
  queryPage,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { ATTR, indexKeys, keys, partitions, ranges } from './keys.js';

/** The stored offer (the API shape, plus the letter's object key). */
export interface OfferItem extends Omit<Offer, 'letter'> {
  /** The letter's key in the CV bucket (`letters/{resumeId}/{offerId}.pdf`) once sent. */
  letterKey?: string;
  letterFileName?: string;
  updatedAt: string;
}

/** The API shape of an offer. */
export const toOffer = ({ letterKey, letterFileName, updatedAt: _u, ...o }: OfferItem): Offer => ({
  ...o,
  letter: letterKey && letterFileName ? { fileName: letterFileName } : null,
});

/** Offer `offerId` of candidate `resumeId`, or `undefined` (strongly consistent). */
export const getOffer = (resumeId: string, offerId: string): Promise<OfferItem | undefined> =>
  getItem<OfferItem>(keys.offer(resumeId, offerId), true);

/** Every offer of candidate `resumeId`, newest first. */
export async function listOffers(resumeId: string): Promise<OfferItem[]> {
  const items = await queryAll<OfferItem>(ranges.offersOf(resumeId));
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Writes new draft `item` (the audited change) with `alsoWrite` in the same transaction. */
export async function createOffer(item: OfferItem, alsoWrite: TransactItem[] = []): Promise<void> {
  await transact(
    [
      putItem({ ...keys.offer(item.resumeId, item.id), ...item }, { expression: 'attribute_not_exists(pk)' }),
      ...alsoWrite,
    ],
    AUDITED,
  );
}

/** What a status change sets besides the status. */
export type OfferChange = Partial<
  Pick<
    OfferItem,
    'approvedBy' | 'approvedAt' | 'sentAt' | 'closedAt' | 'declineReason' | 'letterKey' | 'letterFileName'
  >
>;

/**
 * Transaction item moving offer `before` from its status to `status` with `change`, only while it
 * still has the status read (and, for an answer, has not passed its expiry: `openUntil`). Sent
 * offers carry the expiry index keys; any other status drops them.
 */
export function offerStatusItem(
  before: OfferItem,
  status: OfferStatus,
  change: OfferChange,
  now: string,
  openUntil?: string,
): TransactItem {
  const set: Record<string, unknown> = { status, updatedAt: now };
  for (const [k, v] of Object.entries(change)) if (v !== undefined) set[k] = v;
  if (status === 'sent') Object.assign(set, indexKeys.openOffer(before));
  return updateItem(
    keys.offer(before.resumeId, before.id),
    { set, ...(status === 'sent' ? {} : { remove: [ATTR.gsi4pk, ATTR.gsi4sk] }) },
    {
      expression: `attribute_exists(pk) AND #status = :from${openUntil ? ' AND expiresAt > :now' : ''}`,
      names: { '#status': 'status' },
      values: { ':from': before.status, ...(openUntil ? { ':now': openUntil } : {}) },
    },
  );
}

/**
 * Moves `before` to `status` (the audited change) with `alsoWrite`. Answers false when the offer
 * changed meanwhile (the condition of index 0 failed); other condition failures are rethrown.
 */
export async function changeOfferStatus(
  before: OfferItem,
  status: OfferStatus,
  change: OfferChange,
  now: string,
  alsoWrite: TransactItem[] = [],
  openUntil?: string,
): Promise<boolean> {
  try {
    await transact([offerStatusItem(before, status, change, now, openUntil), ...alsoWrite], AUDITED);
    return true;
  } catch (err) {
    if (isConditionFailure(err, 0)) return false;
    throw err;
  }
}

/**
 * Transaction item raising application `(resumeId, postingId)`'s furthest funnel step to `rank`
 * (the offer's, docs/architecture.md#hiring-reports), never lowering it: a concurrent move past it
 * fails the transaction, and the send is tried again from its read.
 */
export function offerReachedItem(resumeId: string, postingId: string, rank: number): TransactItem {
  return updateItem(
    keys.application(resumeId, postingId),
    { set: { reached: rank } },
    {
      expression: 'attribute_exists(pk) AND (attribute_not_exists(reached) OR reached < :rank)',
      values: { ':rank': rank },
    },
  );
}

/** Sent offers whose `expiresAt` is before `nowIso`, oldest first (sparse index; the sweep's list). */
export async function listOffersDue(nowIso: string, limit: number): Promise<OfferItem[]> {
  return queryPage<OfferItem>(
    partitions.offersDueToExpire,
    { page: 1, limit },
    { sortKeyBelow: `${nowIso}#` },
  );
}

/**
 * Deletes every offer of candidate `resumeId` (erasure, docs/architecture.md#order-of-erasure);
 * their letters go with the candidate's files. Idempotent.
 */
export async function deleteOffers(resumeId: string): Promise<number> {
  const items = await queryAll<OfferItem>(ranges.offersOf(resumeId));
  for (const o of items) await transact([deleteItem(keys.offer(resumeId, o.id))]);
  return items.length;
}

export type { OfferActor };
