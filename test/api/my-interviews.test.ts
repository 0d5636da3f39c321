/**
 * My interviews and interview reminders (docs/requirements.md#my-interviews,
 * docs/architecture.md#interview-reminders): `GET /admin/interviews?mine=true&from=&to=` answers the
 * caller's live interviews in the range with the candidate's name; without `mine` every
 * interviewer's, for hr-manager and above; bad ranges 400. The hourly reminders mail the candidate
 * and each interviewer 24 h before, and each interviewer when feedback is 24 h overdue, once each
 * (the job run twice).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MAIL_DEFAULTS } from '../../functions/contract/interview-mails.js';
import type { Interview } from '../../functions/contract/schemas/interviews.js';
import { sendInterviewReminders } from '../../functions/core/domain/my-interviews.js';
import { registerAdmin } from '../support/admins.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { createDepartment, createPosting } from '../support/catalog.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { mailsTo, waitForMail } from '../support/mail.js';

type Listed = Interview & { candidateName: string | null; feedback?: 'none' | 'draft' | 'submitted' };

let callers: Awaited<ReturnType<typeof signIn<'admin' | 'hr-manager' | 'recruiter' | 'viewer'>>> & {
  hr: string;
};
beforeAll(async () => {
  const signed = await signIn('admin', 'hr-manager', 'recruiter', 'viewer');
  callers = { ...signed, hr: signed['hr-manager'] };
}, 60_000);

const subOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;

/** A new admin account to sit on a panel. */
const interviewer = () => registerAdmin(callers.admin, 'viewer');

/** A free hour on a random day of 2028 (UTC), so parallel files never clash. */
const randomSlot = () => {
  const day = new Date(Date.UTC(2028, 0, 1) + Math.floor(Math.random() * 300) * 86_400_000);
  return new Date(day.getTime() + (8 + Math.floor(Math.random() * 8)) * 3_600_000).toISOString();
};

async function booked(interviewerIds: string[], name = 'Aoife Ní Bhriain') {
  const posting = await createPosting(callers.admin, (await createDepartment(callers.admin))._id);
  const candidate = await candidateWithAttachedCv({ name, source: 'careers' });
  const startsAt = randomSlot();
  const res = await api<{ interview: Interview }>('POST', `/resume/${candidate.id}/interviews`, {
    token: callers.recruiter,
    body: {
      postingId: posting._id,
      stageId: 'phone-screen',
      startsAt,
      durationMinutes: 30,
      interviewerIds,
      allowConflicts: true,
    },
  });
  expect(res.status).toBe(201);
  return { interview: res.body.data!.interview, candidate, posting };
}

const range = (query: string, token: string | undefined) =>
  api<{ interviews: Listed[] }>('GET', `/admin/interviews${query}`, { token });

