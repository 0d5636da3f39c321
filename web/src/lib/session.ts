/**
 * Browser-held sessions (docs/requirements.md#candidate-session, #admin-login, #client-storage; docs/architecture.md#auth).
 *
 * The ID tokens live in this module's memory only, never in Web Storage, so a script injected into
 * the page finds nothing to carry away; the refresh tokens live in HttpOnly cookies the server sets.
 * Storage keeps only a hint that a session probably exists (`isLoggedIn` / `isAdminLoggedIn` =
 * 'true') and the display fields of the signed-in person; on load, and whenever a call needs a token
 * while the hint is set but no token is held, the token is renewed from the cookie (lib/api.ts).
 * Candidate and admin sessions are independent (docs/requirements.md#candidate-session).
 */

import type { AdminLoginResponse, AdminProfile } from '@functions/contract/schemas/auth';
import { useSyncExternalStore } from 'react';

/** The query parameter /login reads to send the candidate back after logging in (docs/requirements.md#candidate-login). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/**
 * Storage keys (docs/requirements.md#client-storage): the spec's session flags, plus the non-secret
 * display fields of the signed-in admin and candidate. No key holds a token.
 */
export const STORAGE_KEYS = {
  candidateFlag: 'isLoggedIn',
  adminFlag: 'isAdminLoggedIn',
  adminProfile: 'adminProfile',
  candidateUser: 'candidateUser',
} as const;

/** Keys where earlier versions of the app stored tokens; removed on load so none lingers. */
const RETIRED_TOKEN_KEYS = ['authToken', 'adminToken', 'adminTokenExpiresAt', 'candidateTokenExpiresAt'];

/** Which session: the candidate's (user pool) or the admin's (admin pool). */
export type SessionKind = 'candidate' | 'admin';

/** An ID token held in memory and when it expires (ms since the epoch). */
interface HeldToken {
  token: string;
  expiresAt: number;
}

const held: Record<SessionKind, HeldToken | null> = { candidate: null, admin: null };

/** A stored admin session: the token when one is held in memory, and the profile. */
export interface AdminSession {
  token: string | null;
  admin: AdminProfile | null;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Storage can throw (privacy modes, quota); a missing session is the safe answer then.
function read(storage: 'local' | 'session', key: string): string | null {
  try {
    return storageOf(storage).getItem(key);
  } catch {
    return null;
  }
}

function storageOf(store: 'local' | 'session'): Storage {
  return store === 'local' ? window.localStorage : window.sessionStorage;
}

function removeKeys(
  keys: readonly string[],
  stores: readonly ('local' | 'session')[] = ['local', 'session'],
): void {
  for (const store of stores) {
    try {
      for (const key of keys) storageOf(store).removeItem(key);
    } catch {
      // storage unavailable: nothing stored there
    }
  }
}

// When the browser is idle, one store per idle task: the first touch of a Web Storage opens it
// from disk, a long task on a slow phone that must not fall into the page's start
// (docs/architecture.md#prerendered-pages); both stores in one task measured 17-34 ms here.
if (typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  for (const store of ['local', 'session'] as const) {
    whenIdle(() => removeKeys(RETIRED_TOKEN_KEYS, [store]), { timeout: 2000 });
  }
}

/**
 * Where the candidate's hint lives: localStorage after "Remember me" (the cookie then survives a
 * browser restart too), else sessionStorage (this tab) (docs/architecture.md#auth). Null without one.
 */
function candidateStore(): 'local' | 'session' | null {
  if (read('local', STORAGE_KEYS.candidateFlag) === 'true') return 'local';
  if (read('session', STORAGE_KEYS.candidateFlag) === 'true') return 'session';
  return null;
}

/** True when a candidate session probably exists: `isLoggedIn` = 'true' (docs/requirements.md#candidate-session). */
export function isCandidateLoggedIn(): boolean {
  return candidateStore() !== null;
}

/** True when an admin session probably exists: `isAdminLoggedIn` = 'true' (docs/requirements.md#admin-login). */
export function isAdminLoggedIn(): boolean {
  return read('local', STORAGE_KEYS.adminFlag) === 'true';
}

/** Whether the hint of `kind` says a session probably exists. */
export function hasSessionHint(kind: SessionKind): boolean {
  return kind === 'candidate' ? isCandidateLoggedIn() : isAdminLoggedIn();
}

/**
 * The ID token of `kind` held in memory, or null (none held yet, or the session ended, also in
 * another tab: the hint is the shared truth).
 */
export function getSessionToken(kind: SessionKind): string | null {
  return hasSessionHint(kind) ? (held[kind]?.token ?? null) : null;
}

/** The candidate bearer token, or null. */
export function getCandidateToken(): string | null {
  return getSessionToken('candidate');
}

/** The admin bearer token, or null. */
export function getAdminToken(): string | null {
  return getSessionToken('admin');
}

/**
 * When the held ID token of `kind` expires (ms), or null without a session hint. A hint without a
 * held token answers 0: renew now (the page was just loaded).
 */
export function getSessionRenewal(kind: SessionKind): { expiresAt: number } | null {
  if (!hasSessionHint(kind)) return null;
  return { expiresAt: held[kind]?.expiresAt ?? 0 };
}

/** `getSessionRenewal('candidate')`. */
export function getCandidateRenewal(): { expiresAt: number } | null {
  return getSessionRenewal('candidate');
}

/** `getSessionRenewal('admin')`. */
export function getAdminRenewal(): { expiresAt: number } | null {
  return getSessionRenewal('admin');
}

function hold(kind: SessionKind, token: string, expiresIn: number): void {
  held[kind] = { token, expiresAt: Date.now() + expiresIn * 1000 };
}

// ── Admin session (docs/requirements.md#admin-login) ────────────────────────────────────────────────

/** The admin session (held token, if any, and stored profile), or null when no admin is logged in. */
export function getAdminSession(): AdminSession | null {
  if (!isAdminLoggedIn()) return null;
  let admin: AdminProfile | null = null;
  try {
    const raw = read('local', STORAGE_KEYS.adminProfile);
    admin = raw ? (JSON.parse(raw) as AdminProfile) : null;
  } catch {
    admin = null;
  }
  return { token: getAdminToken(), admin };
}

/** Takes the answer of `POST /admin/auth/login` as the admin session: token in memory, hint and profile stored. */
export function saveAdminSession(login: AdminLoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.adminFlag, 'true');
  localStorage.setItem(STORAGE_KEYS.adminProfile, JSON.stringify(login.admin));
  hold('admin', login.token, login.expiresIn);
  notify();
}

