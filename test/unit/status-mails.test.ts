/**
 * Filling a status mail (docs/requirements.md#status-mails): only the template's own placeholders
 * are values; a marker naming an inherited property of an object stays as written.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../functions/contract/company.js';
import {
  fillStatusMail,
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
    expect(Object.keys(STATUS_MAIL_PLACEHOLDERS).sort()).toEqual(['company', 'name', 'role']);
  });
});
