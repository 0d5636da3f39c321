/**
 * The candidate's answers about an interview (docs/requirements.md#interview-self-scheduling): the
 * offer mail links to /my-data; a choice, a confirmation of a fixed time or a request for another
 * time (with a message) each reach the recruiters as a notification, pushed to their sockets like a
 * new CV; a reschedule answers a request. Every route: happy path, no or a wrong token, another
 * candidate's interview, bad input with nothing written.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Interview, SLOT_LIMITS, SLOT_MESSAGES } from '../../functions/contract/schemas/interviews.js';
import type { MyDataExport } from '../../functions/contract/schemas/my-data.js';
import type {
  InterviewReplyMessage,
  NotificationListResponse,
} from '../../functions/contract/schemas/notifications.js';
import { issueManageToken } from '../../functions/core/data/manage-tokens.js';
import { registerAdmin } from '../support/admins.js';
import { api, baseUrl, seededAdminToken } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { manageTokenIn, waitForMail } from '../support/mail.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'recruiter');
}, 60_000);

const open: WebSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

const schedule = (resumeId: string, body: Record<string, unknown>) =>
  api<{ interview: Interview }>('POST', `/resume/${resumeId}/interviews`, { token: callers.recruiter, body });
const interviewsOf = async (resumeId: string) =>
  (
    await api<{ interviews: Interview[] }>('GET', `/resume/${resumeId}/interviews`, {
      token: callers.recruiter,
    })
  ).body.data!.interviews;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const manage = async (resumeId: string) => bearer((await issueManageToken(resumeId, new Date())).token);
const answer = (
  interviewId: string,
  what: 'confirm' | 'ask-another-time',
  headers: Record<string, string>,
  body?: unknown,
) => api<{ interview: Interview }>('POST', `/my-data/interviews/${interviewId}/${what}`, { headers, body });

async function setting() {
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const candidate = await candidateWithAttachedCv({ name: 'Clodagh Ní Fhloinn', source: 'careers' });
  return { posting, candidate, a: await registerAdmin(callers.admin) };
}

const fixed = (resumeId: string, postingId: string, interviewerId: string, startsAt: string) =>
  schedule(resumeId, {
    postingId,
    stageId: 'phone-screen',
    startsAt,
    durationMinutes: 30,
    interviewerIds: [interviewerId],
  });

/** The recruiters' notifications of answers by candidate `resumeId`, newest first. */
const notificationsAbout = async (resumeId: string) =>
  (
    await api<NotificationListResponse>('GET', '/admin/notifications?limit=50', { token: callers.recruiter })
  ).body.data!.notifications.filter((n) => n.type === 'interview_reply' && n.cvData._id === resumeId);

/** An admin socket in the admin room, collecting its `interview-reply` messages. */
async function adminSocket(): Promise<InterviewReplyMessage[]> {
  const token = await seededAdminToken();
  const got: InterviewReplyMessage[] = [];
  await new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
    open.push(socket);
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as InterviewReplyMessage;
      if (msg.type === 'interview-reply') got.push(msg);
    });
    socket.once('open', () => {
      socket.send(JSON.stringify({ action: 'join-admin' }));
      setTimeout(resolve, 300);
    });
    socket.once('error', reject);
  });
  return got;
}

