/**
 * Starts another Lambda function without waiting for it (an `Event` invocation): the rewrite of the
 * public pages after a posting write (`site-pages-request.ts`). Its own module so
 * that only the functions that start others bundle the Lambda client; a function that starts
 * another only off its usual request uses `invoke-async-on-use.ts` instead.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { asyncInvoker } from './async-invoker.js';

/**
 * Queues `payload` (sent as JSON) for `functionName`; resolves once Lambda accepted the event
 * (status 202), not when the function ran.
 *
 * @throws the SDK's errors (no such function, access denied, throttling).
 */
export const invokeAsync = asyncInvoker(async () => ({ InvokeCommand, LambdaClient }));
