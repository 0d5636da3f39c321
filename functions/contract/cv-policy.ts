/**
 * CV rules as plain constants (no validation library), so code that only needs the limits, such
 * as `cv-received` and the expiry sweep, does not bundle the request schemas (public-site §5, §9).
 */

/** CV limits, public-site §5 and §9: PDF/DOC/DOCX, 1024 bytes .. 5 MB. */
export const CV_LIMITS = {
  minBytes: 1024,
  maxBytes: 5 * 1024 * 1024,
  maxFileNameLength: 255,
  /** Retention in days (public-site §9: "2160 hours"). */
  retentionDays: 90,
} as const;

/** MIME type per accepted CV kind; the key extension is chosen from this, never from the client's name. */
export const CV_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type CvContentType = keyof typeof CV_TYPES;
export const CV_CONTENT_TYPES = Object.keys(CV_TYPES) as [CvContentType, ...CvContentType[]];

/** Version of the privacy policy the consent refers to (shown on /privacy-policy). */
export const PRIVACY_POLICY_VERSION = '2026-11-01';
