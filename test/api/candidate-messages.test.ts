/**
 * `POST /resume/{id}/mails` (docs/requirements.md#candidate-messages): a recruiter mails a candidate
 * from the product through the outbox; the mail arrives with the subject and text written, and the
 * candidate's activity says who wrote it (`mail.write`) and when it was sent (`mail.sent`), never
 * the subject (audit entries outlive an erasure). Every admin who may
 * change CVs may write (recruiter and above), a viewer may not (403), no token 401; bad input 400,
 * an unknown or erased candidate 404, with nothing sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../functions/contract/schemas/audit.js';
import {
  type CandidateMessageResponse,
  CANDIDATE_MESSAGE_MESSAGES as T,
} from '../../functions/contract/schemas/candidate-messages.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { unknownId } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { mailsTo, waitForMail } from '../support/mail.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
}, 60_000);

const send = (id: string, body: unknown, token?: string) =>
  api<CandidateMessageResponse>('POST', `/resume/${id}/mails`, { token, body });

/** The `sub` of an ID token (who the activity must name). */
const subOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** The mails to `email` but the intake's own (CV received). */
const written = async (email: string) => (await mailsTo(email)).filter((m) => !/CV/.test(m.subject));

const activity = async (id: string) =>
  (await api<{ activity: ActivityEntry[] }>('GET', `/resume/${id}`, { token: callers.viewer })).body.data!
    .activity;

describe('POST /resume/{id}/mails', () => {
  it('mails the candidate the text as written and logs who wrote it (mail.write) and when it was sent (mail.sent), never the subject', async () => {
    const c = await candidateWithAttachedCv({ name: 'Siobhán Ní Bhriain' });
    const body = 'Hello Siobhán,\n\nCould you call us on Thursday?\n\nKind regards,\nAoife';
    const res = await send(
      c.id,
      { subject: '  A call on Thursday  ', body, template: 'interview_scheduled' },
      callers.recruiter,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(T.sent);
    expect(res.body.data).toEqual({ outcome: 'sent' });
    const mail = await waitForMail(c.email, { subject: /^A call on Thursday$/ });
    expect(mail.body.text).toContain('Hello Siobhán,');
    expect(mail.body.text).toContain('Could you call us on Thursday?');
    expect(mail.body.html).toContain('Hello Siobhán,<br><br>Could you call us on Thursday?');

    let line: ActivityEntry | undefined;
    for (let i = 0; i < 50 && !line; i++) {
      line = (await activity(c.id)).find(
        (a) => a.action === 'mail.sent' && a.details?.template === 'candidate-message',
      );
      if (!line) await new Promise((r) => setTimeout(r, 200));
    }
    expect(line).toMatchObject({
      actorId: subOf(callers.recruiter),
      actorName: expect.any(String),
      details: { template: 'candidate-message', from: 'interview_scheduled' },
    });
    // Audit entries outlive an erasure with ids and changed values only: no subject, no text.
    const all = await activity(c.id);
    expect(JSON.stringify(all)).not.toContain('Thursday');
    expect(all.find((a) => a.action === 'mail.write')).toMatchObject({ actorId: subOf(callers.recruiter) });
  }, 60_000);

  it('lets hr-manager and admin write too; a viewer gets 403 and no token 401, with nothing sent', async () => {
    const c = await candidateWithAttachedCv();
    for (const token of [callers['hr-manager'], callers.admin]) {
      expect((await send(c.id, { subject: 'From HR', body: 'Hello' }, token)).status).toBe(201);
    }
    await waitForMail(c.email, { subject: /^From HR$/ });
    const other = await candidateWithAttachedCv();
    const viewer = await send(other.id, { subject: 'Hi', body: 'Hello' }, callers.viewer);
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toBeTruthy();
    expect((await send(other.id, { subject: 'Hi', body: 'Hello' })).status).toBe(401);
    await new Promise((r) => setTimeout(r, 500));
    expect(await written(other.email)).toEqual([]);
  }, 60_000);

  it.each([
    ['no subject', { body: 'x' }, T.subjectRequired],
    ['an empty subject', { subject: '   ', body: 'x' }, T.subjectRequired],
    ['a number for the subject', { subject: 5, body: 'x' }, T.subjectRequired],
    ['a subject over two lines', { subject: 'a\nBcc: x@example.com', body: 'x' }, T.subjectOneLine],
    ['a 151-character subject', { subject: 'x'.repeat(151), body: 'x' }, T.subjectLong],
    ['no body', { subject: 'x' }, T.bodyRequired],
    ['an empty body', { subject: 'x', body: ' \n ' }, T.bodyRequired],
    ['a list for the body', { subject: 'x', body: ['x'] }, T.bodyRequired],
    ['a 5001-character body', { subject: 'x', body: 'x'.repeat(5001) }, T.bodyLong],
    ['an unknown template', { subject: 'x', body: 'x', template: 'on_hold' }, T.template],
  ])(
    'refuses %s with 400 and sends nothing',
    async (_, body, message) => {
      const c = await candidateWithAttachedCv();
      const res = await send(c.id, body, callers.recruiter);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      await new Promise((r) => setTimeout(r, 300));
      expect(await written(c.email)).toEqual([]);
      expect(
        (await activity(c.id)).filter(
          (a) => a.action === 'mail.sent' && a.details?.template === 'candidate-message',
        ),
      ).toEqual([]);
    },
    60_000,
  );

  it('answers 404 for an unknown or erased candidate and 400 for an over-long id', async () => {
    const unknown = await send(unknownId(), { subject: 'x', body: 'x' }, callers.recruiter);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
    const c = await candidateWithAttachedCv();
    expect((await api('DELETE', `/resume/${c.id}`, { token: callers.admin })).status).toBe(200);
    const erased = await send(c.id, { subject: 'After erasure', body: 'x' }, callers.recruiter);
    expect(erased.status).toBe(404);
    expect((await send('x'.repeat(65), { subject: 'x', body: 'x' }, callers.recruiter)).status).toBe(400);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(c.email)).filter((m) => m.subject === 'After erasure')).toEqual([]);
  }, 60_000);
});
