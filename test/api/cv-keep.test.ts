/**
 * The 7-day reminder and "keep my CV for another 90 days" (docs/requirements.md#candidate-mails,
 * #my-data): the sweep mails a candidate whose CV is erased within 7 days, once per expiry date,
 * with a keep link and an erase link; `POST /my-data/keep` moves the expiry 90 days from today and
 * records fresh consent (time, policy version), or answers 401/409 and writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '../../functions/contract/cv-policy.js';
import { MY_DATA_MESSAGES, type MyDataExport } from '../../functions/contract/schemas/my-data.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import { setResumeExpiry } from '../../functions/core/data/resume-retention.js';
import { mailExpiryReminders } from '../../functions/core/domain/candidate-mails.js';
import { sweepExpiredCvs } from '../../functions/core/domain/cv.js';
import { api } from '../support/api.js';
import { candidateWithAttachedCv, storedResume } from '../support/cvs.js';
import { mailsTo, manageTokenIn, waitForMail } from '../support/mail.js';
import { applyStackEnv } from '../support/stack.js';

beforeAll(() => applyStackEnv());

const DAY = 86_400_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const REMINDER = /^Your CV will be erased on /;

describe('the 7-day reminder', () => {
  it('mails the candidate once per expiry date, with a keep link and an erase link', async () => {
    const soon = await candidateWithAttachedCv({ name: 'Siobhán Ní Bhriain', role: 'Data Analyst' });
    const later = await candidateWithAttachedCv();
    await setResumeExpiry(soon.id, inDays(3));
    await setResumeExpiry(later.id, inDays(10));

    expect(await mailExpiryReminders()).toBeGreaterThanOrEqual(1);
    const reminder = await waitForMail(soon.email, { subject: REMINDER });
    expect(reminder.destination.to).toEqual([soon.email]);
    for (const part of [reminder.body.text!, reminder.body.html!]) {
      expect(part).toContain('Hello Siobhán Ní Bhriain');
      expect(part).toContain('Data Analyst');
      expect(part).toContain('Keep my CV for another 90 days');
      expect(part).toContain('Erase my CV now');
    }
    const token = manageTokenIn(reminder);
    expect(reminder.body.text).toContain(`my-data#token=${token}&intent=keep`);
    expect(reminder.body.text).toContain(`my-data#token=${token}&intent=erase`);

    // A second run (or a second sweep at once) sends nothing more; a CV kept 10 more days gets none.
    await Promise.all([mailExpiryReminders(), mailExpiryReminders()]);
    expect((await mailsTo(soon.email)).filter((m) => REMINDER.test(m.subject))).toHaveLength(1);
    expect((await mailsTo(later.email)).filter((m) => REMINDER.test(m.subject))).toHaveLength(0);
    expect((await storedResume(soon.id))?.remindedFor).toBe((await storedResume(soon.id))?.expiryDate);
  });

  it('reminds again when the expiry date changed and came near again', async () => {
    const c = await candidateWithAttachedCv();
    await setResumeExpiry(c.id, inDays(5));
    await mailExpiryReminders();
    await setResumeExpiry(c.id, inDays(6));
    await mailExpiryReminders();
    await expect
      .poll(async () => (await mailsTo(c.email)).filter((m) => REMINDER.test(m.subject)).length)
      .toBe(2);
  });
});

describe('POST /my-data/keep', () => {
  it('keeps the CV 90 days from today with fresh consent, and the next reminder waits for the new date', async () => {
    const c = await candidateWithAttachedCv();
    await setResumeExpiry(c.id, inDays(2));
    await mailExpiryReminders();
    const token = manageTokenIn(await waitForMail(c.email, { subject: REMINDER }));
    const before = Date.now();

    const res = await api<{ keptUntil: string }>('POST', '/my-data/keep', { headers: bearer(token) });
    expect(res.status).toBe(200);
    const keptUntil = res.body.data!.keptUntil;
    expect(Date.parse(keptUntil) - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(Date.parse(keptUntil) - Date.now()).toBeLessThanOrEqual(90 * DAY);
    expect(res.body.message).toMatch(/^Thank you\. We keep your CV until \d{1,2} \w+ \d{4}\.$/);

    const record = (await storedResume(c.id))!;
    expect(record.expiryDate).toBe(keptUntil);
    expect(record.gsi4sk?.startsWith(keptUntil)).toBe(true);
    expect(record.consent).toMatchObject({ source: 'renewal', policyVersion: PRIVACY_POLICY_VERSION });
    expect(Date.parse(record.consent!.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(record.consentRenewals).toHaveLength(1);

    const exported = await api<MyDataExport>('GET', '/my-data', { headers: bearer(token) });
    expect(exported.body.data!.summary.keptUntil).toBe(keptUntil);
    expect(exported.body.data!.consentHistory).toEqual([record.consent]);

    // Kept 90 days: no reminder now, and the sweep leaves it alone at the old date.
    await mailExpiryReminders();
    await sweepExpiredCvs(new Date(Date.now() + 2.1 * DAY));
    expect((await mailsTo(c.email)).filter((m) => REMINDER.test(m.subject))).toHaveLength(1);
    expect((await storedResume(c.id))?.isExpired).toBe(false);
  });

  it('answers 401 without a valid token and writes nothing', async () => {
    const c = await candidateWithAttachedCv();
    const token = manageTokenIn(await waitForMail(c.email));
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const expired = (await issueManageToken(c.id, new Date(Date.now() - 91 * DAY))).token;
    const before = await storedResume(c.id);
    for (const headers of [{}, bearer(tampered), bearer(expired), bearer('not-a-token'), bearer('a.b.c')]) {
      const res = await api('POST', '/my-data/keep', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.body.message).toBe(MY_DATA_MESSAGES.linkInvalid);
    }
    expect(await storedResume(c.id)).toEqual(before);
  });

  it('answers 409 when the CV was already erased, and 401 once the candidate is erased', async () => {
    const c = await candidateWithAttachedCv();
    const token = manageTokenIn(await waitForMail(c.email));
    await setResumeExpiry(c.id, new Date(Date.now() - 60_000).toISOString());
    await sweepExpiredCvs();
    const expired = await storedResume(c.id);
    expect(expired?.isExpired).toBe(true);
    const res = await api('POST', '/my-data/keep', { headers: bearer(token) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MY_DATA_MESSAGES.nothingToKeep);
    expect(await storedResume(c.id)).toEqual(expired);

    expect((await api('DELETE', '/my-data', { headers: bearer(token) })).status).toBe(200);
    expect((await api('POST', '/my-data/keep', { headers: bearer(token) })).status).toBe(401);
  });

  it('ignores a body and refuses other methods without a 5xx', async () => {
    const c = await candidateWithAttachedCv();
    const token = manageTokenIn(await waitForMail(c.email));
    const withBody = await api('POST', '/my-data/keep', {
      headers: bearer(token),
      body: { keptUntil: '2099-01-01T00:00:00.000Z' },
    });
    expect(withBody.status).toBe(200);
    expect((withBody.body.data as { keptUntil: string }).keptUntil < '2099').toBe(true);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await api(method, '/my-data/keep', { headers: bearer(token) });
      expect(res.status, method).toBeGreaterThanOrEqual(400);
      expect(res.status, method).toBeLessThan(500);
    }
  });
});
