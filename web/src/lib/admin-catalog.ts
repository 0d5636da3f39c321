/**
 * The catalogue lists the admin screens share (docs/requirements.md#job-titles, #departments): every
 * job title and every department, with their TanStack Query options. Job Titles, Departments and the
 * job form read them; imported by admin chunks only (through `adminRequest`).
 */
import type { Department, JobTitle } from '@functions/contract/schemas/catalog';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest } from './admin-api';
import { apiPath } from './api';

/** `GET /admin/job-titles`: every title A-Z, deleted ones included. */
export async function listAdminJobTitles(signal?: AbortSignal): Promise<JobTitle[]> {
  const envelope = await adminRequest<{ jobTitles: JobTitle[] }>('GET', apiPath('/admin/job-titles'), {
    signal,
  });
  return envelope.data?.jobTitles ?? [];
}

/** `GET /admin/departments`: `data.departments`, A-Z. */
export async function listDepartments(signal?: AbortSignal): Promise<Department[]> {
  const envelope = await adminRequest<{ departments: Department[] }>('GET', apiPath('/admin/departments'), {
    signal,
  });
  return envelope.data?.departments ?? [];
}

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
