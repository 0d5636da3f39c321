/**
 * Status mails (docs/requirements.md#status-mails): the three templates (rejected, interview
 * scheduled, hired) read by every admin and edited by hr-manager and above, with placeholders
 * checked and the default text as "reset"; a status change with `notify` mails the candidate the
 * filled template once, and without it sends nothing.
 *
 * The templates are shared by the whole stack, so the tests that change one put the default back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import {
  STATUS_MAIL_DEFAULTS,
  STATUS_MAIL_MESSAGES,
  type StatusMailTemplate,
} from '../../functions/contract/status-mails.js';
import { api } from '../support/api.js';
import { signIn } from '../support/callers.js';
import { candidateWithAttachedCv } from '../support/cvs.js';
import { mailsTo, waitForMail } from '../support/mail.js';

let admin: string;
let hr: string;
let recruiter: string;
let viewer: string;
beforeAll(async () => {
  ({
    admin,
    'hr-manager': hr,
    recruiter,
    viewer,
  } = await signIn('admin', 'hr-manager', 'recruiter', 'viewer'));
});

const resetAll = async () => {
  for (const status of ['rejected', 'interview_scheduled', 'hired'] as const)
    await api('PUT', `/admin/mail-templates/${status}`, { token: admin, body: STATUS_MAIL_DEFAULTS[status] });
};
afterAll(resetAll);

const templates = async (token: string) =>
  (await api<{ templates: StatusMailTemplate[] }>('GET', '/admin/mail-templates', { token })).body.data!
    .templates;

describe('the templates', () => {
  it('lists the three, with their defaults, to every admin', async () => {
    for (const token of [viewer, recruiter]) {
      const list = await templates(token);
      expect(list.map((t) => t.status)).toEqual(['rejected', 'interview_scheduled', 'hired']);
    }
    expect((await api('GET', '/admin/mail-templates')).status).toBe(401);
  });

  it('lets hr-manager save a text and reset it by saving the default; recruiter and viewer get 403', async () => {
    const own = { subject: 'Interview at {{company}}: {{role}}', body: 'Dear {{name}},\n\nSee you soon.' };
    for (const token of [recruiter, viewer]) {
      const res = await api('PUT', '/admin/mail-templates/interview_scheduled', { token, body: own });
      expect(res.status).toBe(403);
    }
    const saved = await api<{ template: StatusMailTemplate }>(
      'PUT',
      '/admin/mail-templates/interview_scheduled',
      {
        token: hr,
        body: own,
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(STATUS_MAIL_MESSAGES.saved);
    expect(saved.body.data!.template).toMatchObject({
      ...own,
      isDefault: false,
      updatedBy: expect.any(String),
    });
    expect((await templates(viewer)).find((t) => t.status === 'interview_scheduled')).toMatchObject(own);

    const reset = await api<{ template: StatusMailTemplate }>(
      'PUT',
      '/admin/mail-templates/interview_scheduled',
      {
        token: hr,
        body: STATUS_MAIL_DEFAULTS.interview_scheduled,
      },
    );
    expect(reset.body.message).toBe(STATUS_MAIL_MESSAGES.reset);
    expect(reset.body.data!.template).toMatchObject({ isDefault: true, updatedAt: null });
  });

  it.each([
    ['an unknown placeholder', { subject: 'Hi {{surname}}', body: 'x' }, 'Unknown placeholder: {{surname}}'],
    // Inherited properties of a plain object are no placeholders (the subject once became
    // `function Object() { [native code] }`).
    ['{{constructor}}', { subject: 'Hi {{constructor}}', body: 'x' }, 'Unknown placeholder: {{constructor}}'],
    ['{{toString}}', { subject: 'x', body: 'Dear {{toString}}' }, 'Unknown placeholder: {{toString}}'],
    ['{{valueOf}}', { subject: '{{ valueOf }}', body: 'x' }, 'Unknown placeholder: {{valueOf}}'],
    [
      '{{hasOwnProperty}}',
      { subject: 'x', body: '{{hasOwnProperty}}' },
      'Unknown placeholder: {{hasOwnProperty}}',
    ],
    ['no subject', { body: 'x' }, STATUS_MAIL_MESSAGES.subjectRequired],
    ['an empty body', { subject: 'x', body: '   ' }, STATUS_MAIL_MESSAGES.bodyRequired],
    ['a number for the body', { subject: 'x', body: 5 }, STATUS_MAIL_MESSAGES.bodyRequired],
    ['a 151-character subject', { subject: 'x'.repeat(151), body: 'x' }, STATUS_MAIL_MESSAGES.subjectLong],
    ['a 5001-character body', { subject: 'x', body: 'x'.repeat(5001) }, STATUS_MAIL_MESSAGES.bodyLong],
  ])('refuses %s with 400 and changes nothing', async (_, body, message) => {
    const before = await templates(admin);
    const res = await api('PUT', '/admin/mail-templates/rejected', { token: admin, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await templates(admin)).toEqual(before);
  });

  it('answers 400 for a status without a mail', async () => {
    const res = await api('PUT', '/admin/mail-templates/on_hold', {
      token: admin,
      body: STATUS_MAIL_DEFAULTS.rejected,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});

describe('PUT /resume/{id} with notify', () => {
  it('mails the candidate the saved template, filled with their name and the role, once', async () => {
    const c = await candidateWithAttachedCv({ name: 'Siobhán Ní Bhriain', role: 'Data Analyst' });
    await api('PUT', '/admin/mail-templates/hired', {
      token: admin,
      body: { subject: 'Good news from {{company}}', body: 'Dear {{name}},\n\nThe {{role}} role is yours.' },
    });
    const res = await api<{ notified: boolean }>('PUT', `/resume/${c.id}`, {
      token: recruiter,
      body: { status: 'hired', notify: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.notified).toBe(true);
    const mail = await waitForMail(c.email, { subject: /^Good news/ });
    expect(mail.subject).toBe(`Good news from ${COMPANY.name}`);
    expect(mail.body.text).toContain('Dear Siobhán Ní Bhriain,');
    expect(mail.body.text).toContain('The Data Analyst role is yours.');
    expect(mail.body.html).toContain('Dear Siobhán Ní Bhriain,<br><br>The Data Analyst role is yours.');

    // The same status again is no change: no second mail.
    const again = await api<{ notified: boolean }>('PUT', `/resume/${c.id}`, {
      token: recruiter,
      body: { status: 'hired', notify: true },
    });
    expect(again.body.data!.notified).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo(c.email)).filter((m) => m.subject.startsWith('Good news'))).toHaveLength(1);
    await resetAll();
  });

  it('sends nothing without notify, and refuses notify for a status without a mail (400, status unchanged)', async () => {
    const c = await candidateWithAttachedCv();
    const quiet = await api<{ notified: boolean }>('PUT', `/resume/${c.id}`, {
      token: recruiter,
      body: { status: 'rejected', rejectReasonId: 'other' },
    });
    expect(quiet.body.data!.notified).toBe(false);
    const refused = await api('PUT', `/resume/${c.id}`, {
      token: recruiter,
      body: { status: 'on_hold', notify: true },
    });
    expect(refused.status).toBe(400);
    const wrongType = await api('PUT', `/resume/${c.id}`, {
      token: recruiter,
      body: { status: 'rejected', rejectReasonId: 'other', notify: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    const view = await api<{ resume: { status: string } }>('GET', `/resume/${c.id}`, { token: admin });
    expect(view.body.data!.resume.status).toBe('rejected');
    await new Promise((r) => setTimeout(r, 500));
    const subjects = (await mailsTo(c.email)).map((m) => m.subject);
    expect(subjects.filter((s) => !s.startsWith('We received your CV'))).toEqual([]);
  });
});
