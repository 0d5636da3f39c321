/**
 * Scheduling interviews with calendar invites (docs/requirements.md#interviews,
 * docs/architecture.md#interview-times): `POST /resume/{id}/interviews` books (Dublin wall time to
 * UTC, across the daylight-saving changes), adds the candidate to the posting's pipeline and mails an
 * iCalendar invite (parsed back with ical.js: METHOD:REQUEST, one UID, SEQUENCE 0 then 1, then
 * METHOD:CANCEL); an interviewer's overlapping booking gives 409 `{ conflicts }`; bad input 400 with
 * nothing written; roles; erasure takes the interviews and the interviewers' bookings with it.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MAIL_KINDS } from '../../functions/contract/interview-mails.js';
import type { PipelineResponse } from '../../functions/contract/schemas/applications.js';
import {
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewConflict,
} from '../../functions/contract/schemas/interviews.js';
import { queryAll } from '../../functions/core/data/db.js';
import { ranges } from '../../functions/core/data/keys.js';
import { registerAdmin } from '../support/admins.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting, unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { sentMails } from '../support/mail.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'recruiter', 'viewer');
}, 60_000);

/** A new admin account (an interviewer), through the admin area's own route. */
const interviewer = () => registerAdmin(callers.admin);

/** `token: null` calls without one. */
const schedule = (
  resumeId: string,
  body: Record<string, unknown>,
  token: string | null = callers.recruiter,
) =>
  api<{ interview: Interview }>('POST', `/resume/${resumeId}/interviews`, {
    token: token ?? undefined,
    body,
  });
const list = async (resumeId: string) =>
  (await api<{ interviews: Interview[] }>('GET', `/resume/${resumeId}/interviews`, { token: callers.viewer }))
    .body.data!.interviews;

async function setting() {
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const candidate = await candidateWithAttachedCv({ name: 'Saoirse Ní Mhurchú', source: 'careers' });
  const [a, b] = await Promise.all([interviewer(), interviewer()]);
  return { posting, candidate, a, b };
}

