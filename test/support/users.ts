/**
 * Cognito users made directly in the emulator for auth tests: a candidate, or an admin with a
 * given set of groups (roles), each signed in to get a real ID token. An admin also gets the bare
 * profile item every admin request checks (its current role; not listed among the admins).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { primaryRole } from '../../functions/core/auth/permissions.js';
import { put } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { uniqueEmail } from './api.js';

const PASSWORD = 'Passw0rd!x';

/** Creates a confirmed user in a pool (env names of `ENV`), adds it to `groups`, returns its ID token. */
export async function tokenFor(pool: 'candidate' | 'admin', groups: string[] = []): Promise<string> {
  return (await sessionFor(pool, groups)).token;
}

/** `tokenFor` with the whole session: ID and refresh token, the user's `sub` and email. */
export async function sessionFor(
  pool: 'candidate' | 'admin',
  groups: string[] = [],
): Promise<{ token: string; refreshToken: string; sub: string; email: string }> {
  const cognito = new CognitoIdentityProviderClient({});
  const UserPoolId = process.env[pool === 'admin' ? 'ADMIN_USER_POOL_ID' : 'CANDIDATE_USER_POOL_ID']!;
  const ClientId =
    process.env[pool === 'admin' ? 'ADMIN_USER_POOL_CLIENT_ID' : 'CANDIDATE_USER_POOL_CLIENT_ID']!;
  const email = uniqueEmail(pool);
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
  );
  for (const GroupName of groups)
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName }));
  const out = await cognito.send(
    new AdminInitiateAuthCommand({
      UserPoolId,
      ClientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  const token = out.AuthenticationResult!.IdToken!;
  const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  if (pool === 'admin') {
    const role = primaryRole(groups);
    await put({
      ...keys.admin(sub),
      id: sub,
      email,
      user_name: email.split('@')[0],
      ...(role ? { role } : {}),
      createdBy: null,
      createdAt: new Date().toISOString(),
    });
  }
  return { token, refreshToken: out.AuthenticationResult!.RefreshToken!, sub, email };
}
