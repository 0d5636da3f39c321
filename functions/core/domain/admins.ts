/**
 * Admin accounts: a Cognito user in the admin pool (username = email, role = group) plus the
 * DynamoDB profile keyed by its `sub` (DESIGN.md §5).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminRole } from '../../contract/schemas/auth.js';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
import { type AdminItem, createAdminProfile, getAdmin } from '../data/admins.js';

async function findAdminSub(email: string): Promise<string | undefined> {
  try {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: config('adminPoolId'), Username: email }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  } catch (err) {
    if ((err as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw err;
  }
}

/**
 * Creates an admin account: Cognito user with a permanent password, group `role`, and the profile.
 * If the profile cannot be written (email or user name taken) the Cognito user is removed again, so
 * nothing is left half-made. Throws `ConflictError` for a taken email or user name.
 * The password must already satisfy the admin rule (admin-area §5: `adminPassword`).
 */
export async function createAdminAccount(a: {
  user_name: string;
  email: string;
  password: string;
  role: AdminRole;
  createdBy: AdminItem['createdBy'];
}): Promise<AdminItem> {
  const poolId = config('adminPoolId');
  const email = a.email.toLowerCase();
  const created = await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((x) => x.Name === 'sub')?.Value ?? (await findAdminSub(email));
  if (!sub) throw new Error('Cognito returned no sub for the new admin');
  try {
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId,
        Username: email,
        Password: a.password,
        Permanent: true,
      }),
    );
    await cognitoClient().send(
      new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: email, GroupName: a.role }),
    );
    return await createAdminProfile({
      id: sub,
      user_name: a.user_name,
      email,
      role: a.role,
      createdBy: a.createdBy,
      createdAt: new Date().toISOString(),
    });
  } catch (err) {
    await cognitoClient()
      .send(new AdminDeleteUserCommand({ UserPoolId: poolId, Username: email }))
      .catch(() => {});
    throw err;
  }
}

/**
 * Makes sure the admin `email` exists with `password` and `role` (used to seed the first super admin):
 * creates the account, or resets the password of the existing one so the printed credentials work.
 */
export async function ensureAdminAccount(a: {
  user_name: string;
  email: string;
  password: string;
  role: AdminRole;
}) {
  const sub = await findAdminSub(a.email.toLowerCase());
  if (!sub || !(await getAdmin(sub))) {
    if (sub) {
      await cognitoClient().send(
        new AdminDeleteUserCommand({ UserPoolId: config('adminPoolId'), Username: a.email.toLowerCase() }),
      );
    }
    return createAdminAccount({ ...a, createdBy: null });
  }
  const poolId = config('adminPoolId');
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: a.email.toLowerCase(),
      Password: a.password,
      Permanent: true,
    }),
  );
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: poolId,
      Username: a.email.toLowerCase(),
      GroupName: a.role,
    }),
  );
  return (await getAdmin(sub))!;
}
