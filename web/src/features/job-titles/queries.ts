/** TanStack Query options of the catalogue lists the admin screens share. */
import { queryOptions } from '@tanstack/react-query';
import { listAdminJobTitles, listDepartments } from '@/lib/catalog-admin-api';

/** Every job title, deleted ones included (admin-area §2 Job Titles Management). */
export function adminJobTitlesQuery() {
  return queryOptions({
    queryKey: ['admin', 'job-titles'] as const,
    queryFn: ({ signal }) => listAdminJobTitles(signal),
  });
}

/** Every department (admin-area §2 Departments, and the job form's department select). */
export function adminDepartmentsQuery() {
  return queryOptions({
    queryKey: ['admin', 'departments'] as const,
    queryFn: ({ signal }) => listDepartments(signal),
  });
}

/** `14 Mar 2026` (Irish English), or an empty string for a missing or invalid date. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
