/**
 * The resume list (docs/requirements.md#cv-management, #dashboard): its fetcher, filters and query
 * options, shared by CV Management, its CSV export and the dashboard's latest CVs.
 */
import type { SubmissionSource } from '@functions/contract/cv-policy';
import type { ResumeStatus } from '@functions/contract/schemas/common';
import type { Resume, ResumeListResponse } from '@functions/contract/schemas/resume';
import type { ResumeListParams, ResumeSort } from '@functions/contract/schemas/resume-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-api';
import { apiPath, dataOf } from './api';

/**
 * `GET /resume?page&limit&search&status&skill&from&to&sort&expiring&source`: one page of resumes with the total of the
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

/** Resumes per page (docs/requirements.md#admin-limits). */
export const RESUME_PAGE_SIZE = 10;

/** The CV Management filters (docs/requirements.md#cv-management); empty text means "no filter". */
export interface ResumeFilters {
  search: string;
  status: ResumeStatus | '';
  /** One skill, matched whole (`GET /resume?skill=`). */
  skill: string;
  /** `YYYY-MM-DD`: created on or after (from that day's start in Dublin). */
  from: string;
  /** `YYYY-MM-DD`: created before (that day's start in Dublin; the dashboard's weekly figures); '' = open. */
  to: string;
  sort: ResumeSort;
  /** Days, as digits: only CVs expiring within them, soonest first (the dashboard's link); '' = off. */
  expiring: string;
  /** Only records with a CV from this source (the dashboard's by-source links); '' = off. */
  source: SubmissionSource | '';
}

export const NO_FILTERS: ResumeFilters = {
  search: '',
  status: '',
  skill: '',
  from: '',
  to: '',
  sort: 'newest',
  expiring: '',
  source: '',
};

/** True when any filter narrows the list (the sort alone does not). */
export const isFiltered = (f: ResumeFilters) =>
  Boolean(f.search.trim() || f.status || f.skill.trim() || f.from || f.to || f.expiring || f.source);

/** The list query of `GET /resume` for `filters` (empty filters left out), without page and limit. */
export function listFilterParams(filters: ResumeFilters): Omit<ResumeListParams, 'page' | 'limit'> {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    skill: filters.skill.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort,
    expiring: filters.expiring ? Number(filters.expiring) : undefined,
    source: filters.source || undefined,
  };
}

/** Query key prefix of every resume list: invalidated after each write and on a realtime upload. */
export const RESUMES_KEY = ['admin', 'resumes'] as const;

/** One page of the filtered list; the previous page stays visible while the next loads. */
export function resumesQuery(page: number, filters: ResumeFilters = NO_FILTERS, limit = RESUME_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...RESUMES_KEY, { page, limit, ...filters }] as const,
    queryFn: ({ signal }) => listResumes({ page, limit, ...listFilterParams(filters) }, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * `PUT /resume/{id}` with `{ status, notify? }`: changes the status (CV Management's dialog, the
 * pipeline board); `notify` mails the candidate the status's template. Answers whether it was sent.
 */
export async function updateResumeStatus(
  id: string,
  status: ResumeStatus,
  notify = false,
  rejectReasonId?: string,
): Promise<{ resume: Resume; notified: boolean }> {
  const env = await adminRequest<{ resume: Resume; notified: boolean }>(
    'PUT',
    apiPath('/resume/{id}', { id }),
    {
      // A rejection names its reason (docs/requirements.md#rejection-reasons).
      body: {
        status,
        ...(notify ? { notify } : {}),
        ...(status === 'rejected' && rejectReasonId ? { rejectReasonId } : {}),
      },
    },
  );
  return dataOf(env);
}
