/**
 * The local stand-in for the Lambda runtime: runs `functions/handlers/<id>.ts` in this process
 * with an event and a Lambda-like context (docs/architecture.md#parts).
 */

import { randomBytes, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { LOCAL_REGION } from '../resources.js';
import { EVENT_TIMEOUT_MS } from './context.js';

/** Repository root (this file is `lib/local/gateway/invoke.ts`). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

type LambdaHandler = (event: unknown, context: Context) => unknown;
const modules = new Map<string, Promise<LambdaHandler>>();

/** Thrown when `functions/handlers/<id>.ts` does not exist or exports no `handler`. */
export class HandlerMissingError extends Error {
  override name = 'HandlerMissingError';
}

/** Thrown when a handler runs past its timeout (API Gateway then answers 503). */
export class InvocationTimeout extends Error {
  override name = 'InvocationTimeout';
}

function loadHandler(id: string): Promise<LambdaHandler> {
  let loading = modules.get(id);
  if (!loading) {
    loading = (async () => {
      const file = join(REPO_ROOT, 'functions', 'handlers', `${id}.ts`);
      if (!existsSync(file))
        throw new HandlerMissingError(`handler module functions/handlers/${id}.ts does not exist`);
      const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
      if (typeof mod.handler !== 'function') {
        throw new HandlerMissingError(`functions/handlers/${id}.ts does not export a function named handler`);
      }
      return mod.handler as LambdaHandler;
    })();
    modules.set(id, loading);
    // Not cached on failure: the file may be written while the gateway runs.
    loading.catch(() => modules.delete(id));
  }
  return loading;
}

function lambdaContext(id: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const functionName = `local-${id.replace(/[^A-Za-z0-9-_]/g, '-')}`;
  const now = new Date();
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${now.toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]${randomBytes(16).toString('hex')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Runs `functions/handlers/<id>.ts` with `event` and a Lambda-like context, in this process.
 *
 * @param id handler id, e.g. `events/expiry-sweep`.
 * @param timeoutMs the function's timeout; the promise rejects with `InvocationTimeout` after it
 *   (the handler itself keeps running: there is no process to kill).
 * @returns what the handler returned.
 * @throws HandlerMissingError when the module is missing; whatever the handler throws.
 */
export async function invokeHandler(
  id: string,
  event: unknown,
  timeoutMs = EVENT_TIMEOUT_MS,
): Promise<unknown> {
  const handler = await loadHandler(id);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(() => handler(event, lambdaContext(id, timeoutMs))),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new InvocationTimeout(`${id} timed out after ${timeoutMs} ms`)),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Retries of a failed asynchronous invocation, as Lambda makes them (docs/architecture.md#local-durability). */
export const ASYNC_RETRIES = 2;
/**
 * Waits before each retry (ms): Lambda waits about 1 and 2 minutes; the local platform waits 5 and
 * 25 s, and then as long as the stack's emulators do not answer (see {@link AsyncInvokeOptions}).
 */
export const ASYNC_RETRY_DELAYS_MS: readonly number[] = [5_000, 25_000];
/**
 * Longest wait before a retry for the emulators to answer again (ms); then the retry runs anyway. In
 * the cloud a managed service is back well within Lambda's retry waits; a restarted DynamoDB Local (a
 * JVM) on a busy laptop or CI machine may not be back within 25 s.
 */
export const RETRY_READY_MAX_MS = 120_000;
/** How often the emulators are asked before a retry (ms). */
const READY_POLL_MS = 1_000;

/** How the local platform runs an event's retries. */
export interface AsyncInvokeOptions {
  /** JSON-lines file where an event goes after its retries failed; none = failures are only logged. */
  deadLetterFile?: string;
  /**
   * Answers whether every emulator the functions call answers now (the gateway's `health`); asked
   * before each retry until true, at most {@link RETRY_READY_MAX_MS}, so a retry is not spent on an
   * emulator still restarting. Throwing counts as false.
   */
  answering?: () => Promise<boolean>;
}

/** One line of the dead-letter file: an event whose every attempt failed. */
export interface DeadLetter {
  at: string;
  handler: string;
  attempts: number;
  error: string;
  event: unknown;
}

/** Resolves once `answering()` says true or `maxMs` (ms) has passed, whichever comes first. */
async function untilAnswering(answering: () => Promise<boolean>, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (!(await answering().catch(() => false)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, Math.min(READY_POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

/**
 * Runs `id` with `event` as Lambda runs an asynchronous invocation: on failure it tries again
 * {@link ASYNC_RETRIES} times after {@link ASYNC_RETRY_DELAYS_MS} (and, with `options.answering`, once
 * the emulators answer), then appends the event to `options.deadLetterFile` (JSON lines; the cloud's
 * SQS dead-letter queue) when one is given, logging one line either way. Never rejects. `options.run`
 * is the invocation, `delaysMs` the waits and `readyMaxMs` the longest wait for the emulators (the
 * tests replace them).
 */
export async function invokeAsync(
  id: string,
  event: unknown,
  options: AsyncInvokeOptions & {
    run?: (id: string, event: unknown) => Promise<unknown>;
    delaysMs?: readonly number[];
    readyMaxMs?: number;
  } = {},
): Promise<void> {
  const { deadLetterFile, answering } = options;
  const run = options.run ?? invokeHandler;
  const delays = options.delaysMs ?? ASYNC_RETRY_DELAYS_MS;
  let lastError: unknown;
  for (let attempt = 0; attempt <= ASYNC_RETRIES; attempt++) {
    if (attempt > 0) {
      await new Promise((r) => setTimeout(r, delays[attempt - 1]));
      if (answering) await untilAnswering(answering, options.readyMaxMs ?? RETRY_READY_MAX_MS);
    }
    try {
      await run(id, event);
      return;
    } catch (err) {
      lastError = err;
      console.error(
        `[gateway] ${id} failed (attempt ${attempt + 1} of ${ASYNC_RETRIES + 1}):`,
        (err as Error)?.message ?? err,
      );
    }
  }
  if (!deadLetterFile) return;
  const letter: DeadLetter = {
    at: new Date().toISOString(),
    handler: id,
    attempts: ASYNC_RETRIES + 1,
    error: String((lastError as Error)?.message ?? lastError),
    event,
  };
  mkdirSync(dirname(deadLetterFile), { recursive: true });
  appendFileSync(deadLetterFile, `${JSON.stringify(letter)}\n`);
  console.error(`[gateway] ${id}: event parked in ${deadLetterFile} (npm run replay-dead-letters)`);
}
