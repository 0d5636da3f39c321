/**
 * `POST /admin/departments` `{ name }` (docs/requirements.md#departments, #api-calls): unique name (409 otherwise). `created_by`
 * is the calling admin (profile user name and token email); a `created_by` in the body is ignored.
 * Answers 201 `data: { department }`.
 */
import { departmentBody } from '../../contract/schemas/catalog.js';
import { getAdmin } from '../../core/data/admins.js';
import { createDepartment } from '../../core/data/departments.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'departments/create',
  { body: departmentBody },
  async ({ body, caller }) => {
    // `caller` is always set on admin routes (apiHandler answers 401 otherwise).
    const profile = await getAdmin(caller!.sub);
    const email = profile?.email ?? caller!.email;
    const createdBy = { name: profile?.user_name ?? email.split('@')[0] ?? email, email };
    return {
      statusCode: 201,
      message: 'Department created',
      data: { department: await createDepartment(body.name, createdBy) },
    };
  },
);
