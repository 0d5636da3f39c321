/**
 * AWS SDK clients, created lazily once per process (Lambda reuses them across invocations).
 * Only command clients are imported (bundle size: docs/architecture.md#quality-bars).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CLIENT_OPTIONS } from './client-options.js';
import { optionalConfig } from './config.js';
import { traceClient } from './observability.js';

let ddb: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;

/** DynamoDB document client; `undefined` attributes are dropped, never written. */
export function dynamo(): DynamoDBDocumentClient {
  ddb ??= DynamoDBDocumentClient.from(traceClient(new DynamoDBClient(CLIENT_OPTIONS)), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return ddb;
}

export function s3Client(): S3Client {
  s3 ??= traceClient(
    new S3Client({ ...CLIENT_OPTIONS, forcePathStyle: optionalConfig('s3ForcePathStyle') === 'true' }),
  );
  return s3;
}

export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= traceClient(new CognitoIdentityProviderClient(CLIENT_OPTIONS));
  return cognito;
}

const resetHooks: (() => void)[] = [
  () => {
    ddb = undefined;
    s3 = undefined;
    cognito = undefined;
  },
];

/** Registers how a module outside this one forgets its own memoised client (see `resetClients`). */
export function onClientsReset(hook: () => void): void {
  resetHooks.push(hook);
}

/**
 * Forgets every memoised client, so the next call builds one from the environment as it is now.
 * For the local platform only, where one process may start a stack again on other ports.
 */
export function resetClients(): void {
  for (const hook of resetHooks) hook();
}
