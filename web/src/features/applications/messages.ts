/** Texts of the Apply Now dialog on /jobs (docs/requirements.md#jobs-page). */

import { megabyteText } from '@functions/contract/cv-policy';
import { APPLY_LIMITS, APPLY_MESSAGES } from '@functions/contract/schemas/applications';
import {
  UPLOAD_STILL_CHECKING,
  UPLOAD_STILL_CHECKING_TITLE,
  UPLOAD_TRY_ANOTHER,
  uploadFailedText,
} from '@/lib/upload-messages';

export const applyMessages = {
  applyNow: 'Apply Now',
  title: (jobTitle: string) => `Apply for ${jobTitle}`,
  description: 'Send your CV for this position. Fields marked * are required.',
  nameLabel: 'Full Name *',
  emailLabel: 'Email *',
  emailHint: 'Applications are made with the email address of your account.',
  phoneLabel: 'Phone *',
  phonePlaceholder: 'Phone number',
  phonePicker: { country: 'Country code', search: 'Search countries', noResults: 'No countries found' },
  cvLabel: `CV (PDF, DOC or DOCX, max ${megabyteText(APPLY_LIMITS.maxCvBytes)}) *`,
  coverLabel: 'Cover Letter (optional)',
  coverPlaceholder: 'Tell us why you are a good fit for this role',
  submit: 'Submit Application',
  uploading: 'Uploading...',
  cancel: 'Cancel',
  close: 'Close',
  required: APPLY_MESSAGES.required,
  phoneLive: APPLY_MESSAGES.phoneLive,
  phone: APPLY_MESSAGES.phone,
  fileType: 'Please upload a PDF, DOC, or DOCX file.',
  fileTooLarge: APPLY_MESSAGES.fileTooLarge,
  success: APPLY_MESSAGES.success,
  failed: uploadFailedText,
  tryAnother: UPLOAD_TRY_ANOTHER,
  stillCheckingTitle: UPLOAD_STILL_CHECKING_TITLE,
  stillChecking: UPLOAD_STILL_CHECKING,
  /** An applied posting (docs/requirements.md#jobs-page): its date in Dublin, and what sending again does. */
  appliedOn: (date: string) => `Applied on ${date}`,
  updateApplication: 'Update application',
  updateTitle: (jobTitle: string) => `Update your application for ${jobTitle}`,
  updateDescription: (date: string) =>
    `You applied on ${date}. What you send now replaces the CV, phone number and cover letter of that application; it stays one application, at the stage it has reached. Fields marked * are required.`,
  updateSubmit: 'Update Application',
  updated: 'Your application was updated. We will review your new CV.',
} as const;
