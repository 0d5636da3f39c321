/**
 * The table steps of a candidate's erasure (docs/architecture.md#order-of-erasure): the record
 * marked `erasingSince` with the `ERASURES` marker the sweep finishes from, the last transaction
 * deleting the record with its guard, counters and skill items, and the deletion of a record that
 * was never listed. The workflow that orders them is domain/candidates.ts.
 */
import { listedOnDeleteItems } from './dashboard-listed.js';
import {
  AUDITED,
  conditionCheck,
  counterDelta,
  deleteItem,
  isConditionFailure,
  putItem,
  queryAll,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { ATTR, counters, keys, ranges } from './keys.js';
import { isListed, type ResumeItem, sameVersion } from './resumes.js';

/** Transaction items deleting the skill items of a listed record (erasure). */
export const skillItemsOf = (record: ResumeItem): TransactItem[] =>
  isListed(record) ? (record.skills ?? []).map((skill) => deleteItem(keys.resumeSkill(skill, record))) : [];

/**
 * Deletes a record that was never listed (an abandoned upload request) with its `EMAIL#` guard, when
 * no login account holds its address; conditioned on the record as read. `false` when that no longer holds.
 */
export async function deleteUnlistedRecord(record: ResumeItem): Promise<boolean> {
  try {
    await transact([
      deleteItem(keys.user(record.id), {
        expression: 'attribute_not_exists(#listed) AND updatedAt = :prev',
        names: { '#listed': ATTR.gsi1pk },
        values: { ':prev': record.updatedAt },
      }),
      deleteItem(keys.emailGuard(record.email), {
        expression: 'attribute_not_exists(pk) OR userId = :id',
        values: { ':id': record.id },
      }),
      conditionCheck(keys.candidateAccount(record.email), { expression: 'attribute_not_exists(pk)' }),
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/**
 * First step of an erasure (docs/architecture.md#order-of-erasure): in one transaction conditioned
 * on the version read, marks the record `erasingSince`, drops its file pointer (`cv`) and writes the
 * `ERASURES` marker the sweep finishes from. From then on no reader is shown the record or a link to
 * a file about to be erased. Answers the marked record; `undefined` when the record changed meanwhile.
 */
export async function markResumeErasing(record: ResumeItem, nowIso: string): Promise<ResumeItem | undefined> {
  if (record.erasingSince) return record;
  try {
    await transact(
      [
        updateItem(
          keys.user(record.id),
          { set: { erasingSince: nowIso }, remove: ['cv'] },
          sameVersion(record),
        ),
        putItem({ ...keys.erasure(record.id), resumeId: record.id, since: nowIso }),
      ],
      AUDITED,
    );
  } catch (err) {
    if (isConditionFailure(err)) return undefined;
    throw err;
  }
  const marked: ResumeItem = { ...record, erasingSince: nowIso };
  delete marked.cv;
  return marked;
}

/** Ids of the erasures begun before `beforeIso` and not finished (the sweep's work list). */
export async function erasuresBegunBefore(beforeIso: string): Promise<string[]> {
  const markers = await queryAll<{ resumeId: string; since: string }>(ranges.erasuresUnderway);
  return markers.filter((m) => m.since < beforeIso).map((m) => m.resumeId);
}

/** Removes the `ERASURES` marker of a record that no longer exists. */
export async function dropErasureMarker(resumeId: string): Promise<void> {
  await transact([deleteItem(keys.erasure(resumeId))]);
}

/**
 * Deletes the record, its `EMAIL#` guard, skill items and phone item and (when listed) moves the `RESUMES`,
 * per-status and listed-day counters (data/dashboard-listed.ts), in one
 * transaction conditioned on the record as it was read (status and `updatedAt`): if anything
 * changed meanwhile nothing is written and `false` is answered, so the caller re-reads. `alsoWrite`
 * items go in the same transaction (the erasure confirmation's outbox item: core/mail.ts).
 */
export async function deleteResumeRecord(
  record: ResumeItem,
  alsoWrite: TransactItem[] = [],
): Promise<boolean> {
  try {
    await transact([
      deleteItem(keys.erasure(record.id)),
      deleteItem(keys.user(record.id), {
        expression: '#status = :status AND updatedAt = :prev',
        names: { '#status': 'status' },
        values: { ':status': record.status ?? 'new', ':prev': record.updatedAt },
      }),
      // Never another candidate's guard (the address could have been re-registered since).
      deleteItem(keys.emailGuard(record.email), {
        expression: 'attribute_not_exists(pk) OR userId = :id',
        values: { ':id': record.id },
      }),
      ...(isListed(record)
        ? [
            counterDelta(counters.resumes, -1),
            counterDelta(counters.resumesByStatus(record.status ?? 'new'), -1),
            ...listedOnDeleteItems(record),
          ]
        : []),
      ...skillItemsOf(record),
      // The phone key (none for a record listed before it existed: a delete of nothing).
      ...(isListed(record) && record.contact
        ? [deleteItem(keys.resumePhone(record.contact, record.id))]
        : []),
      ...alsoWrite,
    ]);
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
