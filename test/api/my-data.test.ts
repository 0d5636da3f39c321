/**
 * The candidate's mails and GDPR self-service (docs/requirements.md#candidate-mails, #my-data): the
 * acknowledgement of an accepted CV and the replaced-CV notice (trigger, recipient, subject, link,
 * read from the SES emulator's store), one mail per event, the outbox retry, the manage token's
 * refusals (none, tampered, expired, reused after erasure: 401), the export against what the table
 * holds, and an erasure that leaves nothing findable by the candidate's id or e-mail.
 */

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import { MY_DATA_MESSAGES, type MyDataExport } from '../../functions/contract/schemas/my-data.js';
import { dynamo } from '../../functions/core/clients.js';
import { getItem, tableName } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import { eventHash } from '../../functions/core/data/sent-mails.js';
import { retryDueMails, sendMail } from '../../functions/core/mail.js';
import { api, baseUrl, eventually, PDF, postToS3, uniqueEmail, uploadBody } from '../support/api.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';
import { makePdf } from '../support/files.js';
import { mailsTo, manageTokenIn, waitForMail, waitForMails } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every item of the table whose text mentions `needle` (a Scan: test-only, the table is small). */
async function itemsMentioning(needle: string): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    for (const item of out.Items ?? []) {
      const text = JSON.stringify(item, (_, v) => (v instanceof Set ? [...v] : v)).toLowerCase();
      if (text.includes(needle.toLowerCase())) found.push(item);
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return found;
}

