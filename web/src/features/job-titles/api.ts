/** Admin calls of Job Titles (docs/requirements.md#job-titles, #api-calls); the list itself is shared, in lib/admin-catalog.ts. */
import type { JobTitle } from '@functions/contract/schemas/catalog';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

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