/** The parsed `.ics` attached to the newest mail to `address` whose subject matches `subject`. */
async function inviteTo(address: string, subject: RegExp) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = (await sentMails())
      .reverse()
      .find((m) => m.destination.to.includes(address) && subject.test(m.subject)) as
      | { subject: string; attachments?: { filename: string; content: string; contentType: string }[] }
      | undefined;
    const ics = mail?.attachments?.find((x) => x.filename.endsWith('.ics'));
    if (mail && ics) {
      const calendar = new ICAL.Component(ICAL.parse(Buffer.from(ics.content, 'base64').toString('utf8')));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return {
        subject: mail.subject,
        contentType: ics.contentType,
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: Number(event.getFirstPropertyValue('sequence')),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
        end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
        organizer: String(event.getFirstPropertyValue('organizer')),
        attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
        status: event.getFirstPropertyValue('status'),
      };
    }
    if (Date.now() > deadline) throw new Error(`no invite to ${address} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('scheduling interviews', () => {
  it('books a Dublin time as UTC, adds the candidate to the pipeline and mails a REQUEST invite; reschedule and cancel follow', async () => {
    const { posting, candidate, a, b } = await setting();
    const res = await schedule(candidate.id, {
      postingId: posting._id,
      stageId: 'technical-interview',
      startsAt: '2027-06-15T10:30',
      durationMinutes: 45,
      location: 'Penrose Wharf, Cork',
      videoUrl: 'https://meet.example.ie/abc',
      interviewerIds: [a.id, b.id],
      message: 'Bring a laptop.',
    });
    expect(res.status).toBe(201);
    const interview = res.body.data!.interview;
    expect(interview).toMatchObject({
      resumeId: candidate.id,
      postingId: posting._id,
      stageId: 'technical-interview',
      stageName: 'Technical interview',
      startsAt: '2027-06-15T09:30:00.000Z',
      endsAt: '2027-06-15T10:15:00.000Z',
      location: 'Penrose Wharf, Cork',
      videoUrl: 'https://meet.example.ie/abc',
      status: 'scheduled',
      sequence: 0,
    });
    expect(interview.interviewers).toEqual([
      { id: a.id, name: a.user_name, email: a.email },
      { id: b.id, name: b.user_name, email: b.email },
    ]);
    expect(await list(candidate.id)).toEqual([interview]);

    // Not in the posting before: now on its board at Interview Scheduled.
    const board = await api<PipelineResponse>('GET', `/job-posting/${posting._id}/applicants`, {
      token: callers.viewer,
    });
    expect(board.body.data!.applicants).toMatchObject([
      {
        resumeId: candidate.id,
        status: 'interview_scheduled',
        via: 'added',
        source: 'careers',
        nextInterview: {
          id: interview.id,
          startsAt: '2027-06-15T09:30:00.000Z',
          stageName: 'Technical interview',
        },
      },
    ]);
    const nextOnBoard = async () =>
      (
        await api<PipelineResponse>('GET', `/job-posting/${posting._id}/applicants`, {
          token: callers.viewer,
        })
      ).body.data!.applicants[0]!.nextInterview;

    const invite = await inviteTo(candidate.email, /^Interview: Technical interview/);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2027-06-15T09:30:00.000Z',
      end: '2027-06-15T10:15:00.000Z',
      status: 'CONFIRMED',
    });
    expect(invite.contentType).toMatch(/^text\/calendar/);
    expect(invite.uid).toContain(interview.id);
    expect(invite.organizer).toMatch(/^mailto:/);
    expect(invite.attendees.sort()).toEqual(
      [candidate.email, a.email, b.email].map((e) => `mailto:${e.toLowerCase()}`).sort(),
    );
    // Each interviewer has the same invite.
    expect((await inviteTo(b.email, /^Interview: Technical interview/)).uid).toBe(invite.uid);

    const moved = await api<{ interview: Interview }>(
      'PUT',
      `/resume/${candidate.id}/interviews/${interview.id}`,
      {
        token: callers.recruiter,
        body: { startsAt: '2027-06-16T14:00', durationMinutes: 60, interviewerIds: [a.id] },
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data!.interview).toMatchObject({
      id: interview.id,
      startsAt: '2027-06-16T13:00:00.000Z',
      endsAt: '2027-06-16T14:00:00.000Z',
      location: null,
      sequence: 1,
      status: 'scheduled',
    });
    expect((await nextOnBoard())?.startsAt).toBe('2027-06-16T13:00:00.000Z');
    const update = await inviteTo(candidate.email, /^Interview moved/);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invite.uid,
      sequence: 1,
      start: '2027-06-16T13:00:00.000Z',
    });
    // b is free again at the old time; a's booking moved with the interview.
    expect(await queryAll(ranges.bookingsOf(b.id, '2027-01-01', '2028-01-01'))).toEqual([]);
    expect(await queryAll(ranges.bookingsOf(a.id, '2027-01-01', '2028-01-01'))).toHaveLength(1);

    const cancelled = await api<{ interview: Interview }>(
      'DELETE',
      `/resume/${candidate.id}/interviews/${interview.id}`,
      { token: callers.recruiter },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data!.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await nextOnBoard()).toBeNull();
    const cancel = await inviteTo(candidate.email, /^Interview cancelled/);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invite.uid, sequence: 2, status: 'CANCELLED' });
    expect(await queryAll(ranges.bookingsOf(a.id, '2027-01-01', '2028-01-01'))).toEqual([]);
    const again = await api('PUT', `/resume/${candidate.id}/interviews/${interview.id}`, {
      token: callers.recruiter,
      body: { startsAt: '2027-06-17T10:00', durationMinutes: 30, interviewerIds: [a.id] },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INTERVIEW_MESSAGES.cancelled);
  }, 120_000);

  it('answers 409 with the conflicts when an interviewer is booked in an overlapping interval, unless allowConflicts', async () => {
    const { posting, candidate, a, b } = await setting();
    const base = { postingId: posting._id, stageId: 'phone-screen', durationMinutes: 30 };
    const first = await schedule(candidate.id, {
      ...base,
      startsAt: '2027-05-04T09:00+01:00',
      interviewerIds: [a.id],
    });
    expect(first.status).toBe(201);
    const clash = await schedule(candidate.id, {
      ...base,
      startsAt: '2027-05-04T09:15+01:00',
      interviewerIds: [b.id, a.id],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(INTERVIEW_MESSAGES.conflict);
    expect((clash.body as unknown as { conflicts: InterviewConflict[] }).conflicts).toEqual([
      {
        interviewerId: a.id,
        interviewId: first.body.data!.interview.id,
        startsAt: '2027-05-04T08:00:00.000Z',
        endsAt: '2027-05-04T08:30:00.000Z',
      },
    ]);
    expect(await list(candidate.id)).toHaveLength(1);
    // Back to back is no clash; allowConflicts books over it.
    expect(
      (await schedule(candidate.id, { ...base, startsAt: '2027-05-04T09:30+01:00', interviewerIds: [a.id] }))
        .status,
    ).toBe(201);
    expect(
      (
        await schedule(candidate.id, {
          ...base,
          startsAt: '2027-05-04T09:15+01:00',
          interviewerIds: [a.id],
          allowConflicts: true,
        })
      ).status,
    ).toBe(201);
    expect(await list(candidate.id)).toHaveLength(3);
  }, 120_000);

  it('refuses 01:30 on 2027-03-28 (no such time in Dublin) and takes the first 01:30 of 2027-10-31 unless an offset says otherwise', async () => {
    const { posting, candidate, a } = await setting();
    const base = {
      postingId: posting._id,
      stageId: 'phone-screen',
      durationMinutes: 30,
      interviewerIds: [a.id],
    };
    const gap = await schedule(candidate.id, { ...base, startsAt: '2027-03-28T01:30' });
    expect(gap.status).toBe(400);
    expect(gap.body.message).toBe(INTERVIEW_MESSAGES.noSuchLocalTime('2027-03-28 01:30'));
    const first = await schedule(candidate.id, { ...base, startsAt: '2027-10-31T01:30' });
    expect(first.body.data!.interview.startsAt).toBe('2027-10-31T00:30:00.000Z');
    const second = await schedule(candidate.id, { ...base, startsAt: '2027-10-31T01:30+00:00' });
    expect(second.status).toBe(201);
    expect(second.body.data!.interview.startsAt).toBe('2027-10-31T01:30:00.000Z');
    // The repeated hour of 2026-10-25 is behind us: refused as a time in the past.
    const past = await schedule(candidate.id, { ...base, startsAt: '2026-10-25T01:30' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(INTERVIEW_MESSAGES.inPast);
  }, 120_000);

  it('answers bad input with 400/404 and a message and writes nothing; viewer 403, anonymous 401', async () => {
    const { posting, candidate, a } = await setting();
    const ok = {
      postingId: posting._id,
      stageId: 'phone-screen',
      startsAt: '2027-09-01T10:00',
      durationMinutes: 30,
      interviewerIds: [a.id],
    };
    const bad: [Record<string, unknown>, number, string][] = [
      [{ ...ok, startsAt: '2020-01-01T10:00' }, 400, INTERVIEW_MESSAGES.inPast],
      [{ ...ok, startsAt: 'tomorrow' }, 400, INTERVIEW_MESSAGES.startsAt],
      [{ ...ok, startsAt: '2027-02-30T10:00' }, 400, INTERVIEW_MESSAGES.startsAt],
      [{ ...ok, interviewerIds: [unknownId()] }, 400, INTERVIEW_MESSAGES.unknownInterviewer],
      [{ ...ok, interviewerIds: [] }, 400, INTERVIEW_MESSAGES.interviewers],
      [
        { ...ok, interviewerIds: Array.from({ length: 11 }, unknownId) },
        400,
        INTERVIEW_MESSAGES.interviewers,
      ],
      [{ ...ok, stageId: 'no-such-stage' }, 400, INTERVIEW_MESSAGES.unknownStage],
      [{ ...ok, durationMinutes: 5 }, 400, 'A duration is a whole number of minutes from 15 to 480'],
      [{ ...ok, videoUrl: 'http://insecure.example' }, 400, INTERVIEW_MESSAGES.videoUrl],
      [{ ...ok, message: 'x'.repeat(2001) }, 400, INTERVIEW_MESSAGES.message],
      [{ ...ok, postingId: unknownId() }, 404, 'Job posting not found'],
    ];
    for (const [body, status, message] of bad) {
      const res = await schedule(candidate.id, body);
      expect(res.status, message).toBe(status);
      expect(JSON.stringify(res.body), message).toContain(message);
    }
    const unknownCandidate = await schedule(unknownId(), ok);
    expect(unknownCandidate.status).toBe(404);
    expect((await schedule(candidate.id, ok, callers.viewer)).status).toBe(403);
    expect((await schedule(candidate.id, ok, null)).status).toBe(401);
    expect(await list(candidate.id)).toEqual([]);
    expect(await queryAll(ranges.bookingsOf(a.id, '2027-01-01', '2028-01-01'))).toEqual([]);
    const missing = await api('DELETE', `/resume/${candidate.id}/interviews/${unknownId()}`, {
      token: callers.recruiter,
    });
    expect(missing.status).toBe(404);
  }, 120_000);

  it('erasing the candidate takes their interviews and the interviewers\u2019 bookings with it', async () => {
    const { posting, candidate, a } = await setting();
    const res = await schedule(candidate.id, {
      postingId: posting._id,
      stageId: 'final-interview',
      startsAt: '2027-08-02T11:00',
      durationMinutes: 45,
      interviewerIds: [a.id],
    });
    expect(res.status).toBe(201);
    expect((await api('DELETE', `/resume/${candidate.id}`, { token: callers.admin })).status).toBe(200);
    expect(await queryAll(ranges.interviewsOf(candidate.id))).toEqual([]);
    expect(await queryAll(ranges.bookingsOf(a.id, '2027-01-01', '2028-01-01'))).toEqual([]);
  }, 120_000);

  it('mails the invite text recruiters saved (editable like the status mails), then the default again after a reset', async () => {
    const { posting, candidate, a } = await setting();
    const path = '/admin/interview-mail-templates/invite';
    const custom = {
      subject: 'See you at {{company}}: {{stage}} on {{when}}',
      body: 'Dia duit {{name}},\n\n{{stage}} for {{role}}, {{minutes}} minutes, {{where}}.',
    };
    expect((await api('PUT', path, { token: callers.recruiter, body: custom })).status).toBe(403);
    const typo = await api('PUT', path, { token: callers.admin, body: { ...custom, body: 'Hi {{nmae}}' } });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toContain('{{nmae}}');
    try {
      expect((await api('PUT', path, { token: callers.admin, body: custom })).status).toBe(200);
      const listed = await api<{ templates: { kind: string; isDefault: boolean }[] }>(
        'GET',
        '/admin/interview-mail-templates',
        { token: callers.viewer },
      );
      // The reminders' texts follow (test/api/my-interviews.test.ts edits them meanwhile).
      expect(listed.body.data!.templates.map((t) => t.kind)).toEqual([...INVITE_MAIL_KINDS]);
      expect(listed.body.data!.templates.slice(0, 4).map((t) => [t.kind, t.isDefault])).toEqual([
        ['invite', false],
        ['update', true],
        ['cancel', true],
        ['offer', true],
      ]);
      const res = await schedule(candidate.id, {
        postingId: posting._id,
        stageId: 'phone-screen',
        startsAt: '2027-04-06T15:00',
        durationMinutes: 30,
        location: 'Cork',
        interviewerIds: [a.id],
      });
      expect(res.status).toBe(201);
      const invite = await inviteTo(candidate.email, /^See you at /);
      expect(invite.subject).toBe('See you at Cork Digital Solutions: Phone screen on 6 Apr 2027, 15:00');
      expect(invite.method).toBe('REQUEST');
    } finally {
      const reset = await api<{ template: { isDefault: boolean } }>('PUT', path, {
        token: callers.admin,
        body: {
          subject: 'Interview: {{stage}} for {{role}} at {{company}}',
          body: (await import('../../functions/contract/interview-mails.js')).INVITE_MAIL_DEFAULTS.invite
            .body,
        },
      });
      expect(reset.body.data!.template.isDefault).toBe(true);
    }
  }, 120_000);
});
