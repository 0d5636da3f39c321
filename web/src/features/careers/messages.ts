/**
 * Every text of the Careers page (docs/requirements.md#careers-form, #public-records).
 */

import { CV_MAX_SIZE_TEXT, CV_RETENTION_TEXT } from '@functions/contract/cv-policy';
import { RESUME_MESSAGES } from '@functions/contract/schemas/resume';
import {
  UPLOAD_FAILED_PREFIX,
  UPLOAD_FAILURE_FALLBACK,
  UPLOAD_STILL_CHECKING,
  UPLOAD_STILL_CHECKING_TITLE,
  UPLOAD_TRY_ANOTHER,
} from '@/lib/upload-messages';
import { careersPageMessages } from './page-messages';

export const careersMessages = {
  page: careersPageMessages.page,
  form: {
    heading: 'Submit Your CV',
    nameLabel: 'Full Name',
    namePlaceholder: 'Your full name',
    emailLabel: 'Email Address',
    emailPlaceholder: 'you@example.com',
    phoneLabel: 'Phone Number',
    phonePlaceholder: '87 123 4567',
    jobTitleLabel: 'Job Title',
    jobTitlePlaceholder: 'Select a job title',
    jobTitlesLoading: 'Loading job titles...',
    cvLabel: 'CV / Resume',
    cvHint: `PDF, DOC or DOCX, up to ${CV_MAX_SIZE_TEXT}.`,
    cvChoose: 'Choose file',
    cvNone: 'No file chosen',
    consentBefore: `I consent to the processing of my personal data for recruitment purposes. My data will be retained for ${CV_RETENTION_TEXT}. See the `,
    consentLink: 'Privacy Policy',
    consentAfter: '.',
    submit: 'Submit Application',
    submitting: 'Uploading...',
  },
  phonePicker: {
    country: 'Country code',
    search: 'Search countries',
    noResults: 'No countries found',
  },
  /** Shown while typing (docs/requirements.md#careers-form). */
  live: {
    name: 'Name should contain only alphabetic characters',
    email: 'Please enter a valid email address',
    phone: RESUME_MESSAGES.phone,
  },
  /** Shown on submit, checked in this order (docs/requirements.md#careers-form). */
  submit: {
    fillAll: 'Please fill all fields and accept the privacy policy.',
    name: 'Full name should contain only alphabetic characters and be at least 2 characters long.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a phone number.',
    fileType: RESUME_MESSAGES.fileType,
    fileTooLarge: RESUME_MESSAGES.fileTooLarge,
    fileTooSmall: RESUME_MESSAGES.fileTooSmall,
  },
  /** docs/requirements.md#careers-form. */
  result: {
    success: "Application submitted successfully! We'll review your CV and contact you soon.",
    failurePrefix: UPLOAD_FAILED_PREFIX,
    failureFallback: UPLOAD_FAILURE_FALLBACK,
    tryAnother: UPLOAD_TRY_ANOTHER,
    stillCheckingTitle: UPLOAD_STILL_CHECKING_TITLE,
    stillChecking: UPLOAD_STILL_CHECKING,
  },
  positions: careersPageMessages.positions,
  jobTypes: careersPageMessages.jobTypes,
} as const;
