/**
 * Status mails from every way of moving a candidate (docs/requirements.md#status-mails): the board
 * (`PUT /job-posting/{id}/applicants/{resumeId}` with `notify`) and a bulk change (`POST
 * /resume/batch` with `notify`) mail as the single status dialog does, through the same outbox; the
 * default texts greet by first name, and Interview Scheduled says when and where the candidate's
 * next interview is (Dublin time), or that a time is still to be agreed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import type { PipelineMoveResponse } from '../../functions/contract/schemas/applications.js';
import type { ResumeBatchResponse } from '../../functions/contract/schemas/resume-admin.js';
import { NO_INTERVIEW_YET, NO_STATUS_MAIL } from '../../functions/contract/status-mails.js';
import { registerAdmin } from '../support/admins.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { mailsTo, waitForMail } from '../support/mail.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'recruiter', 'viewer');
}, 60_000);

/** A new posting with `candidate` added to its board (at New). */
async function postingWith(resumeId: string) {
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const added = await api('POST', `/job-posting/${posting._id}/applicants`, {
    token: callers.recruiter,
    body: { resumeIds: [resumeId] },
  });
  expect(added.status).toBe(200);
  return posting;
}

const move = (jobId: string, resumeId: string, body: unknown, token = callers.recruiter) =>
  api<PipelineMoveResponse>('PUT', `/job-posting/${jobId}/applicants/${resumeId}`, { token, body });

/** The status mails (not the intake's) to `email`. */
const statusMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => !/CV|confirm/i.test(m.subject));

describe('a move on the board with notify', () => {
  it('mails the stage’s mail with the posting’s title, greeting by first name, once per change', async () => {
    const c = await candidateWithAttachedCv({ name: 'Siobhán Ní Bhriain', role: 'Data Analyst' });
    const posting = await postingWith(c.id);
    const res = await move(posting._id, c.id, { stage: 'hired', notify: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stage: 'hired', notified: true });
    const mail = await waitForMail(c.email, { subject: /^An offer/ });
    expect(mail.subject).toBe(`An offer for ${posting.job_title} at ${COMPANY.name}`);
    expect(mail.body.text).toContain('Hello Siobhán,');
    expect(mail.body.text).not.toContain('Siobhán Ní Bhriain');

    // The same stage again is no change: no second mail.
    const again = await move(posting._id, c.id, { stage: 'hired', notify: true });
    expect(again.body.data!.notified).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusMails(c.email)).toHaveLength(1);

    // The activity names the mail.
    const view = await api<{ activity: { action: string; details?: Record<string, unknown> }[] }>(
      'GET',
      `/resume/${c.id}`,
      { token: callers.viewer },
    );
    expect(view.body.data!.activity).toContainEqual(
      expect.objectContaining({ action: 'mail.sent', details: expect.objectContaining({ status: 'hired' }) }),
    );
  }, 90_000);

  it('sends nothing without notify; refuses notify for a stage without a mail and a non-boolean (400, stage kept)', async () => {
    const c = await candidateWithAttachedCv();
    const posting = await postingWith(c.id);
    const quiet = await move(posting._id, c.id, { stage: 'hired' });
    expect(quiet.status).toBe(200);
    expect(quiet.body.data!.notified).toBeFalsy();
    for (const body of [
      { stage: 'on_hold', notify: true },
      { stage: 'interview_scheduled', notify: 'yes' },
    ]) {
      const refused = await move(posting._id, c.id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBeTruthy();
    }
    expect(
      JSON.stringify((await move(posting._id, c.id, { stage: 'on_hold', notify: true })).body),
    ).toContain(NO_STATUS_MAIL);
    const board = await api<{ applicants: { resumeId: string; status: string }[] }>(
      'GET',
      `/job-posting/${posting._id}/applicants`,
      { token: callers.viewer },
    );
    expect(board.body.data!.applicants.find((a) => a.resumeId === c.id)?.status).toBe('hired');
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusMails(c.email)).toEqual([]);
  }, 90_000);

  it('a viewer may not move (403) and nothing is mailed', async () => {
    const c = await candidateWithAttachedCv();
    const posting = await postingWith(c.id);
    const res = await move(posting._id, c.id, { stage: 'hired', notify: true }, callers.viewer);
    expect(res.status).toBe(403);
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusMails(c.email)).toEqual([]);
  }, 90_000);
});

