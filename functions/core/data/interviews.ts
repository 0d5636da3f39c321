/**
 * Interviews (docs/requirements.md#interviews, docs/architecture.md#interview-times): the interview
 * in the candidate's partition (`USER#{id}` / `INTERVIEW#{interviewId}`, erased with them) and, while
 * it is live, one booking per interviewer in the interviewer's partition (`ADMIN#{sub}` /
 * `BOOKING#{startsAt}#{interviewId}`), written in the same transaction, so a clash is a Query of
 * a bounded time range per interviewer.
 */
import type {
  Interview,
  InterviewConflict,
  InterviewPerson,
  InterviewStatus,
  TimeRequest,
} from '../../contract/schemas/interviews.js';
import { PLAN_LIMITS } from '../../contract/schemas/interviews.js';
import {
  AUDITED,
  deleteItem,
  getItem,
  isConditionFailure,
  putItem,
  queryAll,
  type TransactItem,
  transact,
} from './db.js';
import { type Key, keys, ranges } from './keys.js';

/** The stored interview. */
export interface InterviewItem {
  id: string;
  resumeId: string;
  postingId: string;
  stageId: string;
  /** The stage's name when booked (a later plan edit does not rename past interviews). */
  stageName: string;
  startsAt: string;
  endsAt: string;
  location?: string;
  videoUrl?: string;
  /** The interviewers as they were when last booked (name and address for the invites). */
  interviewers: InterviewPerson[];
  message?: string;
  /** The times offered (UTC ISO) while the candidate has not chosen one (no bookings then). */
  slots?: string[];
  /** The candidate's request for another time (cleared by a reschedule). */
  timeRequest?: TimeRequest;
  status: InterviewStatus;
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

interface BookingItem {
  interviewId: string;
  resumeId: string;
  startsAt: string;
  endsAt: string;
}

/** The API shape of an interview. */
export const toInterview = (i: InterviewItem): Interview => ({
  id: i.id,
  resumeId: i.resumeId,
  postingId: i.postingId,
  stageId: i.stageId,
  stageName: i.stageName,
  startsAt: i.startsAt,
  endsAt: i.endsAt,
  location: i.location ?? null,
  videoUrl: i.videoUrl ?? null,
  interviewers: i.interviewers,
  status: i.status,
  sequence: i.sequence,
  slots: i.slots ?? null,
  timeRequest: i.timeRequest ?? null,
});

/** Interview `id` of candidate `resumeId`, or `undefined` (strongly consistent). */
export async function getInterview(resumeId: string, id: string): Promise<InterviewItem | undefined> {
  return getItem<InterviewItem>(keys.interview(resumeId, id), true);
}

/** Every interview of candidate `resumeId`, soonest first. */
export async function listInterviews(resumeId: string): Promise<InterviewItem[]> {
  const items = await queryAll<InterviewItem>(ranges.interviewsOf(resumeId));
  return items.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

const bookingKeys = (i: Pick<InterviewItem, 'id' | 'startsAt' | 'interviewers'>): Key[] =>
  i.interviewers.map((p) => keys.interviewerBooking(p.id, i.startsAt, i.id));

export const bookingItems = (i: InterviewItem): TransactItem[] =>
  i.interviewers.map((p) =>
    putItem({
      ...keys.interviewerBooking(p.id, i.startsAt, i.id),
      interviewId: i.id,
      resumeId: i.resumeId,
      startsAt: i.startsAt,
      endsAt: i.endsAt,
    } satisfies Key & BookingItem),
  );

/**
 * The live bookings of `interviewerIds` that overlap [`startsAt`, `endsAt`) (UTC ISO), other than
 * interview `exceptId`: per interviewer one Query of the bookings starting from `startsAt` less
 * the longest interview up to `endsAt`.
 */
export async function findConflicts(
  interviewerIds: readonly string[],
  startsAt: string,
  endsAt: string,
  exceptId?: string,
): Promise<InterviewConflict[]> {
  const from = new Date(Date.parse(startsAt) - PLAN_LIMITS.maxMinutes * 60_000).toISOString();
  const found = await Promise.all(
    [...new Set(interviewerIds)].map(async (interviewerId) => {
      const bookings = await queryAll<BookingItem>(ranges.bookingsOf(interviewerId, from, endsAt));
      return bookings
        .filter((b) => b.interviewId !== exceptId && b.startsAt < endsAt && b.endsAt > startsAt)
        .map((b) => ({ interviewerId, interviewId: b.interviewId, startsAt: b.startsAt, endsAt: b.endsAt }));
    }),
  );
  return found.flat();
}

/**
 * Writes new interview `item` with its bookings (the audited change), plus `alsoWrite` (the
 * pipeline's application, the invites' queued mails) in the same transaction.
 */
export async function createInterview(item: InterviewItem, alsoWrite: TransactItem[] = []): Promise<void> {
  await transact(
    [
      putItem(
        { ...keys.interview(item.resumeId, item.id), ...item },
        { expression: 'attribute_not_exists(pk)' },
      ),
      ...bookingItems(item),
      ...alsoWrite,
    ],
    AUDITED,
  );
}

/**
 * Replaces interview `before` with `after` (a reschedule or a cancellation; the audited change):
 * conditioned on the sequence read, so two edits at once never both land; the bookings move with
 * it (a cancelled interview has none).
 * @throws a condition failure when the interview changed meanwhile.
 */
export async function replaceInterview(
  before: InterviewItem,
  after: InterviewItem,
  alsoWrite: TransactItem[] = [],
): Promise<void> {
  const kept = after.status === 'cancelled' ? [] : bookingItems(after);
  const keptKeys = new Set(
    (after.status === 'cancelled' ? [] : bookingKeys(after)).map((k) => `${k.pk}|${k.sk}`),
  );
  const dropped = bookingKeys(before)
    .filter((k) => !keptKeys.has(`${k.pk}|${k.sk}`))
    .map((k) => deleteItem(k));
  await transact(
    [
      putItem(
        { ...keys.interview(after.resumeId, after.id), ...after },
        {
          expression: 'attribute_exists(pk) AND #seq = :seq',
          names: { '#seq': 'sequence' },
          values: { ':seq': before.sequence },
        },
      ),
      ...dropped,
      ...kept,
      ...alsoWrite,
    ],
    AUDITED,
  );
}

/**
 * Deletes every interview of candidate `resumeId` and their bookings (erasure,
 * docs/architecture.md#order-of-erasure); idempotent (a rerun finds nothing left).
 */
export async function deleteInterviews(resumeId: string): Promise<number> {
  const items = await queryAll<InterviewItem>(ranges.interviewsOf(resumeId));
  for (const i of items) {
    try {
      await transact([
        deleteItem(keys.interview(resumeId, i.id)),
        ...bookingKeys(i).map((k) => deleteItem(k)),
      ]);
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
    }
  }
  return items.length;
}
