/**
 * Issue 14: bad input to the public code and verdict routes (`POST /user/auth/confirm`,
 * `POST /user/auth/resend-code`, `GET /public/uploads/{uploadToken}`) gets a clear 4xx with a
 * `message`, never a 5xx (docs/architecture.md#auth, docs/architecture.md#upload-path).
 */
import { describe, expect, it } from 'vitest';
import { CV_MESSAGES } from '../../functions/contract/messages.js';
import { api, uniqueEmail } from '../support/api.js';

type Case = [label: string, body: unknown];

/** A 4xx answer with a non-empty message and `success: false`. */
function expectClear4xx(res: { status: number; body: { success?: boolean; message?: string } }) {
  expect(res.status, res.body.message).toBeGreaterThanOrEqual(400);
  expect(res.status, res.body.message).toBeLessThan(500);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message!.length).toBeGreaterThan(0);
}

const oversized = 'x'.repeat(300_000);

describe('POST /user/auth/confirm bad input', () => {
  const cases: Case[] = [
    ['no body', undefined],
    ['an empty object', {}],
    ['the code missing', { email: uniqueEmail() }],
    ['the e-mail missing', { code: '123456' }],
    ['a numeric code', { email: uniqueEmail(), code: 123456 }],
    ['a code of letters', { email: uniqueEmail(), code: 'abcdef' }],
    ['a code of 7 digits', { email: uniqueEmail(), code: '1234567' }],
    ['an e-mail that is a number', { email: 42, code: '123456' }],
    ['an e-mail that is an array', { email: [uniqueEmail()], code: '123456' }],
    ['a malformed e-mail', { email: 'not-an-email', code: '123456' }],
    ['a JSON array', [uniqueEmail(), '123456']],
    ['an oversized e-mail', { email: `${oversized}@example.ie`, code: '123456' }],
  ];
  it.each(cases)('%s → 4xx with a message', async (_label, body) => {
    expectClear4xx(await api('POST', '/user/auth/confirm', body === undefined ? {} : { body }));
  });

  it('a body that is not JSON → 400', async () => {
    const res = await api('POST', '/user/auth/confirm', { rawBody: 'email=a@example.ie&code=123456' });
    expectClear4xx(res);
    expect(res.status).toBe(400);
  });

  it('an oversized body → 413', async () => {
    const res = await api('POST', '/user/auth/confirm', {
      body: { email: uniqueEmail(), code: '123456', padding: oversized },
    });
    expectClear4xx(res);
    expect(res.status).toBe(413);
  });

  it('a well-formed code for an unknown e-mail → 400, as a wrong code', async () => {
    const res = await api('POST', '/user/auth/confirm', {
      body: { email: uniqueEmail('unknown'), code: '123456' },
    });
    expectClear4xx(res);
    expect(res.status).toBe(400);
  });
});

describe('POST /user/auth/resend-code bad input', () => {
  const cases: Case[] = [
    ['no body', undefined],
    ['an empty object', {}],
    ['an e-mail that is a number', { email: 42 }],
    ['an e-mail that is null', { email: null }],
    ['an e-mail that is an object', { email: { address: uniqueEmail() } }],
    ['a malformed e-mail', { email: 'someone@' }],
    ['an empty e-mail', { email: '' }],
    ['an oversized e-mail', { email: `${oversized}@example.ie` }],
  ];
  it.each(cases)('%s → 4xx with a message', async (_label, body) => {
    expectClear4xx(await api('POST', '/user/auth/resend-code', body === undefined ? {} : { body }));
  });

  it('a body that is not JSON → 400', async () => {
    const res = await api('POST', '/user/auth/resend-code', { rawBody: '{"email":' });
    expectClear4xx(res);
    expect(res.status).toBe(400);
  });

  it('an oversized body → 413', async () => {
    const res = await api('POST', '/user/auth/resend-code', {
      body: { email: uniqueEmail(), padding: oversized },
    });
    expectClear4xx(res);
    expect(res.status).toBe(413);
  });

  it('an unknown e-mail gets the ordinary answer (no account enumeration)', async () => {
    const res = await api('POST', '/user/auth/resend-code', { body: { email: uniqueEmail('unknown') } });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('GET /public/uploads/{uploadToken} bad input', () => {
  const tokens: [label: string, token: string][] = [
    ['an unknown well-formed token', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a token too short', 'abc'],
    ['a token too long', 'A'.repeat(65)],
    ['a token with other characters', encodeURIComponent('AAAAAAAAAAAAAAAAAAAAAA!$')],
    ['a token with a dot', 'AAAAAAAAAAAAAAAAAAAAAA.AAAA'],
    ['a very long token', 'A'.repeat(4000)],
  ];
  it.each(tokens)('%s → 404 with a message', async (_label, token) => {
    const res = await api('GET', `/public/uploads/${token}`);
    expectClear4xx(res);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(CV_MESSAGES.uploadNotFound);
  });

  it('a method the route does not serve → 4xx, never 5xx', async () => {
    const res = await api('POST', '/public/uploads/AAAAAAAAAAAAAAAAAAAAAAAA', {
      body: { status: 'accepted' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
