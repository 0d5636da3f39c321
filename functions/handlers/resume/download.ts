/**
 * `GET /resume/{id}/download[?submission={submissionId}]` (docs/requirements.md#cv-management, #api-calls): a
 * presigned GET, valid for a few minutes, for one submission's file (default: the record's current
 * CV, the submission its copy names: docs/architecture.md#upload-path; read by key, no list of the
 * candidate's submissions). PDFs answer `inline` (they open in a tab); Word files `attachment`. The file name's
 * extension is the detected type's, in the answer and in Content-Disposition. With `as=text`, a link to
 * the text the server read from that file instead (the candidate page's view of a .doc). 404 for an
 * unknown id or submission, or when no file (or text) is held.
 */
import * as z from 'zod';
import { cvTextKey } from '../../contract/cv-keys.js';
import { CV_MESSAGES } from '../../contract/messages.js';
import { idParam } from '../../contract/schemas/common.js';
import type { ResumeDownloadResponse } from '../../contract/schemas/resume-admin.js';
import { currentCvSubmission } from '../../core/data/resume-cv.js';
import { requireResume } from '../../core/data/resumes.js';
import { getSubmission, holdsFile } from '../../core/data/submissions.js';
import { NotFoundError } from '../../core/errors.js';
import { apiHandler } from '../../core/http/api.js';
import { objectSize, presignCvDownload } from '../../core/storage.js';

/** Lifetime of the link: long enough to open it, short enough not to be shared (seconds). */
const DOWNLOAD_TTL_SECONDS = 300;

/**
 * A link to the text the server read from `file` at intake (`{key}.txt`): how the candidate page shows
 * an old Word (.doc) file, which no browser library reads. 404 when no text was kept (a scan before
 * OCR, a file read before texts were stored).
 */
async function textLink(file: { key: string; fileName: string }): Promise<ResumeDownloadResponse> {
  const key = cvTextKey(file.key);
  if ((await objectSize(key)) === undefined) throw new NotFoundError(CV_MESSAGES.cvTextNotAvailable);
  const fileName = `${file.fileName.replace(/\.[^.]+$/, '')}.txt`;
  return {
    url: await presignCvDownload(key, fileName, false, DOWNLOAD_TTL_SECONDS),
    fileName,
    contentType: 'text/plain',
    disposition: 'inline',
    expiresInSeconds: DOWNLOAD_TTL_SECONDS,
  };
}

export const handler = apiHandler(
  'resume/download',
  {
    params: z.object({ id: idParam }),
    query: z.object({
      submission: idParam.optional(),
      as: z.literal('text', { error: 'as must be text' }).optional(),
    }),
  },
  async ({ params, query }) => {
    const record = await requireResume(params.id);
    // An expired record's files are erased with it: nothing left to download.
    const asked =
      query.submission && !record.isExpired ? await getSubmission(record.id, query.submission) : undefined;
    const chosen = query.submission
      ? asked && holdsFile(asked)
        ? asked
        : undefined
      : await currentCvSubmission(record);
    if (query.submission && !chosen) throw new NotFoundError(CV_MESSAGES.submissionNotFound);
    const file = chosen?.file;
    if (!file) throw new NotFoundError(CV_MESSAGES.cvNotAvailable);
    if (query.as === 'text') return { data: await textLink(file) };
    const disposition = file.contentType === 'application/pdf' ? 'inline' : 'attachment';
    const url = await presignCvDownload(
      file.key,
      file.fileName,
      disposition === 'attachment',
      DOWNLOAD_TTL_SECONDS,
    );
    const data: ResumeDownloadResponse = {
      url,
      fileName: file.fileName,
      contentType: file.contentType,
      disposition,
      expiresInSeconds: DOWNLOAD_TTL_SECONDS,
    };
    return { data };
  },
);
