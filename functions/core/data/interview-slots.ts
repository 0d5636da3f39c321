/**
 * Self-scheduling's writes (docs/requirements.md#interview-self-scheduling,
 * docs/architecture.md#interview-times): an interview offered at several times (no bookings until
 * the candidate chooses), the choice (first one wins: conditioned on the slots still being there),
 * and the per-interviewer booking guard (`ADMIN#{sub}` / `BOOKINGGUARD`, a version), written in a
 * booking's transaction conditioned on the version read before the clash check, so two bookings
 * of the same interviewer at once cannot both pass that check.
 */
import { AUDITED, getItems, putItem, type TransactItem, transact } from './db.js';
import { bookingItems, type InterviewItem } from './interviews.js';
import { keys } from './keys.js';

/** The booking guards' versions of `interviewerIds` as read now (0 for none yet), to pass to `guardItems`. */
export async function readGuards(interviewerIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(interviewerIds)];
  const found = await getItems<{ version: number }>(ids.map(keys.bookingGuard));
  return new Map(ids.map((id, i) => [id, found[i]?.version ?? 0]));
}

/**
 * Transaction items that raise each guard read by `readGuards` by one, conditioned on it being
 * unchanged: the transaction fails a condition when another booking of one of them landed since.
 */
export const guardItems = (read: Map<string, number>): TransactItem[] =>
  [...read].map(([sub, version]) =>
    putItem(
      { ...keys.bookingGuard(sub), version: version + 1 },
      version === 0
        ? { expression: 'attribute_not_exists(pk)' }
        : { expression: '#v = :v', names: { '#v': 'version' }, values: { ':v': version } },
    ),
  );

/** Writes the offered interview `item` (with `slots`, no bookings) and `alsoWrite` (the audited change). */
export async function createOfferedInterview(item: InterviewItem, alsoWrite: TransactItem[] = []) {
  await transact(
    [
      putItem(
        { ...keys.interview(item.resumeId, item.id), ...item },
        { expression: 'attribute_not_exists(pk)' },
      ),
      ...alsoWrite,
    ],
    AUDITED,
  );
}

/**
 * Books the chosen time: `after` (no `slots`) replaces the offered interview only while it still has
 * its slots and the sequence read (so of many choices at once exactly one lands), with the
 * interviewers' bookings, their guards (`guards`) and `alsoWrite` (invites, the application).
 * @throws a condition failure (index 0: already chosen or changed; later: a guard moved).
 */
export async function bookChosenSlot(
  before: InterviewItem,
  after: InterviewItem,
  guards: Map<string, number>,
  alsoWrite: TransactItem[] = [],
): Promise<void> {
  const { slots: _dropped, ...booked } = after;
  await transact(
    [
      putItem(
        { ...keys.interview(after.resumeId, after.id), ...booked },
        {
          expression: 'attribute_exists(slots) AND #seq = :seq',
          names: { '#seq': 'sequence' },
          values: { ':seq': before.sequence },
        },
      ),
      ...bookingItems(booked),
      ...guardItems(guards),
      ...alsoWrite,
    ],
    AUDITED,
  );
}

/**
 * Writes the candidate's answer `after` (a confirmation or a request for another time: no booking
 * moves) with `alsoWrite` (the recruiters' notification), conditioned on the interview being as
 * read (`sequence` and `updatedAt`), so an answer never overwrites a reschedule or another answer.
 * @throws a condition failure when the interview changed meanwhile.
 */
export async function writeCandidateAnswer(
  before: InterviewItem,
  after: InterviewItem,
  alsoWrite: TransactItem[] = [],
): Promise<void> {
  await transact([
    putItem(
      { ...keys.interview(after.resumeId, after.id), ...after },
      {
        expression: 'attribute_exists(pk) AND #seq = :seq AND #at = :at',
        names: { '#seq': 'sequence', '#at': 'updatedAt' },
        values: { ':seq': before.sequence, ':at': before.updatedAt },
      },
    ),
    ...alsoWrite,
  ]);
}
