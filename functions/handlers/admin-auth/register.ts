/**
 * `POST /admin/auth/register` (docs/requirements.md#admin-login, #api-calls): user_name, email, password (confirm_password
 * checked when sent), optional role (default admin). Needs an admin token with `admins:manage`.
 * Answers 201 (the form requires it); 409 when the email or user name is taken.
 */
import { ADMIN_REGISTER_MESSAGES, adminRegisterRequest } from '../../contract/schemas/auth.js';
import { getAdmin, toAdminProfile } from '../../core/data/admins.js';
import { createAdminAccount } from '../../core/domain/admins.js';
import { apiHandler } from '../../core/http/api.js';

export const handler = apiHandler(
  'admin-auth/register',
  { body: adminRegisterRequest },
  async ({ body, caller }) => {
    const creator = await getAdmin(caller!.sub);
    const created = await createAdminAccount({
      user_name: body.user_name,
      email: body.email,
      password: body.password,
      role: body.role ?? 'admin',
      createdBy: creator ? { _id: creator.id, user_name: creator.user_name } : null,
    });
    return {
      statusCode: 201,
      message: ADMIN_REGISTER_MESSAGES.created,
      data: { admin: toAdminProfile(created) },
    };
  },
);
