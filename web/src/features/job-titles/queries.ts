/** TanStack Query options of the catalogue lists the admin screens share. */
import { queryOptions } from '@tanstack/react-query';
import { listAdminJobTitles, listDepartments } from '@/lib/catalog-admin-api';

/** Every job title, deleted ones included (docs/requirements.md#job-titles). */
export function adminJobTitlesQuery() {
  return queryOptions({
    queryKey: ['admin', 'job-titles'] as const,
    queryFn: ({ signal }) => listAdminJobTitles(signal),
  });
}

/** Every department (docs/requirements.md#departments, and the job form's department select). */
export function adminDepartmentsQuery() {
  return queryOptions({
    queryKey: ['admin', 'departments'] as const,
    queryFn: ({ signal }) => listDepartments(signal),
  });
}
