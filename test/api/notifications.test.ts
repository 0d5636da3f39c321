/**
 * Admin notifications (docs/requirements.md#notifications, #api-calls): list, recent CVs, unread count, mark read (one, all),
 * delete (one, all), each admin's read state and deletions their own.
 *
 * Reads and auth go through the stack's gateway. The writes run against a private table with the
 * handlers invoked in this process (each as an admin of its own), so the notifications they create
 * never reach the other test files on the shared stack.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Notification,
  NotificationListResponse,
  RecentCvsResponse,
} from '../../functions/contract/schemas/notifications.js';
import { getItem, transact } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { cvUploadNotification, newNotificationItems } from '../../functions/core/data/notifications.js';
import { api, seededAdminToken } from '../support/api.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
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
    const c = await candidateWithAttachedCv({ name: 'Orla Fitzgerald', role: 'Network Engineer' });
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

  /** A notification written as `cv-received` writes it: the item and its counter in one transaction. */
  async function notify(minutesAgo = 0): Promise<string> {
    const id = randomUUID();
    const n = cvUploadNotification({
      id,
      createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      resume: { _id: randomUUID(), name: 'Test Person', email: 't@example.ie', role: 'Cloud Engineer' },
    });
    await transact(newNotificationItems(n.item));
    return id;
  }

  /** A new admin whose list starts empty (they deleted everything there was). */
  async function freshAdmin(groups = ['admin']): Promise<{ sub: string; groups: string[] }> {
    const who = { sub: randomUUID(), groups };
    await invoke(await h('delete-all'), {
      method: 'DELETE',
      path: '/admin/notifications/delete-all',
      ...who,
    });
    return who;
  }

  const listOf = async (who: { sub: string; groups: string[] }, page = '1', limit = '100') =>
    (
      await invoke<NotificationListResponse>(await h('list'), {
        method: 'GET',
        path: '/admin/notifications',
        query: { page, limit },
        ...who,
      })
    ).body.data!;

  it('list pages newest first with the admin’s own totals', async () => {
    const me = await freshAdmin();
    const ids = [await notify(3), await notify(2), await notify(1)];
    const page1 = await listOf(me, '1', '2');
    expect(page1.notifications.map((n: Notification) => n._id)).toEqual([ids[2], ids[1]]);
    expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalNotifications: 3, limit: 2 });
    expect(page1.unreadCount).toBe(3);
    const page2 = await listOf(me, '2', '2');
    expect(page2.notifications.map((n: Notification) => n._id)).toEqual([ids[0]]);
  });

  it('mark one read: the count drops by one; again changes nothing; unknown id 404', async () => {
    const me = await freshAdmin();
    const id = await notify();
    const path = `/admin/notifications/${id}/read`;
    const res = await invoke<{ unreadCount: number }>(await h('mark-read'), {
      method: 'PUT',
      path,
      pathParameters: { id },
      ...me,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.unreadCount).toBe(0);
    expect((await listOf(me)).notifications[0]).toMatchObject({ _id: id, isReadByAdmin: true });
    const again = await invoke<{ unreadCount: number }>(await h('mark-read'), {
      method: 'PUT',
      path,
      pathParameters: { id },
      ...me,
    });
    expect(again.status).toBe(200);
    expect(again.body.data!.unreadCount).toBe(0);
    const unknown = await invoke(await h('mark-read'), {
      method: 'PUT',
      path: '/admin/notifications/nope/read',
      pathParameters: { id: 'nope' },
      ...me,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Notification not found');
  });

  it('delete one: the admin’s total and (if unread) unread count drop; the item stays for others; unknown id 404', async () => {
    const me = await freshAdmin();
    const unread = await notify();
    const read = await notify();
    await invoke(await h('mark-read'), {
      method: 'PUT',
      path: `/admin/notifications/${read}/read`,
      pathParameters: { id: read },
      ...me,
    });
    const del = (id: string) =>
      h('delete').then((fn) =>
        invoke<{ unreadCount: number }>(fn, {
          method: 'DELETE',
          path: `/admin/notifications/${id}`,
          pathParameters: { id },
          ...me,
        }),
      );
    const first = await del(unread);
    expect(first.status).toBe(200);
    expect(first.body.data!.unreadCount).toBe(0);
    expect((await del(read)).status).toBe(200);
    const after = await listOf(me);
    expect(after.pagination.totalNotifications).toBe(0);
    expect(after.unreadCount).toBe(0);
    expect(await getItem(keys.notification(unread), true)).toBeDefined();
    expect((await del(unread)).status).toBe(404);
  });

  it('mark all read: every notification read for that admin, their count 0', async () => {
    const me = await freshAdmin();
    await notify();
    await notify();
    const res = await invoke<{ unreadCount: number; marked: number }>(await h('mark-all-read'), {
      method: 'PUT',
      path: '/admin/notifications/mark-all-read',
      ...me,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!).toEqual({ marked: 2, unreadCount: 0 });
    const all = await listOf(me);
    expect(all.notifications).toHaveLength(2);
    expect(all.notifications.every((n: Notification) => n.isReadByAdmin)).toBe(true);
    expect(all.unreadCount).toBe(0);
  });

  it('delete all: the admin’s list empties and their counts are 0', async () => {
    const me = { sub: randomUUID(), groups: ['admin'] };
    await notify();
    const res = await invoke<{ unreadCount: number; deleted: number }>(await h('delete-all'), {
      method: 'DELETE',
      path: '/admin/notifications/delete-all',
      ...me,
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.deleted).toBeGreaterThan(0);
    const all = await listOf(me);
    expect(all.notifications).toEqual([]);
    expect(all.pagination.totalNotifications).toBe(0);
    expect(all.unreadCount).toBe(0);
  });

  it("each admin's read state and deletions are their own: one admin's delete all and a viewer's mark all read change no one else's list or count", async () => {
    const [recruiter, viewer, other] = [randomUUID(), randomUUID(), randomUUID()];
    const as = (sub: string, groups: string[]) => ({ sub, groups });
    const listOf = async (who: { sub: string; groups: string[] }) =>
      (
        await invoke<NotificationListResponse>(await h('list'), {
          method: 'GET',
          path: '/admin/notifications',
          query: { page: '1', limit: '100' },
          ...who,
        })
      ).body.data!;
    const flags = (list: NotificationListResponse, ids: string[]) =>
      ids.map((id) => list.notifications.find((n) => n._id === id)?.isReadByAdmin);
    const ids = [await notify(2), await notify(1)];
    const otherBefore = await listOf(as(other, ['admin']));
    expect(flags(otherBefore, ids)).toEqual([false, false]);

    // A viewer's "mark all as read": their own count is 0, nobody else's moves.
    const marked = await invoke<{ unreadCount: number }>(await h('mark-all-read'), {
      method: 'PUT',
      path: '/admin/notifications/mark-all-read',
      ...as(viewer, ['viewer']),
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data!.unreadCount).toBe(0);
    expect(flags(await listOf(as(viewer, ['viewer'])), ids)).toEqual([true, true]);
    const otherAfterRead = await listOf(as(other, ['admin']));
    expect(flags(otherAfterRead, ids)).toEqual([false, false]);
    expect(otherAfterRead.unreadCount).toBe(otherBefore.unreadCount);

    // One admin marks one read: only their flag changes.
    await invoke(await h('mark-read'), {
      method: 'PUT',
      path: `/admin/notifications/${ids[0]}/read`,
      pathParameters: { id: ids[0]! },
      ...as(recruiter, ['recruiter']),
    });
    expect(flags(await listOf(as(recruiter, ['recruiter'])), ids)).toEqual([true, false]);
    expect(flags(await listOf(as(other, ['admin'])), ids)).toEqual([false, false]);

    // A recruiter deletes one, then all: their list empties; the others' lists keep both.
    const one = await invoke(await h('delete'), {
      method: 'DELETE',
      path: `/admin/notifications/${ids[1]}`,
      pathParameters: { id: ids[1]! },
      ...as(recruiter, ['recruiter']),
    });
    expect(one.status).toBe(200);
    expect(flags(await listOf(as(recruiter, ['recruiter'])), ids)).toEqual([true, undefined]);
    const all = await invoke<{ unreadCount: number }>(await h('delete-all'), {
      method: 'DELETE',
      path: '/admin/notifications/delete-all',
      ...as(recruiter, ['recruiter']),
    });
    expect(all.status).toBe(200);
    expect(all.body.data!.unreadCount).toBe(0);
    const emptied = await listOf(as(recruiter, ['recruiter']));
    expect(emptied.notifications).toEqual([]);
    expect(emptied.pagination.totalNotifications).toBe(0);
    expect(emptied.unreadCount).toBe(0);
    // Deleted for them: a second delete or a mark read of it is 404 for them only.
    const again = await invoke(await h('mark-read'), {
      method: 'PUT',
      path: `/admin/notifications/${ids[0]}/read`,
      pathParameters: { id: ids[0]! },
      ...as(recruiter, ['recruiter']),
    });
    expect(again.status).toBe(404);

    const otherAfter = await listOf(as(other, ['admin']));
    expect(flags(otherAfter, ids)).toEqual([false, false]);
    expect(otherAfter.pagination.totalNotifications).toBe(otherBefore.pagination.totalNotifications);
    expect(otherAfter.unreadCount).toBe(otherBefore.unreadCount);
    expect(flags(await listOf(as(viewer, ['viewer'])), ids)).toEqual([true, true]);
    // A new notification is unread and listed for the recruiter who deleted all.
    const fresh = await notify();
    const recruiterNow = await listOf(as(recruiter, ['recruiter']));
    expect(recruiterNow.notifications.map((n) => n._id)).toEqual([fresh]);
    expect(recruiterNow.unreadCount).toBe(1);
    const count = await invoke<{ unreadCount: number }>(
      (await import('../../functions/handlers/notifications/unread-count.js')).handler,
      { method: 'GET', path: '/admin/notifications/unread-count', ...as(recruiter, ['recruiter']) },
    );
    expect(count.body.data!.unreadCount).toBe(1);
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
