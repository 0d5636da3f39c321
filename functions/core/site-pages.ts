/**
 * Rewrites the prerendered public pages from the table (docs/architecture.md#prerendered-pages):
 * a posting's own page, /careers (its Open Positions panel) and `sitemap.xml`. Run by the
 * `sitePages` event function after each posting write and by the nightly schedule (every page). The
 * HTML comes from the SPA's one renderer (`web/src/prerender/render.tsx`) into the shell the build
 * left (`app.html`); files go to the site bucket and their CloudFront paths are invalidated, or,
 * locally, into the directory the gateway serves.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { pageFile, robotsTxt, type SitemapPosting, sitemapXml } from '../../web/src/prerender/crawlers.js';
import { type PageData, postingExpired, renderPage } from '../../web/src/prerender/render.js';
import { postingPath } from '../contract/spa-routes.js';
import { CLIENT_OPTIONS } from './client-options.js';
import { s3Client } from './clients.js';
import { config, optionalConfig } from './config.js';
import { getJobPostingItem, getPublicJobPosting, listActiveJobPostings } from './data/job-postings.js';
import { traceClient } from './observability.js';

/** The shell the build keeps (web/build/prerender.ts `SHELL_FILE`). */
const SHELL_FILE = 'app.html';
/** Page size when walking the active postings (the API's largest). */
const WALK_LIMIT = 100;
/** The careers panel's query (web/src/features/careers/OpenPositionsPanel.tsx `CAREERS_POSTINGS_PAGE`). */
const CAREERS_PAGE = { page: 1, limit: 5 } as const;

/** Where the site's files live: the site bucket, or a local directory. */
export interface SiteFiles {
  read(file: string): Promise<string>;
  write(file: string, body: string, contentType: string): Promise<void>;
  /** Makes the CDN fetch `paths` again (no-op locally). */
  invalidate(paths: string[]): Promise<void>;
}

/**
 * The site's files in the local directory `dir` (the gateway serves it). Writes are atomic (a
 * reader sees the old or the new file) and may run concurrently: the last rename wins.
 */
export function localFiles(dir: string): SiteFiles {
  return {
    read: (file) => readFile(join(dir, file), 'utf8'),
    write: async (file, body) => {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      // Written whole to a temporary name, then renamed: a reader sees the old or the new page. The
      // name is unique per write: two rewrites may run at once (a posting write and the schedule).
      const tmp = join(dir, `${file}.${process.pid}.${randomUUID()}.tmp`);
      await writeFile(tmp, body);
      await rename(tmp, join(dir, file));
    },
    invalidate: async () => undefined,
  };
}

let cloudFront: CloudFrontClient | undefined;

function bucketFiles(bucket: string, distributionId: string | undefined): SiteFiles {
  return {
    read: async (file) => {
      const out = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: file }));
      return out.Body!.transformToString('utf-8');
    },
    write: async (file, body, contentType) => {
      await s3Client().send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file,
          Body: body,
          ContentType: contentType,
          CacheControl: 'no-cache',
        }),
      );
    },
    invalidate: async (paths) => {
      if (!distributionId || paths.length === 0) return;
      cloudFront ??= traceClient(new CloudFrontClient(CLIENT_OPTIONS));
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: {
            CallerReference: `site-pages-${Date.now()}-${Math.random().toString(36).slice(2)}`,
            Paths: { Quantity: paths.length, Items: paths },
          },
        }),
      );
    },
  };
}

/** The configured site files: `SITE_DIR` locally, else the site bucket. */
function siteFiles(): SiteFiles {
  const dir = optionalConfig('siteDir');
  if (dir) return localFiles(dir);
  return bucketFiles(config('siteBucket'), optionalConfig('siteDistributionId'));
}

/** Every active posting that is not past its closing date, with its last change, for the sitemap. */
async function sitemapPostings(): Promise<{ ids: string[]; entries: SitemapPosting[] }> {
  const ids: string[] = [];
  const entries: SitemapPosting[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await listActiveJobPostings({ page, limit: WALK_LIMIT });
    for (const job of items) {
      ids.push(job._id);
      if (postingExpired(job)) continue;
      const item = await getJobPostingItem(job._id);
      entries.push({ id: job._id, lastmod: item?.updatedAt ?? job.createdAt });
    }
    if (page * WALK_LIMIT >= total || items.length === 0) break;
  }
  return { ids, entries };
}

/** What a rewrite did: the files written (relative to the site root) and how long it took (ms). */
export interface SitePagesResult {
  written: string[];
  ms: number;
}

/**
 * Rewrites the pages that show `postingId` (its own page, /careers, the sitemap), or, without it,
 * every posting page, /careers, the sitemap and robots.txt. A posting that is not open (paused,
 * closed, deleted) gets the "not open" page marked `noindex` and leaves the sitemap; one past its
 * closing date likewise.
 *
 * @throws the S3 / file / DynamoDB error when a file cannot be read or written (the invocation is
 *   retried by Lambda, or locally by the gateway).
 */
export async function regenerateSitePages(postingId?: string): Promise<SitePagesResult> {
  const started = Date.now();
  const files = siteFiles();
  const origin = config('siteOrigin').replace(/\/$/, '');
  const template = await files.read(SHELL_FILE);
  const written: string[] = [];
  const put = async (path: string, data: PageData) => {
    const file = pageFile(path);
    await files.write(file, await renderPage(path, template, origin, data), 'text/html; charset=utf-8');
    written.push(file);
  };

  const { items, total } = await listActiveJobPostings(CAREERS_PAGE);
  const postings = {
    jobs: items,
    pagination: {
      totalJobs: total,
      currentPage: CAREERS_PAGE.page,
      totalPages: Math.ceil(total / CAREERS_PAGE.limit),
      limit: CAREERS_PAGE.limit,
    },
  };
  await put('/careers', { postings });
  const { ids, entries } = await sitemapPostings();
  for (const id of postingId ? [postingId] : ids) {
    await put(postingPath(id), {
      posting: (await getPublicJobPosting(id)) ?? null,
    });
  }
  await files.write('sitemap.xml', sitemapXml(origin, entries, new Date().toISOString()), 'application/xml');
  written.push('sitemap.xml');
  if (!postingId) {
    await files.write('robots.txt', robotsTxt(origin), 'text/plain; charset=utf-8');
    written.push('robots.txt');
  }
  await files.invalidate(
    written.map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1')),
  );
  return { written, ms: Date.now() - started };
}
