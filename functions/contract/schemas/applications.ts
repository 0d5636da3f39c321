/**
 * Apply Now on /jobs (docs/requirements.md#jobs-page) and the candidate's own CV update
 * (`POST /user/profile/profile-update`, docs/requirements.md#api-calls). The dialog validates with these schemas too.
 */
import * as z from 'zod';
import type { SubmissionSource } from '../cv-policy.js';
import { CV_CONTENT_TYPES, CV_LIMITS, megabyteText } from '../cv-policy.js';
import { notifyField, notifyOnlyWithMail } from '../status-mails.js';
import { idParam, type ResumeStatus, resumeStatus } from './common.js';
import { cvFileName, emailAddress, personName, RESUME_MESSAGES } from './person.js';
import { rejectReasonIdField, requireReasonWhenRejected } from './reject-reasons.js';
import type { Application, CvSummary } from './resume.js';

/** Apply dialog limits (docs/requirements.md#jobs-page, #public-limits): CV up to 10 MB, phone 7-15 digits. */
export const APPLY_LIMITS = {
  maxCvBytes: 10 * 1024 * 1024,
  coverLetterMax: 5000,
} as const;

/** Texts of docs/requirements.md#jobs-page for the Apply dialog. */
export const APPLY_MESSAGES = {
  required: 'Please fill all required fields and upload your CV.',
  phoneLive: 'Phone should contain 7-15 numeric digits',
  phone: 'Phone number should contain only numeric digits and be between 7-15 digits long.',
  fileTooLarge: `File size must be less than ${megabyteText(APPLY_LIMITS.maxCvBytes)}.`,
  success: "Application submitted successfully! We'll review your application and contact you soon.",
  accountEmail: 'Please apply with the email address of your account.',
  notOpen: 'This job posting is not accepting applications.',
  postingNotFound: 'Job posting not found',
} as const;

const cvFields = (maxBytes: number, tooLarge: string) => ({
  fileName: cvFileName,
  contentType: z.enum(CV_CONTENT_TYPES, { error: RESUME_MESSAGES.fileType }),
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int('size must be a whole number of bytes')
    .min(CV_LIMITS.minBytes, RESUME_MESSAGES.fileTooSmall)
    .max(maxBytes, tooLarge),
});

/** `POST /job-posting/{id}/apply`: the dialog's fields plus the CV's name, type and size. */
export const applyRequest = z.object({
  name: personName,
  email: emailAddress,
  contact: z.object({
    country_code: z.string().regex(/^\+\d{1,4}$/, 'country_code must look like +353'),
    number: z.string({ error: APPLY_MESSAGES.required }).regex(/^\d{7,15}$/, APPLY_MESSAGES.phone),
  }),
  coverLetter: z
    .string()
    .trim()
    .max(
      APPLY_LIMITS.coverLetterMax,
      `Cover letter must be at most ${APPLY_LIMITS.coverLetterMax} characters.`,
    )
    .optional(),
  ...cvFields(APPLY_LIMITS.maxCvBytes, APPLY_MESSAGES.fileTooLarge),
});
export type ApplyRequest = z.input<typeof applyRequest>;

/** One application as the candidate's answer shows it (defined beside the record's list of them). */
export type { Application } from './resume.js';

/** `data` of the apply route: the application and a presigned POST for the CV. */
export interface ApplyResponse {
  application: Application;
  /** False when this candidate had already applied to this posting (the one application is updated). */
  created: boolean;
  resumeId: string;
  upload: { url: string; fields: Record<string, string> };
  /** Where the browser polls the verdict on the CV (docs/architecture.md#upload-path). */
  statusUrl: string;
}

/** `POST /user/profile/profile-update`: the new CV's name, type and size (5 MB, like the careers form). */
export const profileCvUpdateRequest = z.object(cvFields(CV_LIMITS.maxBytes, RESUME_MESSAGES.fileTooLarge));
export type ProfileCvUpdateRequest = z.input<typeof profileCvUpdateRequest>;

