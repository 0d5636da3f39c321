/**
 * The mail outbox's bookkeeping (docs/architecture.md#mail), against the stack's table: a mail SES
 * keeps refusing is given up after its last attempt with the alarm's metric and error line and
 * without its personal data; a claim whose answer was lost is its sender's again; a failure
 * recorded late never undoes a send; a mail tried once is never sent late; a queued mail nobody
 * tried is sent by the outbox run.
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

  it('a claim whose answer was lost is found again by its claim id; another sender gets nothing', async () => {
    const req = erasureMail(uniqueEmail('claim'));
    const now = new Date();
    expect(await queueMail(req.eventId, { ...req, data: req.data }, now)).toBe(true);
    const hash = eventHash(req.eventId);
    const claimId = randomUUID();
    const first = await claimMail(hash, claimId, now);
    expect(first).toMatchObject({ state: 'sending', claimId, attempts: 1 });
    // The same call again (its first answer lost): the sender's own claim, not counted twice.
    expect(await claimMail(hash, claimId, now)).toMatchObject({ state: 'sending', claimId, attempts: 1 });
    expect(await claimMail(hash, randomUUID(), now)).toBeUndefined();
  });

  it('a failure recorded late never undoes a send, and the outbox sends it no more', async () => {
    const req = erasureMail(uniqueEmail('late'));
    const now = new Date();
    expect(await queueMail(req.eventId, { ...req, data: req.data }, now)).toBe(true);
    const hash = eventHash(req.eventId);
    const claimed = (await claimMail(hash, randomUUID(), now))!;
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

  it('a queued mail its change never tried is sent by the outbox run once it is due', async () => {
    const req = erasureMail(uniqueEmail('queued'));
    const now = new Date();
    expect(await queueMail(req.eventId, { ...req, data: req.data }, now)).toBe(true);
    await retryDueMails(now);
    expect(await mailsTo(req.to)).toEqual([]);
    await retryDueMails(new Date(now.getTime() + MAIL_QUEUED_GRACE_MS + 1_000));
    await waitForMail(req.to);
    expect(await getMail(eventHash(req.eventId))).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
