/**
 * TanStack Query options for the public lists, shared by every page that shows them (careers form,
 * Resume Assistant, jobs pages), so they share one cache entry per list.
 */

import { FALLBACK_JOB_TITLES } from '@functions/contract/catalog-defaults';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getPublicJobPostings, getPublicJobTitles } from './api';

/** Public job titles (docs/requirements.md#api-calls); deleted ones are dropped by `getPublicJobTitles`. */
export function publicJobTitlesQuery() {
  return queryOptions({
    queryKey: ['public', 'job-titles'] as const,
    queryFn: ({ signal }) => getPublicJobTitles(signal),
    staleTime: 5 * 60_000,
  });
}

/** One page of active public job postings (docs/requirements.md#careers-form: page 1, limit 5 on /careers). */
export function publicJobPostingsQuery(page: number, limit: number) {
  return queryOptions({
    queryKey: ['public', 'job-postings', { page, limit }] as const,
    queryFn: ({ signal }) => getPublicJobPostings({ page, limit }, signal),
    staleTime: 60_000,
  });
}

/**
 * The job-title choices of the CV forms (careers form, Resume Assistant): `options` are the public
 * titles, trimmed and without repeats, `FALLBACK_JOB_TITLES` when none load, `[]` while `loading`
 * (docs/requirements.md#public-records).
 */
export function useJobTitleOptions(): { options: string[]; loading: boolean } {
  const jobTitles = useQuery(publicJobTitlesQuery());
  const loading = jobTitles.isPending;
  const options = useMemo(() => {
    const names = [...new Set((jobTitles.data ?? []).map((t) => t.name.trim()).filter(Boolean))];
    if (names.length > 0) return names;
    return loading ? [] : [...FALLBACK_JOB_TITLES];
  }, [jobTitles.data, loading]);
  return { options, loading };
}
