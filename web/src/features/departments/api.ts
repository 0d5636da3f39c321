/** Admin calls of Departments (docs/requirements.md#departments, #api-calls); the list itself is shared, in lib/admin-catalog.ts. */
import type { Department } from '@functions/contract/schemas/catalog';
import { adminRequest } from '@/lib/admin-api';
import { apiPath, dataOf } from '@/lib/api';

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
