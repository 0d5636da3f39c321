/**
 * The mail outbox under a stalled table (docs/architecture.md#mail), on a stack of its own: DynamoDB
 * Local's JVM is stopped (SIGSTOP) for 20 s at the worst moments of a CV's acknowledgement, and
 * after the outbox has run the candidate has exactly one acknowledgement in the SES emulator's
 * store: none lost, none twice.
 *
 * 1. Right after the transaction that accepts the CV (the mail used to be claimed only after it, so
 *    the claim failed and the mail was never queued).
 * 2. Between SES accepting the mail and its record as sent (the record used to fail, and the outbox
 *    sent the mail again).
 *
 * The gateway runs the functions in this process, so the test watches their DynamoDB client's calls
 * to stop the JVM at those moments.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/core/clients.js';
import { eventHash } from '../../functions/core/data/sent-mails.js';
import { retryDueMails } from '../../functions/core/mail.js';
import { type RunningStack, startStack } from '../../lib/local/stack.js';
import { PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { makePdf } from '../support/files.js';
import type { StoredMail } from '../support/mail.js';

const STALL_MS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const dataDir = mkdtempSync(join(tmpdir(), 'chaos-mail-'));
let stack: RunningStack;

beforeAll(async () => {
  stack = await startStack({ port: 0, dataDir, buildWeb: false, seed: true, quiet: true, schedule: false });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Pids of this stack's DynamoDB Local JVM (its command line names the data directory). */
function dynamoPids(): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (
        cmd.includes(join(dataDir, 'dynamodb')) &&
        !cmd.includes('emulator-watchdog') &&
        !cmd.includes(' -e ')
      )
        out.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  expect(out.length).toBeGreaterThan(0);
  return out;
}

/** Stops DynamoDB Local for `STALL_MS`; resolves when it runs again. */
function stallDynamo(): Promise<void> {
  const pids = dynamoPids();
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  return new Promise((resolve) =>
    setTimeout(() => {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
      resolve();
    }, STALL_MS),
  );
}

type Send = (
  command: { constructor: { name: string }; input: unknown },
  ...rest: unknown[]
) => Promise<unknown>;

/**
 * Watches every call of the functions' DynamoDB client: `before` runs before a call is made (a
 * throw fails the call without making it), `after` once it answered. Answers the restore.
 */
function watchDynamo(hooks: {
  before?: (name: string, input: string) => Promise<void> | void;
  after?: (name: string, input: string) => Promise<void> | void;
}): () => void {
  const client = dynamo() as unknown as { send: Send };
  const real = client.send;
  client.send = async function (this: unknown, command, ...rest) {
    const input = JSON.stringify(command.input);
    await hooks.before?.(command.constructor.name, input);
    const out = await real.call(client, command, ...rest);
    await hooks.after?.(command.constructor.name, input);
    return out;
  };
  return () => {
    client.send = real;
  };
}

/**
 * Opens a CV submission and posts its file as the browser does; `opened` learns the submission id
 * before the file is posted. Answers the address, the submission id and the status URL.
 */
