/**
 * The 90-day promise: the expiry sweep marks records past `expiryDate` expired and erases their CV
 * files; it is safe to run twice at once and to re-run after a crash half-way.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { dynamo, resetClients } from '../../functions/core/clients.js';
import { reloadConfig } from '../../functions/core/config.js';
import { getItem, tableName } from '../../functions/core/data/db.js';
import { indexKeys, keys } from '../../functions/core/data/keys.js';
import type { ResumeItem } from '../../functions/core/data/resumes.js';
import { getSubmission } from '../../functions/core/data/submissions.js';
import { sweepExpiredCvs } from '../../functions/core/domain/cv.js';
import { handUploadToIntake } from '../../functions/core/domain/cv-intake-handover.js';
import { eraseObject } from '../../functions/core/storage.js';
import { createLambdaApi, INVOKE_PATH } from '../../lib/local/gateway/lambda-api.js';
import { api, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

const record = (id: string) => getItem<ResumeItem>(keys.user(id), true);

async function exists(key: string, bucket = process.env.CV_BUCKET) {
  try {
    await new S3Client({ forcePathStyle: true }).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** An attached CV whose expiry date is moved into the past. */
async function expiredCv(): Promise<ResumeItem> {
  const pdf = await makePdf('Expiring Person', 'e@example.ie');
  const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
    body: uploadBody(pdf, { name: 'Expiring Person' }),
  });
  await postToS3(res.body.data!.upload, pdf, PDF);
  const item = await eventually(async () =>
    (await record(res.body.data!.resumeId))?.cv ? record(res.body.data!.resumeId) : undefined,
  );
  const past = new Date(Date.now() - 60_000).toISOString();
  const g4 = indexKeys.resumeExpiry({ id: item!.id, expiryDate: past });
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(item!.id),
      UpdateExpression: 'SET expiryDate = :e, gsi4sk = :s',
      ExpressionAttributeValues: { ':e': past, ':s': g4.gsi4sk },
    }),
  );
  return (await record(item!.id))!;
}

describe('expiry sweep', () => {
  it('marks due records expired, erases their CV, leaves others alone', async () => {
    const due = await expiredCv();
    const { handler } = await import('../../functions/handlers/events/expiry-sweep.js');
    const out = await handler({});
    expect(out.expiredCount).toBeGreaterThanOrEqual(1);
    const after = (await record(due.id))!;
    expect(after.isExpired).toBe(true);
    expect(after.cv).toBeUndefined();
    expect(after.gsi4sk).toBeUndefined();
    expect(await exists(due.cv!.key)).toBe(false);
  });

  it('two sweeps at once expire a record exactly once', async () => {
    const due = await expiredCv();
    const { handler } = await import('../../functions/handlers/events/expiry-sweep.js');
    await Promise.all([handler({}), handler({})]);
    const after = (await record(due.id))!;
    expect(after.isExpired).toBe(true);
    expect(await exists(due.cv!.key)).toBe(false);
    // A third run finds nothing of ours left to do.
    await handler({});
    expect((await record(due.id))!.updatedAt).toBe(after.updatedAt);
  });

  it('a run that crashed after erasing the file but before marking the record is finished by the next run', async () => {
    const due = await expiredCv();
    await eraseObject(due.cv!.key); // the first half of an interrupted run
    const { handler } = await import('../../functions/handlers/events/expiry-sweep.js');
    await handler({});
    expect((await record(due.id))!.isExpired).toBe(true);
  });
});

describe('reconcile pass over accepted files', () => {
  it('erases a file and a text no submission holds; keeps the files submissions hold', async () => {
    const { eraseOrphanCvObjects } = await import('../../functions/core/domain/cv.js');
    const { candidateWithAttachedCv } = await import('../support/cvs.js');
    const c = await candidateWithAttachedCv();
    const held = c.record.cv!.key;
    const orphan = held.replace(/\/[0-9a-f-]{36}\./, `/${randomUUID()}.`);
    const bucket = new S3Client({ forcePathStyle: true });
    for (const key of [orphan, `${orphan}.txt`])
      await bucket.send(new PutObjectCommand({ Bucket: process.env.CV_BUCKET, Key: key, Body: 'x' }));
    const prefix = held.slice(0, held.lastIndexOf('/') + 1);
    expect(await eraseOrphanCvObjects(new Date(Date.now() + 60_000), prefix)).toBe(2);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(`${orphan}.txt`)).toBe(false);
    expect(await exists(held)).toBe(true);
  });
});

