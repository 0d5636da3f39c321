/**
 * Filling a status mail (docs/requirements.md#status-mails): only the template's own placeholders
 * are values; a marker naming an inherited property of an object stays as written.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import {
  fillStatusMail,
  NO_INTERVIEW_YET,
  STATUS_MAIL_PLACEHOLDERS,
  unknownPlaceholders,
} from '../../functions/contract/status-mails.js';

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

describe('status mail placeholders', () => {
  it('counts every inherited property name as unknown', () => {
    const text = INHERITED.map((n) => `{{${n}}}`).join(' ');
    expect(unknownPlaceholders(text)).toEqual(INHERITED);
    expect(unknownPlaceholders('{{name}} {{role}} {{company}}')).toEqual([]);
  });

  it('never resolves an inherited property when filling', () => {
    const filled = fillStatusMail(
      { subject: 'Hi {{constructor}} {{name}}', body: '{{toString}} {{valueOf}} {{role}} at {{company}}' },
      { name: 'Aoife', role: 'Nurse' },
    );
    expect(filled.subject).toBe('Hi {{constructor}} Aoife');
    expect(filled.body).toBe(`{{toString}} {{valueOf}} Nurse at ${COMPANY.name}`);
  });

  it('fills exactly the listed placeholders', () => {
    expect(Object.keys(STATUS_MAIL_PLACEHOLDERS).sort()).toEqual([
      'company',
      'firstName',
      'name',
      'role',
      'when',
      'where',
    ]);
  });

  it('greets by first name and says when and where the next interview is, in Dublin time', () => {
    const text = { subject: '{{firstName}}: {{when}}', body: 'Dear {{firstName}} ({{name}}), at {{where}}' };
    // 14:00 UTC on 1 December is 14:00 in Dublin (winter time); in July it would be 15:00.
    const filled = fillStatusMail(text, {
      name: 'Dr Siobhán Ní Bhriain',
      role: 'Nurse',
      interview: { startsAt: '2026-12-01T14:00:00.000Z', location: 'Penrose Wharf, Cork', videoUrl: null },
    });
    expect(filled.subject).toBe('Siobhán: 1 Dec 2026, 14:00');
    expect(filled.body).toBe('Dear Siobhán (Dr Siobhán Ní Bhriain), at Penrose Wharf, Cork');
    const summer = fillStatusMail(text, {
      name: 'Ní Bhriain',
      role: 'Nurse',
      interview: { startsAt: '2027-07-01T14:00:00.000Z', videoUrl: 'https://meet.example.ie/x' },
    });
    expect(summer.subject).toBe('Ní Bhriain: 1 Jul 2027, 15:00');
    expect(summer.body).toBe('Dear Ní Bhriain (Ní Bhriain), at https://meet.example.ie/x');
    const none = fillStatusMail(text, { name: 'Aoife Byrne', role: 'Nurse' });
    expect(none.subject).toBe(`Aoife: ${NO_INTERVIEW_YET.when}`);
    expect(none.body).toBe(`Dear Aoife (Aoife Byrne), at ${NO_INTERVIEW_YET.where}`);
  });
});
