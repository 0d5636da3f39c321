/**
 * The refresh-token cookie of each user pool (docs/architecture.md#auth). The refresh token never
 * reaches a script: login sets it `HttpOnly; Secure; SameSite=Strict`, scoped to the pool's auth
 * routes (`Path=/api/v1/{area}/auth`, which holds refresh and logout), and only the routes marked
 * `sessionCookie` in the route table read it. "Remember me" makes it persistent (`Max-Age` =
 * {@link REMEMBER_ME_SECONDS}); otherwise it is a session cookie that ends with the browser.
 *
 * API Gateway (payload 2.0) hands request cookies to the function as `event.cookies` and turns the
 * result's `cookies` into `Set-Cookie` headers; the local gateway does the same.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { parse, serialize } from 'cookie';
import { API_BASE } from '../../contract/routes.js';

export type SessionPool = 'candidate' | 'admin';

/**
 * Cookie names, one per pool so the two sessions stay independent (docs/requirements.md#candidate-session).
 * `__Secure-` makes browsers refuse the cookie unless it is `Secure` and set over HTTPS (or localhost).
 */
export const SESSION_COOKIE_NAMES = {
  candidate: '__Secure-candidate-session',
  admin: '__Secure-admin-session',
} as const satisfies Record<SessionPool, string>;

/** Path of each pool's cookie: the auth routes of its area (refresh and logout live there). */
export const SESSION_COOKIE_PATHS = {
  candidate: `${API_BASE}/user/auth`,
  admin: `${API_BASE}/admin/auth`,
} as const satisfies Record<SessionPool, string>;

/** Lifetime of a remembered session (seconds): the app clients' refresh-token validity (lib/constructs/auth.ts). */
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

const ATTRIBUTES = { httpOnly: true, secure: true, sameSite: 'strict' } as const;

/**
 * The `Set-Cookie` value that stores `refreshToken` for `pool`: persistent (`Max-Age`) when
 * `persistent`, else a session cookie.
 */
export function sessionCookie(pool: SessionPool, refreshToken: string, persistent: boolean): string {
  return serialize(SESSION_COOKIE_NAMES[pool], refreshToken, {
    ...ATTRIBUTES,
    path: SESSION_COOKIE_PATHS[pool],
    ...(persistent ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  });
}

/** The `Set-Cookie` value that removes `pool`'s cookie (logout, or a refresh token that stopped working). */
export function clearedSessionCookie(pool: SessionPool): string {
  return serialize(SESSION_COOKIE_NAMES[pool], '', {
    ...ATTRIBUTES,
    path: SESSION_COOKIE_PATHS[pool],
    maxAge: 0,
    expires: new Date(0),
  });
}

/** The refresh token in `pool`'s cookie of `event`, or `undefined` when the request carries none. */
export function sessionTokenOf(event: APIGatewayProxyEventV2, pool: SessionPool): string | undefined {
  const name = SESSION_COOKIE_NAMES[pool];
  for (const header of event.cookies ?? []) {
    const value = parse(header)[name];
    if (value) return value;
  }
  return undefined;
}
