/**
 * `eventFunctions.sitePages`: rewrites the prerendered public pages after a posting changed
 * (asynchronous invocation by the posting routes through `requestSitePages`), or every page when
 * the event names no posting (the nightly schedule, beside the sweep) (docs/architecture.md#prerendered-pages).
 */
import { logger } from '../../core/log.js';
import { traced } from '../../core/observability.js';
import { regenerateSitePages, type SitePagesResult } from '../../core/site-pages.js';
import type { SitePagesRequest } from '../../core/site-pages-request.js';

export const handler = traced(async (event: SitePagesRequest): Promise<SitePagesResult> => {
  const postingId = typeof event?.postingId === 'string' && event.postingId ? event.postingId : undefined;
  const result = await regenerateSitePages(postingId);
  logger.info('site pages rewritten', { postingId, files: result.written.length, ms: result.ms });
  return result;
});
