/**
 * Fault injection (aws-sdk-client-mock): a DynamoDB throttle or an S3 failure in the middle of a
 * status change, a delete, the expiry sweep and `cv-received` answers a clear 503 (or makes the
 * event fail so it is retried) and leaves no half-written record and no orphaned file; the retry
 * then finishes the job.
 *
 * The handlers run in this process (the gateway's copies use their own clients): every AWS call
 * goes through to the emulators except the one a test makes fail.
 */
import * as s3 from '@aws-sdk/client-s3';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import * as ddb from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../../functions/contract/dates.js';
import { dynamo, s3Client } from '../../functions/core/clients.js';
import { getItem, tableName } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { acceptOffer } from '../../functions/core/domain/offers.js';
import { retryDueMails } from '../../functions/core/mail.js';
import { api, PDF } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv, candidateWithoutCv, storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { invoke } from '../support/invoke.js';
import { mailsTo, waitForMail } from '../support/mail.js';

let admin: string;
beforeAll(async () => {
  ({ admin } = await signIn('admin'));
});

const throttle = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ThrottlingException',
    $metadata: { httpStatusCode: 400 },
  });
const s3Outage = () =>
  Object.assign(new Error('We encountered an internal error. Please try again.'), {
    name: 'InternalError',
    $metadata: { httpStatusCode: 500 },
  });

type AnyStub = ReturnType<typeof mockClient>;
const stubs: { restore(): void }[] = [];
afterEach(() => {
  for (const s of stubs.splice(0)) s.restore();
});

/**
 * Replaces `client.send` with a stub that sends every command of `commands` to the real client;
 * tests then make one command fail with `rejectsOnce` before the pass-through.
 */
function passThrough(
  client: { send: (...args: never[]) => unknown },
  commands: Record<string, unknown>,
): { stub: AnyStub; pass: (name: string) => (input: object) => unknown } {
  const real = (client.send as (c: unknown) => unknown).bind(client);
  const stub = mockClient(client as never) as unknown as AnyStub;
  stubs.push(stub);
  const ctor = (name: string) => commands[name] as new (input: object) => object;
  const pass = (name: string) => (input: object) => real(new (ctor(name))(input));
  for (const name of Object.keys(commands).filter(
    (n) => n.endsWith('Command') && typeof commands[n] === 'function',
  )) {
    stub.on(ctor(name) as never).callsFake(pass(name));
  }
  return { stub, pass };
}

const ddbCommands = {
  GetCommand: ddb.GetCommand,
  QueryCommand: ddb.QueryCommand,
  PutCommand: ddb.PutCommand,
  UpdateCommand: ddb.UpdateCommand,
  DeleteCommand: ddb.DeleteCommand,
  BatchGetCommand: ddb.BatchGetCommand,
  TransactWriteCommand: ddb.TransactWriteCommand,
};
const s3Commands = {
  HeadObjectCommand: s3.HeadObjectCommand,
  GetObjectCommand: s3.GetObjectCommand,
  PutObjectCommand: s3.PutObjectCommand,
  DeleteObjectCommand: s3.DeleteObjectCommand,
  ListObjectsV2Command: s3.ListObjectsV2Command,
  ListObjectVersionsCommand: s3.ListObjectVersionsCommand,
};

async function exists(key: string) {
  try {
    await new S3Client({ forcePathStyle: true }).send(
      new HeadObjectCommand({ Bucket: process.env.CV_BUCKET, Key: key }),
    );
    return true;
  } catch {
    return false;
  }
}

const handlers = {
  updateStatus: () => import('../../functions/handlers/resume/update-status.js'),
  remove: () => import('../../functions/handlers/resume/delete.js'),
  checkExpired: () => import('../../functions/handlers/resume/check-expired.js'),
  cvReceived: () => import('../../functions/handlers/events/cv-received.js'),
};

const putStatus = async (id: string, status: string) =>
  invoke((await handlers.updateStatus()).handler, {
    method: 'PUT',
    path: `/resume/${id}`,
    pathParameters: { id },
    body: { status },
  });
const deleteResume = async (id: string) =>
  invoke((await handlers.remove()).handler, {
    method: 'DELETE',
    path: `/resume/${id}`,
    pathParameters: { id },
  });

function expect503(res: { status: number; body: { message?: string } }) {
  expect(res.status).toBe(503);
  expect(res.body.message).toBe('The service is temporarily unavailable. Please try again shortly.');
  expect(res.body.message).not.toMatch(/Throttl|InternalError|exceeds/);
}

