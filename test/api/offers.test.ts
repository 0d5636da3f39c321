/**
 * Offers (docs/requirements.md#offers): a recruiter drafts an offer (`POST /resume/{id}/offers`), a
 * second person who may approve approves it (never its creator), sending makes the letter (a PDF,
 * read back here) and mails the candidate a private /my-data link, where they accept (the
 * application and the CV move to Hired, the admins are notified) or decline before it expires; the
 * sweep marks the rest expired. Of 10 answers at once exactly one lands. Bad input is 400 with
 * nothing written; roles; audit entries; erasure takes the offers and the letters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import { offerLetterKey } from '../../functions/contract/cv-keys.js';
import { isoDay } from '../../functions/contract/dates.js';
import { unknownPlaceholderOf } from '../../functions/contract/interview-mails.js';
import {
  OFFER_MAIL_DEFAULT,
  OFFER_MAIL_MESSAGES,
  OFFER_WITHDRAWN_MAIL_DEFAULT,
  OFFER_WITHDRAWN_MAIL_PLACEHOLDERS,
} from '../../functions/contract/offer-mails.js';
import type { MyDataExport } from '../../functions/contract/schemas/my-data.js';
import type { Notification } from '../../functions/contract/schemas/notifications.js';
import { OFFER_MESSAGES, type Offer } from '../../functions/contract/schemas/offers.js';
import { STATUS_MAIL_MESSAGES } from '../../functions/contract/status-mails.js';
import { readCvText } from '../../functions/core/cv-text.js';
import { getItem, queryAll, update } from '../../functions/core/data/db.js';
import { indexKeys, keys, partitions, ranges } from '../../functions/core/data/keys.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import type { OfferItem } from '../../functions/core/data/offers.js';
import { expireOffers } from '../../functions/core/domain/offers.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv, cvObjectExists, storedResume } from '../support/cvs.js';
import { mailsTo, manageTokenIn, waitForMail } from '../support/mail.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
let postingId: string;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
  postingId = (await createPosting(callers.admin, (await createDepartment(callers.admin))._id))._id;
}, 60_000);

const day = (fromToday: number) => isoDay(new Date(Date.now() + fromToday * 86_400_000));

const offerBody = (over: Record<string, unknown> = {}) => ({
  postingId,
  jobTitle: 'Senior Platform Engineer',
  salary: { amount: 65000, currency: 'EUR', period: 'year' },
  startDate: day(30),
  contractType: 'permanent',
  hoursPerWeek: 39,
  expiresAt: day(7),
  notes: 'Budget line 4; matches the band.',
  ...over,
});

/** `token: null` calls without one. */
const create = (resumeId: string, body: Record<string, unknown>, token: string | null = callers.recruiter) =>
  api<{ offer: Offer }>('POST', `/resume/${resumeId}/offers`, { token: token ?? undefined, body });
const act = (resumeId: string, offerId: string, action: 'approve' | 'send' | 'withdraw', token: string) =>
  api<{ offer: Offer }>('POST', `/resume/${resumeId}/offers/${offerId}/${action}`, { token });
const list = async (resumeId: string) =>
  (await api<{ offers: Offer[] }>('GET', `/resume/${resumeId}/offers`, { token: callers.viewer })).body.data!
    .offers;
const subject = async (resumeId: string) => ({
  authorization: `Bearer ${(await issueManageToken(resumeId, new Date())).token}`,
});
const answer = (
  offerId: string,
  what: 'accept' | 'decline',
  headers: Record<string, string>,
  body?: unknown,
) => api<{ offer: { status: string } }>('POST', `/my-data/offers/${offerId}/${what}`, { headers, body });

