/**
 * Admin calls of the jobs catalogue (docs/requirements.md#api-calls): job titles, departments and job postings.
 * Imported only by admin chunks (through `adminRequest`, which sends the admin token and ends the
 * admin session on a 401), so public pages never download it.
 */
import type {
  AdminJobPostingListResponse,
  Department,
  JOB_STATUSES,
  JobPosting,
  JobPostingInput,
  JobTitle,
} from '@functions/contract/schemas/catalog';
import { adminRequest } from './admin-api';
import { apiPath, dataOf, emptyJobPostingList } from './api';

// ── Job titles ───────────────────────────────────────────────────────────────────

/** `GET /admin/job-titles`: every title A-Z, deleted ones included. */
export async function listAdminJobTitles(signal?: AbortSignal): Promise<JobTitle[]> {
  const envelope = await adminRequest<{ jobTitles: JobTitle[] }>('GET', apiPath('/admin/job-titles'), {
    signal,
  });
  return envelope.data?.jobTitles ?? [];
}

/** `POST /admin/job-titles` `{ name }` (trimmed). */
export async function createJobTitle(name: string): Promise<JobTitle> {
  return dataOf(
    await adminRequest<{ jobTitle: JobTitle }>('POST', apiPath('/admin/job-titles'), {
      body: { name: name.trim() },
    }),
  ).jobTitle;
}

/** `PUT /admin/job-titles/{id}` `{ name }`. */
export async function renameJobTitle(titleId: string, name: string): Promise<JobTitle> {
  return dataOf(
    await adminRequest<{ jobTitle: JobTitle }>('PUT', apiPath('/admin/job-titles/{id}', { id: titleId }), {
      body: { name: name.trim() },
    }),
  ).jobTitle;
}

/** Pause, resume (also Restore of a deleted title) or soft-delete a job title. */
export async function changeJobTitle(titleId: string, action: 'pause' | 'resume' | 'delete'): Promise<void> {
  const params = { id: titleId };
  if (action === 'delete') await adminRequest('DELETE', apiPath('/admin/job-titles/{id}', params));
  else if (action === 'pause') await adminRequest('PUT', apiPath('/admin/job-titles/{id}/pause', params));
  else await adminRequest('PUT', apiPath('/admin/job-titles/{id}/resume', params));
}

// ── Departments ──────────────────────────────────────────────────────────────────

/** `GET /admin/departments`: `data.departments`, A-Z. */
export async function listDepartments(signal?: AbortSignal): Promise<Department[]> {
  const envelope = await adminRequest<{ departments: Department[] }>('GET', apiPath('/admin/departments'), {
    signal,
  });
  return envelope.data?.departments ?? [];
}

/** `POST /admin/departments` `{ name }`; the server records the creator from the token. */
export async function createDepartment(name: string): Promise<Department> {
  return dataOf(
    await adminRequest<{ department: Department }>('POST', apiPath('/admin/departments'), {
      body: { name: name.trim() },
    }),
  ).department;
}

/** `PUT /admin/departments/{id}` `{ name }`. */
export async function renameDepartment(departmentId: string, name: string): Promise<Department> {
  return dataOf(
    await adminRequest<{ department: Department }>(
      'PUT',
      apiPath('/admin/departments/{id}', { id: departmentId }),
      {
        body: { name: name.trim() },
      },
    ),
  ).department;
}

/** Hold, reactivate or delete a department (delete is refused while job postings name it). */
export async function changeDepartment(
  departmentId: string,
  action: 'hold' | 'reactivate' | 'delete',
): Promise<void> {
  const params = { id: departmentId };
  if (action === 'delete') await adminRequest('DELETE', apiPath('/admin/departments/{id}', params));
  else if (action === 'hold') await adminRequest('PUT', apiPath('/admin/departments/{id}/hold', params));
  else await adminRequest('PUT', apiPath('/admin/departments/{id}/reactivate', params));
}

// ── Job postings ─────────────────────────────────────────────────────────────────

export type JobStatus = (typeof JOB_STATUSES)[number];

/** `GET /job-posting?page&limit&status&q`. */
export async function listJobPostings(
  params: { page: number; limit: number; status?: JobStatus; q?: string },
  signal?: AbortSignal,
): Promise<AdminJobPostingListResponse> {
  const envelope = await adminRequest<AdminJobPostingListResponse>('GET', apiPath('/job-posting'), {
    query: { ...params, q: params.q?.trim() || undefined },
    signal,
  });
  return envelope.data ?? emptyJobPostingList(params);
}

/** `GET /job-posting/{id}`. */
export async function getJobPosting(jobId: string, signal?: AbortSignal): Promise<JobPosting> {
  return dataOf(
    await adminRequest<{ job: JobPosting }>('GET', apiPath('/job-posting/{id}', { id: jobId }), { signal }),
  ).job;
}

/** `POST /job-posting` (create) or `PUT /job-posting/{id}` (edit) with the job form's fields. */
export async function saveJobPosting(body: JobPostingInput, jobId?: string): Promise<JobPosting> {
  const envelope = jobId
    ? await adminRequest<{ job: JobPosting }>('PUT', apiPath('/job-posting/{id}', { id: jobId }), { body })
    : await adminRequest<{ job: JobPosting }>('POST', apiPath('/job-posting'), { body });
  return dataOf(envelope).job;
}

/** Pause (only from active), resume (only from paused) or delete a posting. */
export async function changeJobPosting(jobId: string, action: 'pause' | 'resume' | 'delete'): Promise<void> {
  if (action === 'delete') await adminRequest('DELETE', apiPath('/job-posting/{id}', { id: jobId }));
  else if (action === 'pause') await adminRequest('PUT', apiPath('/job-posting/{id}/pause', { id: jobId }));
  else await adminRequest('PUT', apiPath('/job-posting/{id}/resume', { id: jobId }));
}