describe('status change', () => {
  it('a DynamoDB throttle on the transaction → 503, the record and its index unchanged; the retry works', async () => {
    const c = await candidateWithAttachedCv();
    const { stub, pass } = passThrough(dynamo(), ddbCommands);
    stub.on(ddb.TransactWriteCommand).rejectsOnce(throttle()).callsFake(pass('TransactWriteCommand'));
    expect503(await putStatus(c.id, 'reviewed'));
    const after = (await storedResume(c.id))! as unknown as Record<string, unknown>;
    expect(after.status).toBe('new');
    expect(after.gsi2pk).toBe('RESUMES#STATUS#new');
    expect(after.updatedAt).toBe(c.record.updatedAt);

    expect((await putStatus(c.id, 'reviewed')).status).toBe(200);
    expect((await storedResume(c.id))!.status).toBe('reviewed');
  });

  it('DynamoDB failing right after a change with notify: the mail was queued with it and goes out exactly once', async () => {
    const c = await candidateWithAttachedCv();
    const { stub, pass } = passThrough(dynamo(), ddbCommands);
    // Every call fails for a while once the status change's transaction is written.
    let failing = 0;
    for (const name of Object.keys(ddbCommands)) {
      stub.on(ddbCommands[name as keyof typeof ddbCommands] as never).callsFake(async (input: object) => {
        if (failing > 0) {
          failing--;
          throw throttle();
        }
        const out = await pass(name)(input);
        const text = JSON.stringify(input);
        if (name === 'TransactWriteCommand' && text.includes(c.id) && text.includes('"rejected"'))
          failing = 6;
        return out;
      });
    }
    const res = await invoke<{ notified: boolean }>((await handlers.updateStatus()).handler, {
      method: 'PUT',
      path: `/resume/${c.id}`,
      pathParameters: { id: c.id },
      body: { status: 'rejected', rejectReasonId: 'other', notify: true },
    });
    for (const s of stubs.splice(0)) s.restore();
    expect(res.status).toBe(200);
    expect((await storedResume(c.id))!.status).toBe('rejected');
    // The outbox run, past every claim's timeout: nothing left to send twice.
    await retryDueMails(new Date(Date.now() + 10 * 60_000));
    const subject = /^Your application for /;
    await waitForMail(c.email, { subject });
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(c.email)).filter((m) => subject.test(m.subject))).toHaveLength(1);
  }, 60_000);
});

describe('delete', () => {
  it('an S3 failure erasing the file → 503; record, guard and file all still there; the retry erases all', async () => {
    const c = await candidateWithAttachedCv();
    const { stub, pass } = passThrough(s3Client(), s3Commands);
    stub.on(s3.DeleteObjectCommand).rejectsOnce(s3Outage()).callsFake(pass('DeleteObjectCommand'));
    expect503(await deleteResume(c.id));
    expect(await storedResume(c.id)).toBeDefined();
    expect(await getItem(keys.emailGuard(c.email), true)).toBeDefined();
    expect(await exists(c.record.cv!.key)).toBe(true);

    expect((await deleteResume(c.id)).status).toBe(200);
    expect(await storedResume(c.id)).toBeUndefined();
    expect(await exists(c.record.cv!.key)).toBe(false);
  });

  it('a DynamoDB throttle on the record transaction → 503; the record stays whole (never a file without its record); the retry finishes', async () => {
    const c = await candidateWithAttachedCv();
    const { stub, pass } = passThrough(dynamo(), ddbCommands);
    // First transaction: the notification delete (goes through); second: the record (throttled).
    stub
      .on(ddb.TransactWriteCommand)
      .callsFakeOnce(pass('TransactWriteCommand'))
      .rejectsOnce(throttle())
      .callsFake(pass('TransactWriteCommand'));
    expect503(await deleteResume(c.id));
    const kept = (await storedResume(c.id))!;
    expect(kept.updatedAt).toBe(c.record.updatedAt);
    expect(kept.status).toBe('new');
    expect(await getItem(keys.emailGuard(c.email), true)).toMatchObject({ userId: c.id });

    expect((await deleteResume(c.id)).status).toBe(200);
    expect(await storedResume(c.id)).toBeUndefined();
    expect(await getItem(keys.emailGuard(c.email), true)).toBeUndefined();
  });
});

