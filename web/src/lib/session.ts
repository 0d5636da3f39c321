/**
 * Browser-held credentials (docs/requirements.md#candidate-session, docs/requirements.md#admin-records, #admin-login).
 *
 * The admin session is `adminToken` + `isAdminLoggedIn` = 'true' in localStorage, plus the admin
 * profile. Candidate and admin sessions are independent (docs/requirements.md#candidate-session). The refresh tokens
 * live in HttpOnly cookies the server sets, never here; the token's expiry lives in sessionStorage
 * (docs/architecture.md#auth).
 */

import type { AdminLoginResponse, AdminProfile } from '@functions/contract/schemas/auth';
import { useSyncExternalStore } from 'react';

/** The query parameter /login reads to send the candidate back after logging in (docs/requirements.md#candidate-login). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** Storage keys fixed by the spec (docs/requirements.md#public-records), plus our own for the admin profile and renewal. */
export const STORAGE_KEYS = {
  candidateToken: 'authToken',
  candidateFlag: 'isLoggedIn',
  adminToken: 'adminToken',
  adminFlag: 'isAdminLoggedIn',
  adminProfile: 'adminProfile',
  adminTokenExpiresAt: 'adminTokenExpiresAt',
  candidateUser: 'candidateUser',
  candidateTokenExpiresAt: 'candidateTokenExpiresAt',
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

/**
 * Where the candidate session lives: localStorage after "Remember me" (survives a browser restart),
 * else sessionStorage (this tab only) (docs/architecture.md#auth). Null when there is none.
 */
function candidateStore(): 'local' | 'session' | null {
  if (read('local', STORAGE_KEYS.candidateToken)) return 'local';
  if (read('session', STORAGE_KEYS.candidateToken)) return 'session';
  return null;
}

/** The candidate bearer token (`authToken`), or null. */
export function getCandidateToken(): string | null {
  const store = candidateStore();
  return store ? read(store, STORAGE_KEYS.candidateToken) : null;
}

/** True when a candidate is logged in: token present and `isLoggedIn` = 'true' (docs/requirements.md#candidate-session). */
export function isCandidateLoggedIn(): boolean {
  const store = candidateStore();
  return store !== null && read(store, STORAGE_KEYS.candidateFlag) === 'true';
}

/** The admin bearer token (`adminToken`), or null. */
export function getAdminToken(): string | null {
  return read('local', STORAGE_KEYS.adminToken);
}

/** True when an admin is logged in: token present and `isAdminLoggedIn` = 'true' (docs/requirements.md#admin-login). */
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
  sessionStorage.setItem(STORAGE_KEYS.adminTokenExpiresAt, String(Date.now() + login.expiresIn * 1000));
  notify();
}