describe('a pending submission whose file is in quarantine (its event failed past its retries)', () => {
  /**
   * Runs `work` with the functions of this process pointed at `bucket`. The file goes to a bucket of
   * its own so that the stack's cv-received never hears of it, as when its event was lost.
   */
  async function onBucket<T>(bucket: string, work: () => Promise<T>): Promise<T> {
    const cvBucket = process.env.CV_BUCKET;
    process.env.CV_BUCKET = bucket;
    reloadConfig();
    try {
      return await work();
    } finally {
      process.env.CV_BUCKET = cvBucket;
      reloadConfig();
    }
  }

  /**
   * Lambda's Invoke API served in this process (the local gateway's, lib/local/gateway/lambda-api.ts),
   * for the duration of `work`: a function started asynchronously from here runs in this process,
   * with its settings (the bucket of `onBucket`). Answers `work`'s result and the functions invoked, once every invocation has finished.
   */
  async function withLambdaHere<T>(work: () => Promise<T>): Promise<{ result: T; invoked: string[] }> {
    const lambda = createLambdaApi();
    const invoked: string[] = [];
    const server = createServer((req, res) => {
      const name = INVOKE_PATH.exec(req.url?.split('?')[0] ?? '')?.[1];
      if (!name) return void res.writeHead(404).end();
      invoked.push(decodeURIComponent(name));
      void lambda.handleInvoke(req, res, name);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const endpoint = process.env.AWS_ENDPOINT_URL_LAMBDA;
    process.env.AWS_ENDPOINT_URL_LAMBDA = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resetClients();
    try {
      const result = await work();
      await lambda.drain();
      return { result, invoked };
    } finally {
      process.env.AWS_ENDPOINT_URL_LAMBDA = endpoint;
      resetClients();
      server.close();
    }
  }

  it('is handed to cv-received by the scheduled sweep (then accepted, listed, read) instead of being erased at 24 h; a sweep without the hand-over, or whose hand-over fails, leaves it alone', async () => {
    const bucket = `stuck-${randomUUID().slice(0, 8)}`;
    const s3 = new S3Client({ forcePathStyle: true });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    const email = uniqueEmail('stuck');
    const pdf = await makePdf('Stuck Upload', email);
    const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
      body: uploadBody(pdf, { name: 'Stuck Upload', email }),
    });
    expect(res.status, res.body.message).toBe(201);
    const { resumeId, upload } = res.body.data!;
    const key = upload.fields.key!;
    const submissionId = key.split('/')[2]!;
    // S3 answered the browser's POST: the file is acknowledged, in quarantine.
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: pdf, ContentType: PDF }));
    const past24h = new Date(Date.now() + 25 * 3600_000);

    // `POST /resume/check-expired` (an API function, no Lambda client): the file is kept for the nightly sweep.
    await onBucket(bucket, () => sweepExpiredCvs(past24h));
    expect((await getSubmission(resumeId, submissionId))?.status).toBe('pending');
    expect(await exists(key, bucket)).toBe(true);

    // A hand-over Lambda refuses (throttled, not allowed) keeps it for the next run.
    const refused = () =>
      Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'TooManyRequestsException' }));
    await onBucket(bucket, () => sweepExpiredCvs(past24h, refused));
    expect((await getSubmission(resumeId, submissionId))?.status).toBe('pending');
    expect(await exists(key, bucket)).toBe(true);

    // The scheduled sweep hands it to cv-received (an asynchronous invocation), as S3's event would have.
    const { invoked } = await onBucket(bucket, () =>
      withLambdaHere(() => sweepExpiredCvs(past24h, handUploadToIntake)),
    );
    expect(invoked).toContain('cvReceived');
    const submission = await getSubmission(resumeId, submissionId);
    expect(submission?.status).toBe('accepted');
    expect(submission?.facts).toBeDefined();
    const listed = (await record(resumeId))!;
    expect(listed.cv?.submissionId).toBe(submissionId);
    expect(await exists(listed.cv!.key, bucket)).toBe(true);
    expect(await exists(`${listed.cv!.key}.txt`, bucket)).toBe(true);
    expect(await exists(key, bucket)).toBe(false);
  });
});
