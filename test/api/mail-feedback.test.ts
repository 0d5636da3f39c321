/**
 * SES bounces and complaints (docs/architecture.md#mail): the feedback handler suppresses an
 * address SES reports as bouncing for good or complaining, and nothing more is sent to it; a
 * transient bounce changes nothing; a record that is no SES notification is skipped.
 */
import type { SNSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSuppressed } from '../../functions/core/data/mail-suppressions.js';
import { handler } from '../../functions/handlers/events/mail-feedback.js';
import { uniqueEmail } from '../support/api.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { mailsTo, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

const snsEvent = (...messages: unknown[]): SNSEvent =>
  ({
    Records: messages.map((m) => ({
      EventSource: 'aws:sns',
      Sns: { Message: typeof m === 'string' ? m : JSON.stringify(m), Timestamp: new Date().toISOString() },
    })),
  }) as unknown as SNSEvent;

const bounce = (email: string, bounceType: string) => ({
  eventType: 'Bounce',
  bounce: { bounceType, bouncedRecipients: [{ emailAddress: email }] },
});

describe('mail feedback', () => {
  it('a permanent bounce suppresses the address: the next CV acknowledgement is not sent', async () => {
    const email = uniqueEmail('bounced');
    expect(await handler(snsEvent(bounce(email.toUpperCase(), 'Permanent')))).toEqual({ suppressed: 1 });
    expect(await isSuppressed(email)).toBe(true);
    await candidateWithAttachedCv({ email });
    // Another candidate's acknowledgement arrives, so the mail path ran meanwhile.
    const other = uniqueEmail('delivered');
    await candidateWithAttachedCv({ email: other });
    await waitForMail(other);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('a complaint suppresses; a transient bounce and a non-SES message change nothing', async () => {
    const complained = uniqueEmail('complaint');
    const transient = uniqueEmail('fullbox');
    const out = await handler(
      snsEvent(
        {
          notificationType: 'Complaint',
          complaint: { complainedRecipients: [{ emailAddress: complained }] },
        },
        bounce(transient, 'Transient'),
        'not json at all',
      ),
    );
    expect(out).toEqual({ suppressed: 1 });
    expect(await isSuppressed(complained)).toBe(true);
    expect(await isSuppressed(transient)).toBe(false);
  });
});