async function uploadCv(
  name: string,
  opened: (submissionId: string) => void,
): Promise<{ email: string; submissionId: string; statusUrl: string }> {
  const email = uniqueEmail('outbox');
  const pdf = await makePdf(name, email);
  const requested = await fetch(`${stack.url}/api/v1/resume/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(uploadBody(pdf, { name, email })),
  });
  expect(requested.status).toBe(201);
  const { upload, statusUrl } = ((await requested.json()) as { data: unknown }).data as {
    upload: { url: string; fields: Record<string, string> };
    statusUrl: string;
  };
  // quarantine/{candidate}/{submission}
  const submissionId = upload.fields.key!.split('/')[2]!;
  opened(submissionId);
  expect(await postToS3(upload, pdf, PDF)).toBeLessThan(300);
  return { email, submissionId, statusUrl };
}

/** Polls until the upload's verdict is no longer `pending` (the table may be stalled meanwhile). */
async function verdictOf(statusUrl: string, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const res = await fetch(`${stack.url}${statusUrl}`).catch(() => undefined);
    const verdict = res?.ok ? ((await res.json()) as { status?: string }).status : undefined;
    if (verdict && verdict !== 'pending') return verdict;
    await sleep(500);
  }
  throw new Error(`no verdict within ${ms} ms`);
}

/**
 * Runs the outbox as its schedule does, at a time past every claim's timeout (a claim the stall
 * left unfinished is due again then), and answers the acknowledgements `email` got.
 */
async function acknowledgementsAfterOutbox(email: string): Promise<number> {
  await retryDueMails(new Date(Date.now() + 10 * 60_000));
  // A send still under way (the change's own attempt) finishes first.
  await sleep(3_000);
  await retryDueMails(new Date(Date.now() + 10 * 60_000));
  // This stack's SES emulator (the functions of this process send through it).
  const store = await fetch(`${process.env.AWS_ENDPOINT_URL_SESV2}/store`);
  const { emails } = (await store.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(email) && /We received your CV/.test(m.subject))
    .length;
}

/**
 * Uploads a CV and stalls the table once, at the first DynamoDB call of the functions that
 * `stall.call` picks (given the call's command, its input as JSON and the submission id), `before`
 * or `after` it is made; with `lose`, that call is lost in the stall (it fails after the client's
 * timeouts without reaching the table). Waits for the verdict, the stall's end and the change's own
 * attempt, runs the outbox, and answers how many acknowledgements the candidate got.
 */
async function acknowledgementsUnderStall(
  name: string,
  stall: {
    at: 'before' | 'after';
    call: (command: string, input: string, submissionId: string) => boolean;
    lose?: boolean;
  },
): Promise<number> {
  let stalled: Promise<void> | undefined;
  let submissionId = '';
  const hook = async (command: string, input: string) => {
    if (stalled || !submissionId || !stall.call(command, input, submissionId)) return;
    stalled = stallDynamo();
    if (!stall.lose) return;
    await sleep(5_000);
    throw Object.assign(new Error('request timed out (stalled table)'), { name: 'TimeoutError' });
  };
  const restore = watchDynamo({ [stall.at]: hook });
  try {
    const upload = await uploadCv(name, (id) => {
      submissionId = id;
    });
    expect(await verdictOf(upload.statusUrl, 90_000)).toBe('accepted');
    const deadline = Date.now() + 60_000;
    while (!stalled && Date.now() < deadline) await sleep(250);
    expect(stalled).toBeDefined();
    await stalled;
    // The change's own attempt waits out the stall; let it finish before the outbox runs.
    await sleep(10_000);
    return await acknowledgementsAfterOutbox(upload.email);
  } finally {
    restore();
  }
}

describe('the acknowledgement of a CV under a 20 s DynamoDB stall', () => {
  it('stalled right after the CV is accepted: the candidate gets exactly one acknowledgement', async () => {
    const count = await acknowledgementsUnderStall('Aoife Stall', {
      at: 'after',
      // The accept transaction: the submission's verdict with the recruiters' notification.
      call: (command, input, submissionId) =>
        command === 'TransactWriteCommand' && input.includes(submissionId) && input.includes('"accepted"'),
    });
    expect(count).toBe(1);
  }, 150_000);

  it('stalled between SES accepting the mail and its record as sent: exactly one acknowledgement, none sent again', async () => {
    const count = await acknowledgementsUnderStall('Ciarán Stall', {
      at: 'before',
      // The record of the send (the mail item set to `sent`), lost in the stall.
      call: (command, input, submissionId) =>
        command === 'UpdateCommand' &&
        input.includes(`MAIL#${eventHash(`cv-accepted:${submissionId}`)}`) &&
        input.includes('"sent"'),
      lose: true,
    });
    expect(count).toBe(1);
  }, 150_000);
});
