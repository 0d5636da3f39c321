/**
 * Asks for the public pages to be rewritten after a posting changed (docs/architecture.md#prerendered-pages):
 * an asynchronous (`Event`) invocation of `eventFunctions.sitePages`, so the API answers without
 * waiting for the render. Kept apart from the renderer (`site-pages.ts`) so the API functions
 * bundle only the Lambda client (`invoke-async.ts`).
 */
import { optionalConfig } from './config.js';
import { invokeAsync } from './invoke-async.js';
import { logger } from './log.js';

/** The event of the `sitePages` function: the posting that changed, or none to rewrite every page. */
export interface SitePagesRequest {
  postingId?: string;
}

/**
 * Starts the rewrite of the pages that show `postingId` (its own page, /careers, the sitemap).
 * Never throws: a posting write has already succeeded, and the nightly sweep rewrites every page
 * again; a failure is logged. Without a configured function it does nothing.
 */
export async function requestSitePages(postingId?: string): Promise<void> {
  const functionName = optionalConfig('sitePagesFunctionName');
  if (!functionName) return;
  const request: SitePagesRequest = postingId ? { postingId } : {};
  try {
    await invokeAsync(functionName, request);
  } catch (err) {
    logger.warn('site pages: the rewrite could not be started', { postingId, error: String(err) });
  }
}
