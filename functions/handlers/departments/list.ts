/**
 * `GET /admin/departments` (docs/requirements.md#api-calls): every department A-Z with its creator and the number of
 * job postings that name it. Answers `data: { departments }`.
 */
import { listDepartments } from '../../core/data/departments.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler('departments/list', {}, async () => ({
  data: { departments: await listDepartments() },
}));