describe('mails to candidates', () => {
  it('acknowledges an accepted CV with the role, the retention and a private manage link', async () => {
    const c = await candidateWithAttachedCv({ name: 'Niamh Walsh', role: 'Cloud Engineer' });
    const mail = await waitForMail(c.email, { subject: /CV/ });
    expect(mail.subject).toBe('We received your CV');
    expect(mail.body.text).toContain('role “Cloud Engineer”');
    expect(mail.destination.to).toEqual([c.email]);
    expect(mail.from).toContain(process.env.MAIL_FROM!);
    for (const part of [mail.body.text!, mail.body.html!]) {
      expect(part).toContain('Hello Niamh Walsh');
      expect(part).toContain(COMPANY.name);
      expect(part).toContain(COMPANY.address);
      expect(part).toContain('90 days');
    }
    // The token rides in the fragment: never sent to the site, so never in a log or a Referer.
    expect(mail.body.text).toMatch(new RegExp(`${baseUrl()}/my-data#token=[A-Za-z0-9_-]{43}`));
    expect(mail.body.html).toContain(`href="${baseUrl()}/my-data#token=${manageTokenIn(mail)}"`);
    expect(`${mail.body.text}${mail.body.html}`).not.toContain('?token=');
    // Only the hash of the token is stored.
    expect(await itemsMentioning(manageTokenIn(mail))).toEqual([]);
  });

  it('asks the owner of an address to confirm a CV someone sent for it without signing in', async () => {
    const c = await candidateWithAttachedCv({ role: 'Data Analyst' });
    await waitForMail(c.email);
    const file = await makePdf('Someone Else', c.email);
    const res = await api<{ upload: { url: string; fields: Record<string, string> } }>(
      'POST',
      '/resume/upload',
      {
        body: uploadBody(file, { email: c.email, role: 'Java Developer' }),
      },
    );
    expect(res.status).toBe(201);
    expect(await postToS3(res.body.data!.upload, file, PDF)).toBeLessThan(300);
    const [, notice] = await waitForMails(c.email, { count: 2 });
    // Not "replaced": the record keeps its CV until the address's owner confirms (docs/requirements.md#cv-confirmation).
    expect(notice!.subject).toBe('Please confirm the CV sent with your e-mail address');
    expect(notice!.body.text).toContain('role “Java Developer”');
    expect(notice!.body.text).toMatch(/\/confirm-cv#token=[A-Za-z0-9_-]{43}/);
    expect((await storedResume(c.id))!.cv).toEqual(c.record.cv);
    expect(await mailsTo(c.email)).toHaveLength(2);
  });

  it('sends one mail per event however often it is asked', async () => {
    const to = uniqueEmail('once');
    const request = {
      to,
      template: 'erasure-confirmation' as const,
      data: { name: 'Once Only', erasedAt: new Date().toISOString() },
      eventId: `test-once:${to}`,
    };
    const outcomes = await Promise.all([sendMail(request), sendMail(request), sendMail(request)]);
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(2);
    await waitForMail(to);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(to)).toHaveLength(1);
    // Once sent, the trace holds neither the address nor the data.
    const trace = await getItem<Record<string, unknown>>(keys.sentMail(eventHash(request.eventId)), true);
    expect(trace).toMatchObject({ state: 'sent', template: 'erasure-confirmation' });
    expect(trace).not.toHaveProperty('to');
    expect(trace).not.toHaveProperty('data');
  });

  it('keeps a mail SES refused in the outbox; the sweep sends it later', async () => {
    const to = uniqueEmail('retry');
    const ses = mockClient(SESv2Client);
    ses.onAnyCommand().rejects(Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' }));
    let outcome: string;
    try {
      outcome = await sendMail({
        to,
        template: 'erasure-confirmation',
        data: { name: 'Later Please', erasedAt: new Date().toISOString() },
        eventId: `test-retry:${to}`,
      });
    } finally {
      ses.restore();
    }
    expect(outcome).toBe('queued');
    expect(await mailsTo(to)).toEqual([]);
    // Not due yet: the first retry waits 5 minutes.
    await retryDueMails(new Date());
    expect(await mailsTo(to)).toEqual([]);
    const result = await retryDueMails(new Date(Date.now() + 6 * 60_000));
    expect(result.sent).toBeGreaterThanOrEqual(1);
    expect((await waitForMail(to)).subject).toBe(`Your data was erased from ${COMPANY.name}`);
  });
});

describe('the page session (docs/requirements.md#my-data)', () => {
  /** The `__Secure-my-data` cookie of an answer, as a `Cookie` header value, and its attributes. */
  const myDataCookie = (headers: Headers) => {
    const set = headers.getSetCookie().find((c) => c.startsWith('__Secure-my-data='));
    return set ? { pair: set.split(';')[0]!, attributes: set } : undefined;
  };
  const SAME_SITE = { 'x-requested-with': 'fetch' };

  it("exchanges the link's token for a short-lived HttpOnly cookie that the page's later calls use", async () => {
    const c = await candidateWithAttachedCv({ name: 'Orla Kinsella' });
    const token = manageTokenIn(await waitForMail(c.email));
    const first = await api<MyDataExport>('GET', '/my-data', { headers: bearer(token) });
    expect(first.status).toBe(200);
    const cookie = myDataCookie(first.headers);
    expect(cookie?.attributes).toMatch(/; HttpOnly/i);
    expect(cookie?.attributes).toMatch(/; Secure/i);
    expect(cookie?.attributes).toMatch(/; SameSite=Strict/i);
    expect(cookie?.attributes).toMatch(/; Path=\/api\/v1\/my-data(;|$)/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie!.attributes)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    // The cookie holds a token of its own, not the link's.
    expect(cookie!.pair).not.toContain(token);

    // A reload: the cookie alone (with the same-site header every call of the app sends).
    const again = await api<MyDataExport>('GET', '/my-data', {
      headers: { cookie: cookie!.pair, ...SAME_SITE },
    });
    expect(again.status).toBe(200);
    expect(again.body.data!.summary.name).toBe('Orla Kinsella');
    // Only the link's exchange sets a cookie.
    expect(myDataCookie(again.headers)).toBeUndefined();
    // Without that header (a form of another site): refused, nothing changed.
    const crossSite = await api('DELETE', '/my-data', { headers: { cookie: cookie!.pair } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBeTruthy();
    expect(await storedResume(c.id)).toBeDefined();

    // Erasing through the cookie clears it; the cookie and the link stop working.
    const erased = await api('DELETE', '/my-data', { headers: { cookie: cookie!.pair, ...SAME_SITE } });
    expect(erased.status).toBe(200);
    expect(myDataCookie(erased.headers)?.attributes).toMatch(/Max-Age=0/i);
    for (const headers of [{ cookie: cookie!.pair, ...SAME_SITE }, bearer(token)]) {
      expect((await api('GET', '/my-data', { headers })).status).toBe(401);
    }
  });

  it('answers 401 for an unknown or expired cookie', async () => {
    const c = await candidateWithAttachedCv();
    const expired = (await issueManageToken(c.id, new Date(Date.now() - 2 * 3_600_000), 3_600_000)).token;
    for (const value of ['nonsense', expired]) {
      const res = await api('GET', '/my-data', {
        headers: { cookie: `__Secure-my-data=${value}`, ...SAME_SITE },
      });
      expect(res.status, value).toBe(401);
      expect(res.body.message).toBe(MY_DATA_MESSAGES.linkInvalid);
    }
  });

  it('serves /my-data with Referrer-Policy no-referrer (an old ?token= link leaks to no asset or log)', async () => {
    for (const path of ['/my-data', '/my-data?token=abc']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      await res.arrayBuffer();
    }
    // Other pages keep the site's policy.
    expect((await fetch(`${baseUrl()}/careers`)).headers.get('referrer-policy')).not.toBe('no-referrer');
  });
});

describe('GET and DELETE /my-data', () => {
  it('refuses no token, a tampered token and an expired token with 401', async () => {
    const c = await candidateWithAttachedCv();
    const token = manageTokenIn(await waitForMail(c.email));
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const expired = (await issueManageToken(c.id, new Date(Date.now() - 91 * 86_400_000))).token;
    for (const headers of [{}, bearer(tampered), bearer(expired), bearer('not-a-token')]) {
      for (const method of ['GET', 'DELETE']) {
        const res = await api(method, '/my-data', { headers });
        expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.body.message).toBe(MY_DATA_MESSAGES.linkInvalid);
      }
    }
    expect(await storedResume(c.id)).toBeDefined();
  });

  it('exports what the table holds, with a working CV download', async () => {
    const c = await candidateWithAttachedCv({ name: 'Ciarán Byrne', role: 'Cloud Engineer' });
    const token = manageTokenIn(await waitForMail(c.email));
    const res = await api<MyDataExport>('GET', '/my-data', { headers: bearer(token) });
    expect(res.status).toBe(200);
    const out = res.body.data!;
    const stored = (await storedResume(c.id))!;
    expect(out.summary).toEqual({
      name: 'Ciarán Byrne',
      email: c.email,
      keptUntil: stored.expiryDate,
      submissions: [
        { kind: 'cv', role: 'Cloud Engineer', submittedAt: stored.cv!.uploadedAt, status: 'Received' },
      ],
    });
    expect(out.record).toMatchObject({ id: c.id, email: c.email, name: stored.name, cv: stored.cv });
    expect(out.record).not.toHaveProperty('pk');
    expect(out.record.notificationIds).toEqual([...(stored.notificationIds ?? [])]);
    expect(out.notifications.map((n) => n.id)).toEqual([...(stored.notificationIds ?? [])]);
    expect(out.consentHistory).toEqual([stored.consent]);
    expect(out.applications).toEqual([]);
    expect(out.account).toBeNull();
    expect(out.files).toHaveLength(1);
    const file = await fetch(out.files[0]!.downloadUrl);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(stored.cv!.size);
  });

  it('erases everything, confirms by mail, and the link stops working', async () => {
    const c = await candidateWithAttachedCv({ name: 'Séan Doyle' });
    const token = manageTokenIn(await waitForMail(c.email));
    const erased = await api('DELETE', '/my-data', { headers: bearer(token) });
    expect(erased.status).toBe(200);
    expect(erased.body.message).toBe(MY_DATA_MESSAGES.erased);

    const confirmation = await waitForMail(c.email, { subject: /erased/ });
    expect(confirmation.subject).toBe(`Your data was erased from ${COMPANY.name}`);
    expect(confirmation.body.text).toContain('Hello Séan Doyle');

    // Reused after erasure: 401, and nothing changes.
    for (const method of ['GET', 'DELETE']) {
      expect((await api(method, '/my-data', { headers: bearer(token) })).status).toBe(401);
    }
    // Nothing findable by the id or the e-mail, in the table or the bucket.
    // Its audit entries stay, with ids only (docs/architecture.md#audit-log).
    const left = await itemsMentioning(c.id);
    expect(left.filter((i) => i.type !== 'audit')).toEqual([]);
    expect(JSON.stringify(left)).not.toContain(c.email);
    expect(await itemsMentioning(c.email)).toEqual([]);
    const s3 = new S3Client({ forcePathStyle: true });
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: process.env.CV_BUCKET!, Prefix: `cvs/${c.id}/` }),
    );
    expect(listed.Contents ?? []).toEqual([]);
    // The confirmation went once.
    await eventually(async () => ((await mailsTo(c.email)).length === 2 ? true : undefined));
  });
});
