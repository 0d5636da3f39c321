/**
 * Candidate self-scheduling (docs/requirements.md#interview-self-scheduling): the recruiter offers
 * 2-10 times (`POST /resume/{id}/interviews` with `slots`), nothing is booked until the candidate
 * chooses on /my-data (`POST /my-data/interviews/{id}/choose`); of 20 choices at once exactly one
 * books; a time another booking of the same interviewer overlaps is no longer offered; bad input
 * 400 with nothing written; two bookings of one interviewer at the same time at once: one lands.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Interview, SLOT_MESSAGES } from '../../functions/contract/schemas/interviews.js';
import type { MyDataExport } from '../../functions/contract/schemas/my-data.js';
import { queryAll } from '../../functions/core/data/db.js';
import { ranges } from '../../functions/core/data/keys.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import { registerAdmin } from '../support/admins.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { sentMails } from '../support/mail.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'recruiter');
}, 60_000);

const interviewer = () => registerAdmin(callers.admin);

const schedule = (resumeId: string, body: Record<string, unknown>) =>
  api<{ interview: Interview }>('POST', `/resume/${resumeId}/interviews`, { token: callers.recruiter, body });
const interviewsOf = async (resumeId: string) =>
  (
    await api<{ interviews: Interview[] }>('GET', `/resume/${resumeId}/interviews`, {
      token: callers.recruiter,
    })
  ).body.data!.interviews;
const bookingsOf = (id: string) => queryAll(ranges.bookingsOf(id, '2027-01-01', '2028-01-01'));
const manage = async (resumeId: string) => ({
  authorization: `Bearer ${(await issueManageToken(resumeId, new Date())).token}`,
});
const choose = (interviewId: string, startsAt: unknown, headers: Record<string, string>) =>
  api<{ interview: Interview }>('POST', `/my-data/interviews/${interviewId}/choose`, {
    headers,
    body: { startsAt },
  });

async function setting() {
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const candidate = await candidateWithAttachedCv({ name: 'Aoife Ní Bhriain', source: 'careers' });
  return { posting, candidate, a: await interviewer() };
}

const offer = (resumeId: string, postingId: string, interviewerIds: string[], slots: string[]) =>
  schedule(resumeId, { postingId, stageId: 'phone-screen', slots, durationMinutes: 30, interviewerIds });

describe('candidate self-scheduling', () => {
  it('offers times, lists them on /my-data, and books exactly one of 20 concurrent choices of a slot', async () => {
    const { posting, candidate, a } = await setting();
    const res = await offer(
      candidate.id,
      posting._id,
      [a.id],
      ['2027-05-12T11:00', '2027-05-11T09:30', '2027-05-13T15:00'],
    );
    expect(res.status).toBe(201);
    const offered = res.body.data!.interview;
    expect(offered).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      startsAt: '2027-05-11T08:30:00.000Z',
      slots: ['2027-05-11T08:30:00.000Z', '2027-05-12T10:00:00.000Z', '2027-05-13T14:00:00.000Z'],
    });
    // Nothing booked, no invite yet.
    expect(await bookingsOf(a.id)).toEqual([]);

    const headers = await manage(candidate.id);
    const mine = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(mine.status).toBe(200);
    expect(mine.body.data!.interviews).toMatchObject([{ id: offered.id, slots: offered.slots }]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => choose(offered.id, '2027-05-12T10:00:00.000Z', headers)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await bookingsOf(a.id)).toHaveLength(1);
    const [booked] = await interviewsOf(candidate.id);
    expect(booked).toMatchObject({
      id: offered.id,
      startsAt: '2027-05-12T10:00:00.000Z',
      endsAt: '2027-05-12T10:30:00.000Z',
      slots: null,
      sequence: 0,
    });
    // The invite goes out as for a fixed time, once.
    const deadline = Date.now() + 20_000;
    let invites: { attachments?: { filename: string; content: string }[] }[] = [];
    while (Date.now() < deadline) {
      invites = (await sentMails()).filter(
        (m) => m.destination.to.includes(candidate.email) && /^Interview: Phone screen/.test(m.subject),
      ) as typeof invites;
      if (invites.length) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(invites).toHaveLength(1);
    const ics = invites[0]!.attachments!.find((x) => x.filename.endsWith('.ics'))!;
    const cal = new ICAL.Component(ICAL.parse(Buffer.from(ics.content, 'base64').toString('utf8')));
    expect(cal.getFirstPropertyValue('method')).toBe('REQUEST');
    const start = cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2027-05-12T10:00:00.000Z');

    // Chosen: a second choice is refused; /my-data shows the fixed time.
    const again = await choose(offered.id, '2027-05-13T14:00:00.000Z', headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SLOT_MESSAGES.alreadyChosen);
    const after = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(after.body.data!.interviews).toMatchObject([{ id: offered.id, slots: null }]);
  }, 120_000);

  it('no longer offers a time another booking of the interviewer overlaps', async () => {
    const { posting, candidate, a } = await setting();
    const offered = (await offer(candidate.id, posting._id, [a.id], ['2027-07-01T10:00', '2027-07-02T10:00']))
      .body.data!.interview;
    const other = await candidateWithAttachedCv({ name: 'Cian Ó Sé', source: 'careers' });
    const fixed = await schedule(other.id, {
      postingId: posting._id,
      stageId: 'phone-screen',
      startsAt: '2027-07-01T10:15',
      durationMinutes: 30,
      interviewerIds: [a.id],
    });
    expect(fixed.status).toBe(201);
    const headers = await manage(candidate.id);
    const mine = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(mine.body.data!.interviews[0]!.slots).toEqual(['2027-07-02T09:00:00.000Z']);
    const taken = await choose(offered.id, '2027-07-01T09:00:00.000Z', headers);
    expect(taken.status).toBe(409);
    expect(await bookingsOf(a.id)).toHaveLength(1);
  }, 120_000);

  it('refuses bad input with 400 and writes nothing', async () => {
    const { posting, candidate, a } = await setting();
    const base = {
      postingId: posting._id,
      stageId: 'phone-screen',
      durationMinutes: 30,
      interviewerIds: [a.id],
    };
    const eleven = Array.from({ length: 11 }, (_, i) => `2027-08-${String(i + 1).padStart(2, '0')}T10:00`);
    for (const body of [
      { ...base, slots: [] },
      { ...base, slots: ['2027-08-01T10:00'] },
      { ...base, slots: eleven },
      { ...base, slots: ['2027-08-01T10:00', '2020-01-01T10:00'] },
      { ...base, slots: ['2027-08-01T10:00', '2027-08-01T10:00'] },
      { ...base, slots: ['2027-08-01T10:00', 'tomorrow'] },
      { ...base, slots: ['2027-08-01T10:00', '2027-08-02T10:00'], startsAt: '2027-08-03T10:00' },
      { ...base, slots: 'often' },
      base,
    ]) {
      const res = await schedule(candidate.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await interviewsOf(candidate.id)).toEqual([]);

    const offered = (await offer(candidate.id, posting._id, [a.id], ['2027-08-01T10:00', '2027-08-02T10:00']))
      .body.data!.interview;
    const headers = await manage(candidate.id);
    for (const startsAt of ['2027-08-03T09:00:00.000Z', 'soon', 42, undefined]) {
      const res = await choose(offered.id, startsAt, headers);
      expect(res.status, String(startsAt)).toBe(400);
    }
    expect((await choose(unknownId(), '2027-08-01T09:00:00.000Z', headers)).status).toBe(404);
    expect((await choose(offered.id, '2027-08-01T09:00:00.000Z', {})).status).toBe(401);
    // Another candidate's link does not reach this interview.
    const stranger = await candidateWithAttachedCv({ name: 'Niamh Byrne', source: 'careers' });
    expect((await choose(offered.id, '2027-08-01T09:00:00.000Z', await manage(stranger.id))).status).toBe(
      404,
    );
    expect(await bookingsOf(a.id)).toEqual([]);
    expect((await interviewsOf(candidate.id))[0]!.slots).toHaveLength(2);
  }, 120_000);

  it('of two bookings of one interviewer at the same time at once, one lands', async () => {
    const { posting, a } = await setting();
    for (let round = 0; round < 3; round++) {
      const [x, y] = await Promise.all([
        candidateWithAttachedCv({ name: 'Seán Murphy', source: 'careers' }),
        candidateWithAttachedCv({ name: 'Róisín Kelly', source: 'careers' }),
      ]);
      const startsAt = `2027-09-${String(round + 10).padStart(2, '0')}T10:00`;
      const answers = await Promise.all(
        [x, y].map((c) =>
          schedule(c.id, {
            postingId: posting._id,
            stageId: 'phone-screen',
            startsAt,
            durationMinutes: 30,
            interviewerIds: [a.id],
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    }
    expect(await bookingsOf(a.id)).toHaveLength(3);
  }, 180_000);
});
