/**
 * The candidate's self-service (docs/requirements.md#my-data): what `GET /my-data` answers, the
 * candidate-facing status of a submission, and the texts of the `/my-data` page and its answers.
 * Shared by the handlers and web/src/features/my-data.
 */

import { CV_RETENTION_TEXT } from '../retention.js';
import type { ResumeStatus } from './common.js';
import type { Interview } from './interviews.js';
import type { MyDataOffer } from './offers.js';

/** What a candidate reads as the state of a submission (four steps, not the eight admin statuses). */
export type CandidateStatus = 'Received' | 'In review' | 'Interview' | 'Closed';

/** The eight admin statuses (docs/requirements.md#admin-records) as the candidate sees them. */
export const CANDIDATE_STATUS: Record<ResumeStatus, CandidateStatus> = {
  new: 'Received',
  reviewed: 'In review',
  under_review: 'In review',
  shortlisted: 'In review',
  on_hold: 'In review',
  interview_scheduled: 'Interview',
  hired: 'Closed',
  rejected: 'Closed',
};

/** One CV file held, with a short-lived download URL. */
export interface MyDataFile {
  fileName: string;
  contentType: string;
  size: number | null;
  uploadedAt: string | null;
  /** A presigned GET, valid for `MY_DATA_LIMITS.downloadUrlSeconds`. */
  downloadUrl: string;
}

/** A submission as the candidate sees it: the careers CV or an application to a posting. */
export interface MyDataSubmission {
  kind: 'cv' | 'application';
  /** The job posting of an application (what `DELETE /my-data/applications/{id}` withdraws). */
  jobId?: string;
  role: string;
  submittedAt: string;
  status: CandidateStatus;
}

/** `GET /my-data`: every item held about the candidate (docs/requirements.md#my-data). */
export interface MyDataExport {
  exportedAt: string;
  /** The summary the page shows. */
  summary: { name: string; email: string; keptUntil: string | null; submissions: MyDataSubmission[] };
  /** The stored items themselves, without table keys. */
  record: Record<string, unknown>;
  applications: Record<string, unknown>[];
  /** Every CV handed in, with its verdict, typed details and consent (docs/architecture.md#upload-path). */
  submissions: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  consentHistory: Record<string, unknown>[];
  account: Record<string, unknown> | null;
  files: MyDataFile[];
  /**
   * The candidate's interviews not cancelled, soonest first; while they have not chosen a time, each
   * with the `slots` still open (docs/requirements.md#interview-self-scheduling).
   */
  interviews: Interview[];
  /**
   * The offers sent to the candidate, newest first, each with a short-lived link to its letter
   * (docs/requirements.md#offers); drafts and approvals are the hiring team's own.
   */
  offers: MyDataOffer[];
}

/** Limits of the self-service. */
export const MY_DATA_LIMITS = {
  /** Lifetime of the CV download URLs in an export (seconds). */
  downloadUrlSeconds: 300,
} as const;

/** Texts of the `/my-data` page and its answers (docs/requirements.md#my-data). */
export const MY_DATA_MESSAGES = {
  /** 401: no token, an unknown, expired or tampered one, or one of an erased candidate. */
  linkInvalid:
    'This link is not valid any more. Links in our mails work for 90 days and stop working once your data is erased.',
  erased: 'Everything we held about you was erased.',
  title: 'Your data',
  intro: 'This is everything we hold about you. You can download it or erase it at any time.',
  noToken: 'Open this page with the link from our e-mail.',
  loading: 'Loading your data…',
  download: 'Download all my data',
  /** While the ZIP of the export and the CV files is built. */
  preparing: 'Preparing your download…',
  erase: 'Erase everything',
  confirmTitle: 'Erase everything?',
  confirmText:
    'This erases your CV files, your details, your applications and your account at once. It cannot be undone.',
  confirm: 'Yes, erase everything',
  cancel: 'Cancel',
  erasedTitle: 'Your data was erased',
  erasedText: 'We sent a confirmation to your e-mail address. This link no longer works.',
  name: 'Name',
  email: 'E-mail',
  keptUntil: 'Kept until',
  submissions: 'Your submissions',
  noSubmissions: 'No submissions.',
  /** What a row of the list is: a CV sent (careers form, Resume Assistant, profile) or an application (Apply Now, with its CV). */
  submissionKind: { cv: 'CV sent', application: 'Application' },
  failed: 'Something went wrong. Please try again.',
  /** The reminder's choice (docs/requirements.md#my-data): 90 more days from today, with fresh consent. */
  keep: `Keep my CV for another ${CV_RETENTION_TEXT}`,
  kept: (until: string) => `Thank you. We keep your CV until ${until}.`,
  withdraw: 'Withdraw',
  withdrawTitle: (role: string) => `Withdraw your application for ${role}?`,
  withdrawText:
    'Our recruiters will no longer see this application. Your CV stays on file until you erase it.',
  withdrawConfirm: 'Yes, withdraw',
  withdrawn: (role: string) => `Your application for ${role} was withdrawn.`,
  /** 404 of `DELETE /my-data/applications/{id}`. */
  applicationNotFound: 'There is no application to this job posting.',
  /** 409 of `POST /my-data/keep`: the CV is already erased (or there never was one). */
  nothingToKeep:
    'There is no CV to keep: it was already erased. You can send us a new one on our careers page.',
  /** The interviews (docs/requirements.md#interview-self-scheduling); the answers' texts are SLOT_MESSAGES. */
  interviews: {
    title: 'Your interviews',
    dublin: '(Dublin time)',
    chooseTime: 'Choose a time (Dublin time):',
    book: 'Book this time',
    noTimeLeft: 'No offered time is free any more. We will be in touch.',
    confirm: 'Confirm this time',
    confirmedNote: 'You confirmed this time.',
    ask: 'Ask for another time',
    noneSuits: 'None of these times suit me',
    askLabel: 'Which days and times would suit you?',
    send: 'Send',
    cancel: 'Cancel',
    asked: (when: string) => `You asked for another time on ${when}. We will be in touch.`,
  },
} as const;

/** `data` of `POST /my-data/keep`: the new expiry date (ISO). */
export interface MyDataKeepResponse {
  keptUntil: string;
}
