/**
 * The mail outbox's bookkeeping (docs/architecture.md#mail), against the stack's table: a mail SES
 * keeps refusing is given up after its last attempt with the alarm's metric and error line and
 * without its personal data; a claim whose answer was lost is its sender's again; a failure
 * recorded late never undoes a send; a mail tried once is never sent late; a queued mail is sent
 * once by the outbox function, its stream consumer and its minute's run racing for it.
 */
import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  claimMail,
  claimNewMail,
  eventHash,
  getMail,
  MAIL_MAX_ATTEMPTS,
  MAIL_QUEUED_GRACE_MS,
  markMailFailed,
  markMailSent,
  queueMail,
} from '../../functions/core/data/sent-mails.js';
import { retryDueMails, sendMail } from '../../functions/core/mail.js';
import { uniqueEmail } from '../support/api.js';
import { mailsTo, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());
afterEach(() => vi.restoreAllMocks());

const erasureMail = (to: string) => ({
  to,
  template: 'erasure-confirmation' as const,
  data: { name: 'Outbox Test', erasedAt: new Date().toISOString() },
  eventId: `test-outbox:${randomUUID()}`,
});

/** What is written to stdout and stderr while `work` runs (the logger's and the metrics' JSON lines). */
async function outputOf(work: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return write(chunk, ...(rest as []));
    });
  }
  await work();
  return lines.join('\n');
}

describe('the mail outbox', () => {
  it('gives a mail SES keeps refusing up after its last attempt: the alarm metric, the error, no personal data left', async () => {
    const req = erasureMail(uniqueEmail('given-up'));
    const hash = eventHash(req.eventId);
    const ses = mockClient(SESv2Client);
    ses.onAnyCommand().rejects(Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' }));
    let out = '';
    try {
      expect(await sendMail(req)).toBe('queued');
      // Each retry is due after its back-off: run the outbox far enough ahead each time.
      for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        const at = new Date(Date.now() + 2 ** attempt * 5 * 60_000);
        const run = () => retryDueMails(at);
        if (attempt < MAIL_MAX_ATTEMPTS) await run();
        else out = await outputOf(run);
        expect((await getMail(hash))?.attempts).toBe(attempt);
      }
    } finally {
      ses.restore();
    }
    const item = (await getMail(hash)) as unknown as Record<string, unknown>;
    expect(item).toMatchObject({ state: 'abandoned', lastError: 'TooManyRequestsException' });
    for (const field of ['to', 'data', 'gsi2pk', 'claimId']) expect(item).not.toHaveProperty(field);
    expect(out).toContain('"mail given up"');
    expect(out).toMatch(/"Name":"MailGivenUp"/);
    expect(await mailsTo(req.to)).toEqual([]);
  });

  // A mail whose first attempt failed (written claimed, as `sendMail` does: the stream's consumer
  // takes only mails written queued), claimed again by the outbox run conditioned on what it read.
  it('a claim whose answer was lost is found again by its claim id; another sender gets nothing', async () => {
    const req = erasureMail(uniqueEmail('claim'));
    const now = new Date();
    const first = (await claimNewMail(req.eventId, { ...req, data: req.data }, now, randomUUID()))!;
    expect(await markMailFailed(first, 'TooManyRequestsException', now, true)).toBe('retry');
    const hash = eventHash(req.eventId);
    const read = (await getMail(hash))!;
    // The run that finds it due, past its back-off.
    const at = new Date(now.getTime() + 6 * 60_000);
    const claimId = randomUUID();
    expect(await claimMail(hash, claimId, at, read)).toMatchObject({
      state: 'sending',
      claimId,
      attempts: 2,
    });
    // The same call again (its first answer lost): the sender's own claim, not counted twice.
    expect(await claimMail(hash, claimId, at, read)).toMatchObject({
      state: 'sending',
      claimId,
      attempts: 2,
    });
    expect(await claimMail(hash, randomUUID(), at, read)).toBeUndefined();
  });

  it('a failure recorded late never undoes a send, and the outbox sends it no more', async () => {
    const req = erasureMail(uniqueEmail('late'));
    const now = new Date();
    const hash = eventHash(req.eventId);
    const claimed = (await claimNewMail(req.eventId, { ...req, data: req.data }, now, randomUUID()))!;
    await markMailSent(hash, 'message-1', now);
    expect(await markMailFailed(claimed, 'TimeoutError', now, true)).toBe('stale');
    expect(await getMail(hash)).toMatchObject({ state: 'sent', messageId: 'message-1' });
    await retryDueMails(new Date(Date.now() + 60 * 60_000));
    expect(await mailsTo(req.to)).toEqual([]);
  });

  it('a mail tried once (the contact form) whose sender died is given up by the outbox run, never sent late', async () => {
    const req = erasureMail(uniqueEmail('once'));
    const now = new Date();
    const mine = await claimNewMail(req.eventId, { ...req, noRetry: true }, now, randomUUID());
    expect(mine).toMatchObject({ state: 'sending', attempts: 1 });
    // The sender dies here; past the claim timeout the outbox run finds the claim.
    const out = await outputOf(() => retryDueMails(new Date(Date.now() + 10 * 60_000)));
    expect(await getMail(eventHash(req.eventId))).toMatchObject({
      state: 'abandoned',
      lastError: 'NotRetried',
    });
    expect(out).not.toMatch(/"Name":"MailGivenUp"/);
    expect(await mailsTo(req.to)).toEqual([]);
  });

  it('a queued mail is sent by the stream consumer alone, within seconds, with no outbox run', async () => {
    const req = erasureMail(uniqueEmail('streamed'));
    const now = new Date();
    expect(await queueMail(req.eventId, { ...req, data: req.data }, now)).toBe(true);
    // The stack's stream poller hands it to events/mail-outbox (not due for the minute's run yet).
    expect((await waitForMail(req.to)).subject).toMatch(/erased/);
    expect(await getMail(eventHash(req.eventId))).toMatchObject({ state: 'sent', attempts: 1 });
  });

  // The stream's consumer (the stack's, and this process's own invocation of the handler with the
  // stream record) and the minute's run all reach for the same queued mails at once.
  it('a queued mail is sent exactly once while the stream consumer and the outbox run race for it', async () => {
    const reqs = Array.from({ length: 5 }, () => erasureMail(uniqueEmail('race')));
    const now = new Date();
    await Promise.all(
      reqs.map(async (req) =>
        expect(await queueMail(req.eventId, { ...req, data: req.data }, now)).toBe(true),
      ),
    );
    const { handler } = await import('../../functions/handlers/events/mail-outbox.js');
    const record = (req: (typeof reqs)[number], i: number) => ({
      eventName: 'INSERT' as const,
      dynamodb: {
        Keys: { pk: { S: `MAIL#${eventHash(req.eventId)}` }, sk: { S: 'MAIL' } },
        NewImage: { state: { S: 'queued' } },
        SequenceNumber: String(i),
      },
    });
    const due = new Date(now.getTime() + MAIL_QUEUED_GRACE_MS + 1_000);
    await Promise.all([
      handler({ Records: reqs.map(record) } as never),
      retryDueMails(due),
      retryDueMails(due),
    ]);
    for (const req of reqs) await waitForMail(req.to);
    // A send under way elsewhere (the stack's consumer) lands meanwhile.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const req of reqs) {
      expect(await mailsTo(req.to), req.to).toHaveLength(1);
      expect(await getMail(eventHash(req.eventId))).toMatchObject({ state: 'sent', attempts: 1 });
    }
  });
});
