/**
 * Users for auth tests: Cognito users made directly in the emulator (a candidate, or an admin with
 * a given set of groups), each signed in to get a real ID token (an admin also gets the bare
 * profile item every admin request checks: its current role; not listed among the admins);
 * candidates signed up and confirmed through the API; and the session cookie of a login answer.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { SESSION_REQUEST_HEADER } from '../../functions/contract/routes.js';
import { primaryRole } from '../../functions/core/auth/permissions.js';
import { put } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { readConfirmationCode } from '../../lib/local/emulators.js';
import { type ApiAnswer, api, eventually, uniqueEmail } from './api.js';
import { stackEnv } from './stack.js';

/** The password of every user this module makes (meets both pools' rules). */
export const PASSWORD = 'Passw0rd!x';

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

/**
 * The confirmation code Cognito "mailed" to `email` at sign-up or resend, read from the Cognito
 * emulator's state (what the person reads in the mail). Waits briefly for it to appear.
 */
export async function confirmationCode(email: string): Promise<string> {
  const poolId = stackEnv().CANDIDATE_USER_POOL_ID!;
  return eventually(async () => readConfirmationCode(inject('dataDir'), poolId, email), 5000);
}

/**
 * Signs a candidate up the way a person does: `POST /user/auth/register`, then `POST
 * /user/auth/confirm` with the mailed code. Throws when either step fails.
 */
export async function signUpConfirmed(email: string, name: string, password: string): Promise<void> {
  const reg = await api('POST', '/user/auth/register', {
    body: { name, email, password, confirm_password: password },
  });
  if (reg.status !== 201) throw new Error(`sign-up failed: ${reg.status} ${reg.body.message}`);
  const code = await confirmationCode(email.toLowerCase());
  const confirmed = await api('POST', '/user/auth/confirm', { body: { email, code } });
  if (confirmed.status !== 200)
    throw new Error(`confirmation failed: ${confirmed.status} ${confirmed.body.message}`);
}

/** The `name=value` of the session cookie a login answer set (for a `cookie` request header), or undefined. */
export function sessionCookieOf(answer: ApiAnswer<unknown>): string | undefined {
  const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith('__Secure-'));
  return setCookie?.split(';')[0];
}

/**
 * Calls a session-cookie route (`/user/auth/refresh`, `/admin/auth/logout`, ...) as the SPA does:
 * with the cookie and the same-site request header.
 */
export function withSession<T = Record<string, unknown>>(path: string, cookie: string | undefined) {
  return api<T>('POST', path, {
    headers: {
      [SESSION_REQUEST_HEADER.name]: SESSION_REQUEST_HEADER.value,
      ...(cookie ? { cookie } : {}),
    },
  });
}
