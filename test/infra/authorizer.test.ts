/**
 * The WebSocket `$connect` authorizer (cloud only): an admin pool ID token in `?token=` is answered
 * with an allow policy for the connection and the `{ email, groups }` context; anything else is
 * refused with `Unauthorized` (API Gateway: 401). `aws-jwt-verify` is replaced by a stub: the
 * signature check itself is that library's job.
 */
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the stubbed verifier answers, the options it was created with, the tokens it was given. */
const stub = vi.hoisted(() => ({
  answer: (_token: string): Promise<Record<string, unknown>> => Promise.resolve({}),
  options: [] as unknown[],
  tokens: [] as string[],
}));
vi.mock('aws-jwt-verify', () => ({
  CognitoJwtVerifier: {
    create: (options: unknown) => {
      stub.options.push(options);
      return {
        verify: (token: string) => {
          stub.tokens.push(token);
          return stub.answer(token);
        },
      };
    },
  },
}));

const METHOD_ARN = 'arn:aws:execute-api:eu-west-1:123456789012:abc123/live/$connect';

function event(token?: string): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: METHOD_ARN,
    queryStringParameters: token === undefined ? null : { token },
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

let handler: typeof import('../../functions/handlers/realtime/authorizer.js')['handler'];

beforeAll(async () => {
  // The cloud path: in a full run the local stack's Cognito endpoint may be in the environment.
  delete process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER;
  process.env.ADMIN_USER_POOL_ID = 'eu-west-1_AdminPool';
  process.env.ADMIN_USER_POOL_CLIENT_ID = 'admin-client-id';
  const { reloadConfig } = await import('../../functions/core/config.js');
  reloadConfig();
  ({ handler } = await import('../../functions/handlers/realtime/authorizer.js'));
});

beforeEach(() => {
  stub.tokens.length = 0;
});

describe('WebSocket $connect authorizer', () => {
  it('allows a valid admin ID token, with principal = sub and context { email, groups, authTime }', async () => {
    stub.answer = async () => ({
      sub: 'sub-1',
      email: 'ana@example.ie',
      auth_time: 1_700_000_000,
      'cognito:groups': ['admin', 'recruiter'],
    });
    const result = await handler(event('good.token'));
    expect(stub.tokens).toEqual(['good.token']);
    expect(stub.options).toEqual([
      { userPoolId: 'eu-west-1_AdminPool', clientId: 'admin-client-id', tokenUse: 'id' },
    ]);
    expect(result).toEqual({
      principalId: 'sub-1',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }],
      },
      context: { email: 'ana@example.ie', groups: 'admin,recruiter', authTime: '1700000000' },
    });
  });

  it('answers an empty groups list for an admin without a role', async () => {
    stub.answer = async () => ({ sub: 'sub-2', email: 'bo@example.ie' });
    await expect(handler(event('t'))).resolves.toMatchObject({ context: { groups: '' } });
  });

  it('refuses a missing token without calling the verifier', async () => {
    await expect(handler(event())).rejects.toThrow('Unauthorized');
    await expect(handler(event(''))).rejects.toThrow('Unauthorized');
    expect(stub.tokens).toEqual([]);
  });

  it('refuses a token the verifier rejects (bad signature, expired, other pool or client)', async () => {
    stub.answer = async () => {
      throw Object.assign(new Error('Token expired'), { name: 'JwtExpiredError' });
    };
    await expect(handler(event('expired'))).rejects.toThrow('Unauthorized');
    expect(stub.tokens).toEqual(['expired']);
  });
});
