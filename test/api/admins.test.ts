/**
 * Admin accounts over HTTP: register (rules, texts, 201, 409), the admins list with real login
 * figures, delete with its three refusals, role assignment (enforced from the next token), token
 * renewal, and the admin login throttle.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminListResponse, AdminProfile } from '../../functions/contract/schemas/auth.js';
import { getItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { api, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { applyStackEnv } from '../support/stack.js';
import { sessionCookieOf, tokenFor, withSession } from '../support/users.js';

beforeAll(() => applyStackEnv());

const PASSWORD = 'Adm1n@pass';
let superToken: string;
let superId: string;

beforeAll(async () => {
  ({ admin: superToken } = await signIn('admin'));
  const me = await api<{ admin: AdminProfile }>('POST', '/admin/auth/login', {
    body: { identifier: inject('adminEmail'), password: inject('adminPassword') },
  });
  superId = me.body.data!.admin._id;
});

const uniqueName = () => `adm_${Math.random().toString(36).slice(2, 10)}`;

async function createAdmin(role?: string) {
  const body = {
    user_name: uniqueName(),
    email: uniqueEmail('admin'),
    password: PASSWORD,
    confirm_password: PASSWORD,
    role,
  };
  const res = await api<{ admin: AdminProfile }>('POST', '/admin/auth/register', { token: superToken, body });
  expect(res.status).toBe(201);
  return { ...body, id: res.body.data!.admin._id };
}

async function loginAs(identifier: string, password = PASSWORD) {
  const res = await api<{ token: string; admin: AdminProfile }>('POST', '/admin/auth/login', {
    body: { identifier, password },
  });
  // The refresh token travels in the session cookie; tests hand it on as the browser would.
  const cookie = sessionCookieOf(res);
  return { ...res, body: { ...res.body, data: res.body.data && { ...res.body.data, cookie } } };
}

describe('POST /admin/auth/register', () => {
  it('creates an admin (201, default role admin, created by the caller) who can log in by email or user name', async () => {
    const a = await createAdmin();
    const res = await loginAs(a.email);
    expect(res.status).toBe(200);
    expect(res.body.data!.admin).toMatchObject({
      _id: a.id,
      user_name: a.user_name,
      email: a.email,
      role: 'admin',
      createdBy: { _id: superId, user_name: 'superadmin' },
    });
    expect((await loginAs(a.user_name.toUpperCase())).status).toBe(200);
  });

  it.each([
    ['all missing', {}, 'All fields are required'],
    ['passwords differ', { confirm_password: 'Other@pass1' }, 'Passwords do not match'],
    [
      'weak password',
      { password: 'abcdefgh', confirm_password: 'abcdefgh' },
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, one number, and one special symbol.',
    ],
    [
      'symbol outside @$!%*?&',
      { password: 'Abcdef1#', confirm_password: 'Abcdef1#' },
      /at least 8 characters/,
    ],
    ['bad email', { email: 'a@b' }, 'Please enter a valid email address'],
    ['super_admin role', { role: 'super_admin' }, /role must be one of/],
  ])('%s → 400 with the text, nothing created', async (_l, over, message) => {
    const body: Record<string, unknown> =
      over && Object.keys(over).length === 0
        ? {}
        : {
            user_name: uniqueName(),
            email: uniqueEmail('bad'),
            password: PASSWORD,
            confirm_password: PASSWORD,
            ...over,
          };
    const res = await api('POST', '/admin/auth/register', { token: superToken, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    if ('email' in body)
      expect((await loginAs(body.email as string, body.password as string)).status).toBe(401);
  });

  it('a taken email or user name → 409', async () => {
    const a = await createAdmin();
    const sameEmail = await api('POST', '/admin/auth/register', {
      token: superToken,
      body: { user_name: uniqueName(), email: a.email, password: PASSWORD },
    });
    expect(sameEmail.status).toBe(409);
    const sameName = await api('POST', '/admin/auth/register', {
      token: superToken,
      body: { user_name: a.user_name, email: uniqueEmail('x'), password: PASSWORD },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/already exists/);
  });

  it('needs admins:manage: an admin → 403, no token → 401', async () => {
    const admin = await tokenFor('admin', ['admin']);
    const body = { user_name: uniqueName(), email: uniqueEmail('x'), password: PASSWORD };
    expect((await api('POST', '/admin/auth/register', { token: admin, body })).status).toBe(403);
    expect((await api('POST', '/admin/auth/register', { body })).status).toBe(401);
  });
});

describe('GET /admin/admins', () => {
  it('pages newest first with the total, page and pages, and real login figures', async () => {
    const a = await createAdmin('viewer');
    await loginAs(a.email);
    await loginAs(a.user_name);
    const res = await api<AdminListResponse>('GET', '/admin/admins?page=1&limit=50', { token: superToken });
    expect(res.status).toBe(200);
    const { admins, pagination } = res.body.data!;
    expect(pagination.page).toBe(1);
    expect(pagination.pages).toBe(Math.ceil(pagination.total / 50));
    expect(pagination.total).toBeGreaterThanOrEqual(admins.length);
    const row = admins.find((x) => x._id === a.id);
    expect(row).toMatchObject({ role: 'viewer', loginCount: 2 });
    expect(Date.parse(row!.lastLoginAt!)).toBeGreaterThan(Date.now() - 60_000);
    const dates = admins.map((x) => x.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('limit=1 pages; bad limit → 400; viewer may read; no token → 401', async () => {
    const one = await api<AdminListResponse>('GET', '/admin/admins?limit=1', { token: superToken });
    expect(one.body.data!.admins).toHaveLength(1);
    expect(one.body.data!.pagination.pages).toBe(one.body.data!.pagination.total);
    expect((await api('GET', '/admin/admins?limit=500', { token: superToken })).status).toBe(400);
    expect((await api('GET', '/admin/admins', { token: await tokenFor('admin', ['viewer']) })).status).toBe(
      200,
    );
    expect((await api('GET', '/admin/admins')).status).toBe(401);
  });
});

describe('DELETE /admin/admins/{id}', () => {
  it('a super admin deletes an admin: gone from the list, cannot log in or renew', async () => {
    const a = await createAdmin();
    const session = (await loginAs(a.email)).body.data!;
    // The admin's own notification state (read and cleared marks) goes with the account.
    expect((await api('PUT', '/admin/notifications/mark-all-read', { token: session.token })).status).toBe(
      200,
    );
    expect(await getItem(keys.notificationState(a.id), true)).toBeDefined();
    const res = await api('DELETE', `/admin/admins/${a.id}`, { token: superToken });
    expect(res.status).toBe(200);
    expect(await getItem(keys.notificationState(a.id), true)).toBeUndefined();
    expect((await loginAs(a.email)).status).toBe(401);
    expect((await withSession('/admin/auth/refresh', session.cookie)).status).toBe(401);
    const list = await api<AdminListResponse>('GET', '/admin/admins?limit=100', { token: superToken });
    expect(list.body.data!.admins.some((x) => x._id === a.id)).toBe(false);
    // The email and user name are free again.
    const again = await api('POST', '/admin/auth/register', {
      token: superToken,
      body: { user_name: a.user_name, email: a.email, password: PASSWORD },
    });
    expect(again.status).toBe(201);
  });

  it('an admin (not super) → 403 "Only super admins can delete other admins"', async () => {
    const actor = await createAdmin('admin');
    const target = await createAdmin();
    const token = (await loginAs(actor.email)).body.data!.token;
    const res = await api('DELETE', `/admin/admins/${target.id}`, { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only super admins can delete other admins');
    expect((await loginAs(target.email)).status).toBe(200);
  });

  it('oneself → 403 "Cannot delete your own account"', async () => {
    const res = await api('DELETE', `/admin/admins/${superId}`, { token: superToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cannot delete your own account');
  });

  it('another super admin → 403 "Cannot delete super admin accounts"', async () => {
    const other = await createAdmin();
    // Made super admin directly in the pool and profile (the API never assigns super_admin).
    const { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } = await import(
      '@aws-sdk/client-cognito-identity-provider'
    );
    await new CognitoIdentityProviderClient({}).send(
      new AdminAddUserToGroupCommand({
        UserPoolId: process.env.ADMIN_USER_POOL_ID,
        Username: other.email,
        GroupName: 'super_admin',
      }),
    );
    const res = await api('DELETE', `/admin/admins/${other.id}`, { token: superToken });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cannot delete super admin accounts');
  });

  it('unknown id → 404', async () => {
    const res = await api('DELETE', '/admin/admins/00000000-0000-4000-8000-000000000000', {
      token: superToken,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Admin not found');
  });
});

describe('PUT /admin/admins/{id}/role', () => {
  it('a super admin assigns a role; it is enforced from the next token', async () => {
    const a = await createAdmin('viewer');
    const session = (await loginAs(a.email)).body.data!;
    expect(session.admin.role).toBe('viewer');
    // A viewer cannot change a CV status... (403 from the role map)
    const probe = await api('PUT', '/resume/00000000-0000-4000-8000-000000000000', {
      token: session.token,
      body: { status: 'reviewed' },
    });
    expect(probe.status).toBe(403);
    const res = await api<{ admin: AdminProfile }>('PUT', `/admin/admins/${a.id}/role`, {
      token: superToken,
      body: { role: 'recruiter' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.admin.role).toBe('recruiter');
    // ...a recruiter can (404 for the unknown id: past the permission check).
    const renewed = await withSession<{ token: string; admin: AdminProfile }>(
      '/admin/auth/refresh',
      session.cookie,
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.data!.admin.role).toBe('recruiter');
    // Exactly one role: the old group is gone.
    const claims = JSON.parse(Buffer.from(renewed.body.data!.token.split('.')[1]!, 'base64url').toString());
    expect(claims['cognito:groups']).toEqual(['recruiter']);
    const after = await api('PUT', '/resume/00000000-0000-4000-8000-000000000000', {
      token: renewed.body.data!.token,
      body: { status: 'reviewed' },
    });
    expect([404, 501]).toContain(after.status);
    const list = await api<AdminListResponse>('GET', '/admin/admins?limit=100', { token: superToken });
    expect(list.body.data!.admins.find((x) => x._id === a.id)?.role).toBe('recruiter');
  });

  it('refusals: not super → 403; own role → 403; bad role → 400; unknown id → 404', async () => {
    const actor = await createAdmin('admin');
    const target = await createAdmin();
    const token = (await loginAs(actor.email)).body.data!.token;
    const notSuper = await api('PUT', `/admin/admins/${target.id}/role`, { token, body: { role: 'viewer' } });
    expect(notSuper.status).toBe(403);
    expect(notSuper.body.message).toBe('Only super admins can assign roles');
    const own = await api('PUT', `/admin/admins/${superId}/role`, {
      token: superToken,
      body: { role: 'viewer' },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Cannot change your own role');
    const bad = await api('PUT', `/admin/admins/${target.id}/role`, {
      token: superToken,
      body: { role: 'owner' },
    });
    expect(bad.status).toBe(400);
    const unknown = await api('PUT', '/admin/admins/00000000-0000-4000-8000-000000000000/role', {
      token: superToken,
      body: { role: 'viewer' },
    });
    expect(unknown.status).toBe(404);
    expect((await loginAs(target.email)).body.data!.admin.role).toBe('admin');
  });
});

describe('admin login recording, renewal and throttle', () => {
  it('POST /admin/auth/refresh renews; an unknown token → 401', async () => {
    const a = await createAdmin();
    const session = (await loginAs(a.email)).body.data!;
    const res = await withSession<{ token: string }>('/admin/auth/refresh', session.cookie);
    expect(res.status).toBe(200);
    expect((await api('GET', '/admin/admins', { token: res.body.data!.token })).status).toBe(200);
    expect((await withSession('/admin/auth/refresh', '__Secure-admin-session=x')).status).toBe(401);
  });

  it('POST /admin/auth/logout revokes the refresh token: a later refresh → 401', async () => {
    const a = await createAdmin();
    const session = (await loginAs(a.email)).body.data!;
    expect((await withSession('/admin/auth/logout', session.cookie)).status).toBe(200);
    expect((await withSession('/admin/auth/refresh', session.cookie)).status).toBe(401);
  });

  it('10 failures for one admin account (by email or user name) → the next attempt 429', async () => {
    const a = await createAdmin();
    for (let i = 0; i < 10; i++) {
      const who = i % 2 ? a.email : a.user_name;
      expect((await loginAs(who, `Wrong@pass${i}`)).status).toBe(401);
    }
    const blocked = await loginAs(a.email);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed login attempts/);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});