/** A candidate with an offer made by the recruiter and approved by the HR manager, optionally sent. */
async function approvedOffer(over: Record<string, unknown> = {}, send = true) {
  const candidate = await candidateWithAttachedCv({ name: 'Saoirse Ní Mhurchú', source: 'careers' });
  const made = await create(candidate.id, offerBody(over));
  expect(made.status, made.body.message).toBe(201);
  const offerId = made.body.data!.offer.id;
  expect((await act(candidate.id, offerId, 'approve', callers['hr-manager'])).status).toBe(200);
  if (send) {
    const sent = await act(candidate.id, offerId, 'send', callers.recruiter);
    expect(sent.status, sent.body.message).toBe(200);
  }
  return { candidate, offerId };
}

/**
 * Puts sent offer `offerId`'s expiry a minute in the past, as time passing would (its expiry index
 * key with it): the tests of an expired offer wait on this state, not on the clock, which on a busy
 * host passed a few seconds' expiry before the offer was even sent.
 */
async function pastExpiry(resumeId: string, offerId: string): Promise<void> {
  const item = (await getItem<OfferItem>(keys.offer(resumeId, offerId), true))!;
  const expiresAt = new Date(Date.now() - 60_000).toISOString();
  await update(keys.offer(resumeId, offerId), {
    set: { expiresAt, ...indexKeys.openOffer({ ...item, expiresAt }) },
  });
}

const auditActions = async (resumeId: string) =>
  (
    await queryAll<{ action: string; details: Record<string, unknown> }>(partitions.auditOfTarget(resumeId))
  ).map((e) => e.action);