/** `data` of `POST /user/profile/profile-update`: the CV on file now, and where to send the new one. */
export interface ProfileCvUpdateResponse {
  cv: CvSummary | null;
  upload: { url: string; fields: Record<string, string> };
  /** Where the browser polls the verdict on the new CV (docs/architecture.md#upload-path). */
  statusUrl: string;
}

/** One applicant on a posting's pipeline board (`GET /job-posting/{id}/applicants`). */
export interface PipelineApplicant {
  /** The candidate's record (`GET /resume/{id}`). */
  resumeId: string;
  name: string;
  appliedAt: string;
  /** The candidate's stage in this posting (docs/architecture.md#applications-and-stages). */
  status: ResumeStatus;
  /** How they came into the posting: Apply Now, or added by a recruiter ("Add to posting"). */
  via: 'apply' | 'added';
  /** For an added candidate: where their CV came from (`careers`, ...); null for Apply Now. */
  source: SubmissionSource | null;
  /** At most three of the candidate's skills, as the record lists them. */
  topSkills: string[];
  hasCv: boolean;
  /** The soonest interview booked for this posting (UTC `startsAt`), or null (docs/requirements.md#interviews). */
  nextInterview: { id: string; startsAt: string; stageName: string } | null;
}

/**
 * Applications per answer of `GET /job-posting/{id}/applicants`: the board's read cost is one page
 * whatever the posting holds (docs/architecture.md#applications-and-stages).
 */
export const PIPELINE_PAGE_SIZE = 100;

/**
 * `data` of `GET /job-posting/{id}/applicants`: one page of applicants, newest application first
 * (`PIPELINE_PAGE_SIZE`), the count per status of that page's cards, `nextCursor` for the next
 * page (null on the last) and `total`, the posting's applications (its applicant counter).
 */
export interface PipelineResponse {
  applicants: PipelineApplicant[];
  counts: Record<ResumeStatus, number>;
  nextCursor: string | null;
  total: number;
}

/** Texts of the pipeline's routes (docs/requirements.md#pipeline). */
export const PIPELINE_MESSAGES = {
  postingNotFound: 'Job posting not found',
  cursor: 'cursor is not valid: use the nextCursor of the previous page',
  notInPosting: 'This candidate is not in this posting',
  resumeIds: 'Choose between 1 and 100 candidates',
} as const;

/** `GET /job-posting/{id}/applicants?cursor=`: the `nextCursor` of the previous answer (opaque, base64url). */
export const pipelineQuery = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, PIPELINE_MESSAGES.cursor)
    .optional(),
});

/** Candidates added at once by "Add to posting" (the CV list's bulk action). */
export const PIPELINE_ADD_MAX = 100;

/** `POST /job-posting/{id}/applicants`: "Add to posting", one candidate or many. */
export const pipelineAddRequest = z.object({
  resumeIds: z
    .array(idParam, { error: PIPELINE_MESSAGES.resumeIds })
    .min(1, PIPELINE_MESSAGES.resumeIds)
    .max(PIPELINE_ADD_MAX, PIPELINE_MESSAGES.resumeIds),
});

/** `data` of `POST /job-posting/{id}/applicants`: ids added, already in the posting, and unknown. */
export interface PipelineAddResponse {
  added: string[];
  already: string[];
  notFound: string[];
}

/** `PUT /job-posting/{id}/applicants/{resumeId}`: the candidate's new stage in this posting. */
export const pipelineMoveRequest = z
  .object({
    stage: resumeStatus,
    /** Required with `rejected`, refused otherwise (docs/requirements.md#rejection-reasons). */
    rejectReasonId: rejectReasonIdField.optional(),
    /** Mail the candidate the stage's status mail (docs/requirements.md#status-mails); 400 for a stage without one. */
    notify: notifyField,
  })
  .superRefine(requireReasonWhenRejected('stage'))
  .superRefine(notifyOnlyWithMail('stage'));

/** `data` of `PUT /job-posting/{id}/applicants/{resumeId}`: the stage, and the CV status that follows from all stages. */
export interface PipelineMoveResponse {
  resumeId: string;
  jobId: string;
  stage: ResumeStatus;
  resumeStatus: ResumeStatus;
  /** With `notify`: whether the candidate's status mail was queued (not when the stage was already theirs). */
  notified?: boolean;
}
