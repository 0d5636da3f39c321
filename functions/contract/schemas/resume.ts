/**
 * Resume (= candidate) shapes: the upload request of the careers form and the Resume Assistant
 * (docs/architecture.md#upload-path, docs/requirements.md#public-records, #public-limits) and the record the admin lists show (docs/requirements.md#admin-records).
 */
import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod';
import { CV_CONTENT_TYPES, CV_LIMITS, type SubmissionSource, type SubmissionStatus } from '../cv-policy.js';
import type { ActivityEntry, ResumeNote } from './audit.js';
import { isSingleLine, type ResumeStatus, resumeStatus } from './common.js';
import { cvFileName, emailAddress, personName, RESUME_MESSAGES } from './person.js';

export {
  CV_CONTENT_TYPES,
  CV_LIMITS,
  CV_TYPES,
  type CvContentType,
  PRIVACY_POLICY_VERSION,
} from '../cv-policy.js';

export { cvFileName, emailAddress, personName, RESUME_MESSAGES } from './person.js';

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

/** Skills found by the Resume Assistant's keyword analysis (docs/requirements.md#resume-assistant). */
export const skillList = z.array(z.string().trim().min(1).max(40)).max(30);

/**
 * Anything in a role that reads as a link or an address: a scheme (`https://`, `mailto:`), `www.`,
 * a host followed by a path, an `@`. A bare `name.tld` stays allowed: job titles hold such words
 * (`Node.js Developer`, `ASP.NET Developer`).
 */
const LINK_LIKE =
  /[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|javascript|data|tel):|\bwww\.|@|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;

/** The 400 texts of `role` (docs/requirements.md#input-hygiene). */
export const ROLE_MESSAGES = {
  required: 'role (job title) is required',
  tooLong: 'role (job title) must be at most 100 characters',
  singleLine: 'role (job title) must be a single line',
  noLinks: 'role (job title) must be a job title, without links or e-mail addresses',
} as const;

/**
 * The job title a CV is handed in for (careers form, Resume Assistant): a title of the catalogue, or
 * any plain line of at most 100 characters without line breaks, control characters (refused for
 * every field, contract/text.ts) or links. It reaches recruiters' lists and the candidate's mails
 * as quoted data (docs/requirements.md#candidate-mails).
 */
export const uploadRole = z
  .string({ error: ROLE_MESSAGES.required })
  .trim()
  .min(1, ROLE_MESSAGES.required)
  .max(100, ROLE_MESSAGES.tooLong)
  .refine(isSingleLine, ROLE_MESSAGES.singleLine)
  .refine((v) => !LINK_LIKE.test(v), ROLE_MESSAGES.noLinks);

/** `POST /resume/upload` body (docs/architecture.md#api-conventions, #upload-path). */
export const resumeUploadRequest = z.object({
  name: personName,
  email: emailAddress,
  role: uploadRole,
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

/** `POST /resume/upload/confirm` body: the token of the mailed confirm link (docs/requirements.md#cv-confirmation). */
export const cvConfirmRequest = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(20, 'token is not a confirm link token')
    .max(100, 'token is not a confirm link token')
    .regex(/^[A-Za-z0-9_-]+$/, 'token is not a confirm link token'),
});
export type CvConfirmRequest = z.infer<typeof cvConfirmRequest>;

/** `data` of `POST /resume/upload`: a presigned POST the browser sends the file to. */
export interface ResumeUploadResponse {
  resumeId: string;
  upload: { url: string; fields: Record<string, string> };
  'resume-link': string;
  /**
   * Where the browser polls the server's verdict on the file, without signing in
   * (`GET /api/v1/public/uploads/{uploadToken}`, docs/architecture.md#upload-path).
   */
  statusUrl: string;
}

/**
 * `GET /public/uploads/{uploadToken}`: the verdict on an uploaded file, at top level and in `data`
 * (docs/architecture.md#upload-path). `reason` only when rejected.
 */
export interface UploadStatus {
  status: SubmissionStatus;
  reason?: string;
}

