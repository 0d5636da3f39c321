/**
 * The one way this code starts another Lambda function without waiting for it (an `Event`
 * invocation), given where the Lambda client comes from: bundled (`invoke-async.ts`) or installed
 * beside the bundle and imported on first use (`invoke-async-on-use.ts`,
 * docs/architecture.md#what-a-cold-start-loads). Only types are imported from the SDK here, so
 * this module brings no client into a bundle.
 */
import type { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { CLIENT_OPTIONS } from './client-options.js';
import { onClientsReset } from './clients.js';
import { traceClient } from './observability.js';

/** The two exports of `@aws-sdk/client-lambda` an invocation uses. */
export interface LambdaSdk {
  LambdaClient: typeof LambdaClient;
  InvokeCommand: typeof InvokeCommand;
}

/**
 * An invoker: `(functionName, payload)` queues `payload` (sent as JSON) for `functionName` and
 * resolves once Lambda accepted the event (status 202), not when the function ran. `load` is
 * called at the first invocation; the client is made once and dropped on `resetClients()`.
 *
 * @throws the SDK's errors (no such function, access denied, throttling), or `load`'s.
 */
export function asyncInvoker(
  load: () => Promise<LambdaSdk>,
): (functionName: string, payload: unknown) => Promise<void> {
  let sdk: LambdaSdk | undefined;
  let lambda: LambdaClient | undefined;
  onClientsReset(() => {
    lambda = undefined;
  });
  return async (functionName, payload) => {
    sdk ??= await load();
    lambda ??= traceClient(new sdk.LambdaClient(CLIENT_OPTIONS));
    await lambda.send(
      new sdk.InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify(payload)),
      }),
    );
  };
}
