/**
 * What a function loads at its cold start is what its handler imports statically: the bundle built
 * with the options `cdk deploy` gives esbuild (bench/functions.ts `esbuildOptions`), walked from the
 * handler along static imports only (a dynamic `import()` runs when its path is taken). Heavy
 * packages stay out of the functions that never use them (docs/architecture.md#observability, "What
 * a cold start loads"): the phone number rules (libphonenumber-js, ~120 KB minified) only where a
 * phone number is checked; the PDF writer (pdf-lib and its fonts, ~430 KB) shipped beside the
 * bundle of offers/send and imported only on the path that writes a letter; the Lambda client
 * shipped beside the functions that start another only off their request (a search rebuild, a
 * scan's OCR, a stuck upload handed to cv-received); the upload intake out of
 * `POST /resume/check-expired` and out of the nightly sweep, which hands a stuck upload to
 * cv-received; the interviews' modules and schemas only in the functions that deal with interviews
 * (not the sweep: the hourly reminders are a function of their own).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundlingSpecOf, esbuildOptions } from '../../bench/functions.js';
import { PROJECT_ROOT } from '../../lib/constructs/api-function.js';

const entryOf = (handler: string) => join(PROJECT_ROOT, 'functions', 'handlers', `${handler}.ts`);

/** The inputs of `meta` reached from `entry` through static imports. */
function staticGraph(meta: Metafile, entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const imp of meta.inputs[queue.shift()!]?.imports ?? []) {
      if (imp.external || imp.kind === 'dynamic-import' || seen.has(imp.path)) continue;
      seen.add(imp.path);
      queue.push(imp.path);
    }
  }
  return seen;
}

async function graphOf(handler: string): Promise<{ all: string[]; loaded: Set<string> }> {
  const result = await build({
    ...esbuildOptions(entryOf(handler), join('/tmp', 'unused.mjs'), bundlingSpecOf(handler)),
    write: false,
  });
  const meta = result.metafile!;
  const entry = Object.keys(meta.inputs).find((p) => p === `functions/handlers/${handler}.ts`)!;
  return { all: Object.keys(meta.inputs), loaded: staticGraph(meta, entry) };
}

const packageFiles = (paths: Iterable<string>, pkg: string) =>
  [...paths].filter((p) => p.includes(`node_modules/${pkg}/`));

