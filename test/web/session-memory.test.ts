/**
 * Sessions out of reach of scripts (docs/architecture.md#auth, docs/requirements.md#client-storage):
 * the ID tokens live in memory only, Web Storage keeps a non-secret hint, and a reload restores the
 * session from the session cookie through one shared refresh call.
 */
import type { AdminProfile } from '@functions/contract/schemas/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** A JWT-shaped token (the payload names the roles, as Cognito's ID token does). */
function idToken(groups: string[], marker: string): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part({ 'cognito:groups': groups, marker })}.c2lnbmF0dXJl`;
}

const admin: AdminProfile = {
  _id: 'a1',
  user_name: 'Ada Admin',
  email: 'ada@example.com',
  role: 'super_admin',
  createdBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function storedValues(): string[] {
  const values: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) values.push(storage.getItem(storage.key(i)!) ?? '');
  }
  return values;
}

/** A fresh copy of the session modules, as after a page load (Web Storage survives it). */
async function reload() {
  vi.resetModules();
  const session = await import('@/lib/session');
  const api = await import('@/lib/api');
  return { session, api };
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.resetModules();
});

describe('session tokens in memory', () => {
  it('keeps no token in localStorage or sessionStorage after either login', async () => {
    const { session } = await reload();
    const adminToken = idToken(['super_admin'], 'admin-login');
    const candidateToken = idToken([], 'candidate-login');
    session.saveAdminSession({ token: adminToken, expiresIn: 3600, admin });
    session.saveCandidateSession(
      {
        token: candidateToken,
        expiresIn: 3600,
        user: { _id: 'u1', name: 'Cara', email: 'c@example.com', avatar: null },
      },
      true,
    );

    expect(session.getAdminToken()).toBe(adminToken);
    expect(session.getCandidateToken()).toBe(candidateToken);
    expect(session.isAdminLoggedIn()).toBe(true);
    expect(session.isCandidateLoggedIn()).toBe(true);
    const values = storedValues();
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) {
      expect(value).not.toMatch(JWT);
      expect(value).not.toContain(adminToken);
      expect(value).not.toContain(candidateToken);
    }
    expect(localStorage.getItem('isAdminLoggedIn')).toBe('true');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('restores the admin session after a reload from one refresh call shared by concurrent callers', async () => {
    const first = await reload();
    first.session.saveAdminSession({ token: idToken(['viewer'], 'old'), expiresIn: 3600, admin });

    const renewed = idToken(['super_admin'], 'renewed');
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/v1/admin/auth/refresh')) {
        // The cookie route's same-site header goes along; no bearer.
        expect(new Headers(init?.headers).get('X-Requested-With')).toBe('fetch');
        expect(new Headers(init?.headers).get('Authorization')).toBeNull();
        return Response.json({ success: true, data: { token: renewed, expiresIn: 3600, admin } });
      }
      return Response.json({ success: true, data: { users: [] } });
    });
    vi.stubGlobal('fetch', fetchMock);

    const { session, api } = await reload();
    expect(session.getAdminToken()).toBeNull();
    expect(session.isAdminLoggedIn()).toBe(true);

    await Promise.all([
      api.apiRequest('GET', api.apiPath('/admin/dashboard/users'), { token: 'admin' }),
      api.apiRequest('GET', api.apiPath('/admin/dashboard/stats'), { token: 'admin' }),
      api.restoreSession('admin'),
    ]);

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.endsWith('/admin/auth/refresh'))).toHaveLength(1);
    expect(urls[0]).toMatch(/\/admin\/auth\/refresh$/);
    for (const [input, init] of fetchMock.mock.calls.slice(1)) {
      expect(String(input)).not.toMatch(/refresh$/);
      expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${renewed}`);
    }
    expect(session.getAdminToken()).toBe(renewed);
    for (const value of storedValues()) expect(value).not.toMatch(JWT);
  });

  it('ends the session, memory and hint, when the cookie is refused on reload', async () => {
    const first = await reload();
    first.session.saveCandidateSession(
      {
        token: idToken([], 'old'),
        expiresIn: 3600,
        user: { _id: 'u1', name: 'Cara', email: 'c@example.com', avatar: null },
      },
      false,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, message: 'Session expired' }, { status: 401 })),
    );

    const { session, api } = await reload();
    expect(session.isCandidateLoggedIn()).toBe(true);
    await api.restoreSession('candidate');
    expect(session.isCandidateLoggedIn()).toBe(false);
    expect(session.getCandidateToken()).toBeNull();
    expect(sessionStorage.getItem('isLoggedIn')).toBeNull();
  });

  it('removes token keys left by earlier versions on load', async () => {
    localStorage.setItem('adminToken', idToken([], 'legacy'));
    sessionStorage.setItem('authToken', idToken([], 'legacy'));
    await reload();
    await vi.waitFor(() => {
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(sessionStorage.getItem('authToken')).toBeNull();
    });
  });
});
