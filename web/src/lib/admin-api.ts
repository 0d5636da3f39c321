/**
 * Typed helpers for admin-token routes (docs/requirements.md#api-calls). Imported only by admin chunks, so public
 * pages never download them. A 401 on any of them ends the admin session (docs/requirements.md#admin-login): the
 * admin shell sees the change and sends the browser to /admin-login.
 */

import type { HttpMethod } from '@functions/contract/routes';
import type { ApiEnvelope } from '@functions/contract/schemas/common';
import type { ResumeListResponse } from '@functions/contract/schemas/resume';
import type { ResumeListParams } from '@functions/contract/schemas/resume-admin';
import { ApiError, type ApiPath, apiPath, apiRequest, type RequestOptions } from './api';
import { clearAdminSession } from './session';

/** `apiRequest` with the admin token; a 401 clears the admin session before the error is thrown. */
export async function adminRequest<T>(
  method: HttpMethod,
  path: ApiPath,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<ApiEnvelope<T>> {
  try {
    return await apiRequest<T>(method, path, { ...options, token: 'admin' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearAdminSession();
    throw error;
  }
}

/**
 * `GET /resume?page&limit&search&status&skill&from&sort`: one page of resumes with the total of the
 * filtered set (docs/requirements.md#admin-routes, #api-calls; page size 10, docs/requirements.md#admin-limits). Empty filters are left out.
 */
export async function listResumes(
  params: ResumeListParams,
  signal?: AbortSignal,
): Promise<ResumeListResponse> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const envelope = await adminRequest<ResumeListResponse>('GET', apiPath('/resume'), { query, signal });
  return (
    envelope.data ?? {
      resumes: [],
      currentPage: params.page,
      totalPages: 0,
      totalResumes: 0,
      limit: params.limit,
    }
  );
}
