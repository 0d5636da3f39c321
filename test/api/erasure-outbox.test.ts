/**
 * Erasure and the mail outbox (docs/architecture.md#order-of-erasure): a mail to the candidate that
 * failed and waits for a retry is given up when the candidate is erased (address and data dropped),
 * so no retry mails an erased candidate; another address's waiting mail stays.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import {
  claimNewMail,
  eventHash,
  markMailFailed,
  type SentMailItem,
} from '../../functions/core/data/sent-mails.js';
import { api, uniqueEmail } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { applyStackEnv } from '../support/stack.js';

let admin: string;
beforeAll(async () => {
  applyStackEnv();
  ({ admin } = await signIn('admin'));
});

/** A mail to `to` whose first send failed: it waits in the outbox for the sweep's retry. */
async function waitingMail(to: string): Promise<string> {
  const eventId = `test-${randomUUID()}`;
  const now = new Date();
  // Written claimed by its sender, as `sendMail` does (the stream's consumer takes only queued ones).
  const mail = { to, template: 'cv-acknowledgement', data: { name: 'x' } };
  const claimed = (await claimNewMail(eventId, mail, now, randomUUID()))!;
  expect(await markMailFailed(claimed, 'TooManyRequestsException', now, true)).toBe('retry');
  return eventHash(eventId);
}

describe('erasure drops the candidate’s waiting mails', () => {
  it('DELETE /resume/{id}: the waiting mail is abandoned without its address; another address’s stays', async () => {
    const c = await candidateWithAttachedCv();
    const mine = await waitingMail(c.email);
    const other = await waitingMail(uniqueEmail('bystander'));
    expect((await api('DELETE', `/resume/${c.id}`, { token: admin })).status).toBe(200);
    const dropped = (await getItem<SentMailItem & { gsi2pk?: string }>(keys.sentMail(mine), true))!;
    expect(dropped.state).toBe('abandoned');
    expect(dropped.to).toBeUndefined();
    expect(dropped.data).toBeUndefined();
    expect(dropped.gsi2pk).toBeUndefined();
    const kept = (await getItem<SentMailItem>(keys.sentMail(other), true))!;
    expect(kept.state).toBe('failed');
    expect(kept.to).toMatch(/^bystander\./);
  });
});