/** One CV submission of a candidate as `GET /resume/{id}` lists it, newest first. */
export interface ResumeSubmission {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** When the file was accepted, else when it was requested. */
  uploadedAt: string;
  source: SubmissionSource;
  role: string;
  status: SubmissionStatus;
  reason: string | null;
  /** Name and phone as typed with this file (the candidate's own stay as they were). */
  name: string;
  contact: PhoneContact | null;
  /** True while its file is held (accepted and not past its 90 days). */
  downloadable: boolean;
  /**
   * Sent without sign-in for an address that already had a candidate, and not (yet) confirmed by the
   * address's owner: never the current CV (docs/requirements.md#cv-confirmation).
   */
  unconfirmed: boolean;
}

/** One application of a candidate to a job posting (Apply Now on /jobs), as the resume record lists it. */
export interface ResumeApplication {
  jobId: string;
  job_title: string;
  appliedAt: string;
}

/** One application with its last change and cover letter (the candidate's answer, `GET /resume/{id}`). */
export interface Application extends ResumeApplication {
  updatedAt: string;
  coverLetter: string | null;
}

/** A resume record as the admin API answers it (docs/requirements.md#admin-records). Dates are ISO 8601 UTC. */
/**
 * The facts of a candidate's current CV the screens show (the CV list, the candidate's profile, an
 * application): one projection, `cvSummary` in functions/core/data/resumes.ts.
 */
export interface CvSummary {
  fileName: string;
  contentType: string;
  size: number;
  /** UTC ISO 8601. */
  uploadedAt: string;
}

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
  cv: (CvSummary & { url: string }) | null;
  'resume-link': string | null;
  consent: { acceptedAt: string; policyVersion: string; source: SubmissionSource | 'renewal' } | null;
  /** Job postings this candidate applied to through Apply Now on /jobs, oldest first. */
  applications: ResumeApplication[];
  /** Every file the candidate handed in, newest first (`GET /resume/{id}` only). */
  submissions?: ResumeSubmission[];
  /** Contact facts read from the candidate's CVs beside the typed ones (`GET /resume/{id}` only). */
  foundInCv?: FoundInCv;
  /**
   * The candidate's applications with their cover letters, newest first (`GET /resume/{id}` only):
   * every role that may read CVs reads them (docs/requirements.md#cv-management).
   */
  applicationDetails?: Application[];
  /** Recruiters' notes, oldest first (`GET /resume/{id}` only; docs/requirements.md#candidate-page). */
  notes?: ResumeNote[];
  /** Submissions, status and expiry changes, notes, views, downloads and mails, newest first (`GET /resume/{id}` only). */
  activity?: ActivityEntry[];
}

/** `data` of `GET /resume/{id}`: the record, with its notes and activity also at the top level. */
export interface ResumeDetailResponse {
  resume: Resume;
  notes: ResumeNote[];
  activity: ActivityEntry[];
}

/**
 * Phones (international format, `+353 87 123 4567`), e-mails (lower case) and profile links read from
 * the candidate's accepted CVs that still hold their file, newest submission first, without repeats and
 * without the typed phone and e-mail (docs/requirements.md#cv-management: found in the CV).
 */
export interface FoundInCv {
  phones: string[];
  emails: string[];
  links: string[];
}

export { resumeStatus };

/**
 * Where a search hit matched (`GET /resume?search=`, docs/architecture.md#search): the field, a short
 * passage of it (of the CV's text, a cover letter, the name...) and the matched words in it as
 * `[start, end)` character offsets, for the screen to mark.
 */
export interface ResumeMatch {
  field: 'name' | 'email' | 'phone' | 'skills' | 'roles' | 'cv' | 'coverLetters';
  snippet: string;
  marks: [number, number][];
}

/** A listed resume; with `match` when the list answers a search. */
export type ResumeListEntry = Resume & { match?: ResumeMatch };

/** `data` of `GET /resume` (docs/requirements.md#api-calls). */
export interface ResumeListResponse {
  resumes: ResumeListEntry[];
  currentPage: number;
  totalPages: number;
  totalResumes: number;
  limit: number;
}
