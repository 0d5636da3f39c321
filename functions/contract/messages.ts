/**
 * Texts the server answers that no request schema owns: the `message` of 4xx/503 answers thrown by
 * the data and domain layers, and the texts of the records they write (rejected uploads, admin
 * notifications). Form-validation texts stay next to their schema (`RESUME_MESSAGES`,
 * `CATALOG_MESSAGES`, `APPLY_MESSAGES`, ...); texts that take a value are functions of it. One
 * object per area, so a function bundles only the texts of the areas it serves.
 * Sources: docs/requirements.md#admin-records, #admin-area, #admin-limits, docs/requirements.md#contact-form and the contact form, docs/architecture.md#api-conventions.
 */
/** Answers any route may give (docs/architecture.md#api-conventions). */
export const MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'Not found',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'Something went wrong on our side. Please try again later.',
  /** A record kept changing under a conditional write after every retry. */
  recordBusy: 'This record is being changed by another request. Please try again.',
} as const;

/** Sessions, candidate accounts and admin accounts (docs/requirements.md#admin-login, docs/requirements.md#public-limits). */
export const ACCOUNT_MESSAGES = {
  accountBusy: 'This account is being changed by another request. Please try again.',
  applicationBusy: 'Your application is being changed by another request. Please try again.',
  profileBusy: 'Your profile is being changed by another request. Please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out',
  userNotFound: 'User not found',
  profileNotFound: 'Profile not found',
  adminExists: 'An admin with this email or user name already exists',
  adminLoginFailed: 'Invalid credentials. Please check your email or user name and password.',
} as const;

/** Resumes and CV uploads (docs/requirements.md#admin-records, #cv-management, docs/requirements.md#public-limits). */
export const CV_MESSAGES = {
  resumeNotFound: 'Resume not found',
  noCvUploaded: 'Cannot update status - No CV uploaded',
  cvNotDocument: 'The file is not a PDF, DOC or DOCX document.',
  cvTypeMismatch: 'The file content does not match its declared type.',
  cvTooSmall: 'File appears to be empty or too small.',
  cvTooLarge: (maxMb: number) => `File size must be less than ${maxMb}MB.`,
  uploadNotFound: 'Upload not found',
  submissionNotFound: 'Submission not found',
  cvNotAvailable: 'CV not available',
  cvTextNotAvailable: 'The text of this CV is not available',
} as const;

/**
 * Confirming a CV sent anonymously with an address that already had a candidate
 * (docs/requirements.md#cv-confirmation): the answers of `POST /resume/upload/confirm`.
 */
export const CV_CONFIRM_MESSAGES = {
  confirmed: 'Thank you. This CV is now the one our recruiters see.',
  alreadyConfirmed: 'This CV was already confirmed.',
  linkInvalid:
    'This link is not valid any more. The CV it was sent about is no longer held, or the link was replaced by a newer one.',
  throttled: 'Too many attempts. Please try again later.',
} as const;

/** Job titles (docs/requirements.md#job-titles). */
export const JOB_TITLE_MESSAGES = {
  jobTitleNotFound: 'Job title not found',
  jobTitleExists: (name: string) => `A job title named "${name}" already exists`,
  jobTitleDeletedExists: (name: string) => `A deleted job title named "${name}" exists: restore it instead`,
  jobTitleChanged: 'The job title was changed meanwhile; reload and try again',
  jobTitlePauseDeleted: 'A deleted job title cannot be paused; restore it first',
  jobTitlePauseNotActive: 'Only an active job title can be paused',
  jobTitleRestoredMeanwhile: 'The job title was restored meanwhile',
  jobTitleResumeNotPaused: 'Only a paused or deleted job title can be resumed',
  jobTitleAlreadyDeleted: 'The job title is already deleted',
} as const;

/** Departments (docs/requirements.md#departments). */
export const DEPARTMENT_MESSAGES = {
  departmentNotFound: 'Department not found',
  departmentExists: (name: string) => `A department named "${name}" already exists`,
  departmentChanged: 'The department was changed meanwhile; reload and try again',
  departmentHoldNotActive: 'Only an active department can be put on hold',
  departmentReactivateNotOnHold: 'Only a department on hold can be reactivated',
  departmentInUse: (name: string, n: number) =>
    `The department "${name}" is used by ${n} job posting${n === 1 ? '' : 's'}: move or delete ${n === 1 ? 'it' : 'them'} first`,
  departmentUnknown: 'The department does not exist (it may have been deleted): choose another one',
  departmentUnknownField: 'The department does not exist',
} as const;

/** Job postings (docs/requirements.md#admin-records, #job-postings). */
export const JOB_POSTING_MESSAGES = {
  jobPostingNotFound: 'Job posting not found',
  jobPostingChanged: 'The job posting was changed meanwhile; reload and try again',
  jobPostingPauseNotActive: (status: string) =>
    `Only an active job posting can be paused (this one is ${status})`,
  jobPostingResumeNotPaused: (status: string) =>
    `Only a paused job posting can be resumed (this one is ${status})`,
} as const;

/** Admin notifications (docs/requirements.md#notifications). */
export const NOTIFICATION_MESSAGES = {
  notificationNotFound: 'Notification not found',
  cvUploadTitle: 'New CV uploaded',
  cvUploadMessage: (name: string, role: string) => `${name} uploaded a CV for ${role}`,
  cvUnconfirmedTitle: 'Unconfirmed CV received',
  /** A CV sent without sign-in for an address that already had a candidate (docs/requirements.md#cv-confirmation). */
  cvUnconfirmedMessage: (name: string) =>
    `A CV was sent with ${name}'s e-mail address without sign-in; it stays unconfirmed until the address's owner confirms it`,
  cvConfirmedTitle: 'CV confirmed',
  cvConfirmedMessage: (name: string) =>
    `${name} confirmed the CV sent with their e-mail address: it is now their current CV`,
  /** A candidate's answer about an interview (docs/requirements.md#interview-self-scheduling); `when` in Dublin time. */
  interviewChosenTitle: 'Interview time chosen',
  interviewChosenMessage: (name: string, stage: string, when: string) =>
    `${name} chose ${when} (Dublin time) for the ${stage}`,
  interviewConfirmedTitle: 'Interview confirmed',
  interviewConfirmedMessage: (name: string, stage: string, when: string) =>
    `${name} confirmed the ${stage} on ${when} (Dublin time)`,
  interviewAskedTitle: 'Another interview time asked for',
  interviewAskedMessage: (name: string, stage: string, message: string) =>
    `${name} asked for another time for the ${stage}: “${message}”`,
} as const;

/** The contact form (public-site). */
export const CONTACT_MESSAGES = {
  contactNotSent: 'The message could not be sent right now. Please try again shortly.',
} as const;