describe('GET /admin/interviews', () => {
  it("answers the caller's own interviews in the range with the candidate name; everyone's for hr-manager and above", async () => {
    const viewerSub = subOf(callers.viewer);
    const other = await interviewer();
    const { interview, candidate } = await booked([viewerSub]);
    const { interview: notMine } = await booked([other.id], 'Cian Ó Súilleabháin');
    const from = new Date(Date.parse(interview.startsAt) - 3_600_000).toISOString();
    const to = new Date(Date.parse(interview.startsAt) + 3_600_000).toISOString();

    const mine = await range(`?mine=true&from=${from}&to=${to}`, callers.viewer);
    expect(mine.status).toBe(200);
    expect(mine.body.data!.interviews).toEqual([
      { ...interview, candidateName: candidate.record.name, feedback: 'none' },
    ]);

    // The caller's own scorecard state rides along: a draft, then submitted.
    for (const submit of [false, true]) {
      const card = await api('PUT', `/resume/${candidate.id}/interviews/${interview.id}/scorecard`, {
        token: callers.viewer,
        body: {
          ratings: [{ attributeId: 'communication', rating: 3 }],
          recommendation: 'yes',
          notes: 'Clear.',
          submit,
        },
      });
      expect(card.status).toBeLessThan(300);
      const again = await range(`?mine=true&from=${from}&to=${to}`, callers.viewer);
      expect(again.body.data!.interviews[0]!.feedback).toBe(submit ? 'submitted' : 'draft');
    }

    // Outside the range: not listed.
    const before = new Date(Date.parse(interview.startsAt) - 7_200_000).toISOString();
    const empty = await range(`?mine=true&from=${before}&to=${from}`, callers.viewer);
    expect(empty.body.data!.interviews.map((i) => i.id)).not.toContain(interview.id);

    // Everyone's: hr-manager and admin; recruiter and viewer 403.
    const wide = (t: string) =>
      range(
        `?from=${new Date(Date.parse(notMine.startsAt) - 60_000).toISOString()}&to=${new Date(Date.parse(notMine.startsAt) + 60_000).toISOString()}`,
        t,
      );
    for (const t of [callers['hr-manager'], callers.admin]) {
      const res = await wide(t);
      expect(res.status).toBe(200);
      expect(res.body.data!.interviews.map((i) => i.id)).toContain(notMine.id);
    }
    for (const t of [callers.recruiter, callers.viewer]) {
      const res = await wide(t);
      expect(res.status).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    expect((await range('?mine=true', undefined)).status).toBe(401);

    // A cancelled interview leaves the list.
    expect(
      (
        await api('DELETE', `/resume/${candidate.id}/interviews/${interview.id}`, {
          token: callers.recruiter,
        })
      ).status,
    ).toBe(200);
    const after = await range(`?mine=true&from=${from}&to=${to}`, callers.viewer);
    expect(after.body.data!.interviews.map((i) => i.id)).not.toContain(interview.id);
  }, 120_000);

  it('refuses a bad range with 400 and a message', async () => {
    for (const q of [
      '?mine=true&from=yesterday',
      '?mine=true&from=2028-01-01',
      '?mine=true&to=2028-01-01T00:00:00Z&from=2028-02-01T00:00:00Z',
      '?mine=true&from=2028-01-01T00:00:00Z&to=2030-01-01T00:00:00Z',
      '?mine=maybe',
      `?mine=true&from=${'9'.repeat(5000)}`,
    ]) {
      const res = await range(q, callers.viewer);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toMatch(/from|to|range|mine/i);
    }
  });
});

describe('interview reminders', () => {
  it('mails the candidate and each interviewer 24 h before, and the interviewers whose feedback is 24 h overdue, once each', async () => {
    const [a, b] = await Promise.all([interviewer(), interviewer()]);
    const { interview, candidate } = await booked([a.id, b.id, subOf(callers.hr)]);
    const hrEmail = JSON.parse(Buffer.from(callers.hr.split('.')[1]!, 'base64url').toString('utf8'))
      .email as string;
    const dayBefore = new Date(Date.parse(interview.startsAt) - 20 * 3_600_000);
    await sendInterviewReminders(dayBefore);
    await sendInterviewReminders(dayBefore);
    const waitFor = async (address: string, subject: RegExp, count: number) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const got = (await mailsTo(address)).filter((m) => subject.test(m.subject));
        if (got.length >= count || Date.now() > deadline) return got;
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    for (const address of [candidate.email, a.email, b.email])
      expect(await waitFor(address, /^Reminder: Phone screen/, 1), address).toHaveLength(1);

    // The hr-manager on the panel submits their scorecard: no feedback reminder for them.
    const card = await api('PUT', `/resume/${candidate.id}/interviews/${interview.id}/scorecard`, {
      token: callers.hr,
      body: {
        ratings: [{ attributeId: 'communication', rating: 4 }],
        recommendation: 'strong_yes',
        notes: 'Yes.',
        submit: true,
      },
    });
    expect(card.status).toBeLessThan(300);
    // 30 h after the end: feedback overdue, to the interviewers without a submitted scorecard; again once.
    const overdue = new Date(Date.parse(interview.endsAt) + 30 * 3_600_000);
    await sendInterviewReminders(overdue);
    await sendInterviewReminders(overdue);
    for (const address of [a.email, b.email])
      expect(await waitFor(address, /^Feedback due/, 1), address).toHaveLength(1);
    expect(await waitFor(candidate.email, /^Feedback due/, 0)).toHaveLength(0);
    expect(await waitFor(hrEmail, /^Feedback due/, 0)).toHaveLength(0);
    expect(await waitFor(hrEmail, /^Reminder: Phone screen/, 1)).toHaveLength(1);
    // Nothing more 24 h before after the second run.
    expect(await waitFor(a.email, /^Reminder/, 1)).toHaveLength(1);
  }, 120_000);

  it('the three reminder texts are editable interview mails: listed, saved, used by the run, reset', async () => {
    const path = (kind: string) => `/admin/interview-mail-templates/${kind}`;
    const listed = await api<{ templates: { kind: string; isDefault: boolean }[]; placeholders: object }>(
      'GET',
      '/admin/interview-mail-templates',
      { token: callers.viewer },
    );
    expect(listed.body.data!.templates.map((t) => t.kind)).toEqual(
      expect.arrayContaining(['reminder', 'interviewer-reminder', 'feedback-due']),
    );
    expect(listed.body.data!.placeholders).toHaveProperty('candidate');
    const own = {
      reminder: {
        subject: 'See you soon: {{stage}}',
        body: 'Dear {{name}}, {{role}} on {{when}} at {{where}}.',
      },
      'interviewer-reminder': {
        subject: 'Panel tomorrow: {{candidate}}',
        body: 'Hi {{name}}, you meet {{candidate}} for {{role}} ({{minutes}} min).',
      },
      'feedback-due': {
        subject: 'Scorecard missing: {{candidate}}',
        body: 'Hi {{name}}, please score {{candidate}} ({{stage}}).',
      },
    } as const;
    expect(
      (await api('PUT', path('reminder'), { token: callers.recruiter, body: own.reminder })).status,
    ).toBe(403);
    for (const [kind, body] of Object.entries(own)) {
      const saved = await api('PUT', path(kind), { token: callers.hr, body });
      expect(saved.status, `${kind}: ${saved.body.message}`).toBe(200);
    }
    try {
      const a = await interviewer();
      const { interview, candidate, posting } = await booked([a.id], 'Caoimhe Ní Dhonnchadha');
      await sendInterviewReminders(new Date(Date.parse(interview.startsAt) - 20 * 3_600_000));
      const toCandidate = await waitForMail(candidate.email, {
        subject: /^See you soon: Phone screen$/,
        ms: 30_000,
      });
      expect(toCandidate.body.text).toContain(`Dear Caoimhe Ní Dhonnchadha, ${posting.job_title} on `);
      const toPanel = await waitForMail(a.email, {
        subject: /^Panel tomorrow: Caoimhe Ní Dhonnchadha$/,
        ms: 30_000,
      });
      expect(toPanel.body.text).toContain(
        `you meet Caoimhe Ní Dhonnchadha for ${posting.job_title} (30 min).`,
      );
      await sendInterviewReminders(new Date(Date.parse(interview.endsAt) + 30 * 3_600_000));
      const due = await waitForMail(a.email, {
        subject: /^Scorecard missing: Caoimhe Ní Dhonnchadha$/,
        ms: 30_000,
      });
      expect(due.body.text).toContain('please score Caoimhe Ní Dhonnchadha (Phone screen).');
    } finally {
      for (const kind of Object.keys(own))
        expect(
          (
            await api('PUT', path(kind), {
              token: callers.hr,
              body: INVITE_MAIL_DEFAULTS[kind as keyof typeof own],
            })
          ).status,
        ).toBe(200);
    }
  }, 120_000);
});
