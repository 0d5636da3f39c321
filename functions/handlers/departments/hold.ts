/**
 * `PUT /admin/departments/{id}/hold` (docs/requirements.md#departments): active → hold (shown On Hold). 404 unknown id;
 * 409 when it is not active. Answers `data: { department }`.
 */
import { idParams } from '../../contract/schemas/catalog.js';
import { setDepartmentStatus } from '../../core/data/departments.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('departments/hold', { params: idParams }, async ({ params }) => ({
  message: 'Department held',
  data: { department: await setDepartmentStatus(params.id, 'active', 'hold') },
}));
