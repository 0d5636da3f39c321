/** Texts of the Mail Templates page (docs/requirements.md#status-mails). */
import type { StatusMailStatus } from '@functions/contract/status-mails';

export const mailTemplatesMessages = {
  title: 'Mail Templates',
  subtitle: 'What a candidate receives when you change their status and tick "Notify the candidate".',
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
} as const;
