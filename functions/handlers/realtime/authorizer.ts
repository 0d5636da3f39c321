/**
 * WebSocket `$connect` Lambda REQUEST authorizer (docs/architecture.md#realtime-and-schedule), in the cloud and in the local
 * gateway alike. The admin's Cognito ID token arrives as the `token` query parameter (browsers
 * cannot set headers on a WebSocket); a valid admin pool token is answered with an IAM policy
 * allowing this connection, principal = the admin's `sub`, context `{ email, groups, authTime }` with
 * `groups` comma-separated (API Gateway allows only strings, numbers and booleans in the context)
 * and `authTime` the token's `auth_time` in epoch seconds (`$connect` checks it against revocations).
 * Anything else (no token, another pool or client, an access token, a bad signature, expired) is
 * refused with 401 by throwing `Unauthorized`.
 */

import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { config } from '../../core/config.js';
import { logger } from '../../core/log.js';

/** The claims this authorizer reads from a verified admin ID token. */
interface AdminIdClaims {
  sub: string;
  email?: unknown;
  auth_time?: unknown;
  'cognito:groups'?: string[];
}

type Verify = (token: string) => Promise<AdminIdClaims>;

/**
 * The verifier of admin pool ID tokens (signature against the pool's JWKS, issuer, audience =
 * the admin app client, `token_use` = id, expiry). When `AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER`
 * points the SDK at a Cognito emulator (the local stack, docs/architecture.md#local-gateway), the issuer and the JWKS
 * are that endpoint's, served over plain http; otherwise they are the Cognito pool's.
 */
function createVerifier(): Verify {
  const userPoolId = config('adminPoolId');
  const clientId = config('adminClientId');
  const endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER?.replace(/\/+$/, '');
  if (!endpoint) {
    const verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'id' });
    return (token) => verifier.verify(token) as Promise<AdminIdClaims>;
  }
  const issuer = `${endpoint}/${userPoolId}`;
  // aws-jwt-verify's default fetcher speaks https only.
  const fetcher = {
    fetch: async (uri: string): Promise<ArrayBuffer> => {
      const res = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
      if (res.status !== 200) throw new Error(`JWKS ${uri} answered ${res.status}`);
      return res.arrayBuffer();
    },
  };
  const verifier = JwtVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );
  return (token) => verifier.verify(token) as Promise<AdminIdClaims>;
}

/** Created on first use and kept for the process: it caches the pool's JWKS. */
let verify: Verify | undefined;

/**
 * @param event the `$connect` REQUEST authorizer event; only `queryStringParameters.token` and
 *   `methodArn` are read.
 * @returns an `Allow` policy for `methodArn` with principal and context.
 * @throws Error('Unauthorized') for a missing or invalid token (API Gateway answers 401).
 */
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized');
  verify ??= createVerifier();
  let claims: AdminIdClaims;
  try {
    claims = await verify(token);
  } catch (err) {
    logger.info('websocket token refused', { reason: (err as Error).name });
    throw new Error('Unauthorized');
  }
  const groups = claims['cognito:groups'] ?? [];
  return {
    principalId: claims.sub,
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
    },
    context: {
      email: typeof claims.email === 'string' ? claims.email : '',
      groups: groups.join(','),
      authTime: String(typeof claims.auth_time === 'number' ? claims.auth_time : 0),
    },
  };
}
