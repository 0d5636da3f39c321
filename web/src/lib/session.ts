/**
 * Browser-held credentials (public-site §3 "Client storage keys", admin-area §3 and §4).
 *
 * The admin session is `adminToken` + `isAdminLoggedIn` = 'true' in localStorage, plus the admin
 * profile. Candidate and admin sessions are independent (public-site §4). The refresh token and the
 * token's expiry live in sessionStorage: they are only needed while the tab lives (DESIGN.md §5).
 */
import type { AdminLoginResponse, AdminProfile } from '../../../functions/contract/schemas/auth';

/** Storage keys fixed by the spec (public-site §3), plus our own for the admin profile and renewal. */
export const STORAGE_KEYS = {
  candidateToken: 'authToken',
  candidateFlag: 'isLoggedIn',
  adminToken: 'adminToken',
  adminFlag: 'isAdminLoggedIn',
  adminProfile: 'adminProfile',
  adminRefreshToken: 'adminRefreshToken',
  adminTokenExpiresAt: 'adminTokenExpiresAt',
} as const;

/** A stored admin session. */
export interface AdminSession {
  token: string;
  admin: AdminProfile | null;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can throw (privacy modes, quota); a missing session is the safe answer then.
function read(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** The candidate bearer token (`authToken`), or null. */
export function getCandidateToken(): string | null {
  return read('local', STORAGE_KEYS.candidateToken);
}

/** True when a candidate is logged in: token present and `isLoggedIn` = 'true' (public-site §4). */
export function isCandidateLoggedIn(): boolean {
  return Boolean(getCandidateToken()) && read('local', STORAGE_KEYS.candidateFlag) === 'true';
}

/** The admin bearer token (`adminToken`), or null. */
export function getAdminToken(): string | null {
  return read('local', STORAGE_KEYS.adminToken);
}

/** True when an admin is logged in: token present and `isAdminLoggedIn` = 'true' (admin-area §4). */
export function isAdminLoggedIn(): boolean {
  return Boolean(getAdminToken()) && read('local', STORAGE_KEYS.adminFlag) === 'true';
}

/** The stored admin session (token and profile), or null when no admin is logged in. */
export function getAdminSession(): AdminSession | null {
  const token = getAdminToken();
  if (!token || !isAdminLoggedIn()) return null;
  let admin: AdminProfile | null = null;
  try {
    const raw = read('local', STORAGE_KEYS.adminProfile);
    admin = raw ? (JSON.parse(raw) as AdminProfile) : null;
  } catch {
    admin = null;
  }
  return { token, admin };
}

/** Stores the answer of `POST /admin/auth/login` as the admin session. */
export function saveAdminSession(login: AdminLoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, login.token);
  localStorage.setItem(STORAGE_KEYS.adminFlag, 'true');
  localStorage.setItem(STORAGE_KEYS.adminProfile, JSON.stringify(login.admin));
  sessionStorage.setItem(STORAGE_KEYS.adminRefreshToken, login.refreshToken);
  sessionStorage.setItem(STORAGE_KEYS.adminTokenExpiresAt, String(Date.now() + login.expiresIn * 1000));
  notify();
}

/** Removes every trace of the admin session (logout, or a 401 on an admin call: admin-area §4). */
export function clearAdminSession(): void {
  try {
    for (const key of [STORAGE_KEYS.adminToken, STORAGE_KEYS.adminFlag, STORAGE_KEYS.adminProfile]) {
      localStorage.removeItem(key);
    }
    sessionStorage.removeItem(STORAGE_KEYS.adminRefreshToken);
    sessionStorage.removeItem(STORAGE_KEYS.adminTokenExpiresAt);
  } finally {
    notify();
  }
}

/**
 * Subscribes to admin session changes, in this tab and in others (the `storage` event), for
 * `useSyncExternalStore`. Returns the unsubscribe function.
 */
export function subscribeAdminSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.adminToken || event.key === STORAGE_KEYS.adminFlag) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
