/**
 * Cognito users made directly in the emulator for auth tests: a candidate, or an admin with a
 * given set of groups (roles), each signed in to get a real ID token.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { uniqueEmail } from './api.js';

const PASSWORD = 'Passw0rd!x';

/** Creates a confirmed user in a pool (env names of `ENV`), adds it to `groups`, returns its ID token. */
export async function tokenFor(pool: 'candidate' | 'admin', groups: string[] = []): Promise<string> {
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
  return out.AuthenticationResult!.IdToken!;
}
