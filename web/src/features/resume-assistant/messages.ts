/**
 * Every text of the Resume Assistant (docs/requirements.md#resume-assistant). The spec's texts are quoted
 * exactly; the questions between them are ours.
 */

import { CV_MAX_SIZE_TEXT, CV_RETENTION_TEXT } from '@functions/contract/cv-policy';
import { RESUME_MESSAGES } from '@functions/contract/schemas/resume';
import {
  UPLOAD_FAILED,
  UPLOAD_FAILED_PREFIX,
  UPLOAD_FAILURE_FALLBACK,
  UPLOAD_STILL_CHECKING,
  UPLOAD_STILL_CHECKING_TITLE,
  UPLOAD_TRY_ANOTHER,
} from '@/lib/upload-messages';
import { launcherMessages } from './launcher-messages';

/** An example address for the email hint (docs/requirements.md#resume-assistant: "(e.g., {email})"). */
export const EXAMPLE_EMAIL = 'yourname@example.com';

export const assistantMessages = {
  ...launcherMessages,
  subtitle: 'Send us your CV in a minute',
  close: 'Close the Resume Assistant',
  typing: 'The assistant is typing',
  you: 'You',
  /** Screen-reader prefix of the file line (the paperclip icon is its visible sign). */
  attached: 'Attached file:',
  bot: 'Assistant',
  /** docs/requirements.md#resume-assistant. */
  greeting: "Hello! I'm your Resume Assistant. What's your name?",
  askEmail: (name: string) => `Nice to meet you, ${name}! What's your email address?`,
  askJobTitle: 'Thanks! Which role are you interested in?',
  jobTitlesLoading: 'Loading job titles...',
  /** The notice shown before the file step; sending the CV records it like the careers consent. */
  askResume: (role: string) =>
    `Great choice: ${role}. Please upload your CV as a PDF, DOC or DOCX file of up to ${CV_MAX_SIZE_TEXT}.`,
  noticeBefore: `By sending your CV you consent to us processing it for recruitment. We keep it for ${CV_RETENTION_TEXT}, then delete it. See our `,
  noticeLink: 'Privacy Policy',
  noticeAfter: '.',
  chooseFile: 'Choose your CV',
  fileHint: `PDF, DOC or DOCX, up to ${CV_MAX_SIZE_TEXT}`,
  reading: 'Reading your CV...',
  uploading: 'Uploading...',
  namePlaceholder: 'Type your name',
  emailPlaceholder: 'Type your email address',
  nameLabel: 'Your name',
  emailLabel: 'Your email address',
  send: 'Send',
  jobTitlesLabel: 'Job titles',
  skillsFound: (skills: string[]) => `I noticed these skills in your CV: ${skills.join(', ')}.`,
  /** docs/requirements.md#resume-assistant. */
  validation: {
    nameShort: RESUME_MESSAGES.nameShort,
    nameLong: RESUME_MESSAGES.nameLong,
    name: RESUME_MESSAGES.name,
    email: `Please enter a valid email address (e.g., ${EXAMPLE_EMAIL}).`,
    emailTooLong: RESUME_MESSAGES.emailTooLong,
    fileType: 'Please upload a PDF, DOC, or DOCX file only. Other file types are not supported.',
    fileTooLarge: (megabytes: string) =>
      `File size (${megabytes} MB) exceeds the ${CV_MAX_SIZE_TEXT} limit. Please upload a smaller file.`,
    fileTooSmall: RESUME_MESSAGES.fileTooSmall,
    fileNameTooLong: RESUME_MESSAGES.fileNameTooLong,
    fileNameChars: RESUME_MESSAGES.fileNameChars,
  },
  /** docs/requirements.md#resume-assistant. */
  success: `Thank you for submitting your CV. We will contact you shortly. Your CV will be retained for ${CV_RETENTION_TEXT} as per our data retention policy.`,
  successToast: 'Resume uploaded successfully!',
  successToastDescription: `Our team will review your resume and get back to you soon. Your CV will be retained for ${CV_RETENTION_TEXT}.`,
  failurePrefix: UPLOAD_FAILED_PREFIX,
  failureFallback: UPLOAD_FAILURE_FALLBACK,
  failureToast: UPLOAD_FAILED,
  tryAnother: UPLOAD_TRY_ANOTHER,
  stillCheckingToast: UPLOAD_STILL_CHECKING_TITLE,
  stillChecking: UPLOAD_STILL_CHECKING,
} as const;
