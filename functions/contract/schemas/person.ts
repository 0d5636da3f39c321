/**
 * A person's name and email address as every form states them (careers form, Resume Assistant,
 * sign-up, admin accounts), and a CV's file name, with the spec's texts. A module of its own,
 * without the phone number rules (libphonenumber-js, ~120 KB of every bundle that imports it): the
 * account schemas and the pipeline's (schemas/applications.ts) import these and nothing heavier.
 */
import * as z from 'zod';
import { CV_LIMITS, CV_MAX_SIZE_TEXT } from '../cv-policy.js';

/** Texts of docs/requirements.md#public-limits reused by the server where they say what is wrong. */
export const RESUME_MESSAGES = {
  fileType: 'Please upload a PDF, DOC, or DOCX file.',
  fileTooLarge: `File size must be less than ${CV_MAX_SIZE_TEXT}.`,
  fileTooSmall: 'File appears to be empty or too small. Please upload a valid resume file.',
  fileNameTooLong: 'File name is too long. Please rename your file and try again.',
  fileNameChars: 'File name contains invalid characters. Please rename your file and try again.',
  email: 'Please enter a valid email address.',
  emailTooLong: 'Email address is too long. Please enter a shorter email.',
  name: 'Please enter a valid name (only letters, spaces, hyphens, and apostrophes are allowed).',
  nameShort: 'Please enter a valid name (at least 2 characters).',
  nameLong: 'Name is too long. Please enter a name with less than 50 characters.',
  phone: 'Please enter a valid phone number',
  consent: 'Please accept the privacy policy to submit your CV.',
} as const;

/** Letters of any script, spaces, hyphens and apostrophes (the Resume Assistant's rule, the wider of the two). */
export const personName = z
  .string({ error: 'name is required' })
  .trim()
  .min(2, RESUME_MESSAGES.nameShort)
  .max(49, RESUME_MESSAGES.nameLong)
  .regex(/^[\p{L}][\p{L} '’-]*$/u, RESUME_MESSAGES.name);

export const emailAddress = z
  .string({ error: 'email is required' })
  .trim()
  .max(254, RESUME_MESSAGES.emailTooLong)
  .pipe(z.email(RESUME_MESSAGES.email))
  .transform((e) => e.toLowerCase());

export const cvFileName = z
  .string()
  .min(1, 'fileName is required')
  .max(CV_LIMITS.maxFileNameLength, RESUME_MESSAGES.fileNameTooLong)
  .refine((n) => !/[<>:"/\\|?*\p{Cc}]/u.test(n), RESUME_MESSAGES.fileNameChars);
