/**
 * Password sign-in against a Cognito user pool (server side, ADMIN_USER_PASSWORD_AUTH), for the
 * login handlers. The ID token is the bearer the SPA sends (docs/architecture.md#auth).
 */
import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../clients.js';
import { UnauthorizedError } from '../errors.js';

export interface PoolTokens {
  idToken: string;
  refreshToken: string;
  /** Seconds until the ID token expires. */
  expiresIn: number;
  /** Claims of the ID token (issued by Cognito to us just now, so decoding without verifying is sound). */
  claims: { sub: string; email?: string; 'cognito:groups'?: string[] };
}

/** Cognito says a wrong password as NotAuthorizedException; the local emulator as InvalidPasswordException. */
const BAD_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

/**
 * Signs `username` in. Throws `UnauthorizedError(failureMessage)` for wrong credentials (the same
 * text whether the user exists or not); other errors propagate (mapped to 503 by core/http).
 */
export async function signIn(
  pool: { userPoolId: string; clientId: string },
  username: string,
  password: string,
  failureMessage: string,
): Promise<PoolTokens> {
  try {
    const out = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const r = out.AuthenticationResult;
    if (!r?.IdToken) throw new UnauthorizedError(failureMessage);
    const payload = JSON.parse(Buffer.from(r.IdToken.split('.')[1]!, 'base64url').toString('utf8'));
    return {
      idToken: r.IdToken,
      refreshToken: r.RefreshToken ?? '',
      expiresIn: r.ExpiresIn ?? 3600,
      claims: payload,
    };
  } catch (err) {
    if (BAD_CREDENTIALS.has((err as { name?: string }).name ?? ''))
      throw new UnauthorizedError(failureMessage);
    throw err;
  }
}

/**
 * A new ID token for a refresh token (REFRESH_TOKEN_AUTH). The new token carries the user's groups
 * as they are now, so a role change takes effect at the next renewal. Throws
 * `UnauthorizedError(failureMessage)` when the refresh token is unknown, expired or revoked, or the
 * user is gone.
 */
export async function refreshSession(
  pool: { userPoolId: string; clientId: string },
  refreshToken: string,
  failureMessage: string,
): Promise<Omit<PoolTokens, 'refreshToken'>> {
  try {
    const out = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: pool.userPoolId,
        ClientId: pool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    const idToken = out.AuthenticationResult?.IdToken;
    if (!idToken) throw new UnauthorizedError(failureMessage);
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));
    const expiresIn =
      out.AuthenticationResult?.ExpiresIn ??
      (typeof payload.exp === 'number' ? payload.exp - Math.floor(Date.now() / 1000) : 3600);
    return { idToken, expiresIn, claims: payload };
  } catch (err) {
    const name = (err as { name?: string }).name ?? '';
    if (BAD_CREDENTIALS.has(name) || name === 'InvalidParameterException')
      throw new UnauthorizedError(failureMessage);
    throw err;
  }
}
