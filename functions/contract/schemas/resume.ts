/**
 * Resume (= candidate) shapes: the upload request of the careers form and the Resume Assistant
 * (DESIGN.md §6, public-site §3, §5) and the record the admin lists show (admin-area §3).
 */
import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod';
import { CV_CONTENT_TYPES, CV_LIMITS } from '../cv-policy.js';
import { type ResumeStatus, resumeStatus } from './common.js';

export {
  CV_CONTENT_TYPES,
  CV_LIMITS,
  CV_TYPES,
  type CvContentType,
  PRIVACY_POLICY_VERSION,
} from '../cv-policy.js';

/** Texts of public-site §5 reused by the server where they say what is wrong. */
export const RESUME_MESSAGES = {
  fileType: 'Please upload a PDF, DOC, or DOCX file.',
  fileTooLarge: 'File size must be less than 5MB.',
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

/** `{ country_code: '+353', number: '871234567' }`: digits only, checked as a possible number. */
export const phoneContact = z
  .object({
    country_code: z.string().regex(/^\+\d{1,4}$/, 'country_code must look like +353'),
    number: z.string().regex(/^\d{7,15}$/, RESUME_MESSAGES.phone),
  })
  .refine((c) => isPossiblePhoneNumber(`${c.country_code}${c.number}`), {
    message: RESUME_MESSAGES.phone,
    path: ['number'],
  });
export type PhoneContact = z.infer<typeof phoneContact>;

export const cvFileName = z
  .string()
  .min(1, 'fileName is required')
  .max(CV_LIMITS.maxFileNameLength, RESUME_MESSAGES.fileNameTooLong)
  .refine((n) => !/[<>:"/\\|?*\p{Cc}]/u.test(n), RESUME_MESSAGES.fileNameChars);

/** Skills found by the Resume Assistant's keyword analysis (public-site §4). */
export const skillList = z.array(z.string().trim().min(1).max(40)).max(30);

/** `POST /resume/upload` body (DESIGN.md §3 and §6). */
export const resumeUploadRequest = z.object({
  name: personName,
  email: emailAddress,
  role: z
    .string({ error: 'role (job title) is required' })
    .trim()
    .min(1, 'role (job title) is required')
    .max(100),
  contact: phoneContact.optional(),
  fileName: cvFileName,
  contentType: z.enum(CV_CONTENT_TYPES, { error: RESUME_MESSAGES.fileType }),
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int('size must be a whole number of bytes')
    .min(CV_LIMITS.minBytes, RESUME_MESSAGES.fileTooSmall)
    .max(CV_LIMITS.maxBytes, RESUME_MESSAGES.fileTooLarge),
  consent: z.literal(true, { error: RESUME_MESSAGES.consent }),
  skills: skillList.optional(),
  source: z.enum(['careers', 'assistant']).default('careers'),
});
export type ResumeUploadRequest = z.input<typeof resumeUploadRequest>;

/** `data` of `POST /resume/upload`: a presigned POST the browser sends the file to. */
export interface ResumeUploadResponse {
  resumeId: string;
  upload: { url: string; fields: Record<string, string> };
  'resume-link': string;
}

/** A resume record as the admin API answers it (admin-area §3). Dates are ISO 8601 UTC. */
export interface Resume {
  _id: string;
  name: string;
  email: string;
  contact: PhoneContact | null;
  role: string;
  jobTitles: string[];
  status: ResumeStatus;
  skills: string[];
  createdAt: string;
  updatedAt: string;
  expiryDate: string | null;
  isExpired: boolean;
  cv: { url: string; fileName: string; contentType: string; size: number; uploadedAt: string } | null;
  'resume-link': string | null;
  consent: { acceptedAt: string; policyVersion: string; source: 'careers' | 'assistant' } | null;
}

export { resumeStatus };

/** `data` of `GET /resume` (admin-area §7). */
export interface ResumeListResponse {
  resumes: Resume[];
  currentPage: number;
  totalPages: number;
  totalResumes: number;
  limit: number;
}
