/**
 * The WebSocket `$connect` authorizer (`functions/handlers/realtime/authorizer.ts`) against real
 * tokens of the local Cognito emulator: an admin pool ID token is allowed with principal and
 * context; a candidate token, a forged and an expired admin token are refused with `Unauthorized`.
 * The gateway runs this same handler for every `/ws` upgrade (test/api/realtime.test.ts).
 */
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyStackEnv } from '../support/stack.js';
import { decode, expiredCopy, forgedCopy } from '../support/tokens.js';
import { tokenFor } from '../support/users.js';

const METHOD_ARN = 'arn:aws:execute-api:eu-west-1:000000000000:local/local/$connect';

function event(token: string): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: METHOD_ARN,
    queryStringParameters: { token },
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

let handler: typeof import('../../functions/handlers/realtime/authorizer.js')['handler'];
let admin: string;
let candidate: string;

beforeAll(async () => {
  applyStackEnv();
  ({ handler } = await import('../../functions/handlers/realtime/authorizer.js'));
  [admin, candidate] = await Promise.all([tokenFor('admin', ['recruiter']), tokenFor('candidate')]);
});

describe('WebSocket $connect authorizer with cognito-local tokens', () => {
  it('allows an admin ID token: principal = sub, context { email, groups, authTime }', async () => {
    const claims = decode(admin);
    await expect(handler(event(admin))).resolves.toEqual({
      principalId: claims.sub,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }],
      },
      context: { email: claims.email, groups: 'recruiter', authTime: String(claims.auth_time) },
    });
  });

  it('refuses a candidate pool token', async () => {
    await expect(handler(event(candidate))).rejects.toThrow('Unauthorized');
  });

  it('refuses a forged admin token (claims changed, original signature)', async () => {
    await expect(handler(event(forgedCopy(admin, { 'cognito:groups': ['super_admin'] })))).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('refuses an expired admin token signed with the emulator key', async () => {
    await expect(handler(event(expiredCopy(admin)))).rejects.toThrow('Unauthorized');
  });
});
