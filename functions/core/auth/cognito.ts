/**
 * The Cognito user pools as the auth handlers use them (docs/architecture.md#auth): password sign-in
 * (server side, ADMIN_USER_PASSWORD_AUTH), renewal and revocation of refresh tokens, and the
 * candidate pool's own sign-up flow (SignUp, ConfirmSignUp, ResendConfirmationCode: Cognito mails
 * the code), and both pools' password reset (ForgotPassword, ConfirmForgotPassword: Cognito mails
 * the code). The ID token is the bearer the SPA sends.
 */
import {
  AdminInitiateAuthCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../clients.js';
import { config } from '../config.js';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError, ValidationError } from '../errors.js';

/** A user pool and the app client the functions use. */
export interface PoolRef {
  userPoolId: string;
  clientId: string;
}

/** The two pools, from the configuration (core/config.ts). */
export const pools = {
  candidate: (): PoolRef => ({
    userPoolId: config('candidatePoolId'),
    clientId: config('candidateClientId'),
  }),
  admin: (): PoolRef => ({ userPoolId: config('adminPoolId'), clientId: config('adminClientId') }),
};

const errorName = (err: unknown): string => (err as { name?: string }).name ?? '';

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
  'PasswordResetRequiredException',
]);

/**
 * Signs `username` in. Throws `UnauthorizedError(failureMessage)` for wrong credentials (the same
 * text whether the user exists or not) and, when `notConfirmedMessage` is given,
 * `ForbiddenError(notConfirmedMessage)` for a user who has not confirmed the sign-up e-mail yet
 * (Cognito says so only once the password was right); other errors propagate (mapped to 503 by
 * core/http).
 */
export async function signIn(
  pool: PoolRef,
  username: string,
  password: string,
  failureMessage: string,
  notConfirmedMessage?: string,
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
    if (errorName(err) === 'UserNotConfirmedException')
      throw notConfirmedMessage
        ? new ForbiddenError(notConfirmedMessage)
        : new UnauthorizedError(failureMessage);
    if (BAD_CREDENTIALS.has(errorName(err))) throw new UnauthorizedError(failureMessage);
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
  pool: PoolRef,
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

/**
 * Revokes `refreshToken` (RevokeToken; the app clients enable token revocation): it and the tokens
 * it issued stop working. An unknown or already revoked token is no error (logout is idempotent).
 */
export async function revokeRefreshToken(pool: PoolRef, refreshToken: string): Promise<void> {
  try {
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: pool.clientId, Token: refreshToken }));
  } catch (err) {
    if (!['NotAuthorizedException', 'InvalidParameterException'].includes(errorName(err))) throw err;
  }
}

/**
 * Creates an UNCONFIRMED user in `pool` (SignUp); Cognito mails it a confirmation code (the pool
 * verifies e-mail addresses: lib/constructs/auth.ts). Answers the user's `sub`.
 * @throws the Cognito error, e.g. `UsernameExistsException`.
 */
export async function signUp(
  pool: PoolRef,
  user: { email: string; password: string; name: string },
): Promise<string> {
  const out = await cognitoClient().send(
    new SignUpCommand({
      ClientId: pool.clientId,
      Username: user.email,
      Password: user.password,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'name', Value: user.name },
      ],
    }),
  );
  if (!out.UserSub) throw new Error('Cognito returned no sub for the new user');
  return out.UserSub;
}

/** The texts of the confirmation-code refusals. */
export interface CodeMessages {
  invalid: string;
  expired: string;
  throttled: string;
}

/** Maps Cognito's code errors to typed ones; an unknown user reads as a wrong code (no enumeration). */
function codeError(err: unknown, messages: CodeMessages): unknown {
  switch (errorName(err)) {
    case 'CodeMismatchException':
    case 'UserNotFoundException':
    case 'NotAuthorizedException':
      return new ValidationError(messages.invalid);
    case 'ExpiredCodeException':
      return new ValidationError(messages.expired);
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return new TooManyRequestsError(messages.throttled, 60);
    default:
      return err;
  }
}

/**
 * Confirms `email`'s sign-up with the mailed `code` (ConfirmSignUp).
 * @throws ValidationError (wrong or expired code, unknown user), TooManyRequestsError.
 */
export async function confirmSignUp(
  pool: PoolRef,
  email: string,
  code: string,
  messages: CodeMessages,
): Promise<void> {
  try {
    await cognitoClient().send(
      new ConfirmSignUpCommand({ ClientId: pool.clientId, Username: email, ConfirmationCode: code }),
    );
  } catch (err) {
    throw codeError(err, messages);
  }
}

/**
 * Mails `email` a new confirmation code (ResendConfirmationCode). Silent when there is no such user
 * or it is confirmed already, so the answer tells nothing about accounts.
 * @throws TooManyRequestsError when Cognito's own limit is reached.
 */
export async function resendConfirmationCode(
  pool: PoolRef,
  email: string,
  messages: CodeMessages,
): Promise<void> {
  await mailCodeSilently(
    new ResendConfirmationCodeCommand({ ClientId: pool.clientId, Username: email }),
    messages,
  );
}

/**
 * Sends a command that mails a code; an unknown or unfit user is no error (the answer must tell
 * nothing about accounts). @throws TooManyRequestsError when Cognito's own limit is reached.
 */
async function mailCodeSilently(
  command: ResendConfirmationCodeCommand | ForgotPasswordCommand,
  messages: CodeMessages,
): Promise<void> {
  try {
    // Each command alone types `send`; the union does not pick an overload.
    await cognitoClient().send(command as ResendConfirmationCodeCommand);
  } catch (err) {
    const mapped = codeError(err, messages);
    if (mapped instanceof ValidationError || errorName(err) === 'InvalidParameterException') return;
    throw mapped;
  }
}

/**
 * Mails `username` a code to reset the password (ForgotPassword). Call it only for an account that
 * exists and is confirmed (the callers check theirs first); an unknown user is silent here too.
 * @throws TooManyRequestsError when Cognito's own limit is reached.
 */
export async function forgotPassword(pool: PoolRef, username: string, messages: CodeMessages): Promise<void> {
  await mailCodeSilently(
    new ForgotPasswordCommand({ ClientId: pool.clientId, Username: username }),
    messages,
  );
}

/**
 * Sets `username`'s new `password` with the code {@link forgotPassword} mailed
 * (ConfirmForgotPassword). The password must already meet the pool's rule (the API checks it: the
 * local emulator does not).
 * @throws ValidationError (wrong or expired code, unknown user), TooManyRequestsError.
 */
export async function confirmForgotPassword(
  pool: PoolRef,
  username: string,
  code: string,
  password: string,
  messages: CodeMessages,
): Promise<void> {
  try {
    await cognitoClient().send(
      new ConfirmForgotPasswordCommand({
        ClientId: pool.clientId,
        Username: username,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  } catch (err) {
    throw codeError(err, messages);
  }
}