describe('Interview Scheduled says when and where', () => {
  it('names the next interview in Dublin time and its place, and says a time is to be agreed without one', async () => {
    const interviewer = await registerAdmin(callers.admin);
    const c = await candidateWithAttachedCv({ name: 'Ciarán Ó Súilleabháin', source: 'careers' });
    const posting = await postingWith(c.id);
    const booked = await api('POST', `/resume/${c.id}/interviews`, {
      token: callers.recruiter,
      body: {
        postingId: posting._id,
        stageId: 'technical-interview',
        // Summer time: 10:30 in Dublin is 09:30 UTC.
        startsAt: '2027-06-15T10:30',
        durationMinutes: 45,
        location: 'Penrose Wharf, Cork',
        videoUrl: 'https://meet.example.ie/abc',
        interviewerIds: [interviewer.id],
      },
    });
    expect(booked.status).toBe(201);
    // The booking put the card at Interview Scheduled: back a step, then forward with the mail.
    expect((await move(posting._id, c.id, { stage: 'shortlisted' })).status).toBe(200);
    const res = await move(posting._id, c.id, { stage: 'interview_scheduled', notify: true });
    expect(res.body.data!.notified).toBe(true);
    const mail = await waitForMail(c.email, { subject: /^Interview for/ });
    expect(mail.body.text).toContain('Hello Ciarán,');
    expect(mail.body.text).toContain('When: 15 Jun 2027, 10:30');
    expect(mail.body.text).toContain('Where: Penrose Wharf, Cork, https://meet.example.ie/abc');

    // Without an interview, from CV Management: the text says a time is to be agreed.
    const other = await candidateWithAttachedCv({ name: 'AOIFE DE BÚRCA' });
    const single = await api<{ notified: boolean }>('PUT', `/resume/${other.id}`, {
      token: callers.recruiter,
      body: { status: 'interview_scheduled', notify: true },
    });
    expect(single.body.data!.notified).toBe(true);
    const plain = await waitForMail(other.email, { subject: /^Interview for/ });
    expect(plain.body.text).toContain('Hello Aoife,');
    expect(plain.body.text).toContain(`When: ${NO_INTERVIEW_YET.when}`);
    expect(plain.body.text).toContain(`Where: ${NO_INTERVIEW_YET.where}`);
  }, 120_000);
});

describe('a bulk status change with notify', () => {
  it('mails each candidate whose status changed, once, and reports it per record', async () => {
    const [a, b] = await Promise.all([
      candidateWithAttachedCv({ name: 'Pádraig Mac Giolla Phádraig' }),
      candidateWithAttachedCv({ name: 'Dr Niamh Fitzgerald' }),
    ]);
    // b is already hired: no change, no mail.
    expect(
      (await api('PUT', `/resume/${b.id}`, { token: callers.recruiter, body: { status: 'hired' } })).status,
    ).toBe(200);
    const res = await api<ResumeBatchResponse>('POST', '/resume/batch', {
      token: callers.recruiter,
      body: { action: 'status', ids: [a.id, b.id], status: 'hired', notify: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.results).toEqual([
      { id: a.id, ok: true, notified: true },
      { id: b.id, ok: true, notified: false },
    ]);
    const mail = await waitForMail(a.email, { subject: /^An offer/ });
    expect(mail.body.text).toContain('Hello Pádraig,');
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusMails(b.email)).toEqual([]);
  }, 90_000);

  it('refuses notify for a status without a mail and a non-boolean notify (400, nothing changed or sent)', async () => {
    const c = await candidateWithAttachedCv();
    for (const body of [
      { action: 'status', ids: [c.id], status: 'on_hold', notify: true },
      { action: 'status', ids: [c.id], status: 'hired', notify: 1 },
    ]) {
      const res = await api('POST', '/resume/batch', { token: callers.recruiter, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const view = await api<{ resume: { status: string } }>('GET', `/resume/${c.id}`, {
      token: callers.viewer,
    });
    expect(view.body.data!.resume.status).toBe('new');
    await new Promise((r) => setTimeout(r, 500));
    expect(await statusMails(c.email)).toEqual([]);
  }, 60_000);
});
