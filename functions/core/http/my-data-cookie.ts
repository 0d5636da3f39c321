/**
 * The `/my-data` page's cookie (docs/requirements.md#my-data, docs/architecture.md#mail): the page
 * trades the manage link's token (read from the address's fragment and taken out of the address
 * bar) for a token of its own that lives {@link MY_DATA_COOKIE_SECONDS} in this cookie, so a reload
 * of the page still works while no token is left in a URL, Web Storage or a script's reach.
 * `HttpOnly; Secure; SameSite=Strict`, scoped to the `/my-data` routes; a request it authorises must
 * carry `SESSION_REQUEST_HEADER` too (core/domain/my-data.ts), as the session-cookie routes do.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { parse, serialize } from 'cookie';
import { API_BASE, SESSION_REQUEST_HEADER } from '../../contract/routes.js';
import { ForbiddenError } from '../errors.js';
import { CROSS_SITE_REFUSED } from './api.js';

export const MY_DATA_COOKIE_NAME = '__Secure-my-data';

/** How long a page session lasts (seconds): a reload within the hour needs no link. */
export const MY_DATA_COOKIE_SECONDS = 60 * 60;

const ATTRIBUTES = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: `${API_BASE}/my-data`,
} as const;

/** The `Set-Cookie` value that stores the page token `token`. */
export const myDataCookie = (token: string): string =>
  serialize(MY_DATA_COOKIE_NAME, token, { ...ATTRIBUTES, maxAge: MY_DATA_COOKIE_SECONDS });

/** The `Set-Cookie` value that removes the cookie (after erasure). */
export const clearedMyDataCookie = (): string =>
  serialize(MY_DATA_COOKIE_NAME, '', { ...ATTRIBUTES, maxAge: 0, expires: new Date(0) });

/**
 * The page token in `event`'s cookies, or `undefined` when there is none.
 *
 * @throws ForbiddenError (`CROSS_SITE_REFUSED`) when the cookie comes without
 *   `SESSION_REQUEST_HEADER`: a form or link of another site, which must not act on the candidate's data.
 */
export function myDataCookieOf(
  event: Pick<APIGatewayProxyEventV2, 'cookies' | 'headers'>,
): string | undefined {
  let token: string | undefined;
  for (const header of event.cookies ?? []) {
    token = parse(header)[MY_DATA_COOKIE_NAME] || token;
  }
  if (!token) return undefined;
  const sent = event.headers?.[SESSION_REQUEST_HEADER.name] ?? '';
  if (sent.toLowerCase() !== SESSION_REQUEST_HEADER.value) throw new ForbiddenError(CROSS_SITE_REFUSED);
  return token;
}
