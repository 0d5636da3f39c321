/**
 * `PUT /admin/departments/{id}` `{ name }` (docs/requirements.md#api-calls): rename; the unique-name guard moves in
 * the same transaction. 404 unknown id, 409 name taken. Answers `data: { department }`.
 */
import { departmentBody, idParams } from '../../contract/schemas/catalog.js';
import { renameDepartment } from '../../core/data/departments.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'departments/update',
  { body: departmentBody, params: idParams },
  async ({ body, params }) => ({
    message: 'Department updated',
    data: { department: await renameDepartment(params.id, body.name) },
  }),
);
