/**
 * How the timeline and the audit screen word an entry (web/src/lib/audit-display.ts): before → after
 * for statuses, expiry dates and roles; where a CV came from; which mail went out.
 */
import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChange, MAIL_LABELS } from '@/lib/audit-display';
import { MAIL_CATALOG } from '../../functions/core/mail/catalog';

describe('auditChange', () => {
  it('reads status, role and expiry changes as before → after', () => {
    expect(auditChange('resume.status', { from: 'new', to: 'interview_scheduled' })).toBe(
      'New → Interview Scheduled',
    );
    expect(auditChange('admin.role', { from: 'viewer', to: 'recruiter' })).toBe('Viewer → Recruiter');
    expect(auditChange('resume.expiry', { from: null, to: '' })).toBe('none → none');
  });

  it('names the source of a CV received and the mail sent', () => {
    expect(auditChange('cv.received', { submissionId: 'x', source: 'assistant', status: 'accepted' })).toBe(
      'via Resume Assistant',
    );
    expect(auditChange('cv.received', { submissionId: 'x', source: 'careers', status: 'rejected' })).toBe(
      'via Careers form (rejected)',
    );
    expect(auditChange('mail.sent', { template: 'status-update', status: 'hired' })).toBe(
      'Status mail: Hired',
    );
    expect(auditChange('mail.sent', { template: 'expiry-reminder' })).toBe('Erasure reminder');
    // Interview and offer mails, whatever generic template carried them, read as what they were.
    expect(auditChange('mail.sent', { template: 'interview-candidate', interviewId: 'i' })).toBe(
      'Interview mail',
    );
    expect(auditChange('mail.sent', { template: 'status-update', offerId: 'o' })).toBe('Offer mail');
    expect(
      auditChange('mail.sent', {
        template: 'candidate-message',
        from: 'hired',
      }),
    ).toBe('Mail written');
  });

  it('names every mail template of the catalogue', () => {
    expect(Object.keys(MAIL_LABELS).sort()).toEqual(Object.keys(MAIL_CATALOG).sort());
  });

  it('lists other details without ids, and labels unknown actions by their name', () => {
    expect(auditChange('note.create', { noteId: 'abc' })).toBeNull();
    expect(auditChange('resume.batch', { bulkAction: 'delete', count: 3 })).toBe(
      'bulkAction: delete, count: 3',
    );
    expect(auditActionLabel('note.create')).toBe('Added a note');
    expect(auditActionLabel('future.thing')).toBe('future.thing');
  });
});