/** Replaces the admin token (and the profile, whose role may have changed) after a renewal. */
export function updateAdminToken(token: string, expiresIn: number, admin: AdminProfile): void {
  if (!isAdminLoggedIn()) return;
  hold('admin', token, expiresIn);
  localStorage.setItem(STORAGE_KEYS.adminProfile, JSON.stringify(admin));
  notify();
}

/** Removes every trace of the admin session (logout, or a 401 on an admin call: docs/requirements.md#admin-login). */
export function clearAdminSession(): void {
  held.admin = null;
  try {
    removeKeys([STORAGE_KEYS.adminFlag, STORAGE_KEYS.adminProfile]);
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
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.adminFlag ||
      event.key === STORAGE_KEYS.adminProfile
    ) {
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
const CANDIDATE_KEYS = [STORAGE_KEYS.candidateFlag, STORAGE_KEYS.candidateUser];

function notifyCandidate(): void {
  for (const listener of candidateListeners) listener();
}

/** Takes a candidate login: token in memory, hint in localStorage when `remember`, else in sessionStorage. */
export function saveCandidateSession(login: CandidateLogin, remember: boolean): void {
  removeKeys(CANDIDATE_KEYS);
  const storage = storageOf(remember ? 'local' : 'session');
  storage.setItem(STORAGE_KEYS.candidateFlag, 'true');
  storage.setItem(STORAGE_KEYS.candidateUser, JSON.stringify(login.user));
  hold('candidate', login.token, login.expiresIn);
  notifyCandidate();
}

/** Replaces the candidate token after a renewal. */
export function updateCandidateToken(token: string, expiresIn: number): void {
  if (!isCandidateLoggedIn()) return;
  hold('candidate', token, expiresIn);
  notifyCandidate();
}

/** Replaces the stored candidate (after the current-user check). */
export function updateCandidateUser(user: CandidateSessionUser): void {
  const store = candidateStore();
  if (!store) return;
  storageOf(store).setItem(STORAGE_KEYS.candidateUser, JSON.stringify(user));
  notifyCandidate();
}

/** Ends the candidate session (logout, or a session the server no longer accepts). */
export function clearCandidateSession(): void {
  held.candidate = null;
  try {
    removeKeys(CANDIDATE_KEYS);
  } finally {
    notifyCandidate();
  }
}

/** Ends the session of `kind` (memory and hint). */
export function clearSession(kind: SessionKind): void {
  if (kind === 'candidate') clearCandidateSession();
  else clearAdminSession();
}

// The stored user is parsed once per change, so `useSyncExternalStore` gets a stable snapshot.
let userCache: { raw: string | null; user: CandidateSessionUser | null } = { raw: null, user: null };

/** The signed-in candidate, or null. */
export function getCandidateUser(): CandidateSessionUser | null {
  const store = candidateStore();
  if (!store) return null;
  const raw = read(store, STORAGE_KEYS.candidateUser);
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
