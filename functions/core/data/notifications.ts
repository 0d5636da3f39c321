/**
 * Admin notifications (docs/requirements.md#notifications): `NOTIF#{id}`, one per event and shared by
 * every admin, listed newest first on GSI `NOTIFS`; the counter `NOTIFS` moves in the transaction of
 * the write it counts and never goes below 0.
 *
 * Read state and deletion are each admin's own (`ADMIN#{sub}` / `NOTIFSTATE`): "mark all read" and
 * "delete all" move the admin's marks (`readThrough`, `clearedThrough`: the newest notification's
 * sort key at that moment), and one notification read or deleted after the last mark is an id in
 * `read` or `deleted` (string sets, emptied whenever the mark moves past them). One admin's
 * choices never change what another sees. Counts are read from the notifications above the
 * admin's marks (a Query, never a Scan), so they follow what the list shows.
 */
import { NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import type { Notification } from '../../contract/schemas/notifications.js';
import { NotFoundError, ServiceUnavailableError } from '../errors.js';
import {
  AUDITED,
  counterDelta,
  deleteItem,
  getItem,
  getItems,
  type PageRequest,
  putNew,
  queryPage,
  queryPages,
  raceLost,
  retryOnConflict,
  type TransactItem,
  transact,
  update,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

/** @deprecated name kept for callers of the first version: the API shape is `Notification`. */
export type NotificationApi = Notification;

/** The stored item (keys included). `isReadByAdmin` is per admin now: the stored value is not read. */
export interface NotificationItem extends Notification {
  pk: string;
  sk: string;
  id: string;
  gsi1sk?: string;
}

/**
 * The item and API shape of a `cv_upload` notification. `id` is the upload id, so a repeated S3
 * event maps to the same notification (written with `attribute_not_exists`). `text` replaces the
 * usual title and message (an unconfirmed CV, a confirmation: docs/requirements.md#cv-confirmation).
 */
export function cvUploadNotification(n: {
  id: string;
  createdAt: string;
  resume: Notification['cvData'];
  text?: { title: string; message: string };
}): {
  item: Record<string, unknown>;
  api: Notification;
} {
  return notificationOf('cv_upload', {
    ...n,
    text: n.text ?? {
      title: NOTIFICATION_MESSAGES.cvUploadTitle,
      message: NOTIFICATION_MESSAGES.cvUploadMessage(n.resume.name, n.resume.role),
    },
  });
}

/**
 * The item and API shape of an `interview_reply` notification (docs/requirements.md#interview-self-scheduling):
 * a candidate chose a time, confirmed, or asked for another time; `resume.role` is the posting's title.
 */
export const interviewReplyNotification = (n: {
  id: string;
  createdAt: string;
  resume: Notification['cvData'];
  text: { title: string; message: string };
}) => notificationOf('interview_reply', n);

/** The item and API shape of an `offer_reply` notification (docs/requirements.md#offers): a candidate accepted or declined an offer. */
export const offerReplyNotification = (n: {
  id: string;
  createdAt: string;
  resume: Notification['cvData'];
  text: { title: string; message: string };
}) => notificationOf('offer_reply', n);

function notificationOf(
  type: Notification['type'],
  n: {
    id: string;
    createdAt: string;
    resume: Notification['cvData'];
    text: { title: string; message: string };
  },
): { item: Record<string, unknown>; api: Notification } {
  const api: Notification = {
    _id: n.id,
    type,
    title: n.text.title,
    message: n.text.message,
    createdAt: n.createdAt,
    isReadByAdmin: false,
    cvData: n.resume,
  };
  return {
    item: {
      ...keys.notification(n.id),
      ...indexKeys.notification({ id: n.id, createdAt: n.createdAt }),
      ...api,
      id: n.id,
    },
    api,
  };
}

/** Transaction items that store a new notification (`item` of `cvUploadNotification`) and count it. */
export function newNotificationItems(item: Record<string, unknown>): TransactItem[] {
  return [putNew(item), counterDelta(counters.notifications, 1)];
}

/** The API shape of a stored notification, `isReadByAdmin` as the asking admin sees it. */
export function toNotification(item: NotificationItem, isRead = false): Notification {
  return {
    _id: item.id,
    type: item.type,
    title: item.title,
    message: item.message,
    createdAt: item.createdAt,
    isReadByAdmin: isRead,
    cvData: item.cvData,
  };
}

/** The notifications of `ids` that still exist (the self-service export of a candidate's). */
export async function getNotifications(ids: readonly string[]): Promise<NotificationItem[]> {
  const found = await getItems<NotificationItem>(ids.map((id) => keys.notification(id)));
  return found.filter((n): n is NotificationItem => n !== undefined);
}

/** What one admin has read and deleted (`ADMIN#{sub}` / `NOTIFSTATE`); every field optional. */
interface NotificationState {
  /** Every notification at or below this sort key is deleted for the admin. */
  clearedThrough?: string;
  /** Every notification at or below this sort key is read by the admin. */
  readThrough?: string;
  read?: Set<string>;
  deleted?: Set<string>;
}

const sortKeyOf = (n: { id: string; createdAt: string }): string => indexKeys.notification(n).gsi1sk;

/** How admin `state` sees notification `n`: listed at all, and read. */
function viewOf(state: NotificationState) {
  const visible = (n: { id: string; createdAt: string }) =>
    !(state.clearedThrough && sortKeyOf(n) <= state.clearedThrough) && !state.deleted?.has(n.id);
  const isRead = (n: { id: string; createdAt: string }) =>
    Boolean(state.readThrough && sortKeyOf(n) <= state.readThrough) || Boolean(state.read?.has(n.id));
  return { visible, isRead };
}

const stateOf = async (sub: string): Promise<NotificationState> =>
  (await getItem<NotificationState>(keys.notificationState(sub), true)) ?? {};

/** The greater of two sort-key marks (either may be missing). */
const laterMark = (a?: string, b?: string): string | undefined => (!a ? b : !b ? a : a > b ? a : b);

/** The notifications admin `state` still lists, newest first, from above `mark` (default: their clear mark). */
async function* listedFor(
  state: NotificationState,
  mark = state.clearedThrough,
  pageSize = 200,
): AsyncGenerator<NotificationItem> {
  const { visible } = viewOf(state);
  for await (const page of queryPages<NotificationItem>(
    { ...partitions.notifications, ...(mark ? { skAbove: mark } : {}) },
    { newestFirst: true, pageSize },
  )) {
    for (const n of page) if (visible(n)) yield n;
  }
}

/**
 * How many notifications admin `state` lists that are unread (only those above both marks are
 * read), counting up to `atMost`.
 */
async function unreadOf(state: NotificationState, atMost = Number.POSITIVE_INFINITY): Promise<number> {
  const { isRead } = viewOf(state);
  let unread = 0;
  const pageSize = Number.isFinite(atMost) ? Math.min(200, atMost + 1) : 200;
  for await (const n of listedFor(state, laterMark(state.clearedThrough, state.readThrough), pageSize)) {
    if (!isRead(n)) unread++;
    if (unread >= atMost) break;
  }
  return unread;
}

/**
 * Page `page` of the notifications admin `sub` still lists, newest first, with their own read
 * flags, how many they list and how many of those are unread.
 */
export async function listNotificationsFor(
  sub: string,
  page: PageRequest,
): Promise<{ notifications: Notification[]; total: number; unread: number }> {
  const state = await stateOf(sub);
  const { isRead } = viewOf(state);
  const skip = (page.page - 1) * page.limit;
  const notifications: Notification[] = [];
  let total = 0;
  let unread = 0;
  for await (const n of listedFor(state)) {
    const read = isRead(n);
    if (total >= skip && notifications.length < page.limit) notifications.push(toNotification(n, read));
    total++;
    if (!read) unread++;
  }
  return { notifications, total, unread };
}

/**
 * How many notifications admin `sub` lists unread; with `atMost`, counting stops there (the answer
 * is then `atMost` for that many or more, and at most about `atMost` items are read).
 */
export async function unreadCountFor(sub: string, atMost = Number.POSITIVE_INFINITY): Promise<number> {
  return unreadOf(await stateOf(sub), atMost);
}

/** cv_upload notifications created after `sinceIso` that admin `sub` still lists, newest first, at most `limit`. */
export async function listNotificationsSinceFor(
  sub: string,
  sinceIso: string,
  limit: number,
): Promise<Notification[]> {
  const [state, items] = await Promise.all([
    stateOf(sub),
    queryPage<NotificationItem>(
      partitions.notifications,
      { page: 1, limit },
      { newestFirst: true, sortKeyAbove: `${sinceIso}#\uffff` },
    ),
  ]);
  const { visible, isRead } = viewOf(state);
  return items.filter((n) => n.type === 'cv_upload' && visible(n)).map((n) => toNotification(n, isRead(n)));
}

/** Notification `id` as admin `sub` sees it, and their state. Throws `NotFoundError` when it is gone or deleted for them. */
async function listedNotification(
  sub: string,
  id: string,
): Promise<{ item: NotificationItem; state: NotificationState }> {
  const [item, state] = await Promise.all([
    getItem<NotificationItem>(keys.notification(id), true),
    stateOf(sub),
  ]);
  if (!item || !viewOf(state).visible(item))
    throw new NotFoundError(NOTIFICATION_MESSAGES.notificationNotFound);
  return { item, state };
}

/**
 * Marks notification `id` read for admin `sub` only. Marking a read one again changes nothing.
 * Throws `NotFoundError` for an unknown id, or one this admin deleted.
 */
export async function markNotificationRead(sub: string, id: string): Promise<{ changed: boolean }> {
  const { item, state } = await listedNotification(sub, id);
  const changed = !viewOf(state).isRead(item);
  await update(keys.notificationState(sub), { add: { read: new Set([id]) } }, undefined, AUDITED);
  return { changed };
}

/** The sort key of the newest notification, or `undefined` when there is none. */
async function newestMark(): Promise<string | undefined> {
  const [newest] = await queryPage<NotificationItem>(
    partitions.notifications,
    { page: 1, limit: 1 },
    { newestFirst: true },
  );
  return newest ? sortKeyOf(newest) : undefined;
}

/**
 * Marks every notification read for admin `sub` (docs/requirements.md#notifications: their unread
 * count becomes 0; nobody else's changes). Answers how many were unread for them.
 */
export async function markAllNotificationsRead(sub: string): Promise<{ marked: number }> {
  const [state, mark] = await Promise.all([stateOf(sub), newestMark()]);
  const marked = await unreadOf(state);
  await update(
    keys.notificationState(sub),
    {
      set: { readThrough: laterMark(state.readThrough, mark) },
      remove: ['read'],
    },
    undefined,
    AUDITED,
  );
  return { marked };
}

/**
 * Deletes notification `id` from admin `sub`'s list only. Throws `NotFoundError` for an unknown id,
 * or one this admin deleted already.
 */
export async function deleteNotificationFor(sub: string, id: string): Promise<void> {
  await listedNotification(sub, id);
  await update(keys.notificationState(sub), { add: { deleted: new Set([id]) } }, undefined, AUDITED);
}

/**
 * Empties admin `sub`'s list (docs/requirements.md#notifications: their list empties, their count
 * becomes 0; the notifications stay for every other admin). Answers how many they listed.
 */
export async function deleteAllNotificationsFor(sub: string): Promise<{ deleted: number }> {
  const [state, mark] = await Promise.all([stateOf(sub), newestMark()]);
  let deleted = 0;
  for await (const _ of listedFor(state)) deleted++;
  const cleared = laterMark(state.clearedThrough, mark);
  await update(
    keys.notificationState(sub),
    {
      set: { clearedThrough: cleared, readThrough: laterMark(state.readThrough, cleared) },
      remove: ['read', 'deleted'],
    },
    undefined,
    AUDITED,
  );
  return { deleted };
}

/** A counter decrement that refuses to go below 0 (its condition fails at 0). */
function decrementAtLeastZero(name: Parameters<typeof counterDelta>[0]): TransactItem {
  const item = counterDelta(name, -1);
  return {
    Update: {
      ...item.Update!,
      ConditionExpression: '#count >= :one',
      ExpressionAttributeValues: { ':d': -1, ':one': 1 },
    },
  };
}

/** Which items of a cancelled transaction failed their condition. */
function failedConditions(err: unknown): number[] | undefined {
  const e = err as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e?.name !== 'TransactionCanceledException') return undefined;
  return (e.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/**
 * Runs `items`, where the items at `floors` are counter decrements that may fail at 0: those are
 * dropped and the rest retried, so a drifted counter never blocks the write it counts.
 * Returns false when a condition of another item failed (the caller re-reads and decides).
 */
async function transactWithFloors(items: TransactItem[], floors: number[]): Promise<boolean> {
  let current = items.map((item, i) => ({ item, floor: floors.includes(i) }));
  for (;;) {
    try {
      await transact(current.map((c) => c.item));
      return true;
    } catch (err) {
      const failed = failedConditions(err);
      if (!failed) throw err;
      // Cancelled without a failed condition: a concurrent transaction on the same item (retryable).
      if (failed.length === 0) throw new ServiceUnavailableError();
      if (failed.some((i) => !current[i]!.floor)) return false;
      current = current.filter((_, i) => !failed.includes(i));
    }
  }
}

/**
 * Deletes notification `id` for everyone (the erasure of the candidate it names,
 * domain/candidates.ts) and lowers `NOTIFS`, never below 0. Ids left in admins' `read`/`deleted`
 * sets name nothing and are dropped when their marks move. Throws `NotFoundError` for an unknown id.
 */
export async function deleteNotification(id: string): Promise<void> {
  await retryOnConflict(async () => {
    const current = await getItem<NotificationItem>(keys.notification(id), true);
    if (!current) throw new NotFoundError(NOTIFICATION_MESSAGES.notificationNotFound);
    const ok = await transactWithFloors(
      [
        deleteItem(keys.notification(id), { expression: 'attribute_exists(pk)' }),
        decrementAtLeastZero(counters.notifications),
      ],
      [1],
    );
    if (!ok) raceLost();
  });
}
