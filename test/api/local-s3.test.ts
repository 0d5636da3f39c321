/**
 * The local S3 behaves as S3 does where the stack relies on it (docs/architecture.md#local-durability,
 * #upload-path): a presigned POST writes only what its policy allows (key, Content-Type, size,
 * expiry, signature) and a refused POST writes nothing; writes are atomic, so a client that aborts
 * mid-body leaves the previous object whole; listings page past 1,000 keys (continuation tokens),
 * and so do the sweep's listings.
 */

import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CV_KEY_PREFIXES } from '../../functions/contract/cv-keys.js';
import { s3Client } from '../../functions/core/clients.js';
import { eraseOrphanCvObjects } from '../../functions/core/domain/cv.js';
import { listObjectsOlderThan, presignCvUpload } from '../../functions/core/storage.js';
import { applyStackEnv } from '../support/stack.js';

const PDF = 'application/pdf';
const bucket = () => process.env.CV_BUCKET!;
const pdfBytes = (n = 2_000) => new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...new Uint8Array(n).fill(65)]);
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(() => applyStackEnv());

async function put(key: string, body: string | Uint8Array, type = 'text/plain') {
  await s3Client().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: type }));
}

async function read(key: string): Promise<{ text: string; type?: string } | undefined> {
  try {
    const out = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return { text: await out.Body!.transformToString(), type: out.ContentType };
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return undefined;
    throw err;
  }
}

/** Sends a POST form (fields in order, then the file) and answers status and body text. */
async function postForm(url: string, fields: Record<string, string>, file: Uint8Array, type: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file as Uint8Array<ArrayBuffer>], { type }), 'cv');
  const res = await fetch(url, { method: 'POST', body: form });
  return { status: res.status, text: await res.text() };
}

