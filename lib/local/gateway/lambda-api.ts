/**
 * The local Lambda Invoke API, asynchronous invocations only (docs/architecture.md#local-gateway):
 * `cv-received` starts `eventFunctions.cvOcr` this way for scanned CVs, through `@aws-sdk/client-lambda`
 * pointed here by `AWS_ENDPOINT_URL_LAMBDA`. The function name is the `eventFunctions` key.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { eventFunctions } from '../../../functions/contract/routes.js';
import { type AsyncInvokeOptions, invokeAsync } from './invoke.js';
import { BodyTooLarge, drainRefusedBody, readBody, sendJson } from './wire.js';

/** The path of Lambda's Invoke API: `/2015-03-31/functions/{name}/invocations`. */
export const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** Lambda's payload limit for an asynchronous (`Event`) invocation (bytes). */
const EVENT_PAYLOAD_LIMIT_BYTES = 256 * 1024;

/**
 * Answers the Invoke API as Lambda does for `InvocationType: Event` and its handler runs after the
 * answer, as in Lambda, with Lambda's retries and dead-letter file (`invokeAsync` with `asyncInvoke`). Keeps the
 * invocations still running so the gateway can wait for them.
 */
export function createLambdaApi(asyncInvoke: AsyncInvokeOptions = {}) {
  const running = new Set<Promise<void>>();

  /**
   * One Invoke request for the function `encodedName` (percent-encoded): 202 and the handler started;
   * 404 `ResourceNotFoundException` for an unknown function, 400 `InvalidRequestContentException`
   * for another invocation type or a payload that is not JSON, 413 past the payload limit.
   */
  async function handleInvoke(req: IncomingMessage, res: ServerResponse, encodedName: string): Promise<void> {
    let name: string;
    try {
      name = decodeURIComponent(encodedName);
    } catch {
      name = encodedName; // not a name any function has: answered 404 below
    }
    const fn = Object.hasOwn(eventFunctions, name)
      ? eventFunctions[name as keyof typeof eventFunctions]
      : undefined;
    const fail = (status: number, type: string, message: string) =>
      sendJson(res, status, { message }, { 'x-amzn-errortype': type });
    if (req.method !== 'POST' || !fn) {
      req.resume();
      return fail(404, 'ResourceNotFoundException', `Function not found: ${name}`);
    }
    if (req.headers['x-amz-invocation-type'] !== 'Event') {
      req.resume();
      return fail(
        400,
        'InvalidRequestContentException',
        'Only asynchronous (Event) invocations are served locally',
      );
    }
    let event: unknown;
    try {
      const payload = (await readBody(req, EVENT_PAYLOAD_LIMIT_BYTES)).toString('utf8');
      event = JSON.parse(payload || '{}');
    } catch (err) {
      if (err instanceof BodyTooLarge) {
        drainRefusedBody(req);
        return fail(413, 'RequestTooLargeException', 'Request payload too large');
      }
      if (err instanceof SyntaxError)
        return fail(400, 'InvalidRequestContentException', 'Could not parse request body into json');
      throw err;
    }
    res.writeHead(202, { 'Content-Length': 0 }).end();
    const run: Promise<void> = invokeAsync(fn.handler, event, asyncInvoke);
    running.add(run);
    run.finally(() => running.delete(run));
  }

  return {
    handleInvoke,
    /** Resolves when the invocations started so far are done. */
    drain: async (): Promise<void> => {
      while (running.size) await Promise.all([...running]);
    },
  };
}
