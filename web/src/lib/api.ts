/**
 * THE API client of the SPA (docs/architecture.md#layout, #api-conventions; docs/requirements.md#api-calls; docs/requirements.md#api-calls).
 *
 * - Base `/api/v1` (same origin), JSON in and out, cookies sent (`credentials: 'include'`: the
 *   HttpOnly session cookies of the auth routes) with the same-site request header.
 * - Bearer: the candidate token first, else the admin token (docs/requirements.md#public-roles).
 *   Calls to admin routes ask for the admin token explicitly (`token: 'admin'`), so a visitor who
 *   holds both sessions never sends the candidate token to an admin route. The tokens are held in
 *   memory only (lib/session.ts); a call that needs one while the session hint is set but no token
 *   is held waits for its renewal from the session cookie (one renewal shared by all callers).
 * - A 204 answer carries no `data` (`undefined`): list helpers read a missing `data` as the spec's
 *   empty list; a non-OK answer throws `ApiError` with the server's `message` or
 *   `HTTP error! status: {code}`.
 * - Every path comes from the route table through `apiPath`, so no call writes `/api/v1/...` by hand.
 *
 * Typed helpers for public routes live here; helpers for admin-token routes live in `admin-api.ts`
 * so that public pages never download admin code.
 */
import type { HttpMethod, routes } from '@functions/contract/routes';
import { API_BASE, SESSION_REQUEST_HEADER } from '@functions/contract/routes';
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  AdminProfile,
  RefreshResponse,
} from '@functions/contract/schemas/auth';
import type { JobPostingListResponse, JobTitle } from '@functions/contract/schemas/catalog';
import type { ApiEnvelope } from '@functions/contract/schemas/common';
import type { ResumeUploadRequest, ResumeUploadResponse } from '@functions/contract/schemas/resume';
import {
  clearSession,
  getSessionToken,
  hasSessionHint,
  type SessionKind,
  updateAdminToken,
  updateCandidateToken,
} from './session';

/** An error answer of the API (or a network failure, `status` 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Field problems of a 400 answer (docs/architecture.md#api-conventions). */
    readonly details?: ApiEnvelope<unknown>['details'],
    /** The whole error answer: fields a route answers beside `message` (a 409's `conflicts`). */
    readonly answer?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Text shown when the request never reached the server. */
export const NETWORK_ERROR_MESSAGE = 'Network error: please check your connection and try again.';

/** Every route path of the shared route table (`functions/contract/routes.ts`). */
export type ContractPath = (typeof routes)[number]['path'];
type ParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | ParamNames<Rest>
  : never;
type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string>];

/** A route-table path with its parameters filled in; only `apiPath` makes one. */
export type ApiPath = string & { readonly __brand: 'ApiPath' };

/**
 * A path of the route table with its `{param}` placeholders filled in (URL-encoded). The template
 * is checked against the route table at compile time, so a renamed route breaks the build here.
 */
export function apiPath<P extends ContractPath>(template: P, ...params: PathParams<P>): ApiPath {
  const values = (params[0] ?? {}) as Record<string, string>;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? '')) as ApiPath;
}

/** Which session token to send: `auto` is the spec's rule (candidate first, else admin). */
export type TokenChoice = 'auto' | 'admin' | 'candidate' | 'none';

export interface RequestOptions {
  /** JSON body. */
  body?: unknown;
  /** Query string values; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  token?: TokenChoice;
  /** A bearer to send instead of a session token (the manage token of a mail link). */
  bearer?: string;
  signal?: AbortSignal;
}

async function bearerFor(choice: TokenChoice): Promise<string | null> {
  switch (choice) {
    case 'none':
      return null;
    case 'admin':
      return sessionToken('admin');
    case 'candidate':
      return sessionToken('candidate');
    default:
      return (await sessionToken('candidate')) ?? (await sessionToken('admin'));
  }
}

/**
 * Sends one request to `/api/v1{path}` and answers the envelope `{ success, message?, data? }`.
 * A 204 answers `{ success: true }` with no `data`. Throws `ApiError` on a non-OK answer.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: ApiPath,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T>> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  // The same-site marker the session-cookie routes require (a cross-site form cannot send it).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [SESSION_REQUEST_HEADER.name]: SESSION_REQUEST_HEADER.value,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.bearer ?? (await bearerFor(options.token ?? 'auto'));
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  if (response.status === 204) return { success: true };

  // Gateways can answer HTML or nothing at all; only a JSON envelope carries a usable message.
  let envelope: ApiEnvelope<T> | null = null;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    envelope = null;
  }
  if (!response.ok) {
    const message =
      typeof envelope?.message === 'string' && envelope.message
        ? envelope.message
        : `HTTP error! status: ${response.status}`;
    throw new ApiError(
      message,
      response.status,
      envelope?.details,
      (envelope ?? undefined) as Record<string, unknown> | undefined,
    );
  }
  return envelope ?? { success: true };
}

/** `data` of an answer, or an ApiError when a successful answer carries none. */
export function dataOf<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.data === undefined) throw new ApiError('The server answered without data.', 200);
  return envelope.data;
}

// ── Session renewal (docs/architecture.md#auth) ──────────────────────────────────────────────────

