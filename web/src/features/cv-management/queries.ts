import type { ResumeStatus } from '@functions/contract/schemas/common';
import type { ResumeListParams, ResumeSort } from '@functions/contract/schemas/resume-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listResumes } from '@/lib/admin-api';
import { getResume } from './api';

/** Resumes per page (docs/requirements.md#admin-limits). */
export const RESUME_PAGE_SIZE = 10;

/** The CV Management filters (docs/requirements.md#cv-management); empty text means "no filter". */
export interface ResumeFilters {
  search: string;
  status: ResumeStatus | '';
  /** One skill, matched whole (`GET /resume?skill=`). */
  skill: string;
  /** `YYYY-MM-DD`: created on or after. */
  from: string;
  sort: ResumeSort;
}

export const NO_FILTERS: ResumeFilters = { search: '', status: '', skill: '', from: '', sort: 'newest' };

/** True when any filter narrows the list (the sort alone does not). */
export const isFiltered = (f: ResumeFilters) =>
  Boolean(f.search.trim() || f.status || f.skill.trim() || f.from);

/** The list query of `GET /resume` for `filters` (empty filters left out), without page and limit. */
export function listFilterParams(filters: ResumeFilters): Omit<ResumeListParams, 'page' | 'limit'> {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    skill: filters.skill.trim() || undefined,
    from: filters.from || undefined,
    sort: filters.sort,
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

/** One resume with its submissions (`GET /resume/{id}`), for the details dialog. */
export function resumeQuery(id: string) {
  return queryOptions({
    queryKey: [...RESUMES_KEY, 'one', id] as const,
    queryFn: ({ signal }) => getResume(id, signal),
  });
}
