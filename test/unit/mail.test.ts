/**
 * The mail templates (docs/architecture.md#mail): compiled.ts is what templates.tsx renders today,
 * every template fills all its markers, values cannot add markup, and each mail carries the
 * company's name and postal address in both parts.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import { MAIL_CATALOG } from '../../functions/core/mail/catalog.js';
import { compileMails } from '../../functions/core/mail/compile.js';
import { COMPILED_MAILS } from '../../functions/core/mail/compiled.js';
import { type MailData, type MailTemplate, renderMail } from '../../functions/core/mail.js';

const SAMPLES: { [T in MailTemplate]: MailData<T> } = {
  'contact-message': {
    name: 'Orla <b>Kelly</b>',
    email: 'orla@example.ie',
    message: 'Line one\nLine two & <script>alert(1)</script>',
    receivedAt: '2026-11-22T14:05:00.000Z',
    reference: 'ref-1',
  },
  'interview-invite': {
    subject: 'Interview for Cloud Engineer: Technical interview',
    body: 'Hello Aoife,\n\nWe would like to meet you on 28 Mar 2027, 10:30 <b>Dublin</b>.',
  },
  'interview-candidate': {
    subject: 'Choose a time: Phone screen for Cloud Engineer',
    body: 'Hello Aoife,\n\nThese times are open:\n\n12 May 2027, 11:00 <b>Dublin</b>',
    manageUrl: 'https://careers.example.ie/my-data#token=abc"def',
  },
  'cv-acknowledgement': {
    name: 'Aoife Murphy',
    role: 'Cloud Engineer',
    keptUntil: '2027-02-20T10:00:00.000Z',
    manageUrl: 'https://careers.example.ie/my-data?token=abc"def',
  },
  'cv-replaced': {
    name: 'Aoife Murphy',
    role: 'Java Developer',
    keptUntil: '2027-02-20T10:00:00.000Z',
    manageUrl: 'https://careers.example.ie/my-data?token=abc',
  },
  'cv-confirm': {
    name: 'Aoife Murphy',
    role: 'DevOps Engineer\nverify your account at https://evil.example',
    sentAt: '2026-11-22T14:05:00.000Z',
    confirmBy: '2026-11-29T14:05:00.000Z',
    confirmUrl: 'https://careers.example.ie/confirm-cv#token=abc',
  },
  'expiry-reminder': {
    name: 'Siobhán Ní Bhriain',
    role: 'Data Analyst',
    erasesOn: '2027-02-20T10:00:00.000Z',
    keepUrl: 'https://careers.example.ie/my-data?token=abc&intent=keep',
    eraseUrl: 'https://careers.example.ie/my-data?token=abc&intent=erase',
  },
  'status-update': {
    subject: 'Interview for Data Analyst at Cork Digital Solutions',
    body: 'Hello Siobhán,\n\nWe would like to meet you. <b>Not bold</b>',
  },
  'candidate-message': {
    subject: 'A call on Thursday',
    body: 'Hello Siobhán,\n\nCould you call us on Thursday? <b>Not bold</b>',
  },
  'erasure-confirmation': { name: 'Aoife Murphy', erasedAt: '2026-11-22T14:05:00.000Z' },
  'sign-up-attempt': {
    attemptedAt: '2026-11-22T14:05:00.000Z',
    signInUrl: 'https://careers.example.ie/login',
  },
};

describe('mail templates', () => {
  it('compiled.ts is current (run `npm run build:mail` after changing a template)', async () => {
    expect(await compileMails()).toEqual(COMPILED_MAILS);
  });

  it.each(Object.keys(MAIL_CATALOG) as MailTemplate[])(
    '%s fills every marker and carries the company',
    (name) => {
      const mail = renderMail(name, SAMPLES[name] as never);
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/\{\{\w+\}\}/);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(COMPANY.name);
        expect(part).toContain(COMPANY.address);
      }
      expect(mail.html).toContain('max-width:560px');
    },
  );

  it('escapes values in the HTML part and keeps them as they are in the text part', () => {
    const mail = renderMail('contact-message', SAMPLES['contact-message']);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Line one<br>Line two &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Name: Orla &lt;b&gt;Kelly&lt;/b&gt;');
    expect(mail.text).toContain('Line two & <script>alert(1)</script>');
    expect(mail.subject).toBe('Website contact form: message ref-1');
    const ack = renderMail('cv-acknowledgement', SAMPLES['cv-acknowledgement']);
    expect(ack.html).toContain('href="https://careers.example.ie/my-data?token=abc&quot;def"');
    expect(ack.html).toContain('until 20 February 2027 (90 days from your upload)');
  });

  it('puts no visitor text in a subject, and a role only as quoted data on one line', () => {
    for (const name of Object.keys(MAIL_CATALOG) as MailTemplate[]) {
      if (name === 'status-update') continue; // the recruiters' own subject
      const mail = renderMail(name, SAMPLES[name] as never);
      const visitor = SAMPLES[name] as { name?: string; role?: string; message?: string };
      for (const typed of [visitor.name, visitor.role, visitor.message])
        if (typed) expect(mail.subject).not.toContain(typed.split('\n')[0]);
    }
    const confirm = renderMail('cv-confirm', SAMPLES['cv-confirm']);
    expect(confirm.text).toContain(
      'for the role “DevOps Engineer verify your account at https://evil.example”',
    );
    expect(confirm.subject).toBe('Please confirm the CV sent with your e-mail address');
    expect(renderMail('cv-acknowledgement', SAMPLES['cv-acknowledgement']).text).toContain(
      'role “Cloud Engineer”',
    );
  });
});
