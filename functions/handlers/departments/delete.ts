/**
 * `DELETE /admin/departments/{id}` (path chosen here; docs/requirements.md#api-calls does not show it): deletes the
 * department and frees its name. 404 unknown id; 409 while job postings name it.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { deleteDepartment } from '../../core/data/departments.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('departments/delete', { params: idParams }, async ({ params }) => {
  await deleteDepartment(params.id);
  return { message: 'Department deleted' };
});
