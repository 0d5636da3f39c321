/**
 * Auth levels, the route table through the gateway (404/405), admin login,
 * and the security headers every answer carries.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes } from '../../functions/contract/routes.js';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { sessionCookieOf, tokenFor } from '../support/users.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

describe('POST /admin/auth/login', () => {
  it('signs in by email and answers the token and the admin profile; the refresh token is in the session cookie', async () => {
    const res = await api<{ token: string; admin: Record<string, unknown> }>('POST', '/admin/auth/login', {
      body: { identifier: inject('adminEmail'), password: inject('adminPassword') },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.token.split('.')).toHaveLength(3);
    expect(res.body.data).not.toHaveProperty('refreshToken');
    expect(sessionCookieOf(res)).toMatch(/^__Secure-admin-session=.+/);
    expect(res.body.data!.admin).toMatchObject({
      email: inject('adminEmail'),
      role: 'super_admin',
      user_name: 'superadmin',
    });
  });

  it('signs in by user_name, case-insensitively', async () => {
    const res = await api('POST', '/admin/auth/login', {
      body: { identifier: 'SuperAdmin', password: inject('adminPassword') },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['wrong password', { identifier: inject('adminEmail'), password: 'Wrong@12345' }],
    ['unknown email', { identifier: 'nobody@example.ie', password: 'Wrong@12345' }],
    ['unknown user name', { identifier: 'nobody', password: 'Wrong@12345' }],
  ])('%s → 401 with one message that does not say which part was wrong', async (_l, body) => {
    const res = await api('POST', '/admin/auth/login', { body });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid credentials. Please check your email or user name and password.');
  });

  it.each([
    ['missing password', { identifier: 'a@b.ie' }, /password is required/],
    ['missing identifier', { password: 'x' }, /identifier/],
    ['identifier as number', { identifier: 42, password: 'x' }, /identifier/],
  ])('%s → 400', async (_l, body, message) => {
    const res = await api('POST', '/admin/auth/login', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('a candidate account cannot sign in to the admin area', async () => {
    // Candidates live in another user pool: the admin pool does not know them.
    const res = await api('POST', '/admin/auth/login', {
      body: { identifier: 'candidate@example.ie', password: 'Passw0rd!x' },
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /resume auth levels', () => {
  it('no token → 401', async () => {
    const res = await api('GET', '/resume');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('a malformed token → 401', async () => {
    expect((await api('GET', '/resume', { token: 'not.a.jwt' })).status).toBe(401);
  });

  it('a candidate-pool token → 401 (wrong pool)', async () => {
    const candidate = await tokenFor('candidate');
    expect((await api('GET', '/resume', { token: candidate })).status).toBe(401);
  });

  it('an admin-pool user with no role → 403', async () => {
    const noRole = await tokenFor('admin', []);
    const res = await api('GET', '/resume', { token: noRole });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/permission/);
  });

  it('a viewer may read resumes', async () => {
    const viewer = await tokenFor('admin', ['viewer']);
    expect((await api('GET', '/resume', { token: viewer })).status).toBe(200);
  });

  it('answers the spec shape with totals from the counter', async () => {
    const res = await api<{
      resumes: Resume[];
      currentPage: number;
      totalPages: number;
      totalResumes: number;
      limit: number;
    }>('GET', '/resume?page=1&limit=2', { token: admin });
    expect(res.status).toBe(200);
    const d = res.body.data!;
    expect(d.currentPage).toBe(1);
    expect(d.limit).toBe(2);
    expect(d.resumes.length).toBeLessThanOrEqual(2);
    expect(d.totalPages).toBe(Math.ceil(d.totalResumes / 2));
    const dates = d.resumes.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=1.5'])('?%s → 400', async (q) => {
    const res = await api('GET', `/resume?${q}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/page|limit/);
  });
});

describe('the route table through the gateway', () => {
  it('every route of the table has a handler module', () => {
    for (const r of routes) {
      const file = fileURLToPath(new URL(`../../functions/handlers/${r.handler}.ts`, import.meta.url));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('an unknown path → 404 JSON, a wrong method → 405', async () => {
    const missing = await api('GET', '/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
    expect((await api('DELETE', '/public/job-titles')).status).toBe(405);
  });

  it('every answer carries the security headers', async () => {
    for (const path of ['/api/v1/public/job-titles', '/api/v1/no-such-route', '/', '/careers']) {
      const res = await fetch(`${inject('baseUrl')}${path}`);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBeTruthy();
    }
  });
});
