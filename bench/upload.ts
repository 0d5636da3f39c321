/**
 * The upload path: how many bytes of a CV pass through a Lambda. A real PDF (pdf-lib) is uploaded
 * through the Careers page in Chromium, as a visitor does; if the form cannot be driven, the same
 * two requests the SPA makes are sent directly (the row says so). Observed meanwhile:
 *
 * - in the browser, the body of every request: those to `/api/` must not contain the file (its
 *   first 512 bytes, raw or base64, are looked for);
 * - at the S3 emulator (`Capture`), the uploads it received: the file must arrive there;
 * - at the gateway (`Capture`), the declared body size of every `/api/` request, i.e. what reaches
 *   a handler as `event.body`;
 * - in the S3 client the handlers share, the bytes of every GetObject: what `cv-received` reads
 *   back from the bucket to check the file's magic bytes.
 *
 * Budget: 0 CV bytes through the API's functions (the file goes straight to S3).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { findResumeIdByEmail, getResumeItem } from '../functions/core/data/resumes.js';
import { makePdf } from '../test/support/files.js';
import type { Capture } from './capture.js';
import { api, uploadRequest } from './http.js';
import { kb, type Row, verdict } from './report.js';

interface Seen {
  url: string;
  bytes: number;
  containsCv: boolean;
}

function contains(body: Buffer, cv: Uint8Array): boolean {
  const head = Buffer.from(cv.subarray(0, 512));
  return body.includes(head) || body.includes(Buffer.from(head.toString('base64').slice(0, 400)));
}

/** The visitor's way: the Careers form in Chromium. */
async function throughCareersPage(
  browser: Browser,
  baseUrl: string,
  file: string,
  email: string,
  cv: Uint8Array,
  seen: Seen[],
): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const finished: Promise<void>[] = [];
    page.on('requestfinished', (req: Request) => {
      if (req.method() === 'GET') return;
      const body = req.postDataBuffer();
      finished.push(
        req.sizes().then((sizes) => {
          seen.push({
            url: req.url(),
            bytes: sizes.requestBodySize,
            // Chromium does not hand multipart file bodies to the page's observers: there, the
            // size tells (a body as large as the file carries it).
            containsCv: body ? contains(body, cv) : sizes.requestBodySize >= cv.length,
          });
        }),
      );
    });
    await page.goto(`${baseUrl}/careers`, { waitUntil: 'networkidle' });
    await page.getByLabel('Full Name').fill('Aoife Murphy');
    await page.getByLabel('Email Address').fill(email);
    await page.getByPlaceholder('87 123 4567').fill('871234567');
    await page.getByLabel('Job Title').selectOption('Cloud Engineer');
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('checkbox').first().click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application submitted successfully', { exact: false }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(finished);
  } finally {
    await context.close();
  }
}

/** The SPA's two requests, sent directly: the upload request, then the presigned POST. */
async function throughHttp(baseUrl: string, email: string, cv: Uint8Array, seen: Seen[]): Promise<void> {
  const body = uploadRequest(email, cv.length);
  const json = Buffer.from(JSON.stringify(body));
  seen.push({ url: `${baseUrl}/api/v1/resume/upload`, bytes: json.length, containsCv: false });
  const res = await api<{ upload: { url: string; fields: Record<string, string> } }>(
    baseUrl,
    'POST',
    '/resume/upload',
    { body },
  );
  const upload = res.body.data?.upload;
  if (!upload) throw new Error(`upload request answered ${res.status}: ${res.body.message}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([Buffer.from(cv)], { type: 'application/pdf' }), 'aoife-murphy-cv.pdf');
  const s3 = await fetch(upload.url, { method: 'POST', body: form });
  seen.push({ url: upload.url, bytes: cv.length, containsCv: true });
  if (!s3.ok) throw new Error(`the bucket answered ${s3.status}`);
}

/** Uploads one PDF and returns the rows of the upload path. */
export async function measureUpload(opts: {
  browser: Browser | undefined;
  baseUrl: string;
  capture: Capture;
  drainEvents: () => Promise<void>;
}): Promise<Row[]> {
  const email = `bench-upload-${Date.now()}@example.com`;
  const cv = await makePdf('Aoife Murphy', email);
  const dir = mkdtempSync(join(tmpdir(), 'bench-cv-'));
  const file = join(dir, 'aoife-murphy-cv.pdf');
  writeFileSync(file, cv);
  const seen: Seen[] = [];
  let how = 'Careers page in Chromium';
  opts.capture.reset();
  try {
    if (!opts.browser) throw new Error('no browser');
    await throughCareersPage(opts.browser, opts.baseUrl, file, email, cv, seen);
  } catch (err) {
    how = `direct HTTP (the Careers form could not be driven: ${(err as Error).message.split('\n')[0]})`;
    seen.length = 0;
    opts.capture.reset();
    await throughHttp(opts.baseUrl, email, cv, seen);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // cv-received runs on the bucket's ObjectCreated event; wait for it, then for the record.
  let attached = false;
  for (let i = 0; i < 50 && !attached; i++) {
    await opts.drainEvents();
    const id = await findResumeIdByEmail(email);
    attached = !!(id && (await getResumeItem(id, true))?.cv);
    if (!attached) await new Promise((r) => setTimeout(r, 100));
  }

  const apiSeen = seen.filter((s) => new URL(s.url).pathname.startsWith('/api/'));
  const cvInApi = apiSeen.filter((s) => s.containsCv).reduce((n, s) => n + s.bytes, 0);
  const atGateway = opts.capture.apiRequests;
  const gatewayBytes = atGateway.reduce((n, r) => n + r.bodyBytes, 0);
  const oversized = atGateway.filter((r) => r.bodyBytes >= cv.length);
  const toBucket = opts.capture.bucketWrites.filter((w) => w.bodyBytes >= cv.length);
  const cvBytesThroughApi = cvInApi + oversized.reduce((n, r) => n + r.bodyBytes, 0);
  return [
    {
      section: 'upload',
      name: 'CV bytes through the API functions',
      value: `${cvBytesThroughApi} B (PDF ${kb(cv.length)})`,
      budget: '0 B',
      verdict: verdict(cvBytesThroughApi === 0 && toBucket.length > 0 && attached),
      note: [
        `${how}`,
        `${atGateway.length} API requests reached handlers with ${gatewayBytes} B of bodies in all (${atGateway.map((r) => `${r.method} ${r.url.split('?')[0]} ${r.bodyBytes} B`).join(', ')})`,
        toBucket.length
          ? `the file was posted straight to the bucket (${toBucket.map((w) => `${w.method} ${w.bodyBytes} B`).join(', ')})`
          : 'no request to the bucket carried the file',
        attached ? 'cv-received attached it' : 'the CV was NOT attached to the record',
      ].join('; '),
      data: { pdfBytes: cv.length, apiRequests: atGateway, browserRequests: seen, attached, how },
    },
    {
      section: 'upload',
      name: 'CV bytes read back by cv-received',
      value: kb(opts.capture.s3BytesRead),
      budget: '',
      verdict: 'info',
      note: 'GetObject of the stored file to check its magic bytes (docs/architecture.md#upload-path), not part of the upload path',
      data: { s3BytesRead: opts.capture.s3BytesRead },
    },
  ];
}
