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

import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { type IdTokenClaims, verifyIdToken } from '../../core/auth/id-token.js';
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';

/**
 * @param event the `$connect` REQUEST authorizer event; only `queryStringParameters.token` and
 *   `methodArn` are read.
 * @returns an `Allow` policy for `methodArn` with principal and context.
 * @throws Error('Unauthorized') for a missing or invalid token (API Gateway answers 401).
 */
export const handler = traced(
  async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
    const token = event.queryStringParameters?.token;
    if (!token) throw new Error('Unauthorized');
    let claims: IdTokenClaims;
    try {
      claims = await verifyIdToken('admin', token);
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
  },
);
