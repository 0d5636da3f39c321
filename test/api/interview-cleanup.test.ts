/**
 * What interviews leave behind, and the invite texts' checks (docs/requirements.md#interviews,
 * #interview-self-scheduling; docs/architecture.md#order-of-erasure): a deleted admin account takes
 * its booking guard, a deleted posting its interview plan; an erased candidate's name and address
 * leave the interviewers' mails (the waiting ones given up, the sent ones without their invite
 * file); "Add to posting" and scheduling for a new posting update the record's list of
 * applications; an invite text with an unknown placeholder is refused with nothing saved.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVITE_MAIL_DEFAULTS,
  INVITE_MAIL_KINDS,
  unknownInvitePlaceholder,
} from '../../functions/contract/interview-mails.js';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import type { Resume } from '../../functions/contract/schemas/resume.js';
import { getItem } from '../../functions/core/data/db.js';
import { keys } from '../../functions/core/data/keys.js';
import {
  claimNewMail,
  eventHash,
  markMailFailed,
  type PendingMail,
  type SentMailItem,
} from '../../functions/core/data/sent-mails.js';
import { inviteMailItems } from '../../functions/core/domain/interview-invites.js';
import { registerAdmin } from '../support/admins.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'recruiter' | 'viewer'>>>;
beforeAll(async () => {
  callers = await signIn('admin', 'recruiter', 'viewer');
}, 60_000);

const posting = async () => createPosting(callers.admin, (await createDepartment(callers.admin))._id);
const schedule = (resumeId: string, postingId: string, interviewerIds: string[], startsAt: string) =>
  api<{ interview: Interview }>('POST', `/resume/${resumeId}/interviews`, {
    token: callers.recruiter,
    body: { postingId, stageId: 'phone-screen', startsAt, durationMinutes: 30, interviewerIds },
  });
const mailItem = (eventId: string) => getItem<SentMailItem>(keys.sentMail(eventHash(eventId)), true);

describe('what interviews leave behind', () => {
  it('a deleted admin account takes its interview booking guard with it', async () => {
    const [job, candidate, a] = await Promise.all([
      posting(),
      candidateWithAttachedCv({ name: 'Eimear Ní Dhuibhir', source: 'careers' }),
      registerAdmin(callers.admin),
    ]);
    expect((await schedule(candidate.id, job._id, [a.id], '2027-10-05T10:00')).status).toBe(201);
    expect(await getItem(keys.bookingGuard(a.id), true)).toMatchObject({ version: 1 });
    expect((await api('DELETE', `/admin/admins/${a.id}`, { token: callers.admin })).status).toBe(200);
    expect(await getItem(keys.admin(a.id), true)).toBeUndefined();
    expect(await getItem(keys.bookingGuard(a.id), true)).toBeUndefined();
  }, 120_000);

  it('a deleted posting takes its interview plan with it', async () => {
    const job = await posting();
    const plan = {
      stages: [{ name: 'Chat', durationMinutes: 20, attributes: [{ name: 'Curiosity' }] }],
    };
    const saved = await api('PUT', `/admin/job-postings/${job._id}/interview-plan`, {
      token: callers.admin,
      body: plan,
    });
    expect(saved.status).toBe(200);
    expect(await getItem(keys.interviewPlan(job._id), true)).toBeDefined();
    expect((await api('DELETE', `/job-posting/${job._id}`, { token: callers.admin })).status).toBe(200);
    expect(await getItem(keys.interviewPlan(job._id), true)).toBeUndefined();
  }, 120_000);

  it("an erased candidate's name and address leave the interviewers' mails, waiting or sent", async () => {
    const [job, candidate, a] = await Promise.all([
      posting(),
      candidateWithAttachedCv({ name: 'Pádraig Mac Giolla', source: 'careers' }),
      registerAdmin(callers.admin),
    ]);
    const sent = (await schedule(candidate.id, job._id, [a.id], '2027-10-06T10:00')).body.data!.interview;
    const sentId = `interview:${sent.id}:0:invite:${a.id}`;
    // A second invite to the interviewer, still waiting in the outbox (as after a failed send).
    const waiting = { ...sent, id: crypto.randomUUID(), createdAt: sent.startsAt, updatedAt: sent.startsAt };
    const items = inviteMailItems(
      { ...waiting, location: undefined, videoUrl: undefined, slots: undefined, timeRequest: undefined },
      { id: candidate.id, name: 'Pádraig Mac Giolla', email: candidate.email },
      'invite',
      job.job_title,
      INVITE_MAIL_DEFAULTS.invite,
    );
    const waitingId = `interview:${waiting.id}:0:invite:${a.id}`;
    // The interviewer's mail only, written claimed and then failed as a sender leaves it: a queued
    // insert would be sent at once by the table stream's consumer (docs/architecture.md#mail).
    const queued = items[1]!.Put!.Item as PendingMail;
    const { to, template, data, about, concerns, attachments } = queued;
    const now = new Date();
    const claimed = (await claimNewMail(
      waitingId,
      { to, template, data, about, concerns, attachments },
      now,
      randomUUID(),
    ))!;
    expect(await markMailFailed(claimed, 'TooManyRequestsException', now, true)).toBe('retry');
    expect(await mailItem(waitingId)).toMatchObject({ state: 'failed', to: a.email });

    expect((await api('DELETE', `/resume/${candidate.id}`, { token: callers.admin })).status).toBe(200);
    const dropped = await mailItem(waitingId);
    expect(dropped).toMatchObject({ state: 'abandoned' });
    const delivered = await mailItem(sentId);
    expect(delivered?.state).toBe('sent');
    for (const item of [dropped, delivered]) {
      // The invite file names the candidate (ATTENDEE): nothing of it is kept.
      expect(item).not.toHaveProperty('attachments');
      expect(item).not.toHaveProperty('data');
      expect(item).not.toHaveProperty('to');
      expect(JSON.stringify(item)).not.toContain(candidate.email);
    }
  }, 120_000);

  it("'Add to posting' and scheduling for a new posting add it to the record's applications", async () => {
    const [first, second, candidate, a] = await Promise.all([
      posting(),
      posting(),
      candidateWithAttachedCv({ name: 'Saoirse Breathnach', source: 'careers' }),
      registerAdmin(callers.admin),
    ]);
    const added = await api<{ added: string[] }>('POST', `/job-posting/${first._id}/applicants`, {
      token: callers.recruiter,
      body: { resumeIds: [candidate.id] },
    });
    expect(added.body.data!.added).toEqual([candidate.id]);
    const read = async () =>
      (await api<{ resume: Resume }>('GET', `/resume/${candidate.id}`, { token: callers.viewer })).body.data!
        .resume.applications;
    expect(await read()).toEqual([expect.objectContaining({ jobId: first._id, job_title: first.job_title })]);
    expect((await schedule(candidate.id, second._id, [a.id], '2027-10-07T10:00')).status).toBe(201);
    expect((await read()).map((x) => x.jobId)).toEqual([first._id, second._id]);
  }, 120_000);
});

describe('interview mail texts', () => {
  const path = (kind: string) => `/admin/interview-mail-templates/${kind}`;
  const templates = async () =>
    (
      await api<{ templates: { kind: string; subject: string; isDefault: boolean }[] }>(
        'GET',
        '/admin/interview-mail-templates',
        { token: callers.viewer },
      )
    ).body.data!.templates;

  it('refuses an unknown placeholder, a missing text and an unknown kind with 400, saving nothing', async () => {
    const before = await templates();
    const offer = INVITE_MAIL_DEFAULTS.offer;
    for (const [kind, body, message] of [
      ['offer', { ...offer, subject: 'Pick a {{slot}}' }, unknownInvitePlaceholder(['slot'])],
      [
        'invite',
        { subject: 'Hi', body: '{{nmae}} on {{when2}}' },
        unknownInvitePlaceholder(['nmae', 'when2']),
      ],
      [
        'update',
        { subject: 'Hi {{ name }}', body: 'At {{where}} {{Location}}' },
        unknownInvitePlaceholder(['Location']),
      ],
      ['cancel', { body: offer.body }, undefined],
      ['cancel', { subject: 42, body: offer.body }, undefined],
      ['thank-you', offer, `kind must be one of ${INVITE_MAIL_KINDS.join(', ')}`],
    ] as const) {
      const res = await api('PUT', path(kind), { token: callers.admin, body });
      expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(400);
      if (message) expect(res.body.message).toBe(message);
      else expect(res.body.message).toBeTruthy();
    }
    expect(await templates()).toEqual(before);
  }, 60_000);
});
