/**
 * `POST /contact` (docs/requirements.md#contact-form): the happy path stores the message and
 * mails it to the company's inbox (locally: the SES emulator's store), bad input is a 400 with a message and writes nothing,
 * the honeypot gets an accepted-looking answer but nothing is stored, and the per-address limit
 * answers 429 with Retry-After.
 */
import { request } from 'node:http';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import { CONTACT_MESSAGES } from '../../functions/contract/schemas/contact.js';
import { dynamo } from '../../functions/core/clients.js';
import type { ContactMessage } from '../../functions/core/data/contact-messages.js';
import { tableName } from '../../functions/core/data/db.js';
import { partitions } from '../../functions/core/data/keys.js';
import { CONTACT_RATE_RULE } from '../../functions/handlers/public/contact.js';
import { api, baseUrl, uniqueEmail } from '../support/api.js';
import { sentMails } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

/** The newest stored contact messages from `email` (a Query on the CONTACTS partition). */
async function storedFrom(email: string): Promise<(ContactMessage & { ttl: number })[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partitions.contactMessages.index,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partitions.contactMessages.pk },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return ((out.Items ?? []) as (ContactMessage & { ttl: number })[]).filter((m) => m.email === email);
}

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Siobhán O’Leary',
  email: uniqueEmail('contact'),
  message: 'Hello, I would like to know when the next Cloud Computing course starts.',
  ...over,
});

/**
 * POSTs a valid message from a chosen loopback source address (any 127.x.y.z is this machine on
 * Linux), so the rate-limit test has its own client address and leaves the other tests' alone.
 */
function postFrom(
  localAddress: string,
  body: unknown,
): Promise<{ status: number; headers: Record<string, unknown>; body: { message?: string } }> {
  const url = new URL(`${baseUrl()}/api/v1/contact`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('POST /contact', () => {
  it('stores the message, delivers it and keeps it 90 days', async () => {
    const body = valid({ name: '  Siobhán O’Leary  ' });
    const res = await api('POST', '/contact', { body });
    expect(res.status).toBe(202);
    expect(res.body.success).toBe(true);

    const [stored, ...more] = await storedFrom(body.email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Siobhán O’Leary',
      email: body.email,
      message: body.message,
      delivery: 'ses',
    });
    // The company's inbox got it, with replies going to the visitor.
    const [mail, ...again] = (await sentMails()).filter((m) => m.replyTo?.includes(body.email));
    expect(again).toEqual([]);
    // The visitor's name is in the body, never in the subject (docs/requirements.md#candidate-mails).
    expect(mail!.subject).toMatch(/^Website contact form: message [\w-]+$/);
    expect(mail!.subject).not.toContain('Siobhán');
    expect(mail!.body.text).toContain('Name: Siobhán O’Leary');
    expect(mail).toMatchObject({
      destination: { to: [process.env.MAIL_TO] },
    });
    expect(mail!.body.text).toContain(body.message);
    expect(mail!.body.html).toContain(COMPANY.address);
    const days = (stored!.ttl * 1000 - Date.parse(stored!.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(90, 3);
  });

  it.each([
    ['an empty name', { name: '   ' }, CONTACT_MESSAGES.name],
    ['an email without a dot after the @', { email: 'orla@localhost' }, CONTACT_MESSAGES.email],
    ['an email with a space', { email: 'orla kelly@example.ie' }, CONTACT_MESSAGES.email],
    ['a message under 10 characters', { message: 'Hi there' }, CONTACT_MESSAGES.messageShort],
    ['a missing message', { message: undefined }, CONTACT_MESSAGES.messageShort],
  ])('refuses %s with 400 and its message, storing nothing', async (_, over, message) => {
    const body = valid(over);
    const res = await api('POST', '/contact', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(res.body.details?.length).toBeGreaterThan(0);
    expect(await storedFrom(body.email)).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await api('POST', '/contact', { rawBody: 'name=Orla&email=orla@example.ie' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body must be valid JSON');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await api('POST', '/contact', { body: valid({ message: 'x'.repeat(20_000) }) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('answers a filled honeypot like a real message but stores and sends nothing', async () => {
    const body = valid({ website: 'https://cheap-seo.example' });
    const res = await api('POST', '/contact', { body });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, message: 'Message received' });
    expect(await storedFrom(body.email)).toEqual([]);
    expect((await sentMails()).filter((m) => m.replyTo?.includes(body.email))).toEqual([]);
  });

  it(`limits one address to ${CONTACT_RATE_RULE.limit} messages per window: then 429 with Retry-After`, async () => {
    const address = `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
    const email = uniqueEmail('contact-burst');
    // Stay inside one fixed window: wait if the next one starts within 15 s.
    const toBoundary =
      CONTACT_RATE_RULE.windowSeconds - ((Date.now() / 1000) % CONTACT_RATE_RULE.windowSeconds);
    if (toBoundary < 15) await new Promise((r) => setTimeout(r, toBoundary * 1000 + 500));
    for (let i = 0; i < CONTACT_RATE_RULE.limit; i++) {
      const ok = await postFrom(address, valid({ email }));
      expect(ok.status).toBe(202);
    }
    const refused = await postFrom(address, valid({ email }));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CONTACT_MESSAGES.throttled);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_RULE.windowSeconds);
    // The refused message was not stored; the ones before it were.
    expect(await storedFrom(email)).toHaveLength(CONTACT_RATE_RULE.limit);

    // Another address is not affected.
    const other = await api('POST', '/contact', { body: valid() });
    expect(other.status).toBe(202);
  });
});