const until = async <T>(read: () => T | undefined, ms = 5_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('not received in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('candidate answers about interviews', () => {
  it('mails the offered times with the link to /my-data, where the choice books one and notifies the recruiters live', async () => {
    const { posting, candidate, a } = await setting();
    const pushed = await adminSocket();
    const offered = await schedule(candidate.id, {
      postingId: posting._id,
      stageId: 'phone-screen',
      slots: ['2027-06-02T10:00', '2027-06-03T14:30'],
      durationMinutes: 30,
      location: 'Penrose Wharf, Cork',
      interviewerIds: [a.id],
    });
    expect(offered.status).toBe(201);
    const id = offered.body.data!.interview.id;
    const mail = await waitForMail(candidate.email, { subject: /^Choose a time: Phone screen/ });
    expect(mail.body.text).toContain('2 Jun 2027, 10:00');
    expect(mail.body.text).toContain('3 Jun 2027, 14:30');
    expect(mail.body.text).toContain('Penrose Wharf, Cork');
    // The link in the mail opens /my-data, which lists the times.
    const headers = bearer(manageTokenIn(mail));
    const mine = await api<MyDataExport>('GET', '/my-data', { headers });
    expect(mine.body.data!.interviews).toMatchObject([{ id, slots: offered.body.data!.interview.slots }]);
    // Nothing to confirm before a time is chosen.
    const early = await answer(id, 'confirm', headers);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SLOT_MESSAGES.chooseFirst);

    const chosen = await api<{ interview: Interview }>('POST', `/my-data/interviews/${id}/choose`, {
      headers,
      body: { startsAt: '2027-06-03T13:30:00.000Z' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data!.interview).toMatchObject({ status: 'confirmed', slots: null });
    const live = await until(() => pushed.find((m) => m.interview.id === id));
    expect(live.notification).toMatchObject({
      type: 'interview_reply',
      title: 'Interview time chosen',
      message: 'Clodagh Ní Fhloinn chose 3 Jun 2027, 14:30 (Dublin time) for the Phone screen',
      cvData: {
        _id: candidate.id,
        name: 'Clodagh Ní Fhloinn',
        email: candidate.email,
        role: posting.job_title,
      },
    });
    expect((await notificationsAbout(candidate.id)).map((n) => n.title)).toContain('Interview time chosen');
  }, 120_000);

  it('confirms a fixed time once, and notifies the recruiters', async () => {
    const { posting, candidate, a } = await setting();
    const booked = await fixed(candidate.id, posting._id, a.id, '2027-06-10T09:00');
    expect(booked.status).toBe(201);
    const id = booked.body.data!.interview.id;
    // The candidate's invitation carries the link to /my-data too.
    const invite = await waitForMail(candidate.email, { subject: /^Interview: Phone screen/ });
    const headers = bearer(manageTokenIn(invite));
    const pushed = await adminSocket();

    expect((await answer(id, 'confirm', {})).status).toBe(401);
    expect((await answer(id, 'confirm', bearer('not-a-token'))).status).toBe(401);
    const stranger = await candidateWithAttachedCv({ name: 'Tadhg Ó Súilleabháin', source: 'careers' });
    expect((await answer(id, 'confirm', await manage(stranger.id))).status).toBe(404);
    expect((await answer(unknownId(), 'confirm', headers)).status).toBe(404);
    expect((await interviewsOf(candidate.id))[0]!.status).toBe('scheduled');

    const res = await answer(id, 'confirm', headers);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SLOT_MESSAGES.confirmed);
    expect(res.body.data!.interview).toMatchObject({ id, status: 'confirmed', sequence: 0 });
    const live = await until(() => pushed.find((m) => m.interview.id === id));
    expect(live.notification.message).toBe(
      'Clodagh Ní Fhloinn confirmed the Phone screen on 10 Jun 2027, 09:00 (Dublin time)',
    );
    // A second confirmation changes nothing and notifies no one again.
    expect((await answer(id, 'confirm', headers)).status).toBe(200);
    const about = await notificationsAbout(candidate.id);
    expect(about.filter((n) => n.title === 'Interview confirmed')).toHaveLength(1);

    // A cancelled interview cannot be confirmed.
    expect(
      (await api('DELETE', `/resume/${candidate.id}/interviews/${id}`, { token: callers.recruiter })).status,
    ).toBe(200);
    const cancelled = await answer(id, 'confirm', headers);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This interview was cancelled');
  }, 120_000);

  it('asks for another time with a message; the recruiters read it, and a reschedule answers it', async () => {
    const { posting, candidate, a } = await setting();
    const id = (await fixed(candidate.id, posting._id, a.id, '2027-06-15T11:00')).body.data!.interview.id;
    const headers = await manage(candidate.id);
    const pushed = await adminSocket();

    for (const body of [
      undefined,
      {},
      { message: '' },
      { message: '   ' },
      { message: 42 },
      { message: 'x'.repeat(SLOT_LIMITS.askMessageMax + 1) },
    ]) {
      const res = await answer(id, 'ask-another-time', headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (body === undefined) expect(res.body.message).toBe('Request body is required');
      else expect(res.body.message).toBe(SLOT_MESSAGES.askMessage);
    }
    expect((await answer(id, 'ask-another-time', {}, { message: 'Mornings' })).status).toBe(401);
    expect((await answer(unknownId(), 'ask-another-time', headers, { message: 'Mornings' })).status).toBe(
      404,
    );
    expect((await interviewsOf(candidate.id))[0]!.timeRequest).toBeNull();
    expect(await notificationsAbout(candidate.id)).toEqual([]);

    const message = 'I am travelling that week; any morning the week after suits me.';
    const res = await answer(id, 'ask-another-time', headers, { message });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SLOT_MESSAGES.asked);
    expect(res.body.data!.interview).toMatchObject({ status: 'scheduled', timeRequest: { message } });
    const live = await until(() => pushed.find((m) => m.interview.id === id));
    expect(live.notification).toMatchObject({
      title: 'Another interview time asked for',
      message: `Clodagh Ní Fhloinn asked for another time for the Phone screen: “${message}”`,
    });
    // The candidate page's list shows the request until a recruiter moves the interview.
    expect((await interviewsOf(candidate.id))[0]!.timeRequest).toMatchObject({ message });
    const moved = await api<{ interview: Interview }>('PUT', `/resume/${candidate.id}/interviews/${id}`, {
      token: callers.recruiter,
      body: { startsAt: '2027-06-22T10:00', durationMinutes: 30, interviewerIds: [a.id] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data!.interview).toMatchObject({ sequence: 1, timeRequest: null });
  }, 120_000);
});
