/**
 * Admin notifications (docs/requirements.md#notifications): `NOTIF#{id}`, listed newest first
 * on GSI `NOTIFS`; unread ones also sit on the sparse GSI partition `NOTIFS#UNREAD`, so marking all
 * read touches only unread items. Counters `NOTIFS` and `NOTIFS#UNREAD` move in the transaction of
 * the write they count and never go below 0 (a condition on the counter; when a counter has drifted
 * to 0 the write goes through without it).
 */
import { NOTIFICATION_MESSAGES } from '../../contract/messages.js';
import type { Notification } from '../../contract/schemas/notifications.js';
import { NotFoundError, ServiceUnavailableError } from '../errors.js';
import {
  counterDelta,
  deleteItem,
  getItem,
  getItems,
  type PageRequest,
  putNew,
  queryPage,
  queryPages,
  raceLost,
  readCounters,
  retryOnConflict,
  type TransactItem,
  transact,
  updateItem,
} from './db.js';
import { counters, indexKeys, keys, partitions } from './keys.js';

/** @deprecated name kept for callers of the first version: the API shape is `Notification`. */
export type NotificationApi = Notification;

/** The stored item (keys included). */
export interface NotificationItem extends Notification {
  pk: string;
  sk: string;
  id: string;
  gsi2pk?: string;
  gsi2sk?: string;
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
  const api: Notification = {
    _id: n.id,
    type: 'cv_upload',
    title: n.text?.title ?? NOTIFICATION_MESSAGES.cvUploadTitle,
    message: n.text?.message ?? NOTIFICATION_MESSAGES.cvUploadMessage(n.resume.name, n.resume.role),
    createdAt: n.createdAt,
    isReadByAdmin: false,
    cvData: n.resume,
  };
  return {
    item: {
      ...keys.notification(n.id),
      ...indexKeys.notification({ id: n.id, createdAt: n.createdAt }),
      ...indexKeys.unreadNotification({ id: n.id, createdAt: n.createdAt }),
      ...api,
      id: n.id,
    },
    api,
  };
}

/** Transaction items that store a new notification (`item` of `cvUploadNotification`) and count it as unread. */
export function newNotificationItems(item: Record<string, unknown>): TransactItem[] {
  return [
    putNew(item),
    counterDelta(counters.notifications, 1),
    counterDelta(counters.unreadNotifications, 1),
  ];
}

/** The API shape of a stored notification. */
export function toNotification(item: NotificationItem): Notification {
  return {
    _id: item.id,
    type: item.type,
    title: item.title,
    message: item.message,
    createdAt: item.createdAt,
    isReadByAdmin: Boolean(item.isReadByAdmin),
    cvData: item.cvData,
  };
}

/** The notifications of `ids` that still exist (the self-service export of a candidate's). */
export async function getNotifications(ids: readonly string[]): Promise<NotificationItem[]> {
  const found = await getItems<NotificationItem>(ids.map((id) => keys.notification(id)));
  return found.filter((n): n is NotificationItem => n !== undefined);
}

/** A page of notifications newest first, the total and the unread count (counters). */
export async function listNotifications(
  page: PageRequest,
): Promise<{ items: NotificationItem[]; total: number; unread: number }> {
  const [items, totals] = await Promise.all([
    queryPage<NotificationItem>(partitions.notifications, page, { newestFirst: true }),
    readCounters([counters.notifications, counters.unreadNotifications]),
  ]);
  return {
    items,
    total: totals[counters.notifications],
    unread: totals[counters.unreadNotifications],
  };
}

/** cv_upload notifications created after `sinceIso`, newest first, at most `limit`. */
export async function listNotificationsSince(sinceIso: string, limit: number): Promise<NotificationItem[]> {
  const items = await queryPage<NotificationItem>(
    partitions.notifications,
    { page: 1, limit },
    { newestFirst: true, sortKeyAbove: `${sinceIso}#\uffff` },
  );
  return items.filter((n) => n.type === 'cv_upload');
}

/** The unread counter (never below 0). */
export async function unreadCount(): Promise<number> {
  return (await readCounters([counters.unreadNotifications]))[counters.unreadNotifications];
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

async function getNotificationItem(id: string): Promise<NotificationItem | undefined> {
  return getItem<NotificationItem>(keys.notification(id), true);
}

/**
 * Marks one notification read and lowers the unread count (not below 0). Marking a read one again
 * changes nothing. Throws `NotFoundError` for an unknown id.
 */
export async function markNotificationRead(id: string): Promise<{ changed: boolean }> {
  return retryOnConflict(async () => {
    const ok = await transactWithFloors(
      [
        updateItem(
          keys.notification(id),
          { set: { isReadByAdmin: true }, remove: ['gsi2pk', 'gsi2sk'] },
          { expression: 'attribute_exists(pk) AND isReadByAdmin = :false', values: { ':false': false } },
        ),
        decrementAtLeastZero(counters.unreadNotifications),
      ],
      [1],
    );
    if (ok) return { changed: true };
    const current = await getNotificationItem(id);
    if (!current) throw new NotFoundError(NOTIFICATION_MESSAGES.notificationNotFound);
    if (current.isReadByAdmin) return { changed: false };
    return raceLost();
  });
}

/** Runs `fn` over `items`, at most `width` at a time. */
async function eachLimited<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Marks every unread notification read (docs/requirements.md#notifications: the unread count becomes 0). Reads only the
 * sparse `NOTIFS#UNREAD` partition; each notification and the counter move together, so a
 * notification arriving meanwhile is counted correctly. Returns how many changed.
 */
export async function markAllNotificationsRead(): Promise<{ marked: number }> {
  let marked = 0;
  for await (const page of queryPages<NotificationItem>(partitions.unreadNotifications, { pageSize: 100 })) {
    await eachLimited(page, 8, async (n) => {
      try {
        if ((await markNotificationRead(n.id)).changed) marked++;
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err; // deleted meanwhile
      }
    });
  }
  return { marked };
}

/**
 * Deletes one notification and lowers `NOTIFS` and, if it was unread, `NOTIFS#UNREAD` (never below
 * 0). Throws `NotFoundError` for an unknown id.
 */
export async function deleteNotification(id: string): Promise<void> {
  await retryOnConflict(async () => {
    const current = await getNotificationItem(id);
    if (!current) throw new NotFoundError(NOTIFICATION_MESSAGES.notificationNotFound);
    const unread = !current.isReadByAdmin;
    const ok = await transactWithFloors(
      [
        deleteItem(keys.notification(id), {
          expression: 'attribute_exists(pk) AND isReadByAdmin = :read',
          values: { ':read': Boolean(current.isReadByAdmin) },
        }),
        decrementAtLeastZero(counters.notifications),
        ...(unread ? [decrementAtLeastZero(counters.unreadNotifications)] : []),
      ],
      unread ? [1, 2] : [1],
    );
    if (!ok) raceLost();
  });
}

/** Deletes every notification (docs/requirements.md#notifications: the list empties, the count becomes 0). */
export async function deleteAllNotifications(): Promise<{ deleted: number }> {
  let deleted = 0;
  for await (const page of queryPages<NotificationItem>(partitions.notifications, { pageSize: 100 })) {
    await eachLimited(page, 8, async (n) => {
      try {
        await deleteNotification(n.id);
        deleted++;
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
      }
    });
  }
  return { deleted };
}
