/**
 * Admin notifications (docs/requirements.md#notifications, #api-calls): list, recent CVs, unread count, mark read (one, all),
 * delete (one, all); the unread count never goes below 0.
 *
 * Reads and auth go through the stack's gateway. The writes change state every admin shares (the
 * unread count, the whole list), so they run against a private table with the handlers invoked in
 * this process: the other test files on the shared stack are not disturbed.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Notification,
  NotificationListResponse,
  RecentCvsResponse,
} from '../../functions/contract/schemas/notifications.js';
import { dynamo } from '../../functions/core/clients.js';
import { counterDelta, getItem, tableName, transact } from '../../functions/core/data/db.js';
import { counters, keys, partitions } from '../../functions/core/data/keys.js';
import { cvUploadNotification } from '../../functions/core/data/notifications.js';
import { api, seededAdminToken } from '../support/api.js';
import { candidateWithCv } from '../support/cvs.js';
import { invoke } from '../support/invoke.js';
import { usePrivateTable } from '../support/private-table.js';
import { applyStackEnv } from '../support/stack.js';
import { tokenFor } from '../support/users.js';

let admin: string;
let noRole: string;
let candidate: string;
beforeAll(async () => {
  applyStackEnv();
  [admin, noRole, candidate] = await Promise.all([
    seededAdminToken(),
    tokenFor('admin', []),
    tokenFor('candidate'),
  ]);
});

const ROUTES: [string, string][] = [
  ['GET', '/admin/notifications'],
  ['GET', '/admin/notifications/recent-cvs'],
  ['GET', '/admin/notifications/unread-count'],
  ['PUT', '/admin/notifications/mark-all-read'],
  ['PUT', '/admin/notifications/00000000-0000-4000-8000-000000000000/read'],
  ['DELETE', '/admin/notifications/delete-all'],
  ['DELETE', '/admin/notifications/00000000-0000-4000-8000-000000000000'],
];

describe('auth on every notification route', () => {
  it.each(ROUTES)('%s %s: no token 401, candidate 401, admin without a role 403', async (method, path) => {
    expect((await api(method, path)).status).toBe(401);
    expect((await api(method, path, { token: candidate })).status).toBe(401);
    const res = await api(method, path, { token: noRole });
    expect(res.status).toBe(403);
    expect(res.body.message).toBeTruthy();
  });
});

describe('reads through the gateway', () => {
  it('a new CV is listed newest first, counted unread, and in recent-cvs since before it', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const c = await candidateWithCv({ name: 'Orla Fitzgerald', role: 'Network Engineer' });
    const id = [...c.record.notificationIds!][0]!;

    const list = await api<NotificationListResponse>('GET', '/admin/notifications?page=1&limit=100', {
      token: admin,
    });
    expect(list.status).toBe(200);
    const mine = list.body.data!.notifications.find((n) => n._id === id);
    expect(mine).toMatchObject({
      type: 'cv_upload',
      isReadByAdmin: false,
      message: 'Orla Fitzgerald uploaded a CV for Network Engineer',
      cvData: { _id: c.id, name: 'Orla Fitzgerald', email: c.email, role: 'Network Engineer' },
    });
    const times = list.body.data!.notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.body.data!.pagination).toMatchObject({ currentPage: 1, limit: 100 });
    expect(list.body.data!.pagination.totalNotifications).toBeGreaterThanOrEqual(1);
    expect(list.body.data!.unreadCount).toBeGreaterThanOrEqual(1);

    const recent = await api<RecentCvsResponse>(
      'GET',
      `/admin/notifications/recent-cvs?since=${encodeURIComponent(since)}`,
      { token: admin },
    );
    expect(recent.status).toBe(200);
    expect(recent.body.data!.notifications.map((n) => n._id)).toContain(id);
    expect(Date.parse(recent.body.data!.lastChecked)).toBeGreaterThan(Date.parse(since));
    // Nothing after lastChecked yet (from this upload).
    const later = await api<RecentCvsResponse>(
      'GET',
      `/admin/notifications/recent-cvs?since=${encodeURIComponent(recent.body.data!.lastChecked)}`,
      { token: admin },
    );
    expect(later.body.data!.notifications.map((n) => n._id)).not.toContain(id);

    const count = await api<{ unreadCount: number }>('GET', '/admin/notifications/unread-count', {
      token: admin,
    });
    expect(count.status).toBe(200);
    expect(count.body.data!.unreadCount).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['/admin/notifications?page=0', /page must be 1 or more/],
    ['/admin/notifications?limit=500', /limit must be between 1 and 100/],
    ['/admin/notifications/recent-cvs?since=yesterday', /since must be an ISO date-time/],
  ])('%s → 400', async (path, message) => {
    const res = await api('GET', path, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('writes (private table, handlers in this process)', () => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    restore = await usePrivateTable();
  });
  afterAll(async () => {
    await restore?.();
  });

  const modules = {
    list: () => import('../../functions/handlers/notifications/list.js'),
    'mark-read': () => import('../../functions/handlers/notifications/mark-read.js'),
    'mark-all-read': () => import('../../functions/handlers/notifications/mark-all-read.js'),
    delete: () => import('../../functions/handlers/notifications/delete.js'),
    'delete-all': () => import('../../functions/handlers/notifications/delete-all.js'),
  };
  const h = async (name: keyof typeof modules) => (await modules[name]()).handler;
  const count = async (name: Parameters<typeof keys.counter>[0]) =>
    (await getItem<{ count: number }>(keys.counter(name), true))?.count ?? 0;

  /** A notification written as `cv-received` writes it: item + both counters in one transaction. */
  async function notify(minutesAgo = 0): Promise<string> {
    const id = randomUUID();
    const n = cvUploadNotification({
      id,
      createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      resume: { _id: randomUUID(), name: 'Test Person', email: 't@example.ie', role: 'Cloud Engineer' },
    });
    await transact([
      { Put: { TableName: tableName(), Item: n.item, ConditionExpression: 'attribute_not_exists(pk)' } },
      counterDelta(counters.notifications, 1),
      counterDelta(counters.unreadNotifications, 1),
    ]);
    return id;
  }

  const listAll = async () =>
    (
      await invoke<NotificationListResponse>(await h('list'), {
        method: 'GET',
        path: '/admin/notifications',
        query: { page: '1', limit: '100' },
      })
    ).body.data!;

  it('list pages newest first with totals from the counters', async () => {
    const ids = [await notify(3), await notify(2), await notify(1)];
    const page1 = await invoke<NotificationListResponse>(await h('list'), {
      method: 'GET',
      path: '/admin/notifications',
      query: { page: '1', limit: '2' },
    });
    expect(page1.status).toBe(200);
    expect(page1.body.data!.notifications.map((n: Notification) => n._id)).toEqual([ids[2], ids[1]]);
    expect(page1.body.data!.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalNotifications: 3,
      limit: 2,
    });
    expect(page1.body.data!.unreadCount).toBe(3);
    const page2 = await invoke<NotificationListResponse>(await h('list'), {
      method: 'GET',
      path: '/admin/notifications',
      query: { page: '2', limit: '2' },
    });
    expect(page2.body.data!.notifications.map((n: Notification) => n._id)).toEqual([ids[0]]);
  });

  it('mark one read: the count drops by one; again changes nothing; unknown id 404', async () => {
    const id = await notify();
    const before = await count(counters.unreadNotifications);
    const path = `/admin/notifications/${id}/read`;
    const res = await invoke<{ unreadCount: number }>(await h('mark-read'), {
      method: 'PUT',
      path,
      pathParameters: { id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.unreadCount).toBe(before - 1);
    expect(await getItem(keys.notification(id), true)).toMatchObject({ isReadByAdmin: true });
    const again = await invoke(await h('mark-read'), { method: 'PUT', path, pathParameters: { id } });
    expect(again.status).toBe(200);
    expect(await count(counters.unreadNotifications)).toBe(before - 1);
    const unknown = await invoke(await h('mark-read'), {
      method: 'PUT',
      path: '/admin/notifications/nope/read',
      pathParameters: { id: 'nope' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Notification not found');
  });

  it('delete one: total and (if unread) unread count drop; unknown id 404', async () => {
    const unread = await notify();
    const read = await notify();
    await invoke(await h('mark-read'), {
      method: 'PUT',
      path: `/admin/notifications/${read}/read`,
      pathParameters: { id: read },
    });
    const total = await count(counters.notifications);
    const unreadBefore = await count(counters.unreadNotifications);
    const del = (id: string) =>
      h('delete').then((fn) =>
        invoke(fn, { method: 'DELETE', path: `/admin/notifications/${id}`, pathParameters: { id } }),
      );
    expect((await del(unread)).status).toBe(200);
    expect(await count(counters.unreadNotifications)).toBe(unreadBefore - 1);
    expect((await del(read)).status).toBe(200);
    expect(await count(counters.unreadNotifications)).toBe(unreadBefore - 1);
    expect(await count(counters.notifications)).toBe(total - 2);
    expect(await getItem(keys.notification(unread), true)).toBeUndefined();
    expect((await del(unread)).status).toBe(404);
  });

  it('the unread count never goes below 0, even when it has drifted to 0', async () => {
    const a = await notify();
    const b = await notify();
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.counter(counters.unreadNotifications), count: 0 },
      }),
    );
    const read = await invoke(await h('mark-read'), {
      method: 'PUT',
      path: `/admin/notifications/${a}/read`,
      pathParameters: { id: a },
    });
    expect(read.status).toBe(200);
    expect(await getItem(keys.notification(a), true)).toMatchObject({ isReadByAdmin: true });
    expect(await count(counters.unreadNotifications)).toBe(0);
    const del = await invoke(await h('delete'), {
      method: 'DELETE',
      path: `/admin/notifications/${b}`,
      pathParameters: { id: b },
    });
    expect(del.status).toBe(200);
    expect(await count(counters.unreadNotifications)).toBe(0);
  });

  it('mark all read: every notification read, count 0, the unread index empty', async () => {
    await notify();
    await notify();
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.counter(counters.unreadNotifications), count: 2 },
      }),
    );
    const res = await invoke<{ unreadCount: number; marked: number }>(await h('mark-all-read'), {
      method: 'PUT',
      path: '/admin/notifications/mark-all-read',
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.unreadCount).toBe(0);
    const all = await listAll();
    expect(all.notifications.length).toBeGreaterThan(0);
    expect(all.notifications.every((n: Notification) => n.isReadByAdmin)).toBe(true);
    expect(all.unreadCount).toBe(0);
    const unreadIndex = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: partitions.unreadNotifications.index,
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': partitions.unreadNotifications.pk },
      }),
    );
    expect(unreadIndex.Items).toEqual([]);
  });

  it('delete all: the list empties and both counts are 0', async () => {
    await notify();
    const res = await invoke<{ unreadCount: number; deleted: number }>(await h('delete-all'), {
      method: 'DELETE',
      path: '/admin/notifications/delete-all',
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.deleted).toBeGreaterThan(0);
    const all = await listAll();
    expect(all.notifications).toEqual([]);
    expect(all.pagination.totalNotifications).toBe(0);
    expect(all.unreadCount).toBe(0);
  });

  it('a viewer may read and mark notifications (they are every admin’s inbox); an admin without a role may not', async () => {
    const id = await notify();
    const ok = await invoke(await h('mark-read'), {
      method: 'PUT',
      path: `/admin/notifications/${id}/read`,
      pathParameters: { id },
      groups: ['viewer'],
    });
    expect(ok.status).toBe(200);
    const denied = await invoke(await h('delete'), {
      method: 'DELETE',
      path: `/admin/notifications/${id}`,
      pathParameters: { id },
      groups: [],
    });
    expect(denied.status).toBe(403);
    expect(await getItem(keys.notification(id), true)).toBeDefined();
  });
});
