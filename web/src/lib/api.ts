/**
 * THE API client of the SPA (docs/architecture.md#layout, #api-conventions; docs/requirements.md#api-calls; docs/requirements.md#api-calls).
 *
 * - Base `/api/v1` (same origin), JSON in and out, cookies sent (`credentials: 'include'`: the
 *   HttpOnly session cookies of the auth routes) with the same-site request header.
 * - Bearer: the candidate token (`authToken`) first, else the admin token (`adminToken`)
 *   (docs/requirements.md#public-roles). Calls to admin routes ask for the admin token explicitly (`token: 'admin'`),
 *   so a visitor who holds both sessions never sends the candidate token to an admin route.
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
import type { AdminLoginRequest, AdminLoginResponse } from '@functions/contract/schemas/auth';
import type { JobPostingListResponse, JobTitle } from '@functions/contract/schemas/catalog';
import type { ApiEnvelope } from '@functions/contract/schemas/common';
import type { ResumeUploadRequest, ResumeUploadResponse } from '@functions/contract/schemas/resume';
import { getAdminToken, getCandidateToken } from './session';

/** An error answer of the API (or a network failure, `status` 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Field problems of a 400 answer (docs/architecture.md#api-conventions). */
    readonly details?: ApiEnvelope<unknown>['details'],
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

/** Which stored token to send: `auto` is the spec's rule (candidate first, else admin). */
export type TokenChoice = 'auto' | 'admin' | 'candidate' | 'none';

export interface RequestOptions {
  /** JSON body. */
  body?: unknown;
  /** Query string values; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  token?: TokenChoice;
  /** A bearer to send instead of a stored session token (the manage token of a mail link). */
  bearer?: string;
  signal?: AbortSignal;
}

function bearerFor(choice: TokenChoice): string | null {
  switch (choice) {
    case 'none':
      return null;
    case 'admin':
      return getAdminToken();
    case 'candidate':
      return getCandidateToken();
    default:
      return getCandidateToken() ?? getAdminToken();
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
  const token = options.bearer ?? bearerFor(options.token ?? 'auto');
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
    throw new ApiError(message, response.status, envelope?.details);
  }
  return envelope ?? { success: true };
}

/** `data` of an answer, or an ApiError when a successful answer carries none. */
export function dataOf<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.data === undefined) throw new ApiError('The server answered without data.', 200);
  return envelope.data;
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
