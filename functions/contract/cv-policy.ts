/**
 * CV rules as plain constants (no validation library), so code that only needs the limits, such
 * as `cv-received` and the expiry sweep, does not bundle the request schemas (docs/requirements.md#public-limits).
 */

import { CV_RETENTION_DAYS } from './retention';

export { CV_RETENTION_TEXT } from './retention';

/** CV limits, docs/requirements.md#public-limits: PDF/DOC/DOCX, 1024 bytes .. 5 MB. */
export const CV_LIMITS = {
  minBytes: 1024,
  maxBytes: 5 * 1024 * 1024,
  maxFileNameLength: 255,
  /** Retention in days (docs/requirements.md#public-limits: "2160 hours"). */
  retentionDays: CV_RETENTION_DAYS,
} as const;

/** Bytes in one megabyte as the spec counts them (1 MB = 1024 × 1024 bytes). */
const MEGABYTE = 1024 * 1024;

/** `bytes` in whole megabytes as the spec writes a limit: 5242880 → "5MB" (docs/requirements.md#public-limits). */
export function megabyteText(bytes: number): string {
  return `${bytes / MEGABYTE}MB`;
}

/** The CV size limit as the UI words it: "5MB" (docs/requirements.md#public-limits "File size (X MB) exceeds the 5MB limit"). */
export const CV_MAX_SIZE_TEXT = megabyteText(CV_LIMITS.maxBytes);

/** MIME type of a DOCX file (Office Open XML word processing document). */
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** MIME type per accepted CV kind; the key extension is chosen from this, never from the client's name. */
export const CV_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  [DOCX_CONTENT_TYPE]: 'docx',
} as const;
export type CvContentType = keyof typeof CV_TYPES;
export const CV_CONTENT_TYPES = Object.keys(CV_TYPES) as [CvContentType, ...CvContentType[]];

/**
 * The `accept` list of every CV file input: the extensions, then the MIME types
 * (`.pdf,.doc,.docx,application/pdf,…`), so pickers filter by either (docs/requirements.md#jobs-page).
 */
export const CV_ACCEPT = [
  ...Object.values(CV_TYPES).map((extension) => `.${extension}`),
  ...CV_CONTENT_TYPES,
].join(',');

/** Version of the privacy policy the consent refers to (shown on /privacy-policy). */
export const PRIVACY_POLICY_VERSION = '2026-11-01';

/** Hours an upload request waits for its file before the sweep erases it (docs/requirements.md#public-limits). */
export const UPLOAD_ABANDONED_HOURS = 24;

/**
 * Days a CV sent without sign-in for an address that already had a candidate waits for the owner's
 * confirmation (never past the record's own expiry); unconfirmed by then, the sweep erases it
 * (docs/requirements.md#cv-confirmation).
 */
export const CV_CONFIRM_DAYS = 7;

/** Where a submission came from (docs/requirements.md#cv-management: the submissions of a candidate). */
export const SUBMISSION_SOURCES = ['careers', 'assistant', 'apply', 'profile'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

/** The server's verdict on an uploaded file: still being checked, kept, or refused with a reason. */
export type SubmissionStatus = 'pending' | 'accepted' | 'rejected';