describe('order of erasure', () => {
  it('interrupted after the files are erased: the record points at no file and answers 404; the sweep finishes', async () => {
    const c = await candidateWithAttachedCv();
    const profile = keys.user(c.id);
    const { stub, pass } = passThrough(dynamo(), ddbCommands);
    // Every transaction goes through but the last step, the one deleting the record.
    stub
      .on(ddb.TransactWriteCommand)
      .callsFake((input: { TransactItems: { Delete?: { Key: object } }[] }) =>
        input.TransactItems.some((t) => JSON.stringify(t.Delete?.Key) === JSON.stringify(profile))
          ? Promise.reject(throttle())
          : pass('TransactWriteCommand')(input),
      );
    expect503(await deleteResume(c.id));
    for (const s of stubs.splice(0)) s.restore();

    const kept = (await storedResume(c.id))! as unknown as Record<string, unknown>;
    expect(kept.erasingSince).toEqual(expect.any(String));
    expect(kept.cv).toBeUndefined();
    expect(await exists(c.record.cv!.key)).toBe(false);
    expect((await api('GET', `/resume/${c.id}`, { token: admin })).status).toBe(404);
    expect((await api('GET', `/resume/${c.id}/download`, { token: admin })).status).toBe(404);

    const { finishInterruptedErasures } = await import('../../functions/core/domain/candidates.js');
    expect(await finishInterruptedErasures(new Date())).toBe(0); // still within its grace period
    expect(await finishInterruptedErasures(new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await storedResume(c.id)).toBeUndefined();
    expect(await getItem(keys.emailGuard(c.email), true)).toBeUndefined();
    expect(await getItem(keys.erasure(c.id), true)).toBeUndefined();
  });
});

describe('expiry sweep (POST /resume/check-expired)', () => {
  it('an S3 failure erasing a file → 503; the record stays due; the next run expires it', async () => {
    const c = await candidateWithAttachedCv();
    const soon = new Date(Date.now() + 1000).toISOString();
    expect(
      (await api('PUT', `/resume/${c.id}/expiry`, { token: admin, body: { expiryDate: soon } })).status,
    ).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const { stub, pass } = passThrough(s3Client(), s3Commands);
    stub.on(s3.DeleteObjectCommand).rejectsOnce(s3Outage()).callsFake(pass('DeleteObjectCommand'));
    const call = async () =>
      invoke<{ expiredCount: number }>((await handlers.checkExpired()).handler, {
        method: 'POST',
        path: '/resume/check-expired',
      });
    expect503(await call());
    // Whichever due record the failure hit, ours is either untouched or fully done: never half.
    const mid = (await storedResume(c.id))!;
    if (!mid.isExpired) {
      expect(mid.cv).toBeDefined();
      expect(mid.gsi4sk).toBeDefined();
    }
    const ok = await call();
    expect(ok.status).toBe(200);
    const after = (await storedResume(c.id))!;
    expect(after.isExpired).toBe(true);
    expect(after.cv).toBeUndefined();
    expect(await exists(c.record.cv!.key)).toBe(false);
  });
});

/**
 * A pending submission whose object `body` is in the bucket but not yet processed here. While the
 * file is written, the submission lacks its declared file, so the gateway's own cv-received fails
 * before touching anything (it retries 5 s later); then the submission is made whole again.
 * Answers the candidate, the quarantine key, the submission's key and the S3 event for this process.
 */
async function pendingUpload(body: (email: string) => Promise<Uint8Array>) {
  const c = await candidateWithoutCv();
  const key = c.upload.fields.key!;
  const submissionKey = keys.submission(c.id, key.split('/')[2]!);
  const held = await getItem<Record<string, unknown>>(submissionKey, true);
  await dynamo().send(
    new ddb.UpdateCommand({
      TableName: tableName(),
      Key: submissionKey,
      UpdateExpression: 'REMOVE declared',
    }),
  );
  await s3Client().send(
    new s3.PutObjectCommand({
      Bucket: process.env.CV_BUCKET,
      Key: key,
      Body: await body(c.email),
      ContentType: PDF,
    }),
  );
  await new Promise((r) => setTimeout(r, 800));
  await dynamo().send(
    new ddb.UpdateCommand({
      TableName: tableName(),
      Key: submissionKey,
      UpdateExpression: 'SET declared = :d',
      ExpressionAttributeValues: { ':d': held!.declared },
    }),
  );
  const event = {
    Records: [
      { eventName: 'ObjectCreated:Put', s3: { bucket: { name: process.env.CV_BUCKET }, object: { key } } },
    ],
  };
  return { c, key, submissionKey, event };
}

describe('cv-received', () => {
  it('a DynamoDB failure at either write of a rejection → the event fails; its retry leaves the submission rejected and the verdict on the record', async () => {
    for (const failing of [1, 2]) {
      const { c, submissionKey, event } = await pendingUpload(async () =>
        new TextEncoder().encode('not a CV at all'),
      );
      const { handler } = await handlers.cvReceived();
      const { stub, pass } = passThrough(dynamo(), ddbCommands);
      let writes = 0;
      for (const name of ['UpdateCommand', 'PutCommand', 'TransactWriteCommand'] as const)
        stub.on(ddbCommands[name] as never).callsFake((input: object) => {
          if (++writes === failing) throw throttle();
          return pass(name)(input);
        });
      await handler(event as never).catch(() => undefined);
      await handler(event as never);
      expect((await getItem<{ status: string }>(submissionKey, true))?.status).toBe('rejected');
      expect((await storedResume(c.id))?.lastUpload, `write ${failing} failed`).toMatchObject({
        status: 'rejected',
      });
    }
  });

  it('a DynamoDB throttle on the attach → the event fails (S3 retries it); no CV, no notification, the file kept for the retry; the retry attaches once', async () => {
    const { c, key, submissionKey, event } = await pendingUpload((email) => makePdf('Pending Person', email));
    const { handler } = await handlers.cvReceived();

    const { stub, pass } = passThrough(dynamo(), ddbCommands);
    stub.on(ddb.TransactWriteCommand).rejectsOnce(throttle()).callsFake(pass('TransactWriteCommand'));
    await expect(handler(event as never)).rejects.toMatchObject({ name: 'ThrottlingException' });
    const mid = (await storedResume(c.id))!;
    expect(mid.cv).toBeUndefined();
    expect((await getItem<{ status: string }>(submissionKey, true))?.status).toBe('pending');
    expect(await getItem(keys.notification(key.split('/')[2]!), true)).toBeUndefined();
    expect(await exists(key)).toBe(true);

    expect((await handler(event as never)).outcomes).toEqual(['attached']);
    expect((await handler(event as never)).outcomes).toEqual(['duplicate']);
    const done = (await storedResume(c.id))!;
    expect(done.cv?.key).toBe(`cvs/${c.id}/${key.split('/')[2]}.pdf`);
    expect(await getItem(keys.notification(key.split('/')[2]!), true)).toMatchObject({
      type: 'cv_upload',
    });
  });
});

describe('offer acceptance', () => {
  it("a DynamoDB failure on the acceptance's write: the offer's status and the report's accepted count agree (both or neither); the retry counts once", async () => {
    const { recruiter, 'hr-manager': manager } = await signIn('recruiter', 'hr-manager');
    const postingId = (await createPosting(admin, (await createDepartment(admin))._id))._id;
    const c = await candidateWithAttachedCv();
    const inDays = (n: number) => isoDay(new Date(Date.now() + n * 86_400_000));
    const made = await api<{ offer: { id: string } }>('POST', `/resume/${c.id}/offers`, {
      token: recruiter,
      body: {
        postingId,
        jobTitle: 'Data Engineer',
        salary: { amount: 60000, currency: 'EUR', period: 'year' },
        startDate: inDays(30),
        contractType: 'permanent',
        expiresAt: inDays(7),
      },
    });
    expect(made.status, made.body.message).toBe(201);
    const offerId = made.body.data!.offer.id;
    for (const [step, token] of [
      ['approve', manager],
      ['send', recruiter],
    ] as const)
      expect((await api('POST', `/resume/${c.id}/offers/${offerId}/${step}`, { token })).status).toBe(200);

    const counted = async () =>
      ((await getItem<Record<string, number>>(keys.hiringReportDay(postingId, isoDay()), true))
        ?.off_accepted ?? 0) as number;
    const status = async () => (await getItem<{ status: string }>(keys.offer(c.id, offerId), true))!.status;
    // The write that counts the acceptance in the report fails once.
    const { stub, pass } = passThrough(dynamo(), ddbCommands);
    let failed = 0;
    stub.on(ddb.TransactWriteCommand).callsFake(async (input: object) => {
      if (!failed && JSON.stringify(input).includes('off_accepted')) {
        failed++;
        throw throttle();
      }
      return pass('TransactWriteCommand')(input);
    });
    const first = await acceptOffer((await storedResume(c.id))!, offerId).then(
      () => 'accepted',
      (err: Error) => err.name,
    );
    for (const s of stubs.splice(0)) s.restore();
    expect(failed).toBe(1);
    // Both or neither: an accepted offer is counted, a counted offer is accepted.
    expect({ status: await status(), counted: await counted() }).toEqual(
      first === 'accepted' ? { status: 'accepted', counted: 1 } : { status: 'sent', counted: 0 },
    );
    expect(first).not.toBe('accepted');
    expect((await storedResume(c.id))!.status).not.toBe('hired');
    // The candidate tries again: accepted, hired and counted once.
    await acceptOffer((await storedResume(c.id))!, offerId);
    expect({ status: await status(), counted: await counted() }).toEqual({ status: 'accepted', counted: 1 });
    expect((await storedResume(c.id))!.status).toBe('hired');
  }, 90_000);
});
