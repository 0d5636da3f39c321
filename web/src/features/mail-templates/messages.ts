/** Texts of the Mail Templates page (docs/requirements.md#status-mails, #interviews, #offers). */
import type { InviteKind } from '@functions/contract/interview-mails';
import type { StatusMailStatus } from '@functions/contract/status-mails';

export const mailTemplatesMessages = {
  title: 'Mail Templates',
  subtitle: 'The texts of the mails candidates and interviewers receive.',
  groups: { status: 'Status mails', interview: 'Interview mails', offer: 'Offer mails' },
  groupIntros: {
    status: 'What a candidate receives when you change their status and tick "Notify the candidate".',
    interview:
      'Invitations with their calendar file, times to choose from, and the reminders: to the candidate and each interviewer 24 h before, and to an interviewer whose scorecard is a day overdue.',
    offer:
      'The offer with its private link, and the mail that tells the candidate a sent offer is withdrawn.',
  },
  interviewTitle: {
    invite: 'Interview invitation',
    update: 'Interview moved',
    cancel: 'Interview cancelled',
    offer: 'Times to choose from',
    reminder: 'Reminder to the candidate (24 h before)',
    'interviewer-reminder': 'Reminder to each interviewer (24 h before)',
    'feedback-due': 'Feedback overdue (to an interviewer)',
  } satisfies Record<InviteKind, string>,
  offerTitle: { offer: 'Offer', withdrawn: 'Offer withdrawn' },
  templateTitle: {
    rejected: 'Rejected',
    interview_scheduled: 'Interview Scheduled',
    hired: 'Hired (offer)',
  } satisfies Record<StatusMailStatus, string>,
  subject: 'Subject',
  body: 'Message',
  placeholders: 'Placeholders:',
  preview: 'Preview',
  previewFor: 'as Siobhán Ní Bhriain, Data Analyst, would read it',
  save: 'Save',
  saving: 'Saving...',
  reset: 'Reset to default',
  isDefault: 'Default text',
  edited: (by: string, when: string) => `Edited by ${by}, ${when}`,
  readOnly: 'Only HR managers and administrators can change these texts.',
  loading: 'Loading the templates...',
  failed: 'The templates could not be loaded.',
  saveFailed: (reason: string) => `Not saved: ${reason}`,
  /** The sample candidate of the preview. */
  sample: { name: 'Siobhán Ní Bhriain', role: 'Data Analyst' },
  /** The sample interview of the interview mails' preview (to its candidate). */
  sampleInterview: {
    name: 'Siobhán Ní Bhriain',
    candidate: 'Siobhán Ní Bhriain',
    stage: 'Technical interview',
    role: 'Data Analyst',
    when: '15 Jun 2027, 10:30',
    times: '15 Jun 2027, 10:30\n16 Jun 2027, 14:00',
    minutes: '60',
    where: 'Cork office, 1 South Mall',
    message: 'Bring a laptop.',
  },
  /** The sample offer of the offer mail's preview. */
  sampleOffer: {
    name: 'Siobhán Ní Bhriain',
    role: 'Data Analyst',
    salary: '€52,000.00 per year',
    startDate: '1 Sept 2027',
    expiresAt: '20 Jun 2027, 23:59',
  },
} as const;