/** `POST /user/auth/refresh`: the session cookie goes along by itself. */
export async function refreshCandidateToken(): Promise<RefreshResponse> {
  return dataOf(await apiRequest<RefreshResponse>('POST', apiPath('/user/auth/refresh'), { token: 'none' }));
}

/** `POST /admin/auth/refresh`: the new token and the admin's role as it is now. */
export async function refreshAdminToken(): Promise<RefreshResponse & { admin: AdminProfile }> {
  return dataOf(
    await apiRequest<RefreshResponse & { admin: AdminProfile }>('POST', apiPath('/admin/auth/refresh'), {
      token: 'none',
    }),
  );
}

const inFlight: Partial<Record<SessionKind, Promise<boolean>>> = {};

/** True when the answer says the credentials are no longer good (not a network or server fault). */
const refused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

/**
 * Renews the ID token of `kind` from its session cookie; concurrent callers share one request.
 * Answers whether the session is still usable: a refused refresh token ends the session (memory
 * and hint), a network failure keeps it (the next check tries again). Without a hint: false.
 */
export function renewSession(kind: SessionKind): Promise<boolean> {
  inFlight[kind] ??= (async () => {
    if (!hasSessionHint(kind)) return false;
    try {
      if (kind === 'candidate') {
        const answer = await refreshCandidateToken();
        updateCandidateToken(answer.token, answer.expiresIn);
      } else {
        // The role copy is renewed too: a role assigned since login shows up here.
        const answer = await refreshAdminToken();
        updateAdminToken(answer.token, answer.expiresIn, answer.admin);
      }
      return true;
    } catch (error) {
      if (refused(error)) {
        clearSession(kind);
        return false;
      }
      return true;
    }
  })().finally(() => {
    inFlight[kind] = undefined;
  });
  return inFlight[kind];
}

/** `renewSession('candidate')`. */
export const renewCandidate = () => renewSession('candidate');

/** `renewSession('admin')`. */
export const renewAdmin = () => renewSession('admin');

/**
 * The ID token of `kind` for a call: the one held in memory, else (session hint set, page just
 * loaded) the one a renewal from the cookie brings, else null. Waits for a renewal in flight.
 */
export async function sessionToken(kind: SessionKind): Promise<string | null> {
  if (inFlight[kind]) await inFlight[kind];
  const held = getSessionToken(kind);
  if (held || !hasSessionHint(kind)) return held;
  await renewSession(kind);
  return getSessionToken(kind);
}

/**
 * Settles the session of `kind` before a route guard decides: a hint without a held token is
 * renewed from the cookie first, so a dead session no longer counts as logged in.
 */
export async function restoreSession(kind: SessionKind): Promise<void> {
  await sessionToken(kind);
}

// ── Public routes (docs/requirements.md#api-calls) ───────────────────────────────────────────────

/** `data` of `GET /public/job-titles`. */
export interface JobTitleListResponse {
  jobTitles: JobTitle[];
}

/** Public job titles, items flagged `isDeleted` dropped (docs/requirements.md#public-records, #api-calls). */
export async function getPublicJobTitles(signal?: AbortSignal): Promise<JobTitle[]> {
  const envelope = await apiRequest<JobTitleListResponse>('GET', apiPath('/public/job-titles'), { signal });
  return (envelope.data?.jobTitles ?? []).filter((title) => !title.isDeleted);
}

/** The answer of a job-posting list that sent no data (a 204): the spec's empty list. */
export function emptyJobPostingList(params: { page: number; limit: number }): {
  jobs: never[];
  pagination: JobPostingListResponse['pagination'];
} {
  return {
    jobs: [],
    pagination: { totalJobs: 0, currentPage: params.page, totalPages: 0, limit: params.limit },
  };
}

/** Active public job postings, `page` from 1 (docs/requirements.md#api-calls: page 1, limit 5 on /careers). */
export async function getPublicJobPostings(
  params: { page: number; limit: number; q?: string },
  signal?: AbortSignal,
): Promise<JobPostingListResponse> {
  const envelope = await apiRequest<JobPostingListResponse>('GET', apiPath('/public/job-postings'), {
    query: params,
    signal,
  });
  return envelope.data ?? emptyJobPostingList(params);
}

/**
 * Step 1 of a CV upload: registers the application and answers a presigned POST for the file
 * (docs/architecture.md#upload-path). Use `uploadCv` from `upload.ts`, which also sends the file.
 */
export async function requestResumeUpload(body: ResumeUploadRequest): Promise<ResumeUploadResponse> {
  return dataOf(await apiRequest<ResumeUploadResponse>('POST', apiPath('/resume/upload'), { body }));
}

/** `POST /admin/auth/login` with `{ identifier, password }` (docs/requirements.md#api-calls). */
export async function loginAdmin(body: AdminLoginRequest): Promise<AdminLoginResponse> {
  return dataOf(await apiRequest<AdminLoginResponse>('POST', apiPath('/admin/auth/login'), { body }));
}

/** `POST /admin/auth/logout`: the server revokes the refresh token of the admin cookie and clears it. */
export async function logoutAdmin(): Promise<void> {
  await apiRequest('POST', apiPath('/admin/auth/logout'), { token: 'none' });
}

/**
 * Runs a candidate call; when it answers 401 (the token expired meanwhile) renews the token once from
 * the session cookie and runs it again. Throws what the call throws.
 */
export async function withCandidateRenewal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !(await renewCandidate())) throw error;
    return call();
  }
}
