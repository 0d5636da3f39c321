/**
 * Texts of a failed CV upload, shared by the careers form, the Resume Assistant and the apply
 * dialog (docs/requirements.md#public-messages: "Upload failed: {server message or Please try again.}"). A module of
 * plain strings, so pages pull in no upload code to show them.
 */

/** Title of the failure toast (docs/requirements.md#public-messages "an error toast 'Upload failed'"). */
export const UPLOAD_FAILED = 'Upload failed';

/** Prefix of every upload failure text: "Upload failed: ". */
export const UPLOAD_FAILED_PREFIX = `${UPLOAD_FAILED}: `;

/** The reason shown when the server gave none (docs/requirements.md#public-messages). */
export const UPLOAD_FAILURE_FALLBACK = 'Please try again.';

/** "Upload failed: {reason}". */
export function uploadFailedText(reason: string): string {
  return `${UPLOAD_FAILED_PREFIX}${reason}`;
}

/** The verdict did not come within the wait (issue 14: never a false success). */
export const UPLOAD_STILL_CHECKING =
  'We are still checking your file. Please check back later or try again in a few minutes.';

/** Title of the still-checking notice (issue 14: a verdict that did not come within the wait). */
export const UPLOAD_STILL_CHECKING_TITLE = 'Still checking your file';

/** After a refused file: the way forward (docs/requirements.md#public-messages). */
export const UPLOAD_TRY_ANOTHER = 'Please choose another file and try again.';

/** The label of the upload's progress bar while the bytes go (docs/requirements.md#public-messages). */
export function uploadSendingText(percent: number): string {
  return `Sending your CV: ${percent}%`;
}

/** The progress bar's label once every byte is sent and the server checks the file. */
export const UPLOAD_CHECKING = 'CV sent. Checking your file...';
