/**
 * Starts another Lambda function without waiting for it (an `Event` invocation): the OCR of a scan
 * (`cv-reading.ts`) and the rewrite of the public pages (`site-pages-request.ts`). Its own module so
 * that only the functions that start others bundle the Lambda client.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { CLIENT_OPTIONS } from './client-options.js';
import { onClientsReset } from './clients.js';
import { traceClient } from './observability.js';

let lambda: LambdaClient | undefined;
onClientsReset(() => {
  lambda = undefined;
});

/**
 * Queues `payload` (sent as JSON) for `functionName`; resolves once Lambda accepted the event
 * (status 202), not when the function ran.
 *
 * @throws the SDK's errors (no such function, access denied, throttling).
 */
export async function invokeAsync(functionName: string, payload: unknown): Promise<void> {
  lambda ??= traceClient(new LambdaClient(CLIENT_OPTIONS));
  await lambda.send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
}