describe('offers', () => {
  it('drafts, approves by a second person, sends with a PDF letter and a /my-data link, and the candidate accepts: Hired', async () => {
    const candidate = await candidateWithAttachedCv({ name: 'Saoirse Ní Mhurchú', source: 'careers' });
    const made = await create(candidate.id, offerBody());
    expect(made.status, made.body.message).toBe(201);
    const offer = made.body.data!.offer;
    expect(offer).toMatchObject({
      status: 'draft',
      jobTitle: 'Senior Platform Engineer',
      salary: { amount: 65000, currency: 'EUR', period: 'year' },
      contractType: 'permanent',
      hoursPerWeek: 39,
      approvedBy: null,
      sentAt: null,
      letter: null,
    });
    // The last day to answer is kept to its end in Dublin, stored as UTC.
    expect(isoDay(new Date(Date.parse(offer.expiresAt) - 1))).toBe(day(7));
    expect((await list(candidate.id)).map((o) => o.id)).toEqual([offer.id]);

    // A draft cannot be sent; a recruiter cannot approve.
    expect((await act(candidate.id, offer.id, 'send', callers.recruiter)).status).toBe(409);
    expect((await act(candidate.id, offer.id, 'approve', callers.recruiter)).status).toBe(403);
    const approved = await act(candidate.id, offer.id, 'approve', callers['hr-manager']);
    expect(approved.status).toBe(200);
    expect(approved.body.data!.offer.status).toBe('approved');
    expect(approved.body.data!.offer.approvedBy?.id).not.toBe(offer.createdBy.id);

    const sent = await act(candidate.id, offer.id, 'send', callers.recruiter);
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.data!.offer).toMatchObject({
      status: 'sent',
      letter: { fileName: expect.stringMatching(/\.pdf$/) },
    });
    expect(await cvObjectExists(offerLetterKey(candidate.id, offer.id))).toBe(true);

    // The mail links to /my-data, which lists the offer with its letter; the letter reads back.
    const mail = await waitForMail(candidate.email, { subject: /Your offer for Senior Platform Engineer/ });
    expect(mail.body.text).toContain('€65,000.00 per year');
    const headers = { authorization: `Bearer ${manageTokenIn(mail)}` };
    const mine = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(mine.status).toBe(200);
    const listed = mine.body.data!.offers.find((o) => o.id === offer.id)!;
    expect(listed).toMatchObject({ status: 'sent', jobTitle: 'Senior Platform Engineer' });
    expect(listed).not.toHaveProperty('notes');
    const pdf = new Uint8Array(await (await fetch(listed.letterUrl!)).arrayBuffer());
    const text = (await readCvText(pdf, 'pdf')).text.replace(/\s+/g, ' ');
    expect(text).toContain('Dear Saoirse Ní Mhurchú,');
    expect(text).toContain('Senior Platform Engineer');
    expect(text).toContain('€65,000.00 per year');
    expect(text).toContain('Permanent');
    expect(text).not.toContain('Budget line 4');
    // Admins download it too.
    const adminLink = await api<{ downloadUrl: string }>(
      'GET',
      `/resume/${candidate.id}/offers/${offer.id}/letter`,
      {
        token: callers.viewer,
      },
    );
    expect(adminLink.status).toBe(200);
    expect((await fetch(adminLink.body.data!.downloadUrl)).status).toBe(200);

    const accepted = await answer(offer.id, 'accept', headers);
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.data!.offer.status).toBe('accepted');
    expect((await list(candidate.id))[0]).toMatchObject({ status: 'accepted', closedAt: expect.any(String) });
    // The application and the CV moved to Hired.
    expect((await storedResume(candidate.id))?.status).toBe('hired');
    const board = await api<{ applicants: { resumeId: string; status: string }[] }>(
      'GET',
      `/job-posting/${postingId}/applicants`,
      { token: callers.viewer },
    );
    expect(board.body.data!.applicants.find((a) => a.resumeId === candidate.id)?.status).toBe('hired');
    // The admins' notification.
    const notes = await api<{ notifications: Notification[] }>('GET', '/admin/notifications?limit=50', {
      token: callers.viewer,
    });
    expect(notes.body.data!.notifications.find((n) => n._id === `offer:${offer.id}:accepted`)).toMatchObject({
      type: 'offer_reply',
      title: 'Offer accepted',
    });
    // An answered offer cannot be answered again nor withdrawn.
    const again = await answer(offer.id, 'decline', headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(OFFER_MESSAGES.notOpen('accepted'));
    expect((await act(candidate.id, offer.id, 'withdraw', callers.recruiter)).status).toBe(409);
    // One audit entry per write, the candidate's answer included.
    expect(await auditActions(candidate.id)).toEqual(
      expect.arrayContaining([
        'offer.create',
        'offer.approve',
        'offer.send',
        'offer.letter',
        'offer.accept',
        'resume.status',
      ]),
    );
  });

  it('approval: never by the creator, only hr-manager and above; roles and tokens', async () => {
    const candidate = await candidateWithAttachedCv();
    const own = await create(candidate.id, offerBody(), callers['hr-manager']);
    expect(own.status).toBe(201);
    const id = own.body.data!.offer.id;
    const self = await act(candidate.id, id, 'approve', callers['hr-manager']);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(OFFER_MESSAGES.ownApproval);
    expect((await list(candidate.id))[0]!.status).toBe('draft');
    expect((await act(candidate.id, id, 'approve', callers.viewer)).status).toBe(403);
    expect((await api('POST', `/resume/${candidate.id}/offers/${id}/approve`)).status).toBe(401);
    const byAdmin = await act(candidate.id, id, 'approve', callers.admin);
    expect(byAdmin.status).toBe(200);
    // Approved once: a second approval is a conflict.
    expect((await act(candidate.id, id, 'approve', callers.admin)).status).toBe(409);
    // Making offers: recruiter and above.
    expect((await create(candidate.id, offerBody(), callers.viewer)).status).toBe(403);
    expect((await create(candidate.id, offerBody(), null)).status).toBe(401);
    expect((await act(candidate.id, id, 'send', callers.viewer)).status).toBe(403);
    expect((await act(candidate.id, id, 'withdraw', callers.viewer)).status).toBe(403);
    // Unknown ids.
    expect((await act(candidate.id, unknownId(), 'approve', callers.admin)).status).toBe(404);
    expect((await create(unknownId(), offerBody())).status).toBe(404);
    expect((await create(candidate.id, offerBody({ postingId: unknownId() }))).status).toBe(404);
    expect((await list(candidate.id)).length).toBe(1);
  });

  it('bad input: 400 with a clear message and nothing written', async () => {
    const candidate = await candidateWithAttachedCv();
    const cases: [Record<string, unknown>, string][] = [
      [{ startDate: day(-1) }, OFFER_MESSAGES.startInPast],
      [{ expiresAt: day(-1) }, OFFER_MESSAGES.expiryInPast],
      [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, OFFER_MESSAGES.expiryInPast],
      [{ expiresAt: day(40) }, OFFER_MESSAGES.expiryAfterStart],
      [{ salary: { amount: -5, currency: 'EUR', period: 'year' } }, OFFER_MESSAGES.amountNegative],
      [{ salary: { amount: '65000', currency: 'EUR', period: 'year' } }, OFFER_MESSAGES.amount],
      [{ salary: { amount: 1e12, currency: 'EUR', period: 'year' } }, OFFER_MESSAGES.amount],
      [{ salary: { amount: 100.123, currency: 'EUR', period: 'year' } }, OFFER_MESSAGES.amount],
      [{ salary: { amount: 65000, currency: 'ABC', period: 'year' } }, OFFER_MESSAGES.currency],
      [{ salary: { amount: 65000, currency: 'EUR', period: 'week' } }, OFFER_MESSAGES.period],
      [{ contractType: 'zero-hours' }, OFFER_MESSAGES.contractType],
      [{ hoursPerWeek: 0 }, OFFER_MESSAGES.hours],
      [{ startDate: '2027-02-30' }, OFFER_MESSAGES.startDate],
      [{ expiresAt: 'next week' }, OFFER_MESSAGES.expiresAt],
      [{ jobTitle: '' }, OFFER_MESSAGES.jobTitle],
      [{ jobTitle: 'x'.repeat(121) }, OFFER_MESSAGES.jobTitle],
      [{ notes: 'n'.repeat(2001) }, OFFER_MESSAGES.notes],
      [{ postingId: undefined }, OFFER_MESSAGES.postingRequired],
    ];
    for (const [over, message] of cases) {
      const res = await create(candidate.id, offerBody(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    expect((await create(candidate.id, {})).status).toBe(400);
    expect(await list(candidate.id)).toEqual([]);
    // Lower-case currency codes are taken as their code.
    const ok = await create(
      candidate.id,
      offerBody({ salary: { amount: 25.5, currency: 'gbp', period: 'hour' } }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data!.offer.salary).toEqual({ amount: 25.5, currency: 'GBP', period: 'hour' });
  });

  it('of 10 concurrent accepts and declines exactly one lands, counted once in the hiring report', async () => {
    const own = (await createPosting(callers.admin, (await createDepartment(callers.admin))._id))._id;
    const { candidate, offerId } = await approvedOffer({ postingId: own });
    const headers = await subject(candidate.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => answer(offerId, i % 2 ? 'decline' : 'accept', headers)),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const outcome = won[0]!.body.data!.offer.status;
    expect((await list(candidate.id))[0]!.status).toBe(outcome);
    expect((await storedResume(candidate.id))?.status === 'hired').toBe(outcome === 'accepted');
    const entries = (await auditActions(candidate.id)).filter(
      (a) => a === 'offer.accept' || a === 'offer.decline',
    );
    expect(entries).toEqual([outcome === 'accepted' ? 'offer.accept' : 'offer.decline']);
    const report = await api<{ offers: Record<string, number> }>(
      'GET',
      `/admin/reports/hiring?from=${day(-1)}&to=${day(1)}&postingId=${own}`,
      { token: callers['hr-manager'] },
    );
    expect(report.body.data!.offers).toEqual({
      sent: 1,
      accepted: outcome === 'accepted' ? 1 : 0,
      declined: outcome === 'declined' ? 1 : 0,
      expired: 0,
    });
  });

  it('declines with a reason; a withdrawn offer cannot be accepted; /my-data shows no drafts', async () => {
    const { candidate, offerId } = await approvedOffer();
    const headers = await subject(candidate.id);
    expect((await answer(offerId, 'decline', headers, { reason: 'x'.repeat(1001) })).status).toBe(400);
    const declined = await answer(offerId, 'decline', headers, { reason: 'I took another offer.' });
    expect(declined.status).toBe(200);
    expect((await list(candidate.id))[0]).toMatchObject({
      status: 'declined',
      declineReason: 'I took another offer.',
    });
    expect((await storedResume(candidate.id))?.status).not.toBe('hired');

    const second = await create(candidate.id, offerBody({ jobTitle: 'Platform Engineer' }));
    const id = second.body.data!.offer.id;
    // A draft is not the candidate's to see or answer.
    expect((await answer(id, 'accept', headers)).status).toBe(404);
    const mine = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(mine.body.data!.offers.map((o) => o.id)).toEqual([offerId]);
    await act(candidate.id, id, 'approve', callers.admin);
    await act(candidate.id, id, 'send', callers.recruiter);
    expect((await act(candidate.id, id, 'withdraw', callers.recruiter)).status).toBe(200);
    const late = await answer(id, 'accept', headers);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(OFFER_MESSAGES.notOpen('withdrawn'));
    expect((await answer(unknownId(), 'accept', headers)).status).toBe(404);
    expect((await answer(id, 'accept', {})).status).toBe(401);
  });

  it('withdrawing a sent offer mails the candidate; a draft or approved offer withdrawn mails nobody', async () => {
    const sent = await approvedOffer({ jobTitle: 'Site Reliability Engineer' });
    const withdrawn = await act(sent.candidate.id, sent.offerId, 'withdraw', callers.recruiter);
    expect(withdrawn.status, withdrawn.body.message).toBe(200);
    const mail = await waitForMail(sent.candidate.email, { subject: /withdrawn/i });
    expect(mail.subject).toBe(`Your offer for Site Reliability Engineer at ${COMPANY.name} is withdrawn`);
    expect(mail.body.text).toContain('Hello Saoirse Ní Mhurchú,');
    expect(mail.body.text).toContain('Site Reliability Engineer');
    // The mail names no private link: the offer can no longer be answered.
    expect(mail.body.text).not.toMatch(/my-data#token=/);
    // Once only: withdrawing again is a conflict and mails nothing more.
    expect((await act(sent.candidate.id, sent.offerId, 'withdraw', callers.recruiter)).status).toBe(409);

    const draft = await approvedOffer({}, false);
    const notSent = await create(draft.candidate.id, offerBody({ jobTitle: 'Draft only' }));
    expect((await act(draft.candidate.id, draft.offerId, 'withdraw', callers.recruiter)).status).toBe(200);
    expect(
      (await act(draft.candidate.id, notSent.body.data!.offer.id, 'withdraw', callers.recruiter)).status,
    ).toBe(200);
    // The sent offer's mail arrived by now; neither of these mailed the candidate.
    await new Promise((r) => setTimeout(r, 1_500));
    const withdrawnMails = async (email: string) =>
      (await mailsTo(email)).filter((m) => /withdrawn/i.test(m.subject));
    expect(await withdrawnMails(draft.candidate.email)).toEqual([]);
    expect(await withdrawnMails(sent.candidate.email)).toHaveLength(1);
  });

  it('the withdrawn-offer mail is editable: unknown placeholders refused, HR managers only, the default resets', async () => {
    const path = '/admin/offer-mail-template/withdrawn';
    const typo = await api('PUT', path, {
      token: callers['hr-manager'],
      body: { subject: 'Withdrawn', body: 'Hello {{name}}, {{link}}' },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe(unknownPlaceholderOf(OFFER_WITHDRAWN_MAIL_PLACEHOLDERS)(['link']));
    expect(
      (await api('PUT', path, { token: callers.recruiter, body: OFFER_WITHDRAWN_MAIL_DEFAULT })).status,
    ).toBe(403);
    expect((await api('PUT', path, { body: OFFER_WITHDRAWN_MAIL_DEFAULT })).status).toBe(401);
    const saved = await api('PUT', path, {
      token: callers['hr-manager'],
      body: { subject: 'About {{role}}', body: 'Dear {{name}}, the {{role}} offer is off.' },
    });
    expect(saved.status, saved.body.message).toBe(200);
    try {
      const { candidate, offerId } = await approvedOffer({ jobTitle: 'Data Engineer' });
      expect((await act(candidate.id, offerId, 'withdraw', callers.recruiter)).status).toBe(200);
      const mail = await waitForMail(candidate.email, { subject: /About Data Engineer/ });
      expect(mail.body.text).toContain('Dear Saoirse Ní Mhurchú, the Data Engineer offer is off.');
    } finally {
      expect(
        (await api('PUT', path, { token: callers['hr-manager'], body: OFFER_WITHDRAWN_MAIL_DEFAULT })).status,
      ).toBe(200);
    }
    const read = await api<{ template: { isDefault: boolean; subject: string }; placeholders: object }>(
      'GET',
      path,
      {
        token: callers.viewer,
      },
    );
    expect(read.body.data!.template).toMatchObject({
      isDefault: true,
      subject: OFFER_WITHDRAWN_MAIL_DEFAULT.subject,
    });
    expect(Object.keys(read.body.data!.placeholders)).toEqual(['name', 'role', 'company']);
  });

  it.each([
    ['a missing body', { subject: 'Withdrawn' }, STATUS_MAIL_MESSAGES.bodyRequired],
    ['an empty subject', { subject: '  ', body: 'Dear {{name}}' }, STATUS_MAIL_MESSAGES.subjectRequired],
    [
      'a subject that is a number',
      { subject: 42, body: 'Dear {{name}}' },
      STATUS_MAIL_MESSAGES.subjectRequired,
    ],
    [
      'an oversized subject',
      { subject: 'x'.repeat(151), body: 'Dear {{name}}' },
      STATUS_MAIL_MESSAGES.subjectLong,
    ],
    ['an oversized body', { subject: 'Withdrawn', body: 'x'.repeat(5001) }, STATUS_MAIL_MESSAGES.bodyLong],
  ])('the withdrawn-offer mail refuses %s with 400 and keeps what was saved', async (_, body, message) => {
    const path = '/admin/offer-mail-template/withdrawn';
    const res = await api('PUT', path, { token: callers['hr-manager'], body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const read = await api<{ template: { isDefault: boolean } }>('GET', path, { token: callers.viewer });
    expect(read.body.data!.template.isDefault).toBe(true);
  });

  it('an offer past its expiry cannot be accepted, and the sweep marks it expired', async () => {
    const { candidate, offerId } = await approvedOffer();
    await pastExpiry(candidate.id, offerId);
    const headers = await subject(candidate.id);
    const late = await answer(offerId, 'accept', headers);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(OFFER_MESSAGES.expired);
    const mine = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(mine.body.data!.offers[0]!.status).toBe('expired');
    expect(await expireOffers(new Date())).toBeGreaterThanOrEqual(1);
    expect((await list(candidate.id))[0]).toMatchObject({ status: 'expired', closedAt: expect.any(String) });
    expect(await auditActions(candidate.id)).toContain('offer.expire');
    expect((await storedResume(candidate.id))?.status).not.toBe('hired');
  });

  it("counts offers sent, accepted, declined and expired, and the funnel's offer step, in the posting's hiring report", async () => {
    const own = (await createPosting(callers.admin, (await createDepartment(callers.admin))._id))._id;
    const read = async () =>
      (
        await api<{ offers: Record<string, number>; funnel: { stage: string; count: number }[] }>(
          'GET',
          `/admin/reports/hiring?from=${day(-1)}&to=${day(1)}&postingId=${own}`,
          { token: callers['hr-manager'] },
        )
      ).body.data!;
    const report = async () => (await read()).offers;
    expect(await report()).toEqual({ sent: 0, accepted: 0, declined: 0, expired: 0 });
    const a = await approvedOffer({ postingId: own });
    const b = await approvedOffer({ postingId: own });
    const c = await approvedOffer({ postingId: own });
    expect((await answer(a.offerId, 'accept', await subject(a.candidate.id))).status).toBe(200);
    expect((await answer(b.offerId, 'decline', await subject(b.candidate.id))).status).toBe(200);
    await pastExpiry(c.candidate.id, c.offerId);
    await expireOffers(new Date());
    expect((await list(c.candidate.id))[0]!.status).toBe('expired');
    expect(await report()).toEqual({ sent: 3, accepted: 1, declined: 1, expired: 1 });
    // Each application reached the funnel's offer step once; one was hired.
    const funnel = Object.fromEntries((await read()).funnel.map((f) => [f.stage, f.count]));
    expect(funnel).toMatchObject({ applied: 3, offer: 3, hired: 1 });
  });

  it('erasure takes the offers and their letters', async () => {
    const { candidate, offerId } = await approvedOffer();
    const headers = await subject(candidate.id);
    expect((await answer(offerId, 'decline', headers)).status).toBe(200);
    expect(await cvObjectExists(offerLetterKey(candidate.id, offerId))).toBe(true);
    expect((await api('DELETE', '/my-data', { headers })).status).toBe(200);
    expect(await queryAll(ranges.offersOf(candidate.id))).toEqual([]);
    expect(await cvObjectExists(offerLetterKey(candidate.id, offerId))).toBe(false);
    const notes = await api<{ notifications: Notification[] }>('GET', '/admin/notifications?limit=50', {
      token: callers.viewer,
    });
    expect(notes.body.data!.notifications.some((n) => n._id === `offer:${offerId}:declined`)).toBe(false);
  });

  it('the offer mail is editable and must keep {{link}}', async () => {
    const noLink = await api('PUT', '/admin/offer-mail-template', {
      token: callers['hr-manager'],
      body: { subject: 'Offer', body: 'Hello {{name}}' },
    });
    expect(noLink.status).toBe(400);
    expect(noLink.body.message).toBe(OFFER_MAIL_MESSAGES.linkRequired);
    // Any {{...}} that is no placeholder is refused, not only word-shaped ones.
    const typo = await api('PUT', '/admin/offer-mail-template', {
      token: callers['hr-manager'],
      body: { subject: 'Offer', body: 'Hello {{name2}}, {{ start date }}: {{link}}' },
    });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe(OFFER_MAIL_MESSAGES.unknownPlaceholder(['name2', 'start date']));
    expect(
      (await api('PUT', '/admin/offer-mail-template', { token: callers.recruiter, body: OFFER_MAIL_DEFAULT }))
        .status,
    ).toBe(403);
    const saved = await api('PUT', '/admin/offer-mail-template', {
      token: callers['hr-manager'],
      body: { subject: 'Good news about {{role}}', body: 'Dear {{name}}, answer here: {{link}}' },
    });
    expect(saved.status).toBe(200);
    try {
      const { candidate } = await approvedOffer({ jobTitle: 'Data Analyst' });
      const mail = await waitForMail(candidate.email, { subject: /Good news about Data Analyst/ });
      expect(mail.body.text).toContain('Dear Saoirse Ní Mhurchú, answer here:');
      expect(manageTokenIn(mail).length).toBeGreaterThan(20);
    } finally {
      const reset = await api('PUT', '/admin/offer-mail-template', {
        token: callers['hr-manager'],
        body: OFFER_MAIL_DEFAULT,
      });
      expect(reset.status).toBe(200);
    }
    const read = await api<{ template: { isDefault: boolean } }>('GET', '/admin/offer-mail-template', {
      token: callers.viewer,
    });
    expect(read.body.data!.template.isDefault).toBe(true);
  });
});
