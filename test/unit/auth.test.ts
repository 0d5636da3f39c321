/** The role-to-permission map and claim parsing (docs/architecture.md#auth). */
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes.js';
import { parseGroups } from '../../functions/core/auth/claims.js';
import { can, primaryRole, ROLE_PERMISSIONS } from '../../functions/core/auth/permissions.js';
import { candidateSessionRevoked, candidateSessionValid } from '../../functions/core/auth/revocation.js';

describe('parseGroups', () => {
  it.each([
    [['super_admin'], ['super_admin']],
    ['[super_admin admin]', ['super_admin', 'admin']],
    ['[viewer]', ['viewer']],
    ['[]', []],
    [undefined, []],
    ['recruiter', ['recruiter']],
  ])('%j → %j', (input, expected) => expect(parseGroups(input as never)).toEqual(expected));
});

describe('role permissions', () => {
  it('only super_admin manages admins and assigns roles', () => {
    for (const role of Object.keys(ROLE_PERMISSIONS)) {
      expect(can([role], 'admins:manage'), role).toBe(role === 'super_admin');
      expect(can([role], 'roles:assign'), role).toBe(role === 'super_admin');
    }
  });

  it('a viewer reads but never writes', () => {
    expect(can(['viewer'], 'cvs:read')).toBe(true);
    for (const p of ['cvs:write', 'cvs:delete', 'jobs:write', 'catalog:write', 'users:delete'] as const) {
      expect(can(['viewer'], p)).toBe(false);
    }
  });

  it('unknown or missing roles grant nothing', () => {
    expect(can([], 'cvs:read')).toBe(false);
    expect(can(['hacker'], 'cvs:read')).toBe(false);
  });

  it('super_admin holds every permission the route table names', () => {
    for (const r of routes)
      if ('permission' in r && r.permission) expect(can(['super_admin'], r.permission), r.path).toBe(true);
  });

  it('primaryRole picks the strongest role', () => {
    expect(primaryRole(['viewer', 'admin'])).toBe('admin');
    expect(primaryRole(['nothing'])).toBeUndefined();
  });
});

describe('route table', () => {
  it('every admin route names a permission; no route key appears twice', () => {
    const seen = new Set<string>();
    for (const r of routes) {
      if (r.auth === 'admin') expect('permission' in r && r.permission, `${r.method} ${r.path}`).toBeTruthy();
      const k = `${r.method} ${r.path}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
  });
});

describe('candidate session revocation', () => {
  const account = {
    email: 'a@example.ie',
    state: 'active' as const,
    sub: 'sub-1',
    sessionsRevokedAt: 1_000,
  };
  it('ends the sessions signed in up to the revocation second, of that Cognito user only', () => {
    expect(candidateSessionRevoked(account, 'sub-1', 999)).toBe(true);
    expect(candidateSessionRevoked(account, 'sub-1', 1_000)).toBe(true);
    expect(candidateSessionRevoked(account, 'sub-1', 1_001)).toBe(false);
    expect(candidateSessionRevoked(account, 'sub-2', 999)).toBe(false);
    expect(candidateSessionRevoked({ ...account, sessionsRevokedAt: undefined }, 'sub-1', 1)).toBe(false);
  });
  it('a session counts only for an active account of the same user, not ended', () => {
    expect(candidateSessionValid(account, 'sub-1', 1_001)).toBe(true);
    expect(candidateSessionValid(account, 'sub-1', 1_000)).toBe(false);
    expect(candidateSessionValid({ ...account, state: 'unconfirmed' }, 'sub-1', 1_001)).toBe(false);
    expect(candidateSessionValid(account, 'sub-2', 1_001)).toBe(false);
    expect(candidateSessionValid(undefined, 'sub-1', 1_001)).toBe(false);
  });
});
