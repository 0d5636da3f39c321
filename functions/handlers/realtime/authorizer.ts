/**
 * WebSocket `$connect` Lambda REQUEST authorizer (DESIGN.md §7, cloud only; the local gateway
 * verifies the token itself). The admin's Cognito ID token arrives as the `token` query parameter
 * (browsers cannot set headers on a WebSocket); a valid admin pool token is answered with an IAM
 * policy allowing this connection, principal = the admin's `sub`, context `{ email, groups }` with
 * `groups` comma-separated (API Gateway allows only strings, numbers and booleans in the context).
 * Anything else is refused with 401 by throwing `Unauthorized`.
 */

import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { config } from '../../core/config.js';
import { logger } from '../../core/log.js';

type Verifier = ReturnType<typeof createVerifier>;

function createVerifier() {
  return CognitoJwtVerifier.create({
    userPoolId: config('adminPoolId'),
    clientId: config('adminClientId'),
    tokenUse: 'id',
  });
}

/** Created on first use and kept for the process: it caches the pool's JWKS. */
let verifier: Verifier | undefined;

export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized');
  verifier ??= createVerifier();
  let claims: Awaited<ReturnType<Verifier['verify']>>;
  try {
    claims = await verifier.verify(token);
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
    },
  };
}
