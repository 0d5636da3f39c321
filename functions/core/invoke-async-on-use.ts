/**
 * `invokeAsync` for a function that starts another only off its usual request (a search reader
 * asking the indexer to rebuild an unreadable index; the OCR of a scan, `cv-reading.ts`): the Lambda client (~70 KB minified) is
 * imported at the first invocation, not compiled at every cold start
 * (docs/architecture.md#what-a-cold-start-loads). Every function that bundles this module lists
 * `@aws-sdk/client-lambda` in its `nodeModules` (functions/contract/routes.ts), so the package is
 * installed beside its bundle; without that, esbuild inlines the whole package (every command) at
 * this `import()`.
 */
import { asyncInvoker } from './async-invoker.js';

/**
 * Queues `payload` (sent as JSON) for `functionName`; resolves once Lambda accepted the event.
 *
 * @throws the SDK's errors (no such function, access denied, throttling), or the import's.
 */
export const invokeAsyncOnUse = asyncInvoker(() => import('@aws-sdk/client-lambda'));