/** Removes every trace of the admin session (logout, or a 401 on an admin call: docs/requirements.md#admin-login). */
export function clearAdminSession(): void {
  try {
    for (const key of [STORAGE_KEYS.adminToken, STORAGE_KEYS.adminFlag, STORAGE_KEYS.adminProfile]) {
      localStorage.removeItem(key);
    }
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

// ── Candidate session (docs/requirements.md#candidate-session) ───────────────────────────────────────

/** The signed-in candidate as the header shows it. */
export interface CandidateSessionUser {
  _id: string;
  name: string;
  email: string;
  avatar: string | null;
}

/** What a candidate login answers (`POST /user/auth/login`; the refresh token is in an HttpOnly cookie). */
export interface CandidateLogin {
  token: string;
  expiresIn: number;
  user: CandidateSessionUser;
}

const candidateListeners = new Set<() => void>();
const CANDIDATE_KEYS = [
  STORAGE_KEYS.candidateToken,
  STORAGE_KEYS.candidateFlag,
  STORAGE_KEYS.candidateUser,
  STORAGE_KEYS.candidateTokenExpiresAt,
];

function notifyCandidate(): void {
  for (const listener of candidateListeners) listener();
}

function storageOf(store: 'local' | 'session'): Storage {
  return store === 'local' ? window.localStorage : window.sessionStorage;
}

/** Stores a candidate login: in localStorage when `remember`, else in sessionStorage. */
export function saveCandidateSession(login: CandidateLogin, remember: boolean): void {
  clearCandidateStorage();
  const storage = storageOf(remember ? 'local' : 'session');
  storage.setItem(STORAGE_KEYS.candidateToken, login.token);
  storage.setItem(STORAGE_KEYS.candidateFlag, 'true');
  storage.setItem(STORAGE_KEYS.candidateUser, JSON.stringify(login.user));
  storage.setItem(STORAGE_KEYS.candidateTokenExpiresAt, String(Date.now() + login.expiresIn * 1000));
  notifyCandidate();
}

/** Replaces the candidate token after a renewal (same storage as the session). */
export function updateCandidateToken(token: string, expiresIn: number): void {
  const store = candidateStore();
  if (!store) return;
  const storage = storageOf(store);
  storage.setItem(STORAGE_KEYS.candidateToken, token);
  storage.setItem(STORAGE_KEYS.candidateTokenExpiresAt, String(Date.now() + expiresIn * 1000));
  notifyCandidate();
}

/** Replaces the stored candidate (after the current-user check). */
export function updateCandidateUser(user: CandidateSessionUser): void {
  const store = candidateStore();
  if (!store) return;
  storageOf(store).setItem(STORAGE_KEYS.candidateUser, JSON.stringify(user));
  notifyCandidate();
}

function clearCandidateStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      for (const key of CANDIDATE_KEYS) storage.removeItem(key);
    } catch {
      // storage unavailable: nothing stored there
    }
  }
}

/** Ends the candidate session (logout, or a session the server no longer accepts). */
export function clearCandidateSession(): void {
  try {
    clearCandidateStorage();
  } finally {
    notifyCandidate();
  }
}

// The stored user is parsed once per change, so `useSyncExternalStore` gets a stable snapshot.
let userCache: { raw: string | null; user: CandidateSessionUser | null } = { raw: null, user: null };

/** The signed-in candidate, or null. */
export function getCandidateUser(): CandidateSessionUser | null {
  if (!isCandidateLoggedIn()) return null;
  const raw = read(candidateStore()!, STORAGE_KEYS.candidateUser);
  if (raw !== userCache.raw) {
    let user: CandidateSessionUser | null = null;
    try {
      user = raw ? (JSON.parse(raw) as CandidateSessionUser) : null;
    } catch {
      user = null;
    }
    userCache = { raw, user };
  }
  return userCache.user;
}

/**
 * When the candidate's ID token expires (ms), or null without a session. The refresh token itself
 * is in the HttpOnly session cookie, out of reach of scripts (docs/architecture.md#auth).
 */
export function getCandidateRenewal(): { expiresAt: number } | null {
  const store = candidateStore();
  if (!store || !isCandidateLoggedIn()) return null;
  return { expiresAt: Number(read(store, STORAGE_KEYS.candidateTokenExpiresAt) ?? 0) };
}

/** When the admin's ID token expires (ms), or null without a session (the refresh token is in the cookie). */
export function getAdminRenewal(): { expiresAt: number } | null {
  if (!isAdminLoggedIn()) return null;
  return { expiresAt: Number(read('session', STORAGE_KEYS.adminTokenExpiresAt) ?? 0) };
}

/** Replaces the admin token (and the profile, whose role may have changed) after a renewal. */
export function updateAdminToken(token: string, expiresIn: number, admin: AdminProfile): void {
  if (!isAdminLoggedIn()) return;
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminProfile, JSON.stringify(admin));
  sessionStorage.setItem(STORAGE_KEYS.adminTokenExpiresAt, String(Date.now() + expiresIn * 1000));
  notify();
}

/** Subscribes to candidate session changes, in this tab and in others; returns the unsubscribe. */
export function subscribeCandidateSession(listener: () => void): () => void {
  candidateListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (CANDIDATE_KEYS as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    candidateListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in candidate (or null), re-rendering on login, logout and renewal. */
export function useCandidateUser() {
  return useSyncExternalStore(subscribeCandidateSession, getCandidateUser, () => null);
}