describe('heavy packages at a cold start', () => {
  // Pipeline moves, interviews, offers and erasures validate no phone number.
  it.each([
    'interviews/schedule',
    'interviews/cancel',
    'my-data/erase',
    'my-data/accept-offer',
    'resume/batch',
    'resume/delete',
    'offers/send',
  ])(
    '%s loads no phone number rules',
    async (handler) => {
      const { all } = await graphOf(handler);
      expect(packageFiles(all, 'libphonenumber-js')).toEqual([]);
    },
    60_000,
  );

  // POST /resume/check-expired leaves a stuck upload to the scheduled sweep: no intake, no file sniffer, no mail.
  it('resume/check-expired does not bundle file-type, the intake or the mail client', async () => {
    const { all } = await graphOf('resume/check-expired');
    expect(packageFiles(all, 'file-type')).toEqual([]);
    expect(packageFiles(all, '@aws-sdk/client-sesv2')).toEqual([]);
    expect(all.filter((p) => p.endsWith('domain/cv-intake-steps.ts'))).toEqual([]);
  }, 60_000);

  // The nightly sweep hands an upload stuck in quarantine to cv-received (the one intake) and sends
  // no interview reminder (events/interview-reminders does, hourly).
  it('events/expiry-sweep bundles neither the upload intake (sniffer, parsers, fact finder, phone rules) nor the interview reminders', async () => {
    const { all } = await graphOf('events/expiry-sweep');
    for (const pkg of ['file-type', 'libphonenumber-js', 'unpdf', 'mammoth', 'word-extractor'])
      expect(packageFiles(all, pkg), pkg).toEqual([]);
    const intake =
      /domain\/cv-intake(-steps)?\.ts$|core\/cv-reading\.ts$|contract\/cv-facts\.ts$|domain\/cv\.ts$/;
    expect(all.filter((p) => intake.test(p))).toEqual([]);
    // The reminders' module (its mails, the interviewers' bookings); erasures still delete interviews.
    expect(all.filter((p) => p.endsWith('domain/my-interviews.ts'))).toEqual([]);
  }, 60_000);

  it('the careers form still checks the phone number (resume/upload)', async () => {
    const { loaded } = await graphOf('resume/upload');
    expect(packageFiles(loaded, 'libphonenumber-js').length).toBeGreaterThan(0);
  }, 60_000);

  // The revocation check of every admin request reads data/admins.ts: it must not bring the interviews.
  it.each(['public/job-postings-list', 'dashboard/stats', 'resume/upload'])(
    '%s loads no interview code',
    async (handler) => {
      const { loaded } = await graphOf(handler);
      expect([...loaded].filter((p) => /interview/.test(p))).toEqual([]);
    },
    60_000,
  );

  // Loading Powertools from outside the bundle (its layer's node_modules) read ~50 ES modules at
  // every start: ~25 ms CPU against ~9 ms bundled (docs/architecture.md#what-a-cold-start-loads).
  it.each(['public/job-postings-list', 'resume/upload', 'admin-auth/login', 'events/expiry-sweep'])(
    '%s bundles Powertools (no import of it from outside the bundle)',
    async (handler) => {
      const result = await build({
        ...esbuildOptions(entryOf(handler), join('/tmp', 'unused.mjs'), bundlingSpecOf(handler)),
        write: false,
      });
      const code = result.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.text;
      expect(/from\s*"@aws-lambda-powertools\//.test(code), 'an import of Powertools from outside').toBe(
        false,
      );
      expect(
        packageFiles(Object.keys(result.metafile!.inputs), '@aws-lambda-powertools/logger').length,
      ).toBeGreaterThan(0);
    },
    60_000,
  );

  // Metrics is made at the first business event (core/observability.ts countEvent).
  const bundledBytesOf = async (handler: string, pkg: string) => {
    const result = await build({
      ...esbuildOptions(entryOf(handler), join('/tmp', 'unused.mjs'), bundlingSpecOf(handler)),
      write: false,
    });
    const output = Object.values(result.metafile!.outputs).find((o) => o.entryPoint)!;
    return Object.entries(output.inputs)
      .filter(([p]) => p.includes(`node_modules/${pkg}/`))
      .reduce((sum, [, i]) => sum + i.bytesInOutput, 0);
  };
  it('public/job-postings-list counts no business event and bundles no Metrics code', async () => {
    expect(await bundledBytesOf('public/job-postings-list', '@aws-lambda-powertools/metrics')).toBe(0);
  }, 60_000);

  it('resume/upload counts CvSubmitted and keeps Metrics', async () => {
    expect(await bundledBytesOf('resume/upload', '@aws-lambda-powertools/metrics')).toBeGreaterThan(5000);
  }, 60_000);

  // The upload's presigned POST is one SigV4 HMAC of its policy (core/presigned-post.ts): the S3
  // client, its schemas, checksums and middleware stay out of the request that makes it.
  it.each(['resume/upload', 'applications/create', 'user/profile-update'])(
    '%s signs its presigned POST without the S3 client',
    async (handler) => {
      for (const pkg of [
        '@aws-sdk/client-s3',
        '@aws-sdk/s3-presigned-post',
        '@aws-sdk/middleware-sdk-s3',
        '@aws-sdk/signature-v4-multi-region',
      ])
        expect(await bundledBytesOf(handler, pkg), pkg).toBe(0);
      expect(await bundledBytesOf(handler, '@smithy/signature-v4')).toBeGreaterThan(0);
    },
    60_000,
  );

  // Shipped beside the bundle (`nodeModules`) and imported on the one path that needs them.
  it.each([
    // offers/send writes the offer letter.
    ['offers/send', ['pdf-lib']],
    // A search reader starts the indexer only to ask for a rebuild of an unreadable index.
    ['resume/list', ['@aws-sdk/client-lambda']],
    ['audit/list', ['@aws-sdk/client-lambda']],
    // The sweep starts cv-received only for an upload stuck in quarantine.
    ['events/expiry-sweep', ['@aws-sdk/client-lambda']],
  ])(
    '%s neither bundles nor loads %j at its start',
    async (handler, packages) => {
      const result = await build({
        ...esbuildOptions(entryOf(handler), join('/tmp', 'unused.mjs'), bundlingSpecOf(handler)),
        write: false,
      });
      const inputs = Object.keys(result.metafile!.inputs);
      for (const name of packages) expect(packageFiles(inputs, name), name).toEqual([]);
      const code = result.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.text;
      for (const name of packages) {
        expect(code, `a static import of ${name}`).not.toMatch(new RegExp(`from\\s*"${name}"`));
        expect(code).toContain(`import("${name}")`);
      }
    },
    60_000,
  );
});

// Mail is delivered by events/mail-outbox (started by the table's stream for each queued mail):
// the functions that only queue a mail bundle neither the SES client (~62 KB) nor the compiled
// templates and their rendering (~34 KB) (docs/architecture.md#mail).
describe('mail delivery off the request path', () => {
  it.each([
    'my-data/erase',
    'resume/batch',
    'offers/send',
    'offers/withdraw',
    'resume/update-status',
    'job-postings/applicant-stage',
    'interviews/schedule',
    'interviews/reschedule',
    'interviews/cancel',
    'my-data/choose-interview',
    'events/expiry-sweep',
  ])(
    '%s bundles neither the SES client nor the mail templates',
    async (handler) => {
      const { all } = await graphOf(handler);
      expect(packageFiles(all, '@aws-sdk/client-sesv2')).toEqual([]);
      expect(all.filter((p) => /core\/mail(\.ts|\/compiled\.ts)$/.test(p))).toEqual([]);
    },
    60_000,
  );

  // Their answers say whether the mail went out (201 sent / 202 queued; the contact form's 503).
  it.each(['resume/mail-send', 'public/contact'])(
    '%s still sends at once (bundles the SES client)',
    async (handler) => {
      const { loaded } = await graphOf(handler);
      expect(packageFiles(loaded, '@aws-sdk/client-sesv2').length).toBeGreaterThan(0);
    },
    60_000,
  );

  it('events/mail-outbox loads every filler of values minted at delivery', async () => {
    const fillers = readdirSync(join(PROJECT_ROOT, 'functions/core/domain'))
      .map((f) => `functions/core/domain/${f}`)
      .filter((p) => /defineLateData\(/.test(readFileSync(join(PROJECT_ROOT, p), 'utf8')));
    expect(fillers.length).toBeGreaterThan(0);
    const { loaded } = await graphOf('events/mail-outbox');
    for (const file of fillers) expect(loaded.has(file), file).toBe(true);
  }, 60_000);
});