describe('presigned POST policy', () => {
  const form = (key: string, maxBytes = 5_000) =>
    presignCvUpload({ key, contentType: PDF, minBytes: 100, maxBytes });

  it('a POST as signed writes the file (204)', async () => {
    const key = `${CV_KEY_PREFIXES.search}policy-${unique()}/ok.pdf`;
    const upload = await form(key);
    expect((await postForm(upload.url, upload.fields, pdfBytes(), PDF)).status).toBe(204);
    expect((await read(key))?.type).toBe(PDF);
  });

  it('another key than the policy names: 403, nothing written, the accepted CV there unchanged', async () => {
    const accepted = `${CV_KEY_PREFIXES.accepted}${randomUUID()}/${randomUUID()}.pdf`;
    await put(accepted, 'the candidate CV', PDF);
    const upload = await form(`${CV_KEY_PREFIXES.search}policy-${unique()}/form.pdf`);
    const html = new TextEncoder().encode(`<html><body>${'x'.repeat(200)}</body></html>`);
    const res = await postForm(upload.url, { ...upload.fields, key: accepted }, html, 'text/html');
    expect(res.status).toBe(403);
    expect(res.text).toContain('Policy Condition failed');
    expect(await read(accepted)).toEqual({ text: 'the candidate CV', type: PDF });
  });

  it('another Content-Type than the policy names: 403 and nothing written', async () => {
    const key = `${CV_KEY_PREFIXES.search}policy-${unique()}/type.pdf`;
    const upload = await form(key);
    const res = await postForm(
      upload.url,
      { ...upload.fields, 'Content-Type': 'text/html' },
      pdfBytes(),
      'text/html',
    );
    expect(res.status).toBe(403);
    expect(await read(key)).toBeUndefined();
  });

  it('a file over the content-length-range: 400 EntityTooLarge, nothing written; the form still works', async () => {
    const key = `${CV_KEY_PREFIXES.search}policy-${unique()}/big.pdf`;
    const upload = await form(key, 3_000);
    const res = await postForm(upload.url, upload.fields, pdfBytes(200_000), PDF);
    expect(res.status).toBe(400);
    expect(res.text).toContain('EntityTooLarge');
    expect(await read(key)).toBeUndefined();
    expect(tmpFilesOf(key)).toEqual([]);
    // Nothing was written, so the single-use form is not spent.
    expect((await postForm(upload.url, upload.fields, pdfBytes(), PDF)).status).toBe(204);
  });

  it('a file under the range: 400 EntityTooSmall', async () => {
    const key = `${CV_KEY_PREFIXES.search}policy-${unique()}/small.pdf`;
    const upload = await form(key);
    const res = await postForm(upload.url, upload.fields, new Uint8Array(10), PDF);
    expect(res.status).toBe(400);
    expect(res.text).toContain('EntityTooSmall');
    expect(await read(key)).toBeUndefined();
  });

  it('an expired policy, a field outside the policy, a changed policy, or no policy: 403, nothing written', async () => {
    const key = `${CV_KEY_PREFIXES.search}policy-${unique()}/refused.pdf`;
    const expired = await createPresignedPost(s3Client(), {
      Bucket: bucket(),
      Key: key,
      Conditions: [['eq', '$Content-Type', PDF]],
      Fields: { 'Content-Type': PDF },
      Expires: -60,
    });
    const a = await postForm(expired.url, expired.fields, pdfBytes(), PDF);
    expect(a.status).toBe(403);
    expect(a.text).toContain('Policy expired');

    const upload = await form(key);
    const extra = await postForm(
      upload.url,
      { ...upload.fields, 'x-amz-meta-owner': 'attacker' },
      pdfBytes(),
      PDF,
    );
    expect(extra.status).toBe(403);
    expect(extra.text).toContain('Extra input fields');

    // A policy rewritten to allow any key no longer matches its signature.
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.filter((c: unknown) => !(c && typeof c === 'object' && 'key' in c));
    const forged = { ...upload.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') };
    expect((await postForm(upload.url, forged, pdfBytes(), PDF)).status).toBe(403);

    expect((await postForm(upload.url, { key, 'Content-Type': PDF }, pdfBytes(), PDF)).status).toBe(403);
    expect(await read(key)).toBeUndefined();
  });
});

/** The temporary files the local S3 holds for `key` (its folder under the stack's data directory). */
function tmpFilesOf(key: string): string[] {
  const dir = join(inject('dataDir'), 's3', bucket(), ...key.split('/').slice(0, -1));
  const name = key.split('/').pop()!;
  return (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.startsWith(name) && f.endsWith('.tmp'));
}

describe('atomic writes', () => {
  /** Sends the headers and half of a declared body, then drops the connection. */
  function abortedWrite(path: string, method: 'PUT' | 'POST', headers: Record<string, string>, half: Buffer) {
    const endpoint = new URL(process.env.AWS_ENDPOINT_URL_S3!);
    return new Promise<void>((resolve) => {
      const req = request({ host: endpoint.hostname, port: endpoint.port, method, path, headers });
      req.on('error', () => resolve());
      req.write(half, () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300),
      );
    });
  }

  it('a PUT aborted mid-body leaves the previous object whole, and no temporary file', async () => {
    const key = `search/atomic-${unique()}.json`;
    const whole = JSON.stringify({ items: 'y'.repeat(50_000) });
    await put(key, whole, 'application/json');
    await abortedWrite(
      `/${bucket()}/${key}`,
      'PUT',
      { 'Content-Type': 'application/json', 'Content-Length': '200000' },
      Buffer.alloc(100_000, 'z'),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect((await read(key))?.text).toBe(whole);
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    expect(head.ContentLength).toBe(whole.length);
    expect(tmpFilesOf(key)).toEqual([]);
  });

  it('a POST upload aborted mid-file writes nothing', async () => {
    const key = `${CV_KEY_PREFIXES.search}atomic-${unique()}/cv.pdf`;
    const upload = await presignCvUpload({ key, contentType: PDF, minBytes: 100, maxBytes: 1_000_000 });
    const boundary = 'abortedboundary';
    const parts = Object.entries(upload.fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: ${PDF}\r\n\r\n`;
    await abortedWrite(
      new URL(upload.url).pathname,
      'POST',
      {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 400_000),
      },
      Buffer.concat([Buffer.from(head), Buffer.alloc(100_000, 'p')]),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await read(key)).toBeUndefined();
    expect(tmpFilesOf(key)).toEqual([]);
  });
});

describe('conditional writes and reads under overwrites', () => {
  const md5 = (text: string) => `"${createHash('md5').update(text).digest('hex')}"`;
  // One attempt and no answer deadline: with the functions' client (2 s, retried once) a write whose
  // answer came late on a busy host was sent again and met its own ETag change (412), so no writer
  // seemed to win; these cases are about the emulator's conditions, not the client's retries.
  const once = new S3Client({ forcePathStyle: true, maxAttempts: 1 });
  const putIf = async (key: string, body: string, condition: { IfMatch?: string; IfNoneMatch?: string }) => {
    try {
      const out = await once.send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: key,
          Body: body,
          ContentType: 'text/plain',
          ...condition,
        }),
      );
      return { status: 200, eTag: out.ETag };
    } catch (err) {
      return { status: (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode };
    }
  };

  it('If-None-Match: * writes a new object once; If-Match writes only over the version read (412 otherwise)', async () => {
    const key = `search/conditional-${unique()}.json`;
    const first = await putIf(key, 'first', { IfNoneMatch: '*' });
    expect(first).toEqual({ status: 200, eTag: md5('first') });
    expect((await putIf(key, 'again', { IfNoneMatch: '*' })).status).toBe(412);
    expect((await putIf(key, 'stale', { IfMatch: md5('something else') })).status).toBe(412);
    expect((await putIf(`${key}.missing`, 'x', { IfMatch: md5('x') })).status).toBe(412);
    expect(await read(`${key}.missing`)).toBeUndefined();
    expect((await read(key))?.text).toBe('first');
    expect(await putIf(key, 'second', { IfMatch: first.eTag })).toEqual({ status: 200, eTag: md5('second') });
    expect((await read(key))?.text).toBe('second');
  });

  it('two writers racing on the ETag they both read: exactly one wins, the other gets 412', async () => {
    const key = `search/race-${unique()}.json`;
    const { eTag } = await putIf(key, 'base', {});
    const bodies = Array.from({ length: 8 }, (_, i) => `writer ${i} `.repeat(2_000 + i * 500));
    const results = await Promise.all(bodies.map((b) => putIf(key, b, { IfMatch: eTag })));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 412)).toHaveLength(7);
    expect(md5((await read(key))!.text)).toBe(won[0]!.eTag);
  });

  it("a GET during overwrites answers one version whole, with that version's ETag and length", async () => {
    const key = `search/overwrite-${unique()}.json`;
    await putIf(key, 'v0', {});
    let writing = true;
    const writer = (async () => {
      for (let i = 1; writing; i++) await putIf(key, `v${i}:`.repeat(1 + ((i * 7_919) % 40_000)), {});
    })();
    const mismatches: string[] = [];
    for (let i = 0; i < 150; i++) {
      const out = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
      const text = await out.Body!.transformToString();
      if (md5(text) !== out.ETag || text.length !== out.ContentLength)
        mismatches.push(`${out.ETag} ${out.ContentLength} ${text.length}`);
    }
    writing = false;
    await writer;
    expect(mismatches).toEqual([]);
  });
});

describe('listings past 1,000 keys', () => {
  it('ListObjectsV2 pages through 1,050 objects under cvs/, and the sweep lists and reconciles them', async () => {
    // Keys of CV texts (`cvs/{resumeId}/{uploadId}.pdf.txt`): the stack's cv-received skips them.
    const prefix = `${CV_KEY_PREFIXES.accepted}${randomUUID()}/`;
    const keys = Array.from({ length: 1_050 }, () => `${prefix}${randomUUID()}.pdf.txt`).sort();
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => put(key, 'x')));

    const listed: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await s3Client().send(
        new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
      );
      pages++;
      listed.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    expect(pages).toBe(2);
    expect(listed).toEqual(keys);

    // The sweep's listing of quarantine/ and cvs/ (`npm run sweep`, POST /resume/check-expired), and
    // its reconcile pass over accepted files, which lists every page (none of these is 24 h old).
    expect(await listObjectsOlderThan(prefix, new Date(Date.now() + 60_000))).toEqual(keys);
    expect(await eraseOrphanCvObjects(new Date(Date.now() - 60_000), prefix)).toBe(0);

    for (let i = 0; i < keys.length; i += 1_000) {
      const out = await s3Client().send(
        new DeleteObjectsCommand({
          Bucket: bucket(),
          Delete: { Objects: keys.slice(i, i + 1_000).map((Key) => ({ Key })) },
        }),
      );
      expect(out.Errors ?? []).toEqual([]);
    }
    expect(await listObjectsOlderThan(prefix, new Date(Date.now() + 60_000))).toEqual([]);
  }, 120_000);
});
