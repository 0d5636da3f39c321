/**
 * Row actions that leave the page (docs/requirements.md#cv-management): opening a CV and writing an email.
 */
import type { Resume, ResumeSubmission } from '@functions/contract/schemas/resume';
import { getResumeDownload } from './api';

/** Web mail compose page with the recipient in the query string (docs/requirements.md#cv-management). */
export const webMailComposeUrl = (email: string) =>
  `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(email)}`;

/**
 * Opens the web mail compose page in a new tab; where the browser blocks the new tab, falls back
 * to the `mailto:` link (the system mail program).
 */
export function emailApplicant(email: string): void {
  const tab = window.open(webMailComposeUrl(email), '_blank');
  if (tab) tab.opener = null;
  else window.location.href = `mailto:${email}`;
}

/** Why a CV could not be opened: no CV, no link in the answer, or the call failed. */
export class OpenCvError extends Error {
  constructor(
    readonly kind: 'not-available' | 'no-link' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/**
 * "View CV" and a submission's "Download" (docs/requirements.md#cv-management): asks for a short-lived
 * link (to `submission`'s file, else the candidate's current CV); a PDF opens in a new tab, a Word
 * file is downloaded (the link answers `Content-Disposition: attachment`). The tab is opened before
 * the call, while the click still counts as the user's, so pop-up blockers let it through. Throws
 * `OpenCvError`.
 */
export async function openCv(
  resume: Pick<Resume, '_id' | 'cv'>,
  submission?: Pick<ResumeSubmission, 'id' | 'contentType' | 'downloadable'>,
): Promise<void> {
  const file = submission ? (submission.downloadable ? submission : null) : resume.cv;
  if (!file) throw new OpenCvError('not-available', 'CV not available');
  const inline = file.contentType === 'application/pdf';
  const tab = inline ? window.open('', '_blank') : null;
  try {
    const { url, fileName } = await getResumeDownload(resume._id, submission?.id);
    if (!url) throw new OpenCvError('no-link', 'Download link not available');
    if (inline) {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    tab?.close();
    if (error instanceof OpenCvError) throw error;
    throw new OpenCvError('failed', error instanceof Error ? error.message : String(error));
  }
}
