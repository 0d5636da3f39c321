/**
 * `PUT /admin/departments/{id}/reactivate` (docs/requirements.md#departments): hold → active. 404 unknown id; 409 when
 * it is not on hold. Answers `data: { department }`.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { setDepartmentStatus } from '../../core/data/departments.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('departments/reactivate', { params: idParams }, async ({ params }) => ({
  message: 'Department reactivated',
  data: { department: await setDepartmentStatus(params.id, 'hold', 'active') },
}));
