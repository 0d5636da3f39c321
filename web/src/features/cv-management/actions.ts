/**
 * Actions that leave the page (docs/requirements.md#cv-management, #candidate-page): downloading a
 * CV. Writing to a candidate stays in the product (ComposeMailDialog.tsx).
 */
import type { Resume, ResumeSubmission } from '@functions/contract/schemas/resume';
import { saveBlobFile } from '@/lib/csv-file';
import { getResumeDownload } from './api';

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
 * "Download" of the candidate page (docs/requirements.md#candidate-page): asks for a short-lived
 * link (to `submission`'s file, else the candidate's current CV), reads the file through it and
 * saves it under its name. Read here rather than followed: a cross-origin link's `download`
 * attribute is ignored, and a PDF link answers `inline`. Throws `OpenCvError`.
 */
export async function downloadCv(
  resume: Pick<Resume, '_id' | 'cv'>,
  submission?: Pick<ResumeSubmission, 'id' | 'downloadable'>,
): Promise<void> {
  const held = submission ? submission.downloadable : Boolean(resume.cv);
  if (!held) throw new OpenCvError('not-available', 'CV not available');
  try {
    const { url, fileName } = await getResumeDownload(resume._id, submission?.id);
    if (!url) throw new OpenCvError('no-link', 'Download link not available');
    const answer = await fetch(url);
    if (!answer.ok) throw new OpenCvError('failed', `HTTP ${answer.status}`);
    saveBlobFile(await answer.blob(), fileName);
  } catch (error) {
    if (error instanceof OpenCvError) throw error;
    throw new OpenCvError('failed', error instanceof Error ? error.message : String(error));
  }
}
